import { describe, expect, it } from 'vitest';
import { createBodyBudget } from './body-budget.ts';
import { createHeaderMask } from './header-mask.ts';
import { createJournal, type JournalRecord } from './journal.ts';

/** Issue 52, point 5: one byte budget for a server's journal and every sandbox's, oldest bodies first across them. */

const kib = 1024;

const post = (bytes: number): JournalRecord => ({
  time: Date.parse('2026-11-26T10:00:00Z'),
  method: 'POST',
  path: '/v1/pets',
  query: '',
  headers: { 'content-type': 'application/json' },
  body: new Uint8Array(bytes).fill(0x61),
  status: 201,
  fault: null,
  durationMs: 1,
  rules: [],
  response: { headers: {}, body: null },
  upstream: null,
});

const dropped = (journal: ReturnType<typeof createJournal>) =>
  journal.list().map((entry) => entry.bodiesDropped ?? false);

describe('a body budget shared by journals', () => {
  it('holds many journals within one limit, dropping the oldest bodies of any of them first', () => {
    const budget = createBodyBudget(4 * kib);
    const [a, b, c] = [1, 2, 3].map(() => createJournal(10, createHeaderMask(), budget)) as [
      ReturnType<typeof createJournal>,
      ReturnType<typeof createJournal>,
      ReturnType<typeof createJournal>,
    ];
    a.record(post(kib));
    b.record(post(kib));
    c.record(post(kib));
    a.record(post(kib));
    expect(budget.used()).toBe(4 * kib);
    expect([dropped(a), dropped(b), dropped(c)]).toEqual([[false, false], [false], [false]]);
    // Past the limit: a's first body is the oldest of all, then b's.
    c.record(post(kib));
    expect([dropped(a), dropped(b), dropped(c)]).toEqual([[true, false], [false], [false, false]]);
    c.record(post(kib));
    expect([dropped(a), dropped(b), dropped(c)]).toEqual([[true, false], [true], [false, false, false]]);
    expect(budget.used()).toBe(4 * kib);
    expect(a.bodyBytes() + b.bodyBytes() + c.bodyBytes()).toBe(budget.used());
  });

  it('stays within the limit over 150 journals of 1 MiB bodies, as the journal bytes of one', () => {
    const limit = 4 * 1024 * kib;
    const budget = createBodyBudget(limit);
    const journals = Array.from({ length: 150 }, () => createJournal(100, createHeaderMask(), budget));
    for (let round = 0; round < 3; round++) for (const journal of journals) journal.record(post(1024 * kib));
    // Each body is cut at 64 KiB: 450 of them are 28.1 MiB, and the budget keeps 4 MiB of them, the newest.
    expect(budget.used()).toBe(limit);
    const total = journals.reduce((sum, journal) => sum + journal.bodyBytes(), 0);
    expect(total).toBe(budget.used());
    // 64 bodies of 64 KiB fit: the last round's, in the last 64 journals.
    const kept = journals.map((journal) => dropped(journal).filter((gone) => !gone).length);
    expect(kept).toEqual([...Array(86).fill(0), ...Array(64).fill(1)]);
    expect(dropped(journals.at(-1)!)).toEqual([true, true, false]);
  });

  it('gives back the bytes of a closed journal, and a cleared one, for the others', () => {
    const budget = createBodyBudget(4 * kib);
    const [a, b] = [createJournal(10, createHeaderMask(), budget), createJournal(10, createHeaderMask(), budget)];
    for (let i = 0; i < 3; i++) a.record(post(kib));
    b.record(post(kib));
    a.close();
    expect(budget.used()).toBe(kib);
    for (let i = 0; i < 3; i++) b.record(post(kib));
    expect(dropped(b)).toEqual([false, false, false, false]);
    b.clear();
    expect(budget.used()).toBe(0);
    a.record(post(kib));
    expect(budget.used()).toBe(0);
  });
});
