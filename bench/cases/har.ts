import type { BenchSettings } from '../config.ts';
import type { HarCase } from '../results.ts';
import { childJson } from './child-json.ts';

/** Issue 29: export of a 1,000-entry journal and import of a 10 MB HAR, in a fresh process. */
export async function runHarCases(settings: BenchSettings, log: (line: string) => void): Promise<HarCase[]> {
  const cases = await childJson<HarCase[]>(['bench/cases/har-child.ts', String(settings.quick ? 3 : 7)]);
  for (const { kind, entries, bytes, runsMs, parseMs } of cases) {
    log(
      `HAR ${kind}, ${entries} entries (${(bytes / 1e6).toFixed(1)} MB): ${runsMs.map((ms) => `${ms.toFixed(0)} ms`).join(', ')} (JSON.parse ${parseMs.map((ms) => ms.toFixed(0)).join(', ')} ms)`,
    );
  }
  return cases;
}
