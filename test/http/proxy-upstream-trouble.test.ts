import { afterEach, describe, expect, it } from 'vitest';
import { attempt, expectResponse } from '../support/bounded-fetch.ts';
import { expectError } from '../support/error-body.ts';
import { auth } from '../support/requests.ts';
import { startTestServer } from '../support/test-server.ts';
import { startBrokenUpstream, type BrokenUpstream } from '../support/broken-upstreams.ts';

const timeoutMs = 300;
/** What "at once" allows on a busy 2-core machine, and what "within the timeout" allows past it. */
const slack = 1_500;

const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((server) => server.close()));
});

async function proxyTo(upstream: BrokenUpstream, timeout: number) {
  opened.push(upstream);
  const proxy = await startTestServer({ proxy: { upstream: upstream.url, timeoutMs: timeout } });
  opened.push(proxy);
  return proxy;
}

/** Upstream trouble is an answer, never a hang and never a retry. */
describe('an upstream in trouble', () => {
  it.each([
    // A timeout far off: these must answer at once, not when it expires.
    {
      kind: 'refusing',
      status: 502,
      code: 'upstream_unavailable',
      cause: /ECONNREFUSED/,
      timeout: 10_000,
      within: slack,
    },
    {
      kind: 'drops',
      status: 502,
      code: 'upstream_unavailable',
      cause: /other side closed|socket|ECONNRESET/i,
      timeout: 10_000,
      within: slack,
    },
    {
      kind: 'speaks-plain-http',
      status: 502,
      code: 'upstream_unavailable',
      cause: /SSL|TLS|wrong version/i,
      timeout: 10_000,
      within: slack,
    },
    {
      kind: 'hangs',
      status: 504,
      code: 'upstream_timeout',
      cause: /within 300 ms/,
      timeout: timeoutMs,
      within: timeoutMs + slack,
    },
    {
      kind: 'stalls-mid-body',
      status: 504,
      code: 'upstream_timeout',
      cause: /within 300 ms/,
      timeout: timeoutMs,
      within: timeoutMs + slack,
    },
  ] as const)(
    '$kind: $status $code naming the host and the cause',
    async ({ kind, status, code, cause, timeout, within }) => {
      const upstream = await startBrokenUpstream(kind);
      const proxy = await proxyTo(upstream, timeout);
      const outcome = await attempt(`${proxy.url}/pets?limit=1`, { headers: auth() });
      const body = await expectError(expectResponse(outcome), status, code);
      expect(outcome.ms).toBeLessThan(within);
      expect(body.message).toContain(new URL(upstream.url).host);
      expect(body.message).toMatch(cause);
      // Asked once, never again behind the client's back.
      expect(upstream.connections()).toBe(kind === 'refusing' ? 0 : 1);
      const [entry] = proxy.controls.journal.list();
      expect(entry).toMatchObject({ status, upstream: { status: null, violations: [] } });
    },
  );

  it('a client that gives up cancels its upstream request', async () => {
    const proxy = await proxyTo(await startBrokenUpstream('hangs'), 10_000);
    const outcome = await attempt(`${proxy.url}/pets`, { headers: auth(), signal: AbortSignal.timeout(200) });
    expect(outcome.kind).toBe('error');
    await expect.poll(() => proxy.controls.journal.list()[0]?.fault, { timeout: 2_000 }).toBe('empty');
  });
});
