import fc from 'fast-check';
import { errorBodyProblems } from '../support/error-body.ts';

/**
 * Request generators for the fuzz tests (issue 8): random paths under /v1 and elsewhere, methods,
 * headers (odd Authorization values among them), query strings and bodies (valid NewPets,
 * near-valid ones, garbage, deep nesting, huge numbers, long strings, over 1 MiB), plus the
 * invariants every answer must meet. `Prefer` is never sent (it injects failures on purpose) and
 * `/__admin` is never targeted (the control plane changes the store on purpose).
 */

export const fuzzKey = 'fuzz-key';

export interface FuzzRequest {
  method: string;
  /** Path and query, as sent on the request line (printable ASCII, may hold bad %-escapes). */
  target: string;
  headers: Record<string, string>;
  body: Uint8Array | null;
  /** What the body was made as, for reports. */
  bodyKind: string;
}

const petStatuses = ['available', 'pending', 'sold'] as const;
const urlSafe = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$&'()*+,;=:@";

const segment = fc.oneof(
  fc.constantFrom(
    'pets',
    'pets',
    'pets',
    'store',
    'orders',
    'Pets',
    'PETS',
    'pet',
    'v1',
    'v2',
    '..',
    '.',
    '%2e%2e',
    '%2F',
    '%00',
    '%ZZ',
    '%',
    '%F0%9F%90%88',
    '%FF',
    '',
    'pets;x=1',
    '__proto__',
    'constructor',
  ),
  fc.constantFrom(
    '1',
    '7',
    '0',
    '-1',
    '00',
    '1.5',
    '1e3',
    '0x10',
    ' 1',
    '9007199254740991',
    '9007199254740992',
    '99999999999999999999999',
    '1'.repeat(400),
  ),
  fc.integer({ min: -5, max: 120 }).map(String),
  fc.string({ unit: fc.constantFrom(...urlSafe), maxLength: 24 }),
);

const randomPath = fc
  .tuple(
    fc.constantFrom('/v1', '/v1', '/v1', '/v1', '/V1', '/v2', '', '/api/v1', '//v1', '/v1/', '/favicon.ico', '/v1%2F'),
    fc.array(segment, { maxLength: 4 }),
    fc.boolean(),
  )
  .map(([prefix, segments, trailing]) => {
    const path = `${prefix}/${segments.join('/')}${trailing ? '/' : ''}`.replace(/^\/*/, '/');
    return path.startsWith('/__admin') ? `/x${path}` : path;
  });

const pathArbitrary = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '/v1/pets',
      '/v1/pets',
      '/v1/pets/',
      '/v1/store/orders',
      '/v1/pets/999999',
      '/v1/pets/0',
    ),
  },
  { weight: 2, arbitrary: fc.integer({ min: 1, max: 40 }).map((id) => `/v1/pets/${id}`) },
  { weight: 3, arbitrary: randomPath },
);

const queryValue = fc.oneof(
  fc.constantFrom(
    '1',
    '20',
    '100',
    '0',
    '101',
    '-1',
    '2.5',
    '1e2',
    'abc',
    '',
    ' ',
    '%20',
    '%FF',
    '%ZZ',
    '%00',
    '1%00',
    'available',
    'pending',
    'sold',
    'AVAILABLE',
    'lost',
    'available,sold',
    'null',
    '[]',
    '{}',
  ),
  fc.constantFrom('9'.repeat(30), '1'.repeat(1000), `${Number.MAX_SAFE_INTEGER}`),
  fc.string({ unit: fc.constantFrom(...urlSafe, '%', '?', '/', '='), maxLength: 20 }),
);
const queryArbitrary = fc.oneof(
  { weight: 5, arbitrary: fc.constant('') },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.integer({ min: 1, max: 100 }), fc.option(fc.constantFrom(...petStatuses)))
      .map(([limit, status]) => `?limit=${limit}${status ? `&status=${status}` : ''}`),
  },
  {
    weight: 4,
    arbitrary: fc
      .array(
        fc.tuple(
          fc.constantFrom(
            'limit',
            'limit',
            'status',
            'status',
            'Limit',
            'offset',
            'page',
            '',
            'limit[]',
            '__proto__',
            'constructor.prototype',
            'status%00',
          ),
          queryValue,
        ),
        { minLength: 1, maxLength: 4 },
      )
      .map((pairs) => `?${pairs.map(([name, value]) => `${name}=${value}`).join('&')}`),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '?',
      '??',
      '?&&',
      '?=',
      '?limit',
      '?limit=1&limit=2',
      '?status=sold&status=sold',
      '?#frag',
      `?${'a'.repeat(1500)}`,
    ),
  },
);

const authorizationArbitrary = fc.oneof(
  { weight: 12, arbitrary: fc.constant(`Bearer ${fuzzKey}`) },
  { weight: 1, arbitrary: fc.constant(undefined) },
  {
    weight: 6,
    arbitrary: fc.constantFrom(
      `bearer ${fuzzKey}`,
      `BEARER ${fuzzKey}`,
      `Bearer  ${fuzzKey}`,
      `Bearer ${fuzzKey} `,
      `Bearer\t${fuzzKey}`,
      'Bearer',
      'Bearer ',
      '',
      ' ',
      'Basic Zm9vOmJhcg==',
      'Bearer wrong-key',
      `Bearer ${fuzzKey} extra`,
      `Bearer ${fuzzKey}, Bearer other`,
      `Token ${fuzzKey}`,
      `Bearer "${fuzzKey}"`,
      `Bearer ${'k'.repeat(3000)}`,
      'Bearer t\u00e9st',
      `Bearer ${fuzzKey.toUpperCase()}`,
      `${fuzzKey}`,
      'Bearer =',
      'Bearer null',
      'Bearer undefined',
      'Negotiate abc',
      'Bearer %00',
    ),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 40 }).map((text) => `Bearer ${text}`.trim()) },
);

const contentTypeArbitrary = fc.oneof(
  { weight: 8, arbitrary: fc.constant('application/json') },
  { weight: 1, arbitrary: fc.constant(undefined) },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'APPLICATION/JSON',
      'application/merge-patch+json',
      'application/vnd.api+json',
      'text/plain',
      'text/json',
      'application/jsonx',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=latin1',
      '',
      ';',
      'application/',
      '*/*',
      'application/json, text/plain',
    ),
  },
);

const headerValue = fc.oneof(
  fc.string({ unit: 'grapheme-ascii', maxLength: 30 }),
  fc.constantFrom(
    '',
    ' ',
    '\t',
    'null',
    'gzip',
    'bytes=0-1',
    '*',
    'http://localhost:3000',
    'https://evil.example',
    'http://127.0.0.1:1',
    'GET',
    'POST',
    'x'.repeat(1500),
  ),
);
const extraHeaders = fc.dictionary(
  fc.oneof(
    fc.constantFrom(
      'accept',
      'origin',
      'access-control-request-method',
      'access-control-request-headers',
      'content-encoding',
      'accept-encoding',
      'if-none-match',
      'range',
      'cookie',
      'x-forwarded-for',
      'x-http-method-override',
      'user-agent',
      'referer',
    ),
    fc.stringMatching(/^x-[a-z0-9-]{1,12}$/),
  ),
  headerValue,
  { maxKeys: 4 },
);

const methodArbitrary = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('GET', 'POST') },
  { weight: 3, arbitrary: fc.constantFrom('HEAD', 'PUT', 'PATCH', 'DELETE', 'OPTIONS') },
  { weight: 1, arbitrary: fc.constantFrom('PURGE', 'PROPFIND', 'BREW', 'SEARCH', 'LINK', 'M-SEARCH', 'QUERY') },
);

const validNewPet = fc.record(
  {
    name: fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.string({ unit: 'grapheme', maxLength: 20 }),
      fc.constantFrom('', ' ', '\u0000', '\ud800', '"', '\\', '<script>', 'a'.repeat(10_000)),
    ),
    categoryId: fc.oneof(
      fc.integer(),
      fc.constantFrom(0, -0, 1, -1, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER),
      fc.maxSafeInteger(),
    ),
    status: fc.constantFrom(...petStatuses),
  },
  { requiredKeys: ['name', 'categoryId'] },
);

const oddValue = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    '',
    '1',
    'available',
    1.5,
    -0.5,
    1e300,
    -1e300,
    Number.MAX_SAFE_INTEGER + 1,
    2 ** 63,
    [],
    {},
    [1],
    { name: 'x' },
  ),
  fc.jsonValue({ maxDepth: 3 }),
);

/** A valid NewPet with 0..3 changes: a field dropped, retyped or added (unknown fields included). */
const nearValidPet = fc
  .tuple(
    validNewPet,
    fc.array(
      fc.oneof(
        fc.record({ op: fc.constant('drop' as const), field: fc.constantFrom('name', 'categoryId', 'status') }),
        fc.record({
          op: fc.constant('set' as const),
          field: fc.constantFrom('name', 'categoryId', 'status'),
          value: oddValue,
        }),
        fc.record({
          op: fc.constant('add' as const),
          field: fc.constantFrom(
            'id',
            'extra',
            'tags',
            '__proto__',
            'constructor',
            'prototype',
            'Name',
            'category_id',
            '',
          ),
          value: oddValue,
        }),
      ),
      { maxLength: 3 },
    ),
  )
  .map(([pet, changes]) => {
    const value: Record<string, unknown> = { ...pet };
    for (const change of changes) {
      if (change.op === 'drop') delete value[change.field];
      else
        Object.defineProperty(value, change.field, {
          value: change.value,
          enumerable: true,
          configurable: true,
          writable: true,
        });
    }
    return value;
  });

/** Text-level damage to a JSON text: cut, doubled, a byte changed, garbage around it. */
const damagedJson = fc
  .tuple(validNewPet, fc.nat(), fc.constantFrom('cut', 'double', 'flip', 'prefix', 'suffix', 'comment', 'bom'))
  .map(([pet, at, how]) => {
    const text = JSON.stringify(pet);
    const i = at % (text.length + 1);
    switch (how) {
      case 'cut':
        return text.slice(0, i);
      case 'double':
        return text + text;
      case 'flip':
        return `${text.slice(0, i)}\u0001${text.slice(i + 1)}`;
      case 'prefix':
        return `)]}',${text}`;
      case 'suffix':
        return `${text},`;
      case 'comment':
        return `/* c */${text}`;
      case 'bom':
        return `\ufeff${text}`;
    }
  });

const hugeNumber = fc.constantFrom(
  '1e400',
  '-1e400',
  '9'.repeat(400),
  `1.${'0'.repeat(500)}`,
  '123456789012345678901234567890',
  '9007199254740993',
  '-9007199254740993',
  '1e-400',
  '0.1e1',
  '1E2',
);

const deepNesting = fc
  .tuple(fc.integer({ min: 100, max: 20_000 }), fc.constantFrom('array', 'object', 'name'))
  .map(([depth, where]) => {
    if (where === 'array') return `${'['.repeat(depth)}${']'.repeat(depth)}`;
    if (where === 'object') return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    return `{"categoryId":1,"name":${'['.repeat(depth)}${']'.repeat(depth)}}`;
  });

const overLimit = (() => {
  const text = JSON.stringify({ name: 'x'.repeat(1024 * 1024), categoryId: 1 });
  return new TextEncoder().encode(text);
})();

const encoder = new TextEncoder();
const utf8 = (text: string) => encoder.encode(text);

export const bodyArbitrary: fc.Arbitrary<{ body: Uint8Array | null; bodyKind: string }> = fc.oneof(
  { weight: 2, arbitrary: fc.constant({ body: null, bodyKind: 'none' }) },
  { weight: 6, arbitrary: validNewPet.map((pet) => ({ body: utf8(JSON.stringify(pet)), bodyKind: 'valid NewPet' })) },
  {
    weight: 6,
    arbitrary: nearValidPet.map((pet) => ({ body: utf8(JSON.stringify(pet)), bodyKind: 'near-valid NewPet' })),
  },
  { weight: 3, arbitrary: damagedJson.map((text) => ({ body: utf8(text), bodyKind: 'damaged JSON' })) },
  {
    weight: 2,
    arbitrary: fc
      .jsonValue()
      .map((value) => ({ body: utf8(JSON.stringify(value) ?? 'null'), bodyKind: 'any JSON value' })),
  },
  {
    weight: 2,
    arbitrary: fc.string({ maxLength: 200 }).map((text) => ({ body: utf8(text), bodyKind: 'garbage text' })),
  },
  {
    weight: 2,
    arbitrary: fc.uint8Array({ maxLength: 200 }).map((bytes) => ({ body: bytes, bodyKind: 'garbage bytes' })),
  },
  {
    weight: 2,
    arbitrary: fc.tuple(fc.constantFrom('name', 'categoryId', 'status'), hugeNumber).map(([field, number]) => ({
      body: utf8(
        field === 'categoryId'
          ? `{"name":"n","categoryId":${number}}`
          : `{"name":"n","categoryId":1,"${field}":${number}}`,
      ),
      bodyKind: 'huge number',
    })),
  },
  { weight: 1, arbitrary: deepNesting.map((text) => ({ body: utf8(text), bodyKind: 'deep nesting' })) },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 10_000, max: 500_000 }).map((length) => ({
      body: utf8(JSON.stringify({ name: 'é'.repeat(length), categoryId: 2 })),
      bodyKind: 'long string',
    })),
  },
  { weight: 1, arbitrary: fc.constant({ body: overLimit, bodyKind: 'over 1 MiB' }) },
);

export const requestArbitrary: fc.Arbitrary<FuzzRequest> = fc
  .record({
    method: methodArbitrary,
    path: pathArbitrary,
    query: queryArbitrary,
    authorization: authorizationArbitrary,
    contentType: contentTypeArbitrary,
    extra: extraHeaders,
    body: bodyArbitrary,
    targetPets: fc.boolean(),
  })
  .map(({ method, path, query, authorization, contentType, extra, body, targetPets }) => {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(extra)) headers[name] = value;
    if (authorization !== undefined) headers.authorization = authorization;
    if (contentType !== undefined) headers['content-type'] = contentType;
    // Half the requests aim at the collection, so that bodies reach createPet's validation.
    const target = `${targetPets && method === 'POST' ? '/v1/pets' : path}${query}`;
    return { method, target, headers, ...body };
  });

/** What must hold for one answer; returns the problems found (empty when it is fine). */
export function answerProblems(
  request: FuzzRequest,
  status: number,
  contentType: string | null | undefined,
  text: string,
): string[] {
  if (status >= 500) {
    // GET /v1/store/orders is documented as 501 not_implemented: the one 5xx the mock answers by design.
    const body = safeJson(text) as { code?: unknown } | undefined;
    const head = request.method.toUpperCase() === 'HEAD';
    if (!(status === 501 && (body?.code === 'not_implemented' || (head && text === ''))))
      return [`a ${status} answer: ${text.slice(0, 300)}`];
    return [];
  }
  if (status >= 400) {
    if (request.method.toUpperCase() === 'HEAD')
      return /^application\/json/i.test(contentType ?? '') ? [] : [`HEAD ${status} without JSON content-type`];
    return errorBodyProblems(status, contentType, text);
  }
  if (status < 200 || status >= 400) return [`unexpected status ${status}`];
  return [];
}

export function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** JSON as it travels (so -0 and 0, or 1.0 and 1, compare equal). */
export const normalized = (value: unknown): unknown => safeJson(JSON.stringify(value) ?? 'null');

/** The fields a 201 must have stored: name, categoryId and status as sent, nothing else. */
export function expectedStored(request: FuzzRequest): Record<string, unknown> | undefined {
  const sent = request.body ? safeJson(new TextDecoder().decode(request.body)) : undefined;
  if (typeof sent !== 'object' || sent === null || Array.isArray(sent)) return undefined;
  const { name, categoryId, status } = sent as Record<string, unknown>;
  return normalized({ name, categoryId, ...(status === undefined ? {} : { status }) }) as Record<string, unknown>;
}

/** A short description of a request, for failure reports. */
export function describeRequest(request: FuzzRequest): string {
  const body = request.body
    ? `${request.bodyKind}, ${request.body.length} bytes: ${JSON.stringify(new TextDecoder().decode(request.body.subarray(0, 160)))}`
    : 'no body';
  const headers = Object.entries(request.headers)
    .map(([name, value]) => `${name}: ${JSON.stringify(value.slice(0, 60))}`)
    .join('; ');
  return `${request.method} ${request.target.slice(0, 200)} [${headers}] (${body})`;
}
