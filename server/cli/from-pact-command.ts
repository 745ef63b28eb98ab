import type { Command } from 'commander';
import { pactToScenario } from '../../core/reports/pact-to-scenario.ts';
import { formatScenario } from '../../core/store/format-scenario.ts';
import { failed, printOrWrite } from './cli-output.ts';
import { readPactFile } from './read-pact-file.ts';

/**
 * Adds `scenario from-pact FILE [--name NAME] [--out FILE]` to the scenario command: the pets a
 * pact's states and answers describe, as a scenario on stdout or in `--out`; a pact that cannot be
 * read, or a state the mock cannot set up, is one line on stderr and exit 2, with nothing written.
 * @example addFromPactCommand(program) // then: animal-store-mock scenario from-pact pacts/web-app-animal-store.json --out store.json
 */
export function addFromPactCommand(program: Command): void {
  program
    .command('from-pact <file>')
    .description("turn the pets a pact's provider states and answers describe into a scenario (V3 or V4; no API keys)")
    .option('--name <name>', 'scenario name (default: from-pact)')
    .option('--out <file>', 'write the scenario to this file (default: stdout)')
    .action(async (file: string, options: { name?: string; out?: string }) => {
      process.exitCode = await fromPact(file, options);
    });
}

async function fromPact(file: string, { name, out }: { name?: string; out?: string }): Promise<number> {
  const read = await readPactFile(file);
  if (!read.ok) return failed(read.line);
  const result = pactToScenario(read.pact, { ...(name && { name }) });
  if (!result.ok) return failed(`${file}: ${result.error.message}`);
  return printOrWrite(formatScenario(result.scenario), out, `: ${result.scenario.pets?.length ?? 0} pets`);
}
