import { setupServer } from 'msw/node';
import { afterEach, describe, expect, it } from 'vitest';
import type { JournalEntry } from '../../core/internal.ts';
import { createAnimalStore, createHandlers } from '../../mocks/index.ts';
import { call } from '../support/bounded-fetch.ts';
import { readEvents } from '../support/event-stream.ts';
import { expectJson } from '../support/json-response.ts';
import { callTool, connectMcpHttp } from '../support/mcp-client.ts';
import { adminUrl, startTestServer, testKey } from '../support/test-server.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;

/** Query values that mark a secret by their names (docs/security.md), and the ones that do not. */
const secretQuery = 'limit=2&api_key=S1-api&PASSWORD=S2-pass&token=S3-tok&refresh_token=S4-ref&sig=S5-sig&status=sold';
const secrets = ['S1-api', 'S2-pass', 'S3-tok', 'S4-ref', 'S5-sig'];
const maskedQuery =
  'limit=2&api_key=[redacted]&PASSWORD=[redacted]&token=[redacted]&refresh_token=[redacted]&sig=[redacted]&status=sold';
const auth = { authorization: `Bearer ${testKey}` };

const expectNoSecret = (text: string) => {
  for (const secret of secrets) expect(text).not.toContain(secret);
};

/** Secret-named query values are masked wherever a request is shown or stored, as credential headers are. */
describe('masked query values', () => {
  let server: Server;
  afterEach(() => server?.close());

  it('in the journal, the live feed, the HAR, explain, MCP and the request log; other values stay', async () => {
    server = await startTestServer({ quiet: false });
    const events = readEvents(await call(adminUrl(server, '/events')));
    let fed: JournalEntry;
    try {
      expect((await events.next()).event).toBe('hello');
      expect((await call(`${server.url}/pets?${secretQuery}`, { headers: auth })).status).toBe(200);
      fed = JSON.parse((await events.next()).data) as JournalEntry;
    } finally {
      await events.cancel();
    }
    const [kept] = await expectJson<JournalEntry[]>(await call(adminUrl(server, '/requests')));
    for (const entry of [kept!, fed]) {
      expect(entry.query).toMatchObject({ limit: '2', api_key: '[redacted]', status: 'sold' });
      expectNoSecret(JSON.stringify(entry));
    }
    const har = await (await call(adminUrl(server, '/requests.har'))).text();
    expect(har).toContain(`/v1/pets?${new URLSearchParams(maskedQuery)}`);
    expectNoSecret(har);
    expectNoSecret(await (await call(adminUrl(server, `/requests/${kept!.id}/explain`))).text());
    const mcp = await connectMcpHttp(`http://127.0.0.1:${server.port}/__admin/mcp`);
    try {
      expectNoSecret(JSON.stringify(await callTool(mcp, 'list_requests', {})));
    } finally {
      await mcp.close();
    }
    expect(server.logs.join('\n')).toContain(`/v1/pets?${maskedQuery}`);
    expectNoSecret(server.logs.join('\n'));
    expectNoSecret(JSON.stringify(server.simulation.journal.list()));
  });

  it('in an MSW store journal and its HAR', async () => {
    const store = await createAnimalStore({ apiKeys: [testKey] });
    const msw = setupServer(...createHandlers(store, { baseUrl: 'http://query-secrets.test/v1' }));
    msw.listen({ onUnhandledFrame: 'bypass' });
    try {
      await fetch(`http://query-secrets.test/v1/pets?${secretQuery}`, { headers: auth });
    } finally {
      msw.close();
    }
    expectNoSecret(JSON.stringify(store.journal.list()));
    expectNoSecret(JSON.stringify(store.har()));
    expect(JSON.stringify(store.har())).toContain(`/v1/pets?${new URLSearchParams(maskedQuery)}`);
  });
});
