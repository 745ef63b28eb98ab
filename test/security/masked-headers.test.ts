import { afterEach, describe, expect, it } from 'vitest';
import type { JournalEntry } from '../../core/internal.ts';
import { parseCli } from '../../server/cli/parse-cli.ts';
import { call } from '../support/bounded-fetch.ts';
import { readEvents } from '../support/event-stream.ts';
import { expectJson } from '../support/json-response.ts';
import { adminUrl, startTestServer, testKey } from '../support/test-server.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;

const secrets = {
  authorization: `Bearer ${testKey}`,
  'proxy-authorization': 'Basic dXNlcjpwYXNz',
  cookie: 'session=s3cret-cookie',
  'x-api-key': 'k3y-value',
  'x-auth-token': 'tok-value',
  'x-csrf-token': 'csrf-value',
  'x-client-secret': 'secret-value',
  'x-tenant': 'tenant-value',
};

/** The journal keeps the names of credentials, never their values. */
describe('masked headers', () => {
  let server: Server;
  afterEach(() => server?.close());

  it('masks credentials in the journal and the live feed, and --mask-header names', async () => {
    server = await startTestServer({ maskHeaders: ['X-Tenant'] });
    const events = readEvents(await call(adminUrl(server, '/events')));
    let fed: JournalEntry;
    try {
      expect((await events.next()).event).toBe('hello');
      expect(
        (await call(`${server.url}/pets?limit=1`, { headers: { ...secrets, accept: 'application/json' } })).status,
      ).toBe(200);
      fed = JSON.parse((await events.next()).data) as JournalEntry;
    } finally {
      await events.cancel();
    }
    const [kept] = await expectJson<JournalEntry[]>(await call(adminUrl(server, '/requests')));
    for (const entry of [kept!, fed]) {
      expect(entry.headers).toMatchObject({
        authorization: 'Bearer [redacted]',
        'proxy-authorization': 'Basic [redacted]',
        cookie: '[redacted]',
        'x-api-key': '[redacted]',
        'x-auth-token': '[redacted]',
        'x-csrf-token': '[redacted]',
        'x-client-secret': '[redacted]',
        'x-tenant': '[redacted]',
        accept: 'application/json',
      });
      const text = JSON.stringify(entry);
      for (const value of Object.values(secrets)) expect(text).not.toContain(value.split(' ').at(-1));
    }
  });

  it('keeps nothing secret in memory: the recorded entry is already masked', async () => {
    server = await startTestServer();
    await call(`${server.url}/pets?limit=1`, { headers: secrets });
    expect(JSON.stringify(server.simulation.journal.list())).not.toContain('s3cret-cookie');
  });

  it('takes --mask-header, repeatable', () => {
    expect(parseCli(['--mask-header', 'x-a', '--mask-header', 'X-B'], {}, '0').maskHeaders).toEqual(['x-a', 'X-B']);
  });
});
