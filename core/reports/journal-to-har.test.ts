import type { Entry } from 'har-format';
import { describe, expect, it } from 'vitest';
import { journalToHar } from './journal-to-har.ts';
import { createJournal, type JournalEntry, type JournalRecord } from '../state/journal.ts';
import { harProblems } from '../../test/support/har-schema.ts';

const origin = 'http://127.0.0.1:4010';
const time = Date.parse('2026-11-25T10:00:00.000Z');
const json = { 'content-type': 'application/json' };
const pets = [{ id: 1, name: 'Biscuit', categoryId: 3, status: 'available' }];
/** A JSON answer as the app hands it to the journal: its value and the length of its text. */
const jsonBody = (value: unknown) => ({ json: value, length: JSON.stringify(value).length });
const error = (code: string, status: number) => jsonBody({ code, message: `${code}.`, status });

/** A record of a request the mock answered; `overrides` says how this one differs. */
const record = (overrides: Partial<JournalRecord>): JournalRecord => ({
  time,
  method: 'GET',
  path: '/v1/pets',
  query: '',
  headers: { authorization: 'Bearer secret-key', host: '127.0.0.1:4010' },
  body: null,
  status: 200,
  fault: null,
  durationMs: 3.5,
  rules: [],
  response: { headers: { ...json }, body: jsonBody(pets) },
  upstream: null,
  ...overrides,
});

/** Entries as the real journal gives them (redacted, formatted) for these records. */
function journaled(records: JournalRecord[]): JournalEntry[] {
  const journal = createJournal(records.length);
  records.forEach((r) => journal.record(r));
  return journal.list();
}

const dropped = (fault: 'reset' | 'empty' | 'timeout', durationMs = 1) =>
  record({ status: null, fault, response: null, durationMs, rules: [`${fault}-rule`] });

/** One entry per response kind and fault, in this order. */
function everyKind(): JournalEntry[] {
  const entries = journaled([
    record({ query: 'limit=3&status=available' }),
    record({
      method: 'POST',
      headers: { authorization: 'Bearer secret-key', 'content-type': 'application/json' },
      body: new TextEncoder().encode('{"name":"Nova","categoryId":4}'),
      status: 201,
      response: {
        headers: { ...json, location: '/v1/pets/4' },
        body: jsonBody({ id: 4, name: 'Nova', categoryId: 4 }),
      },
    }),
    record({ method: 'POST', status: 400, response: { headers: { ...json }, body: error('invalid_body', 400) } }),
    record({
      headers: {},
      status: 401,
      response: {
        headers: { ...json, 'www-authenticate': 'Bearer realm="animal-store"' },
        body: error('unauthorized', 401),
      },
    }),
    record({
      status: 503,
      rules: ['down'],
      response: { headers: { ...json, 'retry-after': '1' }, body: error('service_unavailable', 503) },
    }),
    record({ durationMs: 250.4, rules: ['slow'] }),
    dropped('reset'),
    dropped('empty'),
    dropped('timeout', 5000),
  ]);
  // The journal names only the faults that drop the connection; the other two, as named entries would be.
  const [first] = journaled([record({ response: { headers: { ...json }, body: '[{"id":1,"na' } })]);
  return [
    ...entries,
    { ...first!, fault: 'malformed', rules: ['cut'] },
    { ...first!, fault: 'slow-body', rules: ['drip'], response: { headers: { ...json }, body: null } },
  ];
}

const entryAt = (index: number): Entry => journalToHar(everyKind(), { origin }).log.entries[index]!;
const header = (entry: Entry, side: 'request' | 'response', name: string) =>
  entry[side].headers.find((h) => h.name === name)?.value;

describe('journalToHar', () => {
  it('writes every response kind and fault as a document that validates as HAR 1.2', () => {
    const har = journalToHar(everyKind(), { origin, creator: { name: 'animal-store-mock', version: '0.1.0' } });
    expect(harProblems(har)).toEqual([]);
    expect(har.log.version).toBe('1.2');
    expect(har.log.entries.map(({ response }) => response.status)).toEqual([
      200, 201, 400, 401, 503, 200, 0, 0, 0, 200, 200,
    ]);
  });

  it('gives the full URL, query and a JSON list body with its mime type and size', () => {
    const entry = entryAt(0);
    expect(entry.startedDateTime).toBe('2026-11-25T10:00:00.000Z');
    expect(entry.request.url).toBe('http://127.0.0.1:4010/v1/pets?limit=3&status=available');
    expect(entry.request.queryString).toEqual([
      { name: 'limit', value: '3' },
      { name: 'status', value: 'available' },
    ]);
    expect(entry.response.statusText).toBe('OK');
    expect(JSON.parse(entry.response.content.text!)).toEqual(pets);
    expect(entry.response.content).toMatchObject({ mimeType: 'application/json', size: JSON.stringify(pets).length });
  });

  it('keeps the posted body and the Location of a 201, and the masked Authorization masked', () => {
    const entry = entryAt(1);
    expect(entry.request.postData).toEqual({ mimeType: 'application/json', text: '{"name":"Nova","categoryId":4}' });
    expect(entry.request.bodySize).toBe(30);
    expect(header(entry, 'response', 'location')).toBe('/v1/pets/4');
    expect(entry.response.redirectURL).toBe('');
    expect(header(entry, 'request', 'authorization')).toBe('Bearer [redacted]');
    expect(JSON.stringify(journalToHar(everyKind(), { origin }))).not.toContain('secret-key');
  });

  it('writes error answers with their status text and Error body', () => {
    expect([2, 3, 4].map((i) => [entryAt(i).response.status, entryAt(i).response.statusText])).toEqual([
      [400, 'Bad Request'],
      [401, 'Unauthorized'],
      [503, 'Service Unavailable'],
    ]);
    expect(JSON.parse(entryAt(4).response.content.text!).code).toBe('service_unavailable');
    expect(entryAt(4)._rules).toEqual(['down']);
  });

  it('puts the handling time, injected latency included, in wait', () => {
    const entry = entryAt(5);
    expect(entry.timings).toMatchObject({ send: 0, wait: 250.4, receive: 0 });
    expect(entry.time).toBe(250.4);
    expect(entry._rules).toEqual(['slow']);
  });

  it('writes a dropped connection as status 0 with the error DevTools would name', () => {
    expect([6, 7, 8].map((i) => entryAt(i).response)).toMatchObject([
      { status: 0, _error: 'net::ERR_CONNECTION_RESET', _fault: 'reset', headers: [] },
      { status: 0, _error: 'net::ERR_EMPTY_RESPONSE', _fault: 'empty' },
      { status: 0, _error: 'net::ERR_TIMED_OUT', _fault: 'timeout' },
    ]);
    expect(entryAt(8).timings.wait).toBe(5000);
  });

  it('keeps the answer of a malformed or slow body, names its fault, and claims no size it did not see', () => {
    expect(entryAt(9).response).toMatchObject({ status: 200, _fault: 'malformed', content: { text: '[{"id":1,"na' } });
    expect(entryAt(9).response).not.toHaveProperty('_error');
    expect(entryAt(10).response).toMatchObject({
      status: 200,
      _fault: 'slow-body',
      bodySize: -1,
      content: { size: 0 },
    });
  });

  it("drops the journal's cut note from a long body, keeping the true size and saying it was cut", () => {
    const long = 'x'.repeat(70_000);
    const [entry] = journalToHar(journaled([record({ response: { headers: {}, body: long } })]), { origin }).log
      .entries;
    expect(entry!.response.content.text).toBe('x'.repeat(64 * 1024));
    expect(entry!.response.content.size).toBe(70_000);
    expect(entry!.response.content.comment).toMatch(/only the start/);
  });

  it('writes a 1,000-entry journal that still validates', () => {
    const many = journaled(
      Array.from({ length: 1000 }, (_, i) => record({ time: time + i, path: `/v1/pets/${i + 1}` })),
    );
    const har = journalToHar(many, { origin: `${origin}/` });
    expect(har.log.entries).toHaveLength(1000);
    expect(har.log.entries[999]!.request.url).toBe('http://127.0.0.1:4010/v1/pets/1000');
    expect(harProblems(har)).toEqual([]);
  });
});
