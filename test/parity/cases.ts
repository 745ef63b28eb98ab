/** One request, as both transports send it. */
export interface ParityCase {
  name: string;
  method?: string;
  /** Path under the origin, starting with `/v1`. */
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

const key = { authorization: 'Bearer parity-key' };
const json = { ...key, 'content-type': 'application/json' };
const fromApp = { ...key, origin: 'http://localhost:5173' };

/** Every operation and error path, in an order where earlier creates change later reads. */
export const parityCases: ParityCase[] = [
  { name: 'list, default limit', path: '/v1/pets', headers: key },
  { name: 'list, limit 3', path: '/v1/pets?limit=3', headers: key },
  { name: 'list, limit 100', path: '/v1/pets?limit=100', headers: key },
  { name: 'list, sold', path: '/v1/pets?status=sold&limit=5', headers: key },
  { name: 'list, limit 0', path: '/v1/pets?limit=0', headers: key },
  { name: 'list, limit 101', path: '/v1/pets?limit=101', headers: key },
  { name: 'list, limit abc', path: '/v1/pets?limit=abc', headers: key },
  { name: 'list, limit 2.5', path: '/v1/pets?limit=2.5', headers: key },
  { name: 'list, limit empty', path: '/v1/pets?limit=', headers: key },
  { name: 'list, limit twice', path: '/v1/pets?limit=1&limit=2', headers: key },
  { name: 'list, unknown status', path: '/v1/pets?status=lost', headers: key },
  { name: 'list, no key', path: '/v1/pets' },
  { name: 'list, wrong key', path: '/v1/pets', headers: { authorization: 'Bearer nope' } },
  { name: 'list, basic auth', path: '/v1/pets', headers: { authorization: 'Basic dTpw' } },
  { name: 'list, lower-case scheme', path: '/v1/pets?limit=1', headers: { authorization: 'bearer parity-key' } },
  { name: 'list, from a local app', path: '/v1/pets?limit=2', headers: fromApp },
  {
    name: 'list, from a foreign origin',
    path: '/v1/pets?limit=2',
    headers: { ...key, origin: 'https://evil.example' },
  },
  {
    name: 'preflight, no key',
    method: 'OPTIONS',
    path: '/v1/pets',
    headers: {
      origin: 'http://localhost:5173',
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization,content-type',
    },
  },
  {
    name: 'create',
    method: 'POST',
    path: '/v1/pets',
    headers: json,
    body: '{"name":"Biscuit","categoryId":3,"status":"available"}',
  },
  {
    name: 'create, no status',
    method: 'POST',
    path: '/v1/pets',
    headers: json,
    body: '{"name":"Nameless","categoryId":1}',
  },
  {
    name: 'create, id and extras ignored',
    method: 'POST',
    path: '/v1/pets',
    headers: json,
    body: '{"id":1,"name":"Extra","categoryId":2,"color":"red"}',
  },
  {
    name: 'create, __proto__',
    method: 'POST',
    path: '/v1/pets',
    headers: json,
    body: '{"__proto__":{"admin":true},"name":"Proto","categoryId":2}',
  },
  {
    name: 'create, unicode name',
    method: 'POST',
    path: '/v1/pets',
    headers: json,
    body: '{"name":"Ñandú 🐾 \\"quoted\\"","categoryId":4,"status":"sold"}',
  },
  {
    name: 'create, from a local app',
    method: 'POST',
    path: '/v1/pets',
    headers: { ...json, origin: 'http://127.0.0.1:3000' },
    body: '{"name":"Cors","categoryId":1}',
  },
  { name: 'create, malformed JSON', method: 'POST', path: '/v1/pets', headers: json, body: '{"name":' },
  { name: 'create, array', method: 'POST', path: '/v1/pets', headers: json, body: '[]' },
  { name: 'create, null', method: 'POST', path: '/v1/pets', headers: json, body: 'null' },
  { name: 'create, empty', method: 'POST', path: '/v1/pets', headers: json, body: '' },
  { name: 'create, missing fields', method: 'POST', path: '/v1/pets', headers: json, body: '{}' },
  {
    name: 'create, wrong types',
    method: 'POST',
    path: '/v1/pets',
    headers: json,
    body: '{"name":1,"categoryId":"2","status":"lost"}',
  },
  {
    name: 'create, fractional category',
    method: 'POST',
    path: '/v1/pets',
    headers: json,
    body: '{"name":"x","categoryId":2.5}',
  },
  {
    name: 'create, unsafe category',
    method: 'POST',
    path: '/v1/pets',
    headers: json,
    body: '{"name":"x","categoryId":9007199254740993}',
  },
  {
    name: 'create, text/plain',
    method: 'POST',
    path: '/v1/pets',
    headers: { ...key, 'content-type': 'text/plain' },
    body: '{"name":"x","categoryId":1}',
  },
  {
    name: 'create, too large',
    method: 'POST',
    path: '/v1/pets',
    headers: json,
    body: JSON.stringify({ name: 'x'.repeat(1024 * 1024), categoryId: 1 }),
  },
  {
    name: 'create, no key',
    method: 'POST',
    path: '/v1/pets',
    headers: { 'content-type': 'application/json' },
    body: '{"name":"x","categoryId":1}',
  },
  { name: 'list after creates', path: '/v1/pets?limit=100', headers: key },
  { name: 'list sold after creates', path: '/v1/pets?status=sold&limit=100', headers: key },
  { name: 'get', path: '/v1/pets/1', headers: key },
  { name: 'get, created', path: '/v1/pets/51', headers: key },
  { name: 'get, unknown', path: '/v1/pets/99999', headers: key },
  { name: 'get, not an integer', path: '/v1/pets/abc', headers: key },
  { name: 'get, fractional', path: '/v1/pets/1.5', headers: key },
  { name: 'get, huge', path: '/v1/pets/99999999999999999999', headers: key },
  { name: 'get, negative', path: '/v1/pets/-1', headers: key },
  { name: 'get, no key', path: '/v1/pets/1' },
  { name: 'get, from a local app', path: '/v1/pets/2', headers: fromApp },
  { name: 'orders', path: '/v1/store/orders', headers: key },
  { name: 'orders, no key', path: '/v1/store/orders' },
  { name: 'unknown path', path: '/v1/categories', headers: key },
  { name: 'unknown nested path', path: '/v1/pets/1/photos', headers: key },
  { name: 'delete a pet', method: 'DELETE', path: '/v1/pets/1', headers: key },
  { name: 'put pets', method: 'PUT', path: '/v1/pets', headers: json, body: '{}' },
  { name: 'post orders', method: 'POST', path: '/v1/store/orders', headers: json, body: '{}' },
  { name: 'plain OPTIONS', method: 'OPTIONS', path: '/v1/pets', headers: key },
  { name: 'Prefer 503', path: '/v1/pets', headers: { ...key, prefer: 'code=503' } },
  { name: 'Prefer 429', path: '/v1/pets/2', headers: { ...key, prefer: 'code=429' } },
  { name: 'Prefer 401 with a good key', path: '/v1/pets', headers: { ...key, prefer: 'code=401' } },
  { name: 'Prefer 503 without a key', path: '/v1/pets', headers: { prefer: 'code=503' } },
  {
    name: 'Prefer 500 on create',
    method: 'POST',
    path: '/v1/pets',
    headers: { ...json, prefer: 'code=500' },
    body: '{"name":"Never","categoryId":1}',
  },
  { name: 'Prefer delay', path: '/v1/pets?limit=2', headers: { ...key, prefer: 'delay=5' } },
  { name: 'Prefer malformed', path: '/v1/pets?limit=3', headers: { ...key, prefer: 'fault=malformed' } },
  { name: 'Prefer reset', path: '/v1/pets', headers: { ...key, prefer: 'fault=reset' } },
  { name: 'Prefer empty', path: '/v1/pets/1', headers: { ...key, prefer: 'fault=empty' } },
  { name: 'list after a refused create', path: '/v1/pets?limit=100', headers: key },
];

/** Rules put in force on both transports, and the cases that meet them, in order. */
export const ruleCases: { rules: unknown[]; cases: ParityCase[] } = {
  rules: [
    { id: 'slow-503', operationId: 'listPets', status: 503, retryAfter: 7, latency: 5, times: 1, after: 1 },
    { id: 'limited', operationId: 'getPet', rateLimit: { limit: 2, windowMs: 60_000 } },
    { id: 'broken-create', operationId: 'createPet', fault: 'malformed', times: 1 },
    { id: 'flaky', path: '/v1/store/*', status: 502, probability: 0.5 },
  ],
  cases: [
    { name: 'rule: first list passes', path: '/v1/pets?limit=2', headers: key },
    { name: 'rule: second list fails with 503', path: '/v1/pets?limit=2', headers: key },
    { name: 'rule: third list passes again', path: '/v1/pets?limit=2', headers: key },
    { name: 'rule: get within the rate limit', path: '/v1/pets/1', headers: key },
    { name: 'rule: get at the rate limit', path: '/v1/pets/2', headers: key },
    { name: 'rule: get over the rate limit', path: '/v1/pets/3', headers: key },
    {
      name: 'rule: malformed create',
      method: 'POST',
      path: '/v1/pets',
      headers: json,
      body: '{"name":"Half","categoryId":1}',
    },
    {
      name: 'rule: next create is whole',
      method: 'POST',
      path: '/v1/pets',
      headers: json,
      body: '{"name":"Whole","categoryId":1}',
    },
    ...Array.from({ length: 6 }, (_, i) => ({
      name: `rule: flaky orders ${i + 1}`,
      path: '/v1/store/orders',
      headers: key,
    })),
  ],
};

/** The headers whose values must agree between transports. */
export const headersThatMatter = [
  'content-type',
  'www-authenticate',
  'deprecation',
  'sunset',
  'link',
  'location',
  'retry-after',
  'ratelimit-limit',
  'ratelimit-remaining',
  'ratelimit-reset',
  'allow',
  'vary',
  'access-control-allow-origin',
  'access-control-allow-methods',
  'access-control-allow-headers',
  'access-control-expose-headers',
  'access-control-max-age',
];
