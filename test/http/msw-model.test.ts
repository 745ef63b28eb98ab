/**
 * Model-based property test: random sequences of listPets / createPet / getPet, valid and invalid,
 * run against the Koa server (over HTTP), the MSW handlers (setupServer + fetch) and a small
 * reference model written here from the documented rules (README, docs/api.md). Every step must give the same status and
 * body through both adapters, and the model's status and error code (and, on success, its body).
 *
 * Seeds: 42 and two random seeds per run; fast-check prints `{ seed, path }` and the shrunk
 * command sequence when it fails (the describe title names the seed too).
 */
import fc from 'fast-check';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedStoreData, type Pet } from '../../core/internal.ts';
import { createAnimalStore, createHandlers, type AnimalStore } from '../../mocks/index.ts';
import { adminUrl, startTestServer } from '../support/test-server.ts';

const apiKey = 'model-key';
const seededCount = 25;
const mswBase = 'http://msw.model.test/v1';
const statuses = ['available', 'pending', 'sold'] as const;

// ---------------------------------------------------------------------------------------------
// Commands
// ---------------------------------------------------------------------------------------------

/** An Authorization header value (or none) and whether the documented rules accept it. */
interface Auth {
  header: string | null;
  accepted: boolean;
}

type Body = { kind: 'text'; text: string } | { kind: 'bytes'; bytes: readonly number[] } | { kind: 'none' };

type Command =
  | { op: 'list'; auth: Auth; query: [string, string][] }
  | { op: 'create'; auth: Auth; contentType: string | null; body: Body }
  | { op: 'get'; auth: Auth; petId: { kind: 'existing'; pick: number } | { kind: 'segment'; segment: string } };

type Start = { kind: 'seeded' } | { kind: 'scenario'; pets: Pet[]; nextId: number | undefined };

const goodAuth: fc.Arbitrary<Auth> = fc.constantFrom(
  { header: `Bearer ${apiKey}`, accepted: true },
  { header: `bearer ${apiKey}`, accepted: true },
  { header: `BEARER \t${apiKey}`, accepted: true },
);
const badAuth: fc.Arbitrary<Auth> = fc.constantFrom(
  { header: null, accepted: false },
  { header: 'Bearer wrong-key', accepted: false },
  { header: `Bearer ${apiKey.toUpperCase()}`, accepted: false },
  { header: `Basic ${btoa(`${apiKey}:`)}`, accepted: false },
  { header: apiKey, accepted: false },
  { header: `Bearer ${apiKey} extra`, accepted: false },
  { header: 'Bearer', accepted: false },
);
const auth = fc.oneof({ arbitrary: goodAuth, weight: 6 }, { arbitrary: badAuth, weight: 1 });

const limitText = fc.oneof(
  { arbitrary: fc.integer({ min: 1, max: 100 }).map(String), weight: 3 },
  {
    arbitrary: fc.constantFrom(
      '0',
      '101',
      '-1',
      '-0',
      'abc',
      '2.5',
      '',
      ' 5',
      '+5',
      '1e2',
      '0x10',
      '007',
      '0100',
      '99999999999999999999',
    ),
    weight: 1,
  },
);
const statusText = fc.oneof(
  { arbitrary: fc.constantFrom(...statuses), weight: 3 },
  { arbitrary: fc.constantFrom('lost', '', 'AVAILABLE', 'sold ', 'null'), weight: 1 },
);
const queryPair: fc.Arbitrary<[string, string]> = fc.oneof(
  { arbitrary: fc.tuple(fc.constant('limit'), limitText), weight: 4 },
  { arbitrary: fc.tuple(fc.constant('status'), statusText), weight: 4 },
  { arbitrary: fc.tuple(fc.constantFrom('page', 'offset', 'Limit', 'sort'), fc.constantFrom('2', 'x', '')), weight: 1 },
);
const listCommand = fc.record({ op: fc.constant('list' as const), auth, query: fc.array(queryPair, { maxLength: 3 }) });

/** A JSON object written out by hand, so that keys like `__proto__` and repeated keys survive. */
const objectText = (entries: [string, unknown][]) =>
  `{${entries.flatMap(([key, value]) => (value === undefined ? [] : [`${JSON.stringify(key)}:${JSON.stringify(value)}`])).join(',')}}`;

const name = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 6 }),
  fc.constantFrom('', 'Ñandú 🐾', 'a"b\\c', '\u2028', '\ud800'),
);
const validCategory = fc.oneof(
  fc.integer({ min: -5, max: 10 }),
  fc.maxSafeInteger(),
  fc.constant(Number.MIN_SAFE_INTEGER),
);
const invalidCategory = fc.constantFrom<unknown>(2.5, '2', null, true, [], {}, 2 ** 53, 1e21, -(2 ** 53));
const validStatus = fc.option(fc.constantFrom(...statuses), { nil: undefined });
const invalidStatus = fc.constantFrom<unknown>('lost', 'SOLD', '', null, 1, ['sold']);
const extraEntry: fc.Arbitrary<[string, unknown]> = fc.tuple(
  fc.constantFrom('id', 'color', '__proto__', 'constructor', 'tags', 'name', 'categoryId'),
  fc.oneof(
    fc.integer({ min: -3, max: 60 }),
    fc.string({ maxLength: 4 }),
    fc.constant(null),
    fc.constant({ admin: true }),
  ),
);

const newPetText = fc
  .record({
    name: fc.oneof(
      { arbitrary: name, weight: 8 },
      { arbitrary: fc.constantFrom<unknown>(undefined, 1, null, ['x'], { first: 'x' }), weight: 1 },
    ),
    categoryId: fc.oneof(
      { arbitrary: validCategory, weight: 8 },
      { arbitrary: fc.oneof(fc.constant(undefined), invalidCategory), weight: 1 },
    ),
    status: fc.oneof({ arbitrary: validStatus, weight: 8 }, { arbitrary: invalidStatus, weight: 1 }),
    extras: fc.array(extraEntry, { maxLength: 2 }),
    extrasFirst: fc.boolean(),
  })
  .map(({ name, categoryId, status, extras, extrasFirst }) => {
    const fields: [string, unknown][] = [
      ['name', name],
      ['categoryId', categoryId],
      ['status', status],
    ];
    return objectText(extrasFirst ? [...extras, ...fields] : [...fields, ...extras]);
  });

const body: fc.Arbitrary<Body> = fc.oneof(
  { arbitrary: newPetText.map((text) => ({ kind: 'text' as const, text })), weight: 12 },
  {
    arbitrary: fc
      .constantFrom(
        '{"name":',
        '',
        '[]',
        'null',
        '"Rex"',
        '42',
        '{}',
        '{"name":"x","categoryId":9007199254740993}',
        '{"name":"x","categoryId":1,}',
        "{'name':'x'}",
        ' {"name":"Ws","categoryId":1} ',
      )
      .map((text) => ({ kind: 'text' as const, text })),
    weight: 3,
  },
  // Not UTF-8 (a lone continuation byte, an overlong encoding) and, last, UTF-8 with a BOM.
  {
    arbitrary: fc
      .constantFrom([0x7b, 0x80, 0x7d], [0xc0, 0xaf], [0xff])
      .map((bytes) => ({ kind: 'bytes' as const, bytes })),
    weight: 1,
  },
  { arbitrary: fc.constant({ kind: 'none' as const }), weight: 1 },
);
const contentType = fc.oneof(
  { arbitrary: fc.constant('application/json'), weight: 10 },
  {
    arbitrary: fc.constantFrom('application/json; charset=utf-8', 'Application/JSON', 'application/merge-patch+json'),
    weight: 2,
  },
  {
    arbitrary: fc.constantFrom<string | null>(
      'text/plain',
      'application/jsonx',
      'application/x-www-form-urlencoded',
      null,
    ),
    weight: 1,
  },
);
const createCommand = fc.record({ op: fc.constant('create' as const), auth, contentType, body });

const petSegment = fc.oneof(
  fc.integer({ min: 1, max: 80 }).map(String),
  fc.integer({ min: 1_000_000, max: Number.MAX_SAFE_INTEGER }).map(String),
  fc.constantFrom(
    '0',
    '-1',
    '-0',
    'abc',
    '1.5',
    '1e2',
    '0x1',
    '+1',
    '%31',
    '%201',
    '1%2F2',
    '007',
    '9007199254740991',
    '9007199254740992',
    '99999999999999999999',
    'null',
  ),
);
const getCommand = fc.record({
  op: fc.constant('get' as const),
  auth,
  petId: fc.oneof(
    { arbitrary: fc.nat().map((pick) => ({ kind: 'existing' as const, pick })), weight: 3 },
    { arbitrary: petSegment.map((segment) => ({ kind: 'segment' as const, segment })), weight: 2 },
  ),
});

const command: fc.Arbitrary<Command> = fc.oneof(listCommand, createCommand, getCommand);

const scenarioPet = fc.record(
  { name, categoryId: validCategory, status: fc.constantFrom(...statuses) },
  { requiredKeys: ['name', 'categoryId'] },
);
const start: fc.Arbitrary<Start> = fc.oneof(
  fc.constant({ kind: 'seeded' as const }),
  fc
    .record({
      ids: fc.uniqueArray(fc.integer({ min: 1, max: 200 }), { maxLength: 40 }),
      pets: fc.array(scenarioPet, { minLength: 40, maxLength: 40 }),
      nextId: fc.option(fc.integer({ min: 1, max: 300 }), { nil: undefined }),
    })
    // Ids in random order: the store must still list them ascending.
    .map(({ ids, pets, nextId }) => ({
      kind: 'scenario' as const,
      pets: ids.map((id, index) => ({ id, ...pets[index]! }) as Pet),
      nextId,
    })),
);

// ---------------------------------------------------------------------------------------------
// The reference model: the documented rules, nothing taken from the product's code
// ---------------------------------------------------------------------------------------------

interface Expected {
  status: number;
  /** The error code, for errors. */
  code?: string;
  /** The JSON body, for successes. */
  body?: unknown;
  location?: string;
}

class Model {
  pets: Pet[];
  nextId: number;

  constructor(pets: readonly Pet[], nextId: number) {
    this.pets = [...pets].sort((a, b) => a.id - b.id);
    this.nextId = Math.max(nextId, (this.pets.at(-1)?.id ?? 0) + 1);
  }

  /** The path segment a `get` command sends. */
  segmentOf(petId: Extract<Command, { op: 'get' }>['petId']): string {
    if (petId.kind === 'segment') return petId.segment;
    return String(this.pets.length === 0 ? 1 : this.pets[petId.pick % this.pets.length]!.id);
  }

  apply(cmd: Command, request: { segment?: string }): Expected {
    if (!cmd.auth.accepted) return { status: 401, code: 'unauthorized' };
    switch (cmd.op) {
      case 'list':
        return this.list(cmd.query);
      case 'create':
        return this.create(cmd.contentType, cmd.body);
      case 'get':
        return this.get(decodeURIComponent(request.segment!));
    }
  }

  private list(query: [string, string][]): Expected {
    const all = (name: string) => query.filter(([key]) => key === name).map(([, value]) => value);
    const limits = all('limit');
    const statusValues = all('status');
    if (limits.length > 1 || statusValues.length > 1) return { status: 400, code: 'invalid_query' };
    let limit = 20;
    if (limits.length === 1) {
      const text = limits[0]!;
      if (!/^-?\d+$/.test(text) || Number(text) < 1 || Number(text) > 100)
        return { status: 400, code: 'invalid_query' };
      limit = Number(text);
    }
    const status = statusValues[0];
    if (status !== undefined && !(statuses as readonly string[]).includes(status))
      return { status: 400, code: 'invalid_query' };
    const matching = status === undefined ? this.pets : this.pets.filter((pet) => pet.status === status);
    return { status: 200, body: json(matching.slice(0, limit)) };
  }

  private create(contentType: string | null, body: Body): Expected {
    const bytes =
      body.kind === 'none'
        ? new Uint8Array()
        : body.kind === 'bytes'
          ? new Uint8Array(body.bytes)
          : new TextEncoder().encode(body.text);
    const isJson = contentType !== null && /^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(contentType);
    if (contentType !== null && !isJson) return { status: 415, code: 'unsupported_media_type' };
    if (bytes.length === 0) return { status: 400, code: 'invalid_body' };
    if (contentType === null) return { status: 415, code: 'unsupported_media_type' };
    let value: unknown;
    try {
      value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    } catch {
      return { status: 400, code: 'invalid_body' };
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      return { status: 400, code: 'invalid_body' };
    const { name, categoryId, status } = value as Record<string, unknown>;
    const own = (key: string) => Object.hasOwn(value as object, key);
    const validName = own('name') && typeof name === 'string';
    const validCategory = own('categoryId') && typeof categoryId === 'number' && Number.isSafeInteger(categoryId);
    const validStatus = !own('status') || (statuses as readonly unknown[]).includes(status);
    if (!validName || !validCategory || !validStatus) return { status: 400, code: 'invalid_body' };
    const pet = { id: this.nextId++, name, categoryId, ...(own('status') ? { status } : {}) } as Pet;
    this.pets.push(pet);
    return { status: 201, body: json(pet), location: `/v1/pets/${pet.id}` };
  }

  private get(text: string): Expected {
    if (!/^-?\d+$/.test(text) || !Number.isSafeInteger(Number(text))) return { status: 400, code: 'invalid_path' };
    const pet = this.pets.find((candidate) => candidate.id === Number(text));
    return pet ? { status: 200, body: json(pet) } : { status: 404, code: 'not_found' };
  }
}

/** What a client reads back: JSON text, parsed (so -0 is 0, as on the wire). */
const json = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

// ---------------------------------------------------------------------------------------------
// Running a command against an adapter
// ---------------------------------------------------------------------------------------------

const comparedHeaders = ['content-type', 'location', 'www-authenticate', 'deprecation', 'sunset', 'link'];

interface Observed {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

function requestOf(cmd: Command, segment: string | undefined): { path: string; init: RequestInit } {
  const headers: Record<string, string> = {};
  if (cmd.auth.header !== null) headers.authorization = cmd.auth.header;
  switch (cmd.op) {
    case 'list': {
      const search = new URLSearchParams(cmd.query).toString();
      return { path: `/pets${search ? `?${search}` : ''}`, init: { headers } };
    }
    case 'get':
      return { path: `/pets/${segment}`, init: { headers } };
    case 'create': {
      if (cmd.contentType !== null) headers['content-type'] = cmd.contentType;
      const { body } = cmd;
      const payload =
        body.kind === 'none'
          ? undefined
          : body.kind === 'bytes'
            ? new Uint8Array(body.bytes)
            : new TextEncoder().encode(body.text);
      return { path: '/pets', init: { method: 'POST', headers, ...(payload === undefined ? {} : { body: payload }) } };
    }
  }
}

async function send(base: string, path: string, init: RequestInit): Promise<Observed> {
  const response = await fetch(`${base}${path}`, init);
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = { notJson: text };
  }
  const headers = Object.fromEntries(
    comparedHeaders.flatMap((header) => {
      const value = response.headers.get(header);
      return value === null ? [] : [[header, value]];
    }),
  );
  return { status: response.status, headers, body };
}

/** Short, readable form of a command for failure messages. */
const describeCommand = (cmd: Command, segment: string | undefined) => {
  const { path, init } = requestOf(cmd, segment);
  const payload = init.body instanceof Uint8Array ? ` body=${JSON.stringify(new TextDecoder().decode(init.body))}` : '';
  return `${init.method ?? 'GET'} /v1${path} auth=${JSON.stringify(cmd.auth.header)}${cmd.op === 'create' ? ` content-type=${JSON.stringify(cmd.contentType)}` : ''}${payload}`;
};

// ---------------------------------------------------------------------------------------------
// The property
// ---------------------------------------------------------------------------------------------

const randomSeed = () => Math.floor(Math.random() * 2 ** 31);

describe.each([
  { label: 'fixed', seed: 42, numRuns: 80 },
  { label: 'random', seed: randomSeed(), numRuns: 40 },
  { label: 'random', seed: randomSeed(), numRuns: 40 },
])('Koa, MSW and the model agree ($label seed $seed)', ({ seed, numRuns }) => {
  let koa: Awaited<ReturnType<typeof startTestServer>>;
  let koaBase: string;
  let adminBase: string;
  let store: AnimalStore;
  let msw: ReturnType<typeof setupServer>;

  beforeAll(async () => {
    koa = await startTestServer({ seed, count: seededCount, apiKeys: [apiKey] });
    koaBase = koa.url;
    adminBase = adminUrl(koa, '');
    store = await createAnimalStore({ seed, count: seededCount, apiKeys: [apiKey] });
    msw = setupServer(...createHandlers(store, { baseUrl: mswBase }));
    msw.listen({ onUnhandledFrame: 'bypass' });
  });

  afterAll(async () => {
    msw?.close();
    await koa?.close();
  });

  /** Puts both adapters in the start state; returns the model of it. */
  async function begin(initial: Start): Promise<Model> {
    if (initial.kind === 'seeded') {
      const reset = await fetch(`${adminBase}/reset`, { method: 'POST' });
      expect(reset.status, 'POST /__admin/reset').toBe(200);
      await store.reset();
      const { pets, meta } = await seedStoreData({ seed, count: seededCount });
      return new Model(pets, meta.nextId);
    }
    const scenario = {
      name: 'model',
      version: 1,
      description: 'Start state of one property run.',
      pets: initial.pets,
      ...(initial.nextId === undefined ? {} : { nextId: initial.nextId }),
    };
    const loaded = await fetch(`${adminBase}/scenario`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(scenario),
    });
    expect(loaded.status, `POST /__admin/scenario: ${await loaded.clone().text()}`).toBe(200);
    await store.loadScenario(structuredClone(scenario));
    return new Model(initial.pets, initial.nextId ?? 1);
  }

  it('on random sequences of list, create and get', async () => {
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(start, fc.array(command, { maxLength: 30 }), async (initial, commands) => {
        runs++;
        const model = await begin(initial);
        for (const [index, cmd] of commands.entries()) {
          const segment = cmd.op === 'get' ? model.segmentOf(cmd.petId) : undefined;
          const { path, init } = requestOf(cmd, segment);
          const viaKoa = await send(koaBase, path, init);
          const viaMsw = await send(mswBase, path, init);
          const expected = model.apply(cmd, { ...(segment === undefined ? {} : { segment }) });
          const where = `step ${index} (${describeCommand(cmd, segment)}), seed ${seed}`;

          expect(viaMsw, `MSW differs from Koa at ${where}`).toEqual(viaKoa);
          expect(viaKoa.status, `status differs from the model at ${where}; got ${JSON.stringify(viaKoa.body)}`).toBe(
            expected.status,
          );
          expect(viaKoa.headers['content-type'], `content-type at ${where}`).toMatch(/^application\/json\b/);
          if (expected.code !== undefined) {
            expect(viaKoa.body, `error body at ${where}`).toMatchObject({
              code: expected.code,
              status: expected.status,
            });
            expect(typeof (viaKoa.body as { message?: unknown }).message, `error message at ${where}`).toBe('string');
          } else {
            expect(viaKoa.body, `body differs from the model at ${where}`).toEqual(expected.body);
          }
          if (expected.status === 401)
            expect(viaKoa.headers['www-authenticate'], `challenge at ${where}`).toMatch(/^Bearer realm="animal-store"/);
          expect(viaKoa.headers.location, `Location at ${where}`).toBe(expected.location);
        }
      }),
      {
        seed,
        numRuns,
        // Bounds the shrinking of a failure (the best sequence found so far is reported); a
        // passing property finishes far below it.
        interruptAfterTimeLimit: 100_000,
      },
    );
    expect(runs, 'the property ran').toBeGreaterThan(0);
  }, 150_000);
});
