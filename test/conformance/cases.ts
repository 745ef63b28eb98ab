import type { FailureRule } from '../../core/internal.ts';

/**
 * The control functions a case may use: the server's `controls` (what /__admin serves) and the
 * MSW store's (createAnimalStore) have this shape.
 */
export interface CaseControls {
  failures: { add(rules: readonly unknown[]): readonly { id: string }[]; remove(id: string): unknown };
  clock: { set(date: Date | null): unknown };
}

export const contractKey = 'contract-key';
export const contractSeed = 42;
export const contractCount = 50;

/**
 * How a request reaches the Koa server:
 * - `prism`: through `prism proxy --errors`. The request is valid per the spec, so Prism forwards
 *   it; Prism must report no violation at all.
 * - `prism-lenient`: through `prism proxy` without `--errors`. The request is invalid per the spec on
 *   purpose. With `--errors` Prism answers such a request itself (its own 422, 401, 405 or 404
 *   problem+json; it looks for a 422, then a 400 response in the spec, and generates one when the
 *   operation has neither) and the mock is never asked. Without `--errors` it forwards the request
 *   and reports request and response violations in `sl-violations`: the test requires at least one
 *   request violation (so the case is really invalid) and no response violation.
 * - `direct`: straight to Koa, because Prism 5.16 cannot carry the request (see `directBecause`);
 *   only the in-process validator checks the answer.
 */
export type Route = 'prism' | 'prism-lenient' | 'direct';

export interface ContractCase {
  name: string;
  method?: string;
  /** Path and query under the origin, starting with the base path `/v1`. */
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** The status the mock must answer with. */
  status: number;
  via: Route;
  /** Why Prism cannot carry a `direct` case. */
  directBecause?: string;
  /** Changes the simulation for this request; returns the undo. Koa and MSW both get it. */
  arrange?: (controls: CaseControls) => () => void;
}

const key = { authorization: `Bearer ${contractKey}` };
const json = { ...key, 'content-type': 'application/json' };

/** A failure rule in force for one request. */
const withRule = (rule: FailureRule) => (controls: CaseControls) => {
  const ids = controls.failures.add([rule]).map(({ id }) => id);
  return () => ids.forEach((id) => controls.failures.remove(id));
};

/** The simulated clock at this date for one request. */
const at = (iso: string) => (controls: CaseControls) => {
  controls.clock.set(new Date(iso));
  return () => void controls.clock.set(null);
};

const malformedJsonBody =
  'Prism 5.16 never answers a request whose JSON body does not parse (the socket stays open; cf. stoplightio/prism#2664)';

/** Every operation with valid and invalid requests, in an order where creates come before the reads of them. */
export const contractCases: ContractCase[] = [
  // listPets
  { name: 'list, default limit', path: '/v1/pets', headers: key, status: 200, via: 'prism' },
  { name: 'list, limit 3', path: '/v1/pets?limit=3', headers: key, status: 200, via: 'prism' },
  { name: 'list, limit 100', path: '/v1/pets?limit=100', headers: key, status: 200, via: 'prism' },
  { name: 'list, status sold', path: '/v1/pets?status=sold', headers: key, status: 200, via: 'prism' },
  {
    name: 'list, status pending, limit 1',
    path: '/v1/pets?status=pending&limit=1',
    headers: key,
    status: 200,
    via: 'prism',
  },
  { name: 'list, unknown parameter ignored', path: '/v1/pets?limit=2&page=2', headers: key, status: 200, via: 'prism' },
  // Valid (RFC 9110 11.1: the scheme is case-insensitive), but Prism 5.16 compares it
  // case-sensitively and refuses it with --errors, so it goes where Prism forwards it.
  {
    name: 'list, lower-case bearer',
    path: '/v1/pets?limit=1',
    headers: { authorization: `bearer ${contractKey}` },
    status: 200,
    via: 'prism-lenient',
  },
  {
    name: 'list, wrong key',
    path: '/v1/pets',
    headers: { authorization: 'Bearer not-the-key' },
    status: 401,
    via: 'prism',
  },
  // Prism treats an empty value as an absent parameter, so this one is valid to it.
  { name: 'list, limit empty', path: '/v1/pets?limit=', headers: key, status: 400, via: 'prism' },
  { name: 'list, limit 0', path: '/v1/pets?limit=0', headers: key, status: 400, via: 'prism-lenient' },
  { name: 'list, limit 101', path: '/v1/pets?limit=101', headers: key, status: 400, via: 'prism-lenient' },
  { name: 'list, limit abc', path: '/v1/pets?limit=abc', headers: key, status: 400, via: 'prism-lenient' },
  { name: 'list, limit 2.5', path: '/v1/pets?limit=2.5', headers: key, status: 400, via: 'prism-lenient' },
  { name: 'list, limit twice', path: '/v1/pets?limit=1&limit=2', headers: key, status: 400, via: 'prism-lenient' },
  { name: 'list, unknown status', path: '/v1/pets?status=lost', headers: key, status: 400, via: 'prism-lenient' },
  { name: 'list, no key', path: '/v1/pets', status: 401, via: 'prism-lenient' },
  {
    name: 'list, basic auth',
    path: '/v1/pets',
    headers: { authorization: 'Basic dTpw' },
    status: 401,
    via: 'prism-lenient',
  },

  // createPet
  {
    name: 'create',
    method: 'POST',
    path: '/v1/pets',
    headers: json,
    body: '{"name":"Biscuit","categoryId":3,"status":"available"}',
    status: 201,
    via: 'prism',
  },
  {
    name: 'create, no status',
    method: 'POST',
    path: '/v1/pets',
    headers: json,
    body: '{"name":"Nameless","categoryId":1}',
    status: 201,
    via: 'prism',
  },
  {
    name: 'create, id and extras ignored',
    method: 'POST',
    path: '/v1/pets',
    headers: json,
    body: '{"id":1,"name":"Extra","categoryId":2,"color":"red"}',
    status: 201,
    via: 'prism',
  },
  {
    name: 'create, unicode name',
    method: 'POST',
    path: '/v1/pets',
    headers: json,
    body: '{"name":"Ñandú 🐾 \\"q\\"","categoryId":4,"status":"sold"}',
    status: 201,
    via: 'prism',
  },
  {
    name: 'create, +json media type',
    method: 'POST',
    path: '/v1/pets',
    headers: { ...key, 'content-type': 'application/merge-patch+json' },
    body: '{"name":"Plus","categoryId":1}',
    status: 201,
    via: 'prism',
  },
  {
    name: 'create, wrong key',
    method: 'POST',
    path: '/v1/pets',
    headers: { ...json, authorization: 'Bearer not-the-key' },
    body: '{"name":"x","categoryId":1}',
    status: 401,
    via: 'prism',
  },
  {
    name: 'create, too large',
    method: 'POST',
    path: '/v1/pets',
    headers: json,
    body: JSON.stringify({ name: 'x'.repeat(1024 * 1024), categoryId: 1 }),
    status: 413,
    via: 'prism',
  },
  {
    name: 'create, missing fields',
    method: 'POST',
    path: '/v1/pets',
    headers: json,
    body: '{}',
    status: 400,
    via: 'prism-lenient',
  },
  {
    name: 'create, wrong types',
    method: 'POST',
    path: '/v1/pets',
    headers: json,
    body: '{"name":1,"categoryId":"2","status":"lost"}',
    status: 400,
    via: 'prism-lenient',
  },
  {
    name: 'create, fractional category',
    method: 'POST',
    path: '/v1/pets',
    headers: json,
    body: '{"name":"x","categoryId":2.5}',
    status: 400,
    via: 'prism-lenient',
  },
  {
    name: 'create, unsafe category',
    method: 'POST',
    path: '/v1/pets',
    headers: json,
    body: '{"name":"x","categoryId":9007199254740993}',
    status: 400,
    via: 'prism-lenient',
  },
  {
    name: 'create, array',
    method: 'POST',
    path: '/v1/pets',
    headers: json,
    body: '[]',
    status: 400,
    via: 'prism-lenient',
  },
  {
    name: 'create, empty body',
    method: 'POST',
    path: '/v1/pets',
    headers: json,
    body: '',
    status: 400,
    via: 'prism-lenient',
  },
  {
    name: 'create, text/plain',
    method: 'POST',
    path: '/v1/pets',
    headers: { ...key, 'content-type': 'text/plain' },
    body: '{"name":"x","categoryId":1}',
    status: 415,
    via: 'prism-lenient',
  },
  {
    name: 'create, no key',
    method: 'POST',
    path: '/v1/pets',
    headers: { 'content-type': 'application/json' },
    body: '{"name":"x","categoryId":1}',
    status: 401,
    via: 'prism-lenient',
  },
  {
    name: 'create, malformed JSON',
    method: 'POST',
    path: '/v1/pets',
    headers: json,
    body: '{"name":',
    status: 400,
    via: 'direct',
    directBecause: malformedJsonBody,
  },
  {
    name: 'create, null body',
    method: 'POST',
    path: '/v1/pets',
    headers: json,
    body: 'null',
    status: 400,
    via: 'direct',
    directBecause: 'Prism forwards a JSON null body as no body at all, so the mock would see another request',
  },

  // getPet
  { name: 'get', path: '/v1/pets/1', headers: key, status: 200, via: 'prism' },
  { name: 'get, created', path: '/v1/pets/51', headers: key, status: 200, via: 'prism' },
  { name: 'get, created without status', path: '/v1/pets/52', headers: key, status: 200, via: 'prism' },
  { name: 'get, unknown', path: '/v1/pets/99999', headers: key, status: 404, via: 'prism' },
  { name: 'get, negative', path: '/v1/pets/-1', headers: key, status: 404, via: 'prism' },
  {
    name: 'get, wrong key',
    path: '/v1/pets/1',
    headers: { authorization: 'Bearer not-the-key' },
    status: 401,
    via: 'prism',
  },
  { name: 'get, not an integer', path: '/v1/pets/abc', headers: key, status: 400, via: 'prism-lenient' },
  { name: 'get, fractional', path: '/v1/pets/1.5', headers: key, status: 400, via: 'prism-lenient' },
  { name: 'get, beyond int64', path: '/v1/pets/99999999999999999999', headers: key, status: 400, via: 'prism-lenient' },
  { name: 'get, no key', path: '/v1/pets/1', status: 401, via: 'prism-lenient' },
  {
    name: 'get, after the sunset',
    path: '/v1/pets/1',
    headers: key,
    status: 410,
    via: 'prism',
    arrange: at('2030-12-05T00:00:00Z'),
  },
  {
    name: 'get, a year after the sunset',
    path: '/v1/pets/99999',
    headers: key,
    status: 410,
    via: 'prism',
    arrange: at('2031-12-05T00:00:00Z'),
  },

  // Injected failures: Prefer (per request) and failure rules (as --fail, scenarios and the admin API set them).
  {
    name: 'list, Prefer code=401',
    path: '/v1/pets',
    headers: { ...key, prefer: 'code=401' },
    status: 401,
    via: 'prism',
  },
  {
    name: 'list, Prefer delay=20',
    path: '/v1/pets?limit=1',
    headers: { ...key, prefer: 'delay=20' },
    status: 200,
    via: 'prism',
  },
  {
    name: 'list, Prefer code=429',
    path: '/v1/pets',
    headers: { ...key, prefer: 'code=429' },
    status: 429,
    via: 'prism',
  },
  {
    name: 'list, Prefer code=503',
    path: '/v1/pets',
    headers: { ...key, prefer: 'code=503' },
    status: 503,
    via: 'prism',
  },
  {
    name: 'create, Prefer code=400',
    method: 'POST',
    path: '/v1/pets',
    headers: { ...json, prefer: 'code=400' },
    body: '{"name":"x","categoryId":1}',
    status: 400,
    via: 'prism',
  },
  {
    name: 'create, Prefer code=401',
    method: 'POST',
    path: '/v1/pets',
    headers: { ...json, prefer: 'code=401' },
    body: '{"name":"x","categoryId":1}',
    status: 401,
    via: 'prism',
  },
  {
    name: 'get, Prefer code=404',
    path: '/v1/pets/1',
    headers: { ...key, prefer: 'code=404' },
    status: 404,
    via: 'prism',
  },
  {
    name: 'get, Prefer code=401',
    path: '/v1/pets/1',
    headers: { ...key, prefer: 'code=401' },
    status: 401,
    via: 'prism',
  },
  {
    name: 'list, rule 401',
    path: '/v1/pets',
    headers: key,
    status: 401,
    via: 'prism',
    arrange: withRule({ operationId: 'listPets', status: 401 }),
  },
  {
    name: 'create, rule 400 with code',
    method: 'POST',
    path: '/v1/pets',
    headers: json,
    body: '{"name":"x","categoryId":1}',
    status: 400,
    via: 'prism',
    arrange: withRule({ operationId: 'createPet', status: 400, code: 'invalid_body', message: 'Injected.' }),
  },
  {
    name: 'create, rule 503',
    method: 'POST',
    path: '/v1/pets',
    headers: json,
    body: '{"name":"x","categoryId":1}',
    status: 503,
    via: 'prism',
    arrange: withRule({ operationId: 'createPet', status: 503, retryAfter: 5 }),
  },
  {
    name: 'get, rule 404 on the path',
    path: '/v1/pets/2',
    headers: key,
    status: 404,
    via: 'prism',
    arrange: withRule({ path: '/v1/pets/*', status: 404 }),
  },
  {
    name: 'get, rule 429',
    path: '/v1/pets/2',
    headers: key,
    status: 429,
    via: 'prism',
    arrange: withRule({ operationId: 'getPet', status: 429, retryAfter: 30 }),
  },
  {
    name: 'create, rule 429',
    method: 'POST',
    path: '/v1/pets',
    headers: json,
    body: '{"name":"x","categoryId":1}',
    status: 429,
    via: 'prism',
    arrange: withRule({ operationId: 'createPet', status: 429 }),
  },
  {
    name: 'get, Prefer code=500',
    path: '/v1/pets/1',
    headers: { ...key, prefer: 'code=500' },
    status: 500,
    via: 'prism',
  },
  {
    name: 'list, rule latency',
    path: '/v1/pets?limit=1',
    headers: key,
    status: 200,
    via: 'prism',
    arrange: withRule({ operationId: 'listPets', latency: 10 }),
  },

  // Outside the spec's operations.
  { name: 'delete a pet', method: 'DELETE', path: '/v1/pets/1', headers: key, status: 405, via: 'prism-lenient' },
  { name: 'put pets', method: 'PUT', path: '/v1/pets', headers: json, body: '{}', status: 405, via: 'prism-lenient' },
  {
    name: 'orders',
    path: '/v1/store/orders',
    headers: key,
    status: 501,
    via: 'direct',
    directBecause:
      'Prism replaces an upstream 501 with its own UPSTREAM_NOT_IMPLEMENTED problem (and /store/orders is not in the spec)',
  },
];
