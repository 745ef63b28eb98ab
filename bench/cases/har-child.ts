// Run by cases/har.ts in a process of its own, so the first run is as cold as at a server start.
// Usage: node bench/cases/har-child.ts <runs>
import { harToScenario } from '../../core/reports/har-to-scenario.ts';
import { journalToHar } from '../../core/reports/journal-to-har.ts';
import { createHeaderMask } from '../../core/state/header-mask.ts';
import { createJournal } from '../../core/state/journal.ts';

const runs = Number(process.argv[2] ?? 5);
const origin = 'http://127.0.0.1:4010';
const pets = Array.from({ length: 20 }, (_, i) => ({
  id: i + 1,
  name: `Pet number ${i + 1}`,
  categoryId: (i % 5) + 1,
  status: 'available',
}));
const petsText = JSON.stringify(pets);

/** A journal of `count` listPets answers of 20 pets each, as a test run fills it. */
function journalOf(count: number) {
  // No byte budget: the import case needs every answer's pets in its 10 MB HAR.
  const journal = createJournal(count, createHeaderMask(), Number.POSITIVE_INFINITY);
  for (let i = 0; i < count; i++) {
    journal.record({
      time: Date.UTC(2026, 10, 25) + i,
      method: 'GET',
      path: '/v1/pets',
      query: 'limit=20',
      headers: { authorization: 'Bearer bench-key', host: '127.0.0.1:4010' },
      body: null,
      status: 200,
      fault: null,
      durationMs: 1.5,
      rules: [],
      response: { headers: { 'content-type': 'application/json' }, body: { json: pets, length: petsText.length } },
      upstream: null,
    });
  }
  return journal.list();
}

/** Times `work` and JSON.parse of `text` alike, each run after the other. */
function timed(text: () => string, work: () => unknown) {
  const runsMs: number[] = [];
  const parseMs: number[] = [];
  for (let i = 0; i < runs; i++) {
    let started = performance.now();
    work();
    runsMs.push(performance.now() - started);
    const json = text();
    started = performance.now();
    JSON.parse(json);
    parseMs.push(performance.now() - started);
  }
  return { runsMs, parseMs };
}

const entries = journalOf(1000);
const exported = JSON.stringify(journalToHar(entries, { origin }));
const exportCase = {
  kind: 'export',
  entries: 1000,
  bytes: exported.length,
  ...timed(
    () => exported,
    () => JSON.stringify(journalToHar(entries, { origin })),
  ),
};

const perEntry = JSON.stringify(journalToHar(journalOf(1), { origin }).log.entries[0]).length;
const big = JSON.stringify(journalToHar(journalOf(Math.floor(10_000_000 / (perEntry + 1))), { origin }));
const importCase = {
  kind: 'import',
  entries: Math.floor(10_000_000 / (perEntry + 1)),
  bytes: big.length,
  ...timed(
    () => big,
    () => {
      if (!harToScenario(big).ok) throw new Error('the bench HAR did not import');
    },
  ),
};
console.log(JSON.stringify([exportCase, importCase]));
