import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkNames, type ResilienceDocument } from '../../core/reports/resilience.ts';
import { createAnimalStore, createHandlers } from '../../mocks/index.ts';
import { carefulClient } from '../support/careful-client.ts';
import { carelessClient } from '../support/careless-client.ts';
import { resilienceDrill, runResilienceDrill } from '../support/resilience-drill.ts';
import { startTestServer } from '../support/test-server.ts';

const options = { seed: 3, count: 5, apiKeys: [resilienceDrill.apiKey] };
const clients = {
  careless: (baseUrl: string) => carelessClient({ baseUrl, key: resilienceDrill.apiKey }),
  careful: (baseUrl: string) => carefulClient({ baseUrl, key: resilienceDrill.apiKey }, () => resilienceDrill.apiKey),
};
type ClientName = keyof typeof clients;

/**
 * Each check's verdict, and the entries behind it where the order of requests alone decides them:
 * what both adapters must agree on. (The sentences carry timings; so do the entries a careless
 * client's backoff and storm fail on, which of its bursts breaks first.)
 */
const outcome = (document: ResilienceDocument) =>
  Object.fromEntries(
    checkNames.map((name) => {
      const { verdict, entries } = document.checks[name];
      return [
        name,
        verdict === 'fail' && (name === 'backoff' || name === 'no-storm') ? { verdict } : { verdict, entries },
      ];
    }),
  );
const verdictsOf = (document: ResilienceDocument) =>
  Object.fromEntries(checkNames.map((name) => [name, document.checks[name].verdict]));
const every = (verdict: string) => Object.fromEntries(checkNames.map((name) => [name, verdict]));

describe('the reference clients against seeded failures, through the server and through MSW', () => {
  const judged = {} as Record<ClientName, { server: ResilienceDocument; msw: ResilienceDocument }>;
  const msw = setupServer();
  const closers: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    msw.listen({ onUnhandledFrame: 'bypass' });
    // One client at a time, each drill on a mock of its own: the verdicts rest on timings, which a busy event loop blurs.
    for (const name of Object.keys(clients) as ClientName[]) {
      const server = await startTestServer(options);
      closers.push(() => server.close());
      const store = await createAnimalStore(options);
      const origin = `http://msw-${name}.resilience.test/v1`;
      msw.use(...createHandlers(store, { baseUrl: origin }));
      await Promise.all([
        runResilienceDrill(clients[name](server.url), server.controls),
        runResilienceDrill(clients[name](origin), store),
      ]);
      judged[name] = {
        server: server.controls.resilience(resilienceDrill.options),
        msw: store.resilience(resilienceDrill.options),
      };
    }
  }, 30_000);

  afterAll(async () => {
    msw.close();
    await Promise.all(closers.map((close) => close()));
  });

  it('fails the careless client on every check', () => {
    expect(verdictsOf(judged.careless.server)).toEqual(every('fail'));
    expect(verdictsOf(judged.careless.msw)).toEqual(every('fail'));
    expect(judged.careless.server.checks['retry-after'].message).toMatch(
      /^listPets was called again \d+ ms after a 503 that said Retry-After 3 s/,
    );
    expect(judged.careless.server.checks['gave-up'].waitedMs).toBeGreaterThanOrEqual(1_000);
    // The refused key is judged without being written anywhere.
    for (const document of Object.values(judged.careless))
      expect(JSON.stringify(document)).not.toMatch(/wrong-key|drill-key/);
  });

  it('passes the careful client on every check, each exercised', () => {
    expect(verdictsOf(judged.careful.server)).toEqual(every('pass'));
    expect(verdictsOf(judged.careful.msw)).toEqual(every('pass'));
    expect(judged.careful.server.checks['gave-up'].waitedMs).toBeLessThan(
      resilienceDrill.options.giveUpAfter + resilienceDrill.options.tolerance,
    );
  });

  it('gives the same verdicts, on the same entries, through MSW as through the server', () => {
    for (const name of Object.keys(clients) as ClientName[])
      expect(outcome(judged[name].msw), name).toEqual(outcome(judged[name].server));
  });
});
