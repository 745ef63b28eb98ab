import { readFile } from 'node:fs/promises';
import { Command } from 'commander';
import { createMock, fetchHandler, parseScenarioJson, ScenarioError, type Scenario } from '../../core/internal.ts';
import { readHar } from '../../core/reports/har.ts';
import { replayHar } from '../../core/reports/replay-har.ts';
import { failed } from './cli-output.ts';
import { runProgram } from './run-program.ts';

// `animal-store-mock replay <snapshot> <requests.har>`. Exit codes: 0 every answer identical, 1 one differs, 2 bad input.

const program = new Command('animal-store-mock replay')
  .description(
    "start a mock from a snapshot in memory, send a HAR's requests in order at their clock instants, and compare every answer",
  )
  .argument('<snapshot>', 'a snapshot (GET /__admin/snapshot?at=N, store.snapshot({ at: N }))')
  .argument('<har>', 'the requests from that moment on (GET /__admin/requests.har?since=N-1)')
  .showHelpAfterError('(run with --help for every option)')
  .exitOverride()
  .action(async (snapshotFile: string, harFile: string) => {
    process.exitCode = await replay(snapshotFile, harFile);
  });

async function replay(snapshotFile: string, harFile: string): Promise<number> {
  const [snapshotText, harText] = [await readText(snapshotFile), await readText(harFile)];
  if (!snapshotText.ok) return failed(snapshotText.line);
  if (!harText.ok) return failed(harText.line);
  let scenario: Scenario;
  try {
    scenario = parseScenarioJson(snapshotText.text, snapshotFile);
  } catch (error) {
    if (error instanceof ScenarioError) {
      const [first] = error.problems;
      return failed(
        `${snapshotFile}: not a snapshot (${first ? `${first.path || '(root)'}: ${first.message}` : 'invalid'})`,
      );
    }
    throw error;
  }
  const har = readHar(harText.text);
  if (!har.ok) return failed(`${harFile}: ${har.error.message}`);
  // A timeout fault drops the connection however long it holds: a replay holds it briefly.
  const mock = await createMock({ count: 0, maxHangMs: 100 });
  // Paused at the snapshot's instant: each request then runs at its entry's instant exactly.
  await mock.controls.loadScenario(scenario, snapshotFile, { paused: true });
  const send = fetchHandler(mock.app);
  const result = await replayHar(har.har, {
    send: (request) => send(request),
    setClock: (instant) => mock.controls.clock.set(new Date(instant), { speed: 0 }),
    keys: scenario.apiKeys ?? [],
  });
  await mock.close();
  if (result.ok) {
    console.log(`${result.count} answers identical`);
    return 0;
  }
  const id = result.id === undefined ? '' : ` (journal id ${result.id})`;
  console.log(`entry ${result.index}${id}, ${result.request}: ${result.difference}`);
  return 1;
}

async function readText(file: string): Promise<{ ok: true; text: string } | { ok: false; line: string }> {
  try {
    return { ok: true, text: await readFile(file, 'utf8') };
  } catch (error) {
    return {
      ok: false,
      line: `${file}: cannot read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`,
    };
  }
}

/**
 * Runs the `replay` command with the arguments after its name.
 * @example await run(['found.json', 'after.har'])
 */
export async function run(args: readonly string[]): Promise<void> {
  await runProgram(program, args);
}
