import type { ParityCase } from './cases.ts';

const key = { authorization: 'Bearer coverage-key' };
const json = { ...key, 'content-type': 'application/json' };
const pet = '{"name":"Counted","categoryId":1}';

/**
 * A known set of exchanges in three steps, for counting coverage: plain requests and `Prefer`
 * (no rule in force), then the rules below, then the clock past `getPet`'s sunset.
 */
export const coverageCases = {
  apiKey: 'coverage-key',
  plain: [
    { name: 'valid list', path: '/v1/pets', headers: key },
    { name: 'invalid list', path: '/v1/pets?limit=0', headers: key },
    { name: 'unauthorized list', path: '/v1/pets' },
    { name: 'valid get', path: '/v1/pets/1', headers: key },
    { name: 'missing pet', path: '/v1/pets/999999', headers: key },
    { name: 'valid create', method: 'POST', path: '/v1/pets', headers: json, body: pet },
    { name: 'invalid create', method: 'POST', path: '/v1/pets', headers: json, body: '{}' },
    { name: 'unknown path', path: '/v1/nope', headers: key },
    { name: 'unknown path again', path: '/v1/nope', headers: key },
    { name: 'method not allowed', method: 'DELETE', path: '/v1/pets', headers: key },
    {
      name: 'preflight (not counted)',
      method: 'OPTIONS',
      path: '/v1/pets',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'GET' },
    },
    { name: 'Prefer code', path: '/v1/pets', headers: { ...key, prefer: 'code=503' } },
    { name: 'Prefer delay', path: '/v1/pets', headers: { ...key, prefer: 'delay=5' } },
    { name: 'Prefer fault', path: '/v1/pets/1', headers: { ...key, prefer: 'fault=reset' } },
  ] satisfies ParityCase[],
  rules: [
    { id: 'slow-500', operationId: 'listPets', status: 500, latency: 5, times: 1 },
    { id: 'empty', operationId: 'getPet', fault: 'empty', times: 1 },
    { id: 'timeout', operationId: 'getPet', fault: 'timeout', durationMs: 10, times: 1 },
    { id: 'malformed', operationId: 'getPet', fault: 'malformed', times: 1 },
    { id: 'slow-body', operationId: 'getPet', fault: 'slow-body', durationMs: 10, times: 1 },
    { id: 'limited', operationId: 'createPet', rateLimit: { limit: 1, windowMs: 60_000 } },
    // Reached only once the faults above are spent: the get after the sunset.
    { id: 'late-latency', operationId: 'getPet', latency: 1 },
  ],
  underRules: [
    { name: 'rule 500', path: '/v1/pets', headers: key },
    { name: 'rule empty', path: '/v1/pets/1', headers: key },
    { name: 'rule timeout', path: '/v1/pets/1', headers: key },
    { name: 'rule malformed', path: '/v1/pets/1', headers: key },
    { name: 'rule slow body', path: '/v1/pets/1', headers: key },
    { name: 'within the rate limit', method: 'POST', path: '/v1/pets', headers: json, body: pet },
    { name: 'over the rate limit', method: 'POST', path: '/v1/pets', headers: json, body: pet },
  ] satisfies ParityCase[],
  sunset: new Date('2031-01-01T00:00:00Z'),
  afterSunset: [{ name: 'get after the sunset', path: '/v1/pets/1', headers: key }] satisfies ParityCase[],
};

/** A mock's controls, as both adapters offer them. */
export interface CoverageTarget {
  failures: { add(rules: readonly unknown[]): unknown };
  clock: { set(date: Date | null): unknown };
}

/** Sends the three steps to `origin`, changing rules and clock through `target` in between. */
export async function driveCoverageCases(
  origin: string,
  target: CoverageTarget,
  send: (origin: string, testCase: ParityCase) => Promise<unknown>,
) {
  for (const testCase of coverageCases.plain) await send(origin, testCase);
  target.failures.add(coverageCases.rules);
  for (const testCase of coverageCases.underRules) await send(origin, testCase);
  target.clock.set(coverageCases.sunset);
  for (const testCase of coverageCases.afterSunset) await send(origin, testCase);
}
