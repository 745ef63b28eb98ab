import { describe, expect, it } from 'vitest';
import { createHeaderMask } from './header-mask.ts';
import { createJournal, type JournalRecord } from './journal.ts';

/** The journal's bodies share a byte budget; the oldest bodies go first, their entries stay. */

const kib = 1024;

/** A POST of `requestBytes` answered with `responseText`. */
const post = (requestBytes: number, responseText: string | null = null): JournalRecord => ({
  time: Date.parse('2026-11-26T10:00:00Z'),
  method: 'POST',
  path: '/v1/pets',
  query: '',
  headers: { 'content-type': 'application/json' },
  body: new Uint8Array(requestBytes).fill(0x61),
  status: 201,
  fault: null,
  durationMs: 1,
  rules: ['slow'],
  response: { headers: { 'content-type': 'application/json' }, body: responseText },
  upstream: null,
});

const budgeted = (size: number, bytes: number) => createJournal(size, createHeaderMask(), bytes);

describe("the journal's byte budget", () => {
  it('keeps every body while the total stays within the budget', () => {
    const journal = budgeted(10, 10 * kib);
    for (let i = 0; i < 4; i++) journal.record(post(kib, 'x'.repeat(kib)));
    const entries = journal.list();
    expect(entries.map((entry) => entry.body?.length)).toEqual([kib, kib, kib, kib]);
    expect(entries.every((entry) => entry.bodiesDropped === undefined && entry.response?.body?.length === kib)).toBe(
      true,
    );
  });

  it('drops the oldest bodies first and keeps their status, headers, rules and timings', () => {
    const journal = budgeted(10, 10 * kib);
    for (let i = 0; i < 6; i++) journal.record(post(kib, 'x'.repeat(kib)));
    const entries = journal.list();
    expect(entries).toHaveLength(6);
    // 6 entries of 2 KiB against 10 KiB: the first one's bodies made room for the sixth.
    expect(entries.map((entry) => entry.bodiesDropped ?? false)).toEqual([true, false, false, false, false, false]);
    const [first] = entries;
    expect(first).toMatchObject({
      id: 1,
      body: null,
      status: 201,
      rules: ['slow'],
      durationMs: 1,
      response: { body: null, headers: { 'content-type': 'application/json' } },
    });
    expect(first!.headers['content-type']).toBe('application/json');
  });

  it('counts a JSON answer by the length of the text sent, and a body by the bytes kept (at most 64 KiB)', () => {
    const journal = budgeted(10, 100 * kib);
    const pets = [{ id: 1, name: 'Ivy', categoryId: 2 }];
    const text = JSON.stringify(pets);
    journal.record({ ...post(0), response: { headers: {}, body: { json: pets, length: 60 * kib } } });
    journal.record(post(1000 * kib));
    // 60 KiB + 64 KiB (the 1000 KiB body cut to 64 KiB) pass 100 KiB: the JSON answer is dropped, the cut body kept.
    const [answer, large] = journal.list();
    expect(answer).toMatchObject({ bodiesDropped: true, response: { body: null } });
    expect(large!.bodiesDropped).toBeUndefined();
    expect(large!.body).toMatch(/… \(1024000 bytes in all\)$/);
    journal.record({ ...post(0), response: { headers: {}, body: { json: pets, length: text.length } } });
    expect(journal.list()[2]!.response!.body).toBe(text);
  });

  it('drops even the newest body when it alone passes the budget; 0 keeps no bodies at all', () => {
    const journal = budgeted(10, 0);
    journal.record(post(10, 'answer'));
    const seen: (boolean | undefined)[] = [];
    journal.subscribe((entry) => seen.push(entry.bodiesDropped));
    journal.record(post(10, 'answer'));
    expect(journal.list().map((entry) => [entry.body, entry.response?.body, entry.status])).toEqual([
      [null, null, 201],
      [null, null, 201],
    ]);
    expect(seen).toEqual([true]);
  });

  it('frees the budget of entries the ring overwrote and of a cleared journal', () => {
    const journal = budgeted(2, 4 * kib);
    for (let i = 0; i < 5; i++) journal.record(post(kib, 'x'.repeat(kib)));
    // The ring holds 2 entries of 2 KiB: exactly the budget, so nothing is dropped however many came before.
    expect(journal.list().map((entry) => entry.bodiesDropped ?? false)).toEqual([false, false]);
    journal.clear();
    journal.record(post(2 * kib, 'x'.repeat(2 * kib)));
    expect(journal.list()[0]!.bodiesDropped).toBeUndefined();
  });

  it("gives back a JSON array answer's items until pages of more than 64 items on average overwrote them", () => {
    const journal = budgeted(2, 10 * 1024 * kib);
    const page = (from: number) => Array.from({ length: 100 }, (_, i) => ({ id: from + i }));
    const answer = (json: unknown[]) => ({
      ...post(0),
      response: { headers: {}, body: { json, length: JSON.stringify(json).length } },
    });
    journal.record(answer(page(1)));
    expect(JSON.parse(journal.list()[0]!.response!.body!)).toEqual(page(1));
    // Two entries of 100 items pass the 128 items a ring of 2 has room for: the older answer's body is gone.
    journal.record(answer(page(101)));
    const [older, newer] = journal.list();
    expect(older).toMatchObject({ id: 1, status: 201, bodiesDropped: true, response: { body: null } });
    expect(newer!.bodiesDropped).toBeUndefined();
    expect(JSON.parse(newer!.response!.body!)).toEqual(page(101));
  });

  it("keeps a default budget of a few MiB whatever the ring's size", () => {
    const journal = createJournal(1000);
    for (let i = 0; i < 200; i++) journal.record(post(64 * kib));
    const kept = journal.list().filter((entry) => entry.body !== null).length;
    // 4 MiB of 64 KiB bodies.
    expect(kept).toBe(64);
  });
});
