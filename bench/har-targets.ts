import { median } from './lib/stats.ts';
import type { HarCase } from './results.ts';
import type { Row } from './row.ts';

/**
 * Issue 29's rows: export of a 1,000-entry journal and import of a 10 MB HAR, each under one
 * second at its slowest run, and as a ratio to `JSON.parse` of the same text (the least any reader pays).
 */
export function harRows(cases: readonly HarCase[]): Row[] {
  return cases.map(({ kind, entries, bytes, runsMs, parseMs }) => {
    const slowest = Math.max(...runsMs);
    const what =
      kind === 'export'
        ? `export of a ${entries.toLocaleString('en')}-entry journal`
        : `import of a ${(bytes / 1e6).toFixed(0)} MB HAR (${entries.toLocaleString('en')} entries)`;
    return {
      section: 'HAR: journalToHar and harToScenario against JSON.parse of the same text',
      name: `${what}, slowest of ${runsMs.length} runs in a fresh process`,
      value: `${slowest.toFixed(0)} ms (median ${median(runsMs).toFixed(0)}, JSON.parse ${median(parseMs).toFixed(0)})`,
      ratio: median(runsMs) / median(parseMs),
      vs: 'JSON.parse of the same text (ratio of medians)',
      target: '< 1000 ms',
      pass: slowest < 1000,
    };
  });
}
