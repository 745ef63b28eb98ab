/**
 * Contract: Prism (`@stoplight/prism-cli` 5.16, proxy mode, spec/openapi.yaml) is the oracle for the
 * Koa server; the same requests are sent to the MSW handlers and checked in process against the
 * same file. What was found by trying Prism 5.16 here (and in its docs and issues):
 *
 * - Paths: Prism serves the spec's paths at its root (`/pets`) and appends them to the upstream URL,
 *   so the upstream is the server's base URL with `/v1`.
 * - `--errors` makes Prism refuse a request that violates the spec (missing key: its own 401;
 *   bad parameter or body: its own 422, since no operation documents a 422 and listPets/getPet
 *   document no 400; unknown method: 405; unknown path: 404; all application/problem+json) without
 *   asking the upstream. Such requests therefore go through a second Prism without `--errors`,
 *   which forwards them and lists request and response violations in `sl-violations`
 *   (`location[0]` is `request` or `response`); see `Route` in cases.ts.
 * - A response violation of severity Error (schema, media type) becomes a 500 problem+json with
 *   `sl-violations` under `--errors`; a status the operation does not document is only a Warning
 *   ("Unable to match the returned status code ...") and the answer passes through. A response
 *   body that is not JSON becomes a 500 problem+json (FetchError) without `sl-violations`.
 *   The test fails on any of these, except that Warning for a named documented extension.
 * - Prism does not check that declared response headers are present (none is `required`), and
 *   does not validate answers to requests outside the spec (405, /store/orders): the in-process
 *   validator checks both, on every Koa answer too.
 * - Prism forwards `Prefer` untouched (it reads `Prefer: code=` only when mocking), so the mock's
 *   per-request failure injection works through the proxy.
 * - Prism never answers a request whose JSON body does not parse, rewrites a JSON `null` body to
 *   none, and replaces an upstream 501 with its own problem: those cases go to Koa directly.
 */
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Pet, StoreData } from '../../core/internal.ts';
import { createAnimalStore, createHandlers, type AnimalStore } from '../../mocks/index.ts';
import { storeInternals } from '../../mocks/create-animal-store.ts';
import { startTestServer } from '../support/test-server.ts';
import { contractCases, contractCount, contractKey, contractSeed, type ContractCase } from '../conformance/cases.ts';
import { documentedExtensions, extensionName } from '../conformance/extensions.ts';
import { startPrism, type RunningPrism } from './prism.ts';
import { loadContractSpec, specPath, type ObservedResponse, type ResponseCheck } from './spec-response-validator.ts';

const spec = loadContractSpec();
const requestTimeoutMs = 10_000;

type Transport = 'koa via prism' | 'koa direct' | 'msw';
const exercised: { transport: Transport; operationId: string | undefined; status: number; check: ResponseCheck }[] = [];

interface Violation {
  location?: string[];
  severity?: string;
  code?: string | number;
  message?: string;
}

const describeRequest = (c: ContractCase) => `${c.method ?? 'GET'} ${c.path} ("${c.name}")`;

/** Sends a case to `origin + path` and reads the whole answer. */
async function send(origin: string, path: string, c: ContractCase): Promise<ObservedResponse> {
  const method = c.method ?? 'GET';
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: c.headers ?? {},
    ...(c.body === undefined ? {} : { body: c.body }),
    signal: AbortSignal.timeout(requestTimeoutMs),
  });
  return { method, path: c.path, status: response.status, headers: response.headers, body: await response.text() };
}

const isProblemJson = (observed: ObservedResponse) =>
  (observed.headers.get('content-type') ?? '').startsWith('application/problem+json');

const isUnmatchedStatusWarning = (violation: Violation) =>
  violation.severity === 'Warning' &&
  violation.location?.[0] === 'response' &&
  violation.location.length === 1 &&
  (violation.message ?? '').startsWith('Unable to match the returned status code');

/** What Prism said about one exchange, as problems (empty: Prism is content). */
function prismProblems(c: ContractCase, observed: ObservedResponse, check: ResponseCheck): string[] {
  const problems: string[] = [];
  const header = observed.headers.get('sl-violations');
  let violations: Violation[] = [];
  if (header !== null) {
    try {
      violations = JSON.parse(header) as Violation[];
    } catch {
      problems.push(`Prism: sl-violations is not JSON: ${header}`);
    }
  }
  if (isProblemJson(observed))
    problems.push(`Prism answered itself: ${observed.status} application/problem+json ${observed.body.slice(0, 2000)}`);
  const onRequest = violations.filter((violation) => violation.location?.[0] === 'request');
  const onResponse = violations.filter((violation) => violation.location?.[0] !== 'request');
  if (c.via === 'prism' && onRequest.length > 0) {
    problems.push(
      `Prism finds this request invalid (route it via prism-lenient): sl-violations ${JSON.stringify(onRequest)}`,
    );
  }
  if (c.via === 'prism-lenient' && onRequest.length === 0) {
    problems.push(
      'Prism finds nothing wrong with this request, so it proves nothing via prism-lenient: route it via prism (--errors)',
    );
  }
  const reported = onResponse.filter(
    (violation) => !(check.kind === 'extension' && isUnmatchedStatusWarning(violation)),
  );
  if (reported.length > 0) problems.push(`Prism reports: sl-violations ${JSON.stringify(reported)}`);
  return problems;
}

/** Everything wrong with one answer; empty when the case passes. */
function verdict(c: ContractCase, observed: ObservedResponse, check: ResponseCheck, viaPrism: boolean): string[] {
  const problems = [
    ...(observed.status === c.status ? [] : [`status ${observed.status}, expected ${c.status}`]),
    ...check.problems.map((problem) => `in-process validator: ${problem}`),
    ...(viaPrism ? prismProblems(c, observed, check) : []),
  ];
  if (problems.length > 0)
    problems.push(`answer: ${observed.status} ${observed.headers.get('content-type')} ${observed.body.slice(0, 300)}`);
  return problems;
}

const brokenPet = { id: 999_999, name: 7, categoryId: 1, status: 'lost' } as unknown as Pet;

describe('Koa server through prism proxy', () => {
  let koa: Awaited<ReturnType<typeof startTestServer>>;
  let strict: RunningPrism;
  let lenient: RunningPrism;

  beforeAll(async () => {
    koa = await startTestServer({ seed: contractSeed, count: contractCount, apiKeys: [contractKey] });
    const started = await Promise.allSettled([
      startPrism({ specPath, upstream: koa.url, errors: true }),
      startPrism({ specPath, upstream: koa.url, errors: false }),
    ]);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) {
      await Promise.all(started.map((result) => (result.status === 'fulfilled' ? result.value.stop() : undefined)));
      throw failed.reason;
    }
    [strict, lenient] = started.map((result) => (result as PromiseFulfilledResult<RunningPrism>).value) as [
      RunningPrism,
      RunningPrism,
    ];
  });

  afterAll(async () => {
    await Promise.all([strict?.stop(), lenient?.stop()]);
    await koa?.close();
  });

  // Sequential on purpose: creates change what later cases read.
  it.each(contractCases.map((c) => [`${describeRequest(c)} via ${c.via}`, c] as const))('%s', async (_title, c) => {
    const undo = c.arrange?.(koa.controls);
    let observed: ObservedResponse;
    try {
      observed =
        c.via === 'direct'
          ? await send(new URL(koa.url).origin, c.path, c)
          : await send((c.via === 'prism' ? strict : lenient).url, c.path.slice(spec.basePath.length), c);
    } finally {
      undo?.();
    }
    // An answer Prism made itself (problem+json) is not the mock's: only Prism's report on it counts.
    const prismMadeIt = c.via !== 'direct' && isProblemJson(observed);
    const check: ResponseCheck = prismMadeIt
      ? { operationId: undefined, kind: 'documented', extension: undefined, problems: [] }
      : spec.check(observed);
    if (!prismMadeIt)
      exercised.push({
        transport: c.via === 'direct' ? 'koa direct' : 'koa via prism',
        operationId: check.operationId,
        status: observed.status,
        check,
      });
    const problems = verdict(c, observed, check, c.via !== 'direct');
    const prismLog =
      c.via === 'direct' || problems.length === 0
        ? ''
        : `\nprism log:\n${(c.via === 'prism' ? strict : lenient).log()}`;
    expect(problems, `${describeRequest(c)} via ${c.via}${prismLog}`).toEqual([]);
  });

  it('the oracles are alive: a stored pet that breaks the Pet schema is reported by Prism and in process', async () => {
    const before = koa.store.snapshot();
    const broken: StoreData = structuredClone(before);
    broken.pets.push(brokenPet);
    await koa.store.replace(broken);
    try {
      const response = await fetch(`${strict.url}/pets/${brokenPet.id}`, {
        headers: { authorization: `Bearer ${contractKey}` },
        signal: AbortSignal.timeout(requestTimeoutMs),
      });
      const body = await response.text();
      const violations = JSON.parse(response.headers.get('sl-violations') ?? '[]') as Violation[];
      expect(response.status, body).toBe(500);
      expect(violations.map((violation) => violation.location?.join('.')).sort()).toEqual([
        'response.body.name',
        'response.body.status',
      ]);

      const direct = await fetch(`${koa.url}/pets/${brokenPet.id}`, {
        headers: { authorization: `Bearer ${contractKey}` },
      });
      const check = spec.check({
        method: 'GET',
        path: `/v1/pets/${brokenPet.id}`,
        status: direct.status,
        headers: direct.headers,
        body: await direct.text(),
      });
      expect(check.problems).toEqual([
        'schema: body.name must be a string',
        'schema: body.status must be one of: available, pending, sold',
      ]);
    } finally {
      await koa.store.replace(before);
    }
  });
});

describe('MSW handlers against the same spec (in-process OpenAPI response validator)', () => {
  const origin = 'http://msw.contract.test';
  let msw: ReturnType<typeof setupServer>;
  let plain: AnimalStore;

  beforeAll(async () => {
    plain = await createAnimalStore({ seed: contractSeed, count: contractCount, apiKeys: [contractKey] });
    msw = setupServer(...createHandlers(plain, { baseUrl: `${origin}/v1` }));
    msw.listen({ onUnhandledFrame: 'error' });
  });

  afterAll(() => msw?.close());

  // Sequential on purpose, as on Koa.
  it.each(contractCases.map((c) => [describeRequest(c), c] as const))('%s', async (_title, c) => {
    const undo = c.arrange?.(plain);
    let observed: ObservedResponse;
    try {
      observed = await send(origin, c.path, c);
    } finally {
      undo?.();
    }
    const check = spec.check(observed);
    exercised.push({ transport: 'msw', operationId: check.operationId, status: observed.status, check });
    expect(verdict(c, observed, check, false), `${describeRequest(c)} via MSW`).toEqual([]);
  });

  it('the oracle is alive: a stored pet that breaks the Pet schema is reported', async () => {
    const pets = storeInternals(plain).pets;
    const before = pets.snapshot();
    const broken: StoreData = structuredClone(before);
    broken.pets.push(brokenPet);
    await pets.replace(broken);
    try {
      const response = await fetch(`${origin}/v1/pets/${brokenPet.id}`, {
        headers: { authorization: `Bearer ${contractKey}` },
      });
      const check = spec.check({
        method: 'GET',
        path: `/v1/pets/${brokenPet.id}`,
        status: response.status,
        headers: response.headers,
        body: await response.text(),
      });
      expect(check.problems).toEqual([
        'schema: body.name must be a string',
        'schema: body.status must be one of: available, pending, sold',
      ]);
    } finally {
      await pets.replace(before);
    }
  });
});

describe('coverage of spec/openapi.yaml', () => {
  const seen = (transports: Transport[]) =>
    new Set(
      exercised
        .filter((entry) => transports.includes(entry.transport) && entry.operationId)
        .map((entry) => `${entry.operationId} ${documentedAs(entry.operationId!, entry.status)}`),
    );
  // A status the operation does not list by number is one its `default` response stands for.
  const documentedAs = (operationId: string, status: number) =>
    spec.operations.find((operation) => operation.operationId === operationId)?.responses.has(String(status))
      ? String(status)
      : 'default';
  const unexercised = (transports: Transport[]) => {
    const pairs = seen(transports);
    const operations = new Set([...pairs].map((pair) => pair.split(' ')[0]));
    return [
      ...spec.operations
        .filter(({ operationId }) => !operations.has(operationId))
        .map(({ operationId }) => `operation ${operationId}`),
      ...spec.documentedPairs().filter((pair) => !pairs.has(pair)),
    ];
  };

  it('every operation and documented status was exercised through Prism', () => {
    expect(unexercised(['koa via prism']), 'never exercised through prism proxy').toEqual([]);
  });

  it('every operation and documented status was exercised against MSW', () => {
    expect(unexercised(['msw']), 'never exercised against MSW').toEqual([]);
  });

  it('every documented extension was exercised on Koa and on MSW, and nothing undocumented was answered', () => {
    const used = (transports: Transport[]) =>
      new Set(
        exercised
          .filter((entry) => transports.includes(entry.transport) && entry.check.extension)
          .map((entry) => extensionName(entry.check.extension!)),
      );
    const koa = used(['koa via prism', 'koa direct']);
    const msw = used(['msw']);
    expect(
      documentedExtensions.map(extensionName).filter((name) => !koa.has(name)),
      'extensions no Koa request exercised',
    ).toEqual([]);
    expect(
      documentedExtensions.map(extensionName).filter((name) => !msw.has(name)),
      'extensions no MSW request exercised',
    ).toEqual([]);
    const undocumented = exercised
      .filter((entry) => entry.check.kind === 'undocumented')
      .map((entry) => `${entry.transport}: ${entry.operationId ?? 'outside the spec'} ${entry.status}`);
    expect(undocumented, 'statuses neither documented nor a documented extension').toEqual([]);
  });
});
