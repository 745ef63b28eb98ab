import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { harSummaryLines } from './har-summary.ts';
import { harToScenario, type HarToScenarioResult } from './har-to-scenario.ts';
import { journalToHar } from './journal-to-har.ts';
import { createJournal } from '../state/journal.ts';
import { scenarioProblems } from '../store/parse-scenario.ts';
import { harProblems } from '../../test/support/har-schema.ts';

const fixture = (name: string) =>
  readFileSync(new URL(`../../test/support/har-files/${name}`, import.meta.url), 'utf8');
const api = 'https://staging-api.animal-store.example';

/** A minimal HAR 1.2 entry: a request and its JSON answer. */
function exchange(
  method: string,
  url: string,
  status: number,
  body: unknown,
  startedDateTime: string,
  content: Record<string, unknown> = {},
) {
  return {
    startedDateTime,
    time: 1,
    request: {
      method,
      url,
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: [],
      queryString: [],
      headersSize: -1,
      bodySize: 0,
    },
    response: {
      status,
      statusText: '',
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: [{ name: 'Date', value: new Date(startedDateTime).toUTCString() }],
      content: { size: 0, mimeType: 'application/json', text: JSON.stringify(body), ...content },
      redirectURL: '',
      headersSize: -1,
      bodySize: -1,
    },
    cache: {},
    timings: { send: 0, wait: 1, receive: 0 },
  };
}

const har = (entries: unknown[]) =>
  JSON.stringify({ log: { version: '1.2', creator: { name: 'test', version: '1' }, entries } });

function imported(result: HarToScenarioResult) {
  if (!result.ok) throw new Error(`import failed: ${result.error.code}`);
  expect(scenarioProblems(result.scenario)).toEqual([]);
  return result;
}

describe('harToScenario', () => {
  it('reads the pets of a Chrome export, the latest answer winning, and skips the rest with a count', () => {
    const text = fixture('chrome-style.har');
    expect(harProblems(JSON.parse(text))).toEqual([]);
    const { scenario, summary } = imported(harToScenario(text, { origin: api, name: 'staging' }));
    expect(scenario.pets).toEqual([
      { id: 1, name: 'Biscuit', categoryId: 3, status: 'available' },
      { id: 2, name: 'Pepper', categoryId: 1, status: 'sold' },
      { id: 3, name: 'Mochi', categoryId: 2 },
      { id: 4, name: 'Nova', categoryId: 4 },
    ]);
    expect(scenario).toMatchObject({ name: 'staging', version: 1, nextId: 5 });
    expect(scenario).not.toHaveProperty('clock');
    expect(summary).toEqual({
      entries: 8,
      read: 3,
      withoutPets: 2,
      otherOrigin: 1,
      notContract: 2,
      rejected: [],
      pets: 4,
    });
  });

  it('reads a Firefox export: base64 bodies decoded, an answer that breaks the contract listed with its reason', () => {
    const text = fixture('firefox-style.har');
    expect(harProblems(JSON.parse(text))).toEqual([]);
    const { scenario, summary } = imported(harToScenario(text));
    expect(scenario.pets).toEqual([
      { id: 10, name: 'Olive', categoryId: 2, status: 'available' },
      { id: 11, name: 'Juniper', categoryId: 3, status: 'available' },
      { id: 12, name: 'Zoë', categoryId: 5, status: 'pending' },
    ]);
    expect(scenario.nextId).toBe(13);
    expect(summary.rejected).toEqual([
      {
        entry: 2,
        operationId: 'getPet',
        url: 'http://127.0.0.1:4010/v1/pets/13',
        reason: 'its body breaks the contract: body.categoryId is required',
      },
    ]);
    expect(summary.notContract).toBe(1);
  });

  it('lets the latest answer win by start time, whatever the order of the entries', () => {
    const result = imported(
      harToScenario(
        har([
          exchange(
            'GET',
            `${api}/v1/pets/5`,
            200,
            { id: 5, name: 'Later', categoryId: 1, status: 'sold' },
            '2026-11-20T09:00:09Z',
          ),
          exchange(
            'GET',
            `${api}/v1/pets?limit=5`,
            200,
            [
              { id: 5, name: 'Earlier', categoryId: 1, status: 'available' },
              { id: 40, name: 'Max', categoryId: 2 },
            ],
            '2026-11-20T09:00:01Z',
          ),
          exchange(
            'POST',
            `${api}/v1/pets`,
            201,
            { id: 6, name: 'Created', categoryId: 2 },
            '2026-11-20T09:00:05+01:00',
          ),
        ]),
      ),
    );
    expect(result.scenario.pets).toEqual([
      { id: 5, name: 'Later', categoryId: 1, status: 'sold' },
      { id: 6, name: 'Created', categoryId: 2 },
      { id: 40, name: 'Max', categoryId: 2 },
    ]);
    expect(result.scenario.nextId).toBe(41);
  });

  it('sets the clock from the latest Date header when asked', () => {
    const result = imported(harToScenario(fixture('chrome-style.har'), { origin: api, keepClock: true }));
    expect(result.scenario.clock).toEqual({ now: '2026-11-20T09:00:06.000Z' });
  });

  it('lets no credential of the HAR reach the scenario or the summary', () => {
    const secrets = [
      'sk_live_bearer_secret',
      'header-secret',
      'query-secret',
      'cookie-secret',
      'set-cookie-secret',
      'ff-bearer-secret',
      'ff-cookie-secret',
      'api_key',
    ];
    for (const name of ['chrome-style.har', 'firefox-style.har']) {
      const result = imported(harToScenario(fixture(name), { keepClock: true }));
      const written = JSON.stringify(result);
      expect(secrets.filter((secret) => written.includes(secret))).toEqual([]);
      expect(result.scenario).not.toHaveProperty('apiKeys');
    }
  });

  it('skips empty, undecodable and non-JSON bodies with a reason, and pets a scenario cannot hold', () => {
    const at = '2026-11-20T09:00:00Z';
    const url = `${api}/v1/pets/1`;
    const { scenario, summary } = imported(
      harToScenario(
        har([
          exchange('GET', url, 200, null, at, { text: '' }),
          exchange('GET', url, 200, null, at, { text: '%%%', encoding: 'base64' }),
          exchange('GET', url, 200, null, at, { text: btoa('\xff\xfe'), encoding: 'base64' }),
          exchange('GET', url, 200, null, at, { text: '{"id":' }),
          exchange('GET', url, 200, null, at, { text: undefined, _file: 'abc.json' }),
          exchange('GET', url, 200, { id: 0, name: 'Zero', categoryId: 1 }, at),
          exchange('GET', url, 200, { id: 1, name: 'Kept', categoryId: 1 }, at),
        ]),
      ),
    );
    expect(summary.rejected.map(({ reason }) => reason)).toEqual([
      'its body is empty',
      'its base64 body does not decode',
      'its body is not UTF-8 text',
      'its body is not JSON',
      'its body is in an attached file, not in the HAR',
      'it holds a pet with an id below 1, which a scenario cannot hold',
    ]);
    expect(scenario.pets).toEqual([{ id: 1, name: 'Kept', categoryId: 1 }]);
  });

  it('gives an empty scenario when the HAR has no Animal Store answer', () => {
    const { scenario, summary } = imported(
      harToScenario(har([exchange('GET', 'https://example.com/', 200, {}, '2026-11-20T09:00:00Z')])),
    );
    expect(scenario.pets).toEqual([]);
    expect(scenario).not.toHaveProperty('nextId');
    expect(summary).toMatchObject({ entries: 1, notContract: 1, read: 0 });
  });

  it('imports a 10 MB HAR', () => {
    const list = Array.from({ length: 20 }, (_, i) => ({
      id: i + 1,
      name: `Pet number ${i + 1}`,
      categoryId: (i % 5) + 1,
      status: 'available',
    }));
    const one = exchange('GET', `${api}/v1/pets?limit=20`, 200, list, '2026-11-20T09:00:00Z');
    const count = Math.floor(10_000_000 / JSON.stringify(one).length);
    const text = har(Array.from({ length: count }, () => one));
    expect(text.length).toBeGreaterThan(9_500_000);
    const { summary } = imported(harToScenario(text));
    expect(summary).toMatchObject({ read: count, pets: 20 });
  });

  it("reads back the mock's own export", () => {
    const journal = createJournal(3);
    const answer = (path: string, status: number, json: unknown, query = '') =>
      journal.record({
        time: Date.parse('2026-11-25T10:00:00Z'),
        method: 'GET',
        path,
        query,
        headers: { authorization: 'Bearer own-secret' },
        body: null,
        status,
        fault: null,
        durationMs: 2,
        rules: [],
        response: {
          headers: { 'content-type': 'application/json' },
          body: { json, length: JSON.stringify(json).length },
        },
        upstream: null,
      });
    answer(
      '/v1/pets',
      200,
      [{ id: 7, name: 'Ivy', categoryId: 2, status: 'pending' }],
      'limit=1&api_key=own-query-secret',
    );
    answer('/v1/pets/8', 200, { id: 8, name: 'Fig', categoryId: 1 });
    answer('/v1/pets/9', 404, { code: 'not_found', message: 'No pet with id 9.', status: 404 });
    const text = JSON.stringify(journalToHar(journal.list(), { origin: 'http://127.0.0.1:4010' }));
    const result = imported(harToScenario(text));
    expect(result.scenario.pets).toEqual([
      { id: 7, name: 'Ivy', categoryId: 2, status: 'pending' },
      { id: 8, name: 'Fig', categoryId: 1 },
    ]);
    expect(result.summary).toMatchObject({ read: 2, withoutPets: 1 });
    expect(JSON.stringify(result)).not.toMatch(/own-secret|own-query-secret/);
  });

  it("keeps the simulated clock of the mock's own export (no Date header: the entries' start times), and names the package's version", () => {
    const journal = createJournal(3);
    for (const time of ['2030-01-01T00:00:00Z', '2030-06-01T12:00:00Z'])
      journal.record({
        time: Date.parse(time),
        method: 'GET',
        path: '/v1/pets/8',
        query: '',
        headers: {},
        body: null,
        status: 200,
        fault: null,
        durationMs: 2,
        rules: [],
        response: {
          headers: { 'content-type': 'application/json' },
          body: { json: { id: 8, name: 'Fig', categoryId: 1 }, length: 36 },
        },
        upstream: null,
      });
    const exported = journalToHar(journal.list(), { origin: 'http://127.0.0.1:4010' });
    const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
    expect(exported.log.creator).toEqual({ name: 'animal-store-mock', version });
    const result = imported(harToScenario(JSON.stringify(exported), { keepClock: true }));
    expect(result.scenario.clock).toEqual({ now: '2030-06-01T12:00:00.000Z' });
  });

  it('reads no pets from a HEAD, and names a body saved beside the HAR instead of calling the HAR empty', () => {
    const at = '2026-11-20T09:00:00Z';
    const { summary } = imported(
      harToScenario(
        har([
          exchange('HEAD', `${api}/v1/pets`, 200, null, at, { text: undefined }),
          exchange('GET', `${api}/v1/pets`, 200, null, at, { text: undefined, _file: '75841.json' }),
        ]),
      ),
    );
    expect(summary).toMatchObject({
      withoutPets: 1,
      rejected: [{ entry: 1, reason: 'its body is in an attached file, not in the HAR' }],
    });
  });

  it('sums an import up in lines, one per rejected answer', () => {
    const { summary } = imported(harToScenario(fixture('firefox-style.har')));
    expect(harSummaryLines(summary)).toEqual([
      'Read 3 pets from 2 of 4 HAR entries.',
      'Skipped: 1 not of the Animal Store contract, 1 rejected.',
      '  entry 2 (getPet http://127.0.0.1:4010/v1/pets/13): its body breaks the contract: body.categoryId is required',
    ]);
  });
});
