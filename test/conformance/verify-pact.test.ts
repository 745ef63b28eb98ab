import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Verifier } from '@pact-foundation/pact-core';
import { SwaggerMockValidatorFactory } from '@pactflow/swagger-mock-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pactToScenario } from '../../core/reports/pact-to-scenario.ts';
import { readPact } from '../../core/reports/read-pact.ts';
import type { PactV3 } from '../../core/reports/pact-types.ts';
import { scenarioProblems } from '../../core/store/parse-scenario.ts';
import { formatScenario } from '../../core/store/format-scenario.ts';
import { startBreakingProxy } from '../support/breaking-proxy.ts';
import { call } from '../support/bounded-fetch.ts';
import { expectJson } from '../support/json-response.ts';
import { runPactClient } from '../support/pact-client-run.ts';
import { adminUrl, startTestServer } from '../support/test-server.ts';

/** One interaction's outcome, as pact-core's Verifier reports it. */
interface InteractionResult {
  description: string;
  result: string;
}

/** Runs pact-core's Verifier and gives each interaction's outcome, whether the whole passed or not. */
async function verify(pactFile: string, origin: string, { states = true } = {}): Promise<InteractionResult[]> {
  const results = await new Verifier({
    providerBaseUrl: `${origin}/v1`,
    pactUrls: [pactFile],
    ...(states && { providerStatesSetupUrl: `${origin}/__admin/pact/state` }),
    logLevel: 'error',
  })
    .verify()
    .then(String, (error: Error) => error.message);
  return (JSON.parse(results) as { interactionResults: InteractionResult[] }).interactionResults;
}

const spec = join(import.meta.dirname, '../../spec/openapi.yaml');

describe('a pact written by the mock', () => {
  let dir: string;
  let provider: Awaited<ReturnType<typeof startTestServer>>;
  const files: Record<3 | 4, string> = { 3: '', 4: '' };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'pact-verify-'));
    const recorder = await startTestServer({ seed: 9, count: 30, apiKeys: ['client-key'] });
    await runPactClient(recorder.url);
    for (const version of [3, 4] as const) {
      files[version] = join(dir, `web-app-animal-store-v${version}.json`);
      const pact = await expectJson<unknown>(
        await call(adminUrl(recorder, `/pact?consumer=web-app&provider=animal-store&spec=${version}`)),
      );
      await writeFile(files[version], JSON.stringify(pact));
    }
    await recorder.close();
    // The provider as its team would start it: no pets, no API keys.
    provider = await startTestServer({ scenario: 'empty', apiKeys: [] });
  });
  afterAll(async () => {
    await provider.close();
    await rm(dir, { recursive: true, force: true });
  });

  it.each([3, 4] as const)(
    "passes pact-core's Verifier in V%i against the mock started empty, every interaction",
    async (version) => {
      const pact = JSON.parse(await readFile(files[version], 'utf8')) as PactV3;
      const results = await verify(files[version], new URL(provider.url).origin);
      expect(results.map(({ description }) => description)).toEqual(
        pact.interactions.map(({ description }) => description),
      );
      expect(results.filter(({ result }) => result !== 'OK')).toEqual([]);
      expect(pact.interactions.length).toBe(9);
    },
  );

  it("fails exactly the interactions that show a planted break: a pet's status outside the enum, an id as a string", async () => {
    const proxy = await startBreakingProxy(new URL(provider.url).origin, (path, body) => {
      if (path === '/v1/pets' && Array.isArray(body)) return body.map((pet: object) => ({ ...pet, status: 'lost' }));
      if (/^\/v1\/pets\/\d+$/.test(path) && typeof body === 'object' && body !== null && 'id' in body)
        return { ...body, id: String(body.id) };
      return body;
    });
    try {
      const pact = JSON.parse(await readFile(files[3], 'utf8')) as PactV3;
      const results = await verify(files[3], proxy.origin);
      const broken = pact.interactions
        .filter(({ request, response }) => request.method === 'GET' && response.status === 200)
        .map(({ description }) => description);
      expect(broken.length).toBeGreaterThan(2);
      expect(results.filter(({ result }) => result !== 'OK').map(({ description }) => description)).toEqual(broken);
    } finally {
      await proxy.close();
    }
  });

  it('becomes a scenario whose store, started without its states, answers every interaction', async () => {
    const read = readPact(await readFile(files[4], 'utf8'));
    if (!read.ok) throw new Error(read.error.message);
    const result = pactToScenario(read.pact);
    if (!result.ok) throw new Error(result.error.message);
    expect(scenarioProblems(result.scenario)).toEqual([]);
    expect(result.scenario.apiKeys).toBeUndefined();
    // The pet a state names and the pet the client created are both in it.
    const ids = result.scenario.pets!.map(({ id }) => id);
    const created = read.pact.interactions.find(({ response }) => response.status === 201)!.response.body as {
      id: number;
    };
    expect(ids).toEqual(expect.arrayContaining([2, created.id]));
    const file = join(dir, 'from-pact.json');
    await writeFile(file, formatScenario(result.scenario));
    const store = await startTestServer({ scenario: file, apiKeys: [] });
    try {
      const results = await verify(files[3], new URL(store.url).origin, { states: false });
      expect(results.length).toBe(read.pact.interactions.length);
      expect(results.filter(({ result }) => result !== 'OK')).toEqual([]);
    } finally {
      await store.close();
    }
  });

  it('is accepted by swagger-mock-validator against spec/openapi.yaml, which refuses a pact that breaks it', async () => {
    const validator = SwaggerMockValidatorFactory.create();
    for (const version of [3, 4] as const) {
      const outcome = await validator.validate({ specPathOrUrl: spec, mockPathOrUrl: files[version] });
      expect({ version, errors: outcome.errors, warnings: outcome.warnings, success: outcome.success }).toEqual({
        version,
        errors: [],
        warnings: [],
        success: true,
      });
    }
    const pact = JSON.parse(await readFile(files[3], 'utf8')) as PactV3;
    const off = join(dir, 'off-contract.json');
    await writeFile(
      off,
      JSON.stringify({
        ...pact,
        interactions: pact.interactions.map((one) => ({
          ...one,
          request: { ...one.request, path: `/v1${one.request.path}` },
        })),
      }),
    );
    expect((await validator.validate({ specPathOrUrl: spec, mockPathOrUrl: off })).success).toBe(false);
  });
});
