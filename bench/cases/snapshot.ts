import type { SnapshotCase } from '../results.ts';
import { childJson } from './child-json.ts';

/** Issue 54: what time travel keeps per journal entry at 1,000 and 100,000 pets, in a fresh process. */
export async function runSnapshotCases(log: (line: string) => void): Promise<SnapshotCase[]> {
  const cases = await childJson<SnapshotCase[]>(['bench/cases/snapshot-child.ts'], ['--expose-gc']);
  for (const { pets, stateBytes, changeLogBytes, snapshotAtMs } of cases)
    log(
      `snapshot, ${pets} pets: ${stateBytes + changeLogBytes} B per entry (state ${stateBytes}, change log ${changeLogBytes}); ?at= of the oldest in ${snapshotAtMs.toFixed(0)} ms`,
    );
  return cases;
}
