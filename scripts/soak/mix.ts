import type { Outgoing } from './http-client.ts';
import { between, pick, weighted, type Random } from './random.ts';

/**
 * The soak's request mix: about 80% reads (list, filtered list, get), 15% creates and 5% bad
 * requests of many kinds, each with the answers it may get. Injected failures are not listed
 * here: the runner tells them apart (503 `service_unavailable` on listPets, a reset on getPet).
 */

export type Operation = 'listPets' | 'getPet' | 'createPet' | 'none';

export interface NewPetFields {
  name: string;
  categoryId: number;
  status?: 'available' | 'pending' | 'sold';
}

export interface Planned extends Outgoing {
  kind: string;
  group: 'read' | 'create' | 'bad';
  operation: Operation;
  /** Statuses this request may get besides injected failures. */
  expect: number[];
  /** The Error code a 4xx must carry, when one is certain. */
  expectCode?: string;
  /** For a request that creates: the fields the pet must be stored with. */
  creates?: NewPetFields;
}

const statuses = ['available', 'pending', 'sold'] as const;
const names = [
  'Biscuit',
  'Garth',
  'Oreo',
  'Ünïcödé',
  '🐈‍⬛ Kit',
  'שלום',
  '名前',
  '"Quoted" \\ back',
  '<b>bold</b>',
  ' spaced ',
  '',
  'x'.repeat(500),
];
const oversized = Buffer.alloc(1024 * 1024 + 1, 0x61);

/** Paths the API does not serve, under its base path and outside it: what they get comes from the server's routing (`routedAnswers`). */
export const unknownPaths = {
  under: ['/v1/cats', '/v1/pets/1/owner', '/v1/store', '/v1/categories/1', '/v1/'],
  outside: ['/', '/v2/pets', '/pets', '/favicon.ico', '/v1pets'],
};

export interface MixContext {
  random: Random;
  key: string;
  /** What the server's routing answers a GET of one of `unknownPaths`. */
  routed(method: string, path: string): { status: number; code?: string };
  /** Highest pet id known to exist, for gets. */
  maxId(): number;
  /** A fresh number for unique names. */
  next(): number;
}

const json = (value: unknown) => Buffer.from(JSON.stringify(value));

export function plan(context: MixContext): Planned {
  const { random, key } = context;
  const auth = { authorization: `Bearer ${key}` };
  const group = weighted(random, { read: 80, create: 15, bad: 5 });
  if (group === 'read') {
    const kind = weighted(random, { list: 35, 'filtered list': 20, get: 25 });
    if (kind === 'get') {
      const exists = random() < 0.95;
      const id = exists
        ? between(random, 1, context.maxId())
        : between(random, context.maxId() + 1_000, context.maxId() + 1_000_000);
      return {
        kind,
        group,
        operation: 'getPet',
        method: 'GET',
        path: `/v1/pets/${id}`,
        headers: auth,
        expect: exists ? [200] : [404],
      };
    }
    const limit = random() < 0.2 ? '' : `limit=${between(random, 1, 100)}`;
    const status = kind === 'filtered list' ? `status=${pick(random, statuses)}` : '';
    const query = [limit, status].filter(Boolean).join('&');
    return {
      kind,
      group,
      operation: 'listPets',
      method: 'GET',
      path: `/v1/pets${query ? `?${query}` : ''}`,
      headers: auth,
      expect: [200],
    };
  }
  if (group === 'create') {
    const pet = newPet(context);
    return {
      kind: 'create',
      group,
      operation: 'createPet',
      method: 'POST',
      path: '/v1/pets',
      headers: { ...auth, 'content-type': 'application/json' },
      body: json(pet),
      expect: [201],
      creates: pet,
    };
  }
  return badRequest(context);
}

function newPet(context: MixContext): NewPetFields {
  const { random } = context;
  const status = random() < 0.1 ? undefined : pick(random, statuses);
  const categoryId = random() < 0.9 ? between(random, 1, 5) : Math.floor((random() * 2 - 1) * Number.MAX_SAFE_INTEGER);
  return { name: `${pick(random, names)} #${context.next()}`, categoryId, ...(status ? { status } : {}) };
}

const badKinds = [
  'malformed JSON',
  'body over 1 MiB',
  'wrong types',
  'unknown fields, valid pet',
  'unknown fields, no name',
  'missing key',
  'unknown key',
  'malformed Authorization',
  'unknown path under /v1',
  'unknown path outside /v1',
  'unknown method',
  'odd query string',
  'bad pet id',
  'wrong content type',
  'empty body',
] as const;

/** A GET of a path the API does not serve, expecting what the server's routing answers it. */
function unknownPath(context: MixContext, kind: string, path: string): Planned {
  const { status, code } = context.routed('GET', path);
  return {
    kind,
    group: 'bad',
    operation: 'none',
    method: 'GET',
    path,
    headers: { authorization: `Bearer ${context.key}` },
    expect: [status],
    ...(code && { expectCode: code }),
  };
}

/** Each of `unknownPaths` once (the soak's short form sends them all). */
export function everyUnknownPath(context: MixContext): Planned[] {
  return [
    ...unknownPaths.under.map((path) => unknownPath(context, 'unknown path under /v1', path)),
    ...unknownPaths.outside.map((path) => unknownPath(context, 'unknown path outside /v1', path)),
  ];
}

function badRequest(context: MixContext): Planned {
  const { random, key } = context;
  const auth = { authorization: `Bearer ${key}` };
  const jsonHeaders = { ...auth, 'content-type': 'application/json' };
  const kind = pick(random, badKinds);
  const post = (body: Buffer, expect: number[], expectCode?: string): Planned => ({
    kind,
    group: 'bad',
    operation: 'createPet',
    method: 'POST',
    path: '/v1/pets',
    headers: jsonHeaders,
    body,
    expect,
    ...(expectCode ? { expectCode } : {}),
  });
  switch (kind) {
    case 'malformed JSON':
      return post(
        Buffer.from(
          pick(random, [
            '{"name":',
            '{name: "Rex", categoryId: 1}',
            '{"name":"Rex","categoryId":1,}',
            '{"name":"Rex"}{}',
            '\u0000',
            '[1, 2',
          ]),
        ),
        [400],
        'invalid_body',
      );
    case 'body over 1 MiB':
      return post(oversized, [413], 'payload_too_large');
    case 'wrong types':
      return post(
        json(
          pick(random, [
            { name: 5, categoryId: 1 },
            { name: 'Rex', categoryId: '3' },
            { name: 'Rex', categoryId: 1.5 },
            { name: 'Rex', categoryId: 1, status: 'lost' },
            { name: null, categoryId: 1 },
            { name: 'Rex', categoryId: 2 ** 60 },
            { name: ['Rex'], categoryId: 1 },
            [{ name: 'Rex', categoryId: 1 }],
            'Rex',
            42,
          ]),
        ),
        [400],
        'invalid_body',
      );
    case 'unknown fields, valid pet': {
      // The API accepts a NewPet with extra fields and stores only its own: an acknowledged create.
      const pet = newPet(context);
      return {
        ...post(json({ ...pet, color: 'red', owner: { name: 'Ann' }, id: 1, tags: ['a'] }), [201]),
        creates: pet,
      };
    }
    case 'unknown fields, no name':
      return post(json({ nom: 'Rex', categoryId: 1, colour: 'red' }), [400], 'invalid_body');
    case 'missing key':
      return {
        kind,
        group: 'bad',
        operation: 'none',
        method: 'GET',
        path: '/v1/pets?limit=5',
        headers: {},
        expect: [401],
        expectCode: 'unauthorized',
      };
    case 'unknown key':
      return {
        kind,
        group: 'bad',
        operation: 'none',
        method: 'POST',
        path: '/v1/pets',
        headers: { authorization: 'Bearer not-the-key', 'content-type': 'application/json' },
        body: json({ name: 'Rex', categoryId: 1 }),
        expect: [401],
        expectCode: 'unauthorized',
      };
    case 'malformed Authorization':
      return {
        kind,
        group: 'bad',
        operation: 'none',
        method: 'GET',
        path: '/v1/pets/1',
        headers: {
          authorization: pick(random, [
            'Basic Zm9vOmJhcg==',
            'Bearer',
            `Token ${key}`,
            `Bearer ${key} extra`,
            `${key}`,
          ]),
        },
        expect: [401],
        expectCode: 'unauthorized',
      };
    case 'unknown path under /v1':
      return unknownPath(context, kind, pick(random, unknownPaths.under));
    case 'unknown path outside /v1':
      return unknownPath(context, kind, pick(random, unknownPaths.outside));
    case 'unknown method':
      return {
        kind,
        group: 'bad',
        operation: 'none',
        method: pick(random, ['DELETE', 'PUT', 'PATCH']),
        path: pick(random, ['/v1/pets', '/v1/pets/1']),
        headers: jsonHeaders,
        body: json({ name: 'Rex', categoryId: 1 }),
        expect: [405],
        expectCode: 'method_not_allowed',
      };
    case 'odd query string':
      return {
        kind,
        group: 'bad',
        operation: 'listPets',
        method: 'GET',
        path: `/v1/pets?${pick(random, ['limit=0', 'limit=101', 'limit=abc', 'limit=2.5', 'limit=', 'status=lost', 'limit=1&limit=2', 'limit=%FF', 'status=%00', `limit=${'9'.repeat(40)}`])}`,
        headers: auth,
        expect: [400],
        expectCode: 'invalid_query',
      };
    case 'bad pet id':
      return {
        kind,
        group: 'bad',
        operation: 'getPet',
        method: 'GET',
        path: `/v1/pets/${pick(random, ['abc', '1.5', '%ZZ', '%00', '9'.repeat(30), '-'])}`,
        headers: auth,
        expect: [400],
        expectCode: 'invalid_path',
      };
    case 'wrong content type':
      return {
        ...post(json({ name: 'Rex', categoryId: 1 }), [415], 'unsupported_media_type'),
        headers: {
          ...auth,
          'content-type': pick(random, ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']),
        },
      };
    case 'empty body':
      return post(Buffer.alloc(0), [400], 'invalid_body');
  }
}
