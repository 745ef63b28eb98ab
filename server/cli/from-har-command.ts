import { readFile } from 'node:fs/promises';
import type { Command } from 'commander';
import { harSummaryLines, harToScenario } from '../../core/reports/har.ts';
import { formatScenario } from '../../core/store/format-scenario.ts';
import { failed, printOrWrite } from './cli-output.ts';

interface FromHarOptions {
  keepClock?: boolean;
  name?: string;
  origin?: string;
  out?: string;
}

/**
 * Adds `scenario from-har FILE [--keep-clock] [--name NAME] [--origin URL] [--out FILE]` to the
 * scenario command: the summary on stderr, the scenario on stdout or in `--out`; a HAR that cannot
 * be read is one line on stderr and exit 2, with nothing written.
 * @example addFromHarCommand(program) // then: animal-store-mock scenario from-har staging.har --out staging.json
 */
export function addFromHarCommand(program: Command): void {
  program
    .command('from-har <file>')
    .description(
      'turn the Animal Store answers of a HAR recording (a browser, Playwright, the proxy; 10 MiB at most) into a scenario',
    )
    .option(
      '--keep-clock',
      "set the scenario's clock to the latest Date header of the API's answers (else the latest startedDateTime)",
    )
    .option('--name <name>', 'scenario name (default: from-har)')
    .option('--origin <url>', 'read only requests sent to this origin (default: any)')
    .option('--out <file>', 'write the scenario to this file (default: stdout)')
    .action(async (file: string, options: FromHarOptions) => {
      process.exitCode = await fromHar(file, options);
    });
}

async function fromHar(file: string, { keepClock = false, name, origin, out }: FromHarOptions): Promise<number> {
  let input: Uint8Array;
  try {
    input = await readFile(file);
  } catch (error) {
    return failed(`${file}: cannot read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
  const result = harToScenario(input, { keepClock, ...(name && { name }), ...(origin && { origin }) });
  if (!result.ok) return failed(`${file}: ${result.error.message}`);
  for (const line of harSummaryLines(result.summary)) console.error(line);
  return printOrWrite(formatScenario(result.scenario), out);
}
