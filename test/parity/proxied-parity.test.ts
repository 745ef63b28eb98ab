import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parityCases, ruleCases, type ParityCase } from './cases.ts';
import { sendCase } from '../support/observe.ts';
import { startTestServer } from '../support/test-server.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;

/**
 * The proxy in front of an upstream answers exactly as that upstream does on its own: every case
 * of the parity table goes through the proxy (to upstream A) and straight to A's twin B (same
 * seed, same requests, so the same state), and what the clients see must agree.
 */
describe("through the proxy, answers equal the upstream's own", () => {
  let upstream: Server;
  let twin: Server;
  let proxy: Server;
  const origin = (server: Server) => new URL(server.url).origin;

  beforeAll(async () => {
    const twins = () => startTestServer({ seed: 42, apiKeys: ['parity-key'] });
    [upstream, twin] = await Promise.all([twins(), twins()]);
    // No local keys and no pets: every answer below that is not the proxy's own must come from upstream.
    proxy = await startTestServer({ seed: 42, count: 0, apiKeys: [], proxy: { upstream: upstream.url } });
  });

  afterAll(async () => {
    await Promise.all([proxy, upstream, twin].map((server) => server.close()));
  });

  async function expectAgreement(cases: readonly ParityCase[]) {
    for (const testCase of cases) {
      const proxied = await sendCase(origin(proxy), testCase);
      const direct = await sendCase(origin(twin), testCase);
      expect(proxied, testCase.name).toEqual(direct);
    }
  }

  it('on every case of the table, valid and invalid requests alike', async () => {
    await expectAgreement(parityCases);
    const forwarded = proxy.controls.journal.list().filter((entry) => entry.upstream !== null);
    expect(forwarded.length).toBeGreaterThan(30);
    expect(upstream.controls.journal.list().length).toBe(forwarded.length);
    expect(upstream.store.count()).toBe(twin.store.count());
  });

  it("under the same failure rules, applied by the proxy to the upstream's answers", async () => {
    await Promise.all([upstream, twin, proxy].map((server) => server.controls.reset()));
    proxy.controls.failures.add(ruleCases.rules);
    twin.controls.failures.add(ruleCases.rules);
    await expectAgreement(ruleCases.cases);
    expect(proxy.controls.failures.list()).toEqual(twin.controls.failures.list());
  });
});
