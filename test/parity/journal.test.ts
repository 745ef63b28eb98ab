import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JournalEntry, Scenario } from '../../core/internal.ts';
import { createAnimalStore, createHandlers } from '../../mocks/index.ts';
import { call } from '../support/bounded-fetch.ts';
import { sendCase } from '../support/observe.ts';
import { adminUrl, startTestServer } from '../support/test-server.ts';
import { parityCases } from './cases.ts';

// The journal's operation, matched once when recorded, and its filters: the same through the Koa
// server (GET /__admin/requests over HTTP) and an MSW store (`store.journal.list`).

const mswOrigin = 'http://msw.journal.test';
const scenario: Scenario = {
  name: 'journal',
  version: 1,
  description: 'two pets',
  apiKeys: ['parity-key'],
  nextId: 10,
  pets: [1, 3].map((id) => ({ id, name: `Pet ${id}`, categoryId: 1 })),
};

/** What a filter must agree on: each entry's id, operation and status. */
const keys = (entries: JournalEntry[]) => entries.map(({ id, operationId, status }) => ({ id, operationId, status }));

describe('the journal agrees between the server and MSW', async () => {
  const folder = await mkdtemp(join(tmpdir(), 'asm-journal-'));
  await writeFile(join(folder, 'journal.json'), JSON.stringify(scenario));
  const [koa, store] = await Promise.all([
    startTestServer({ scenario: join(folder, 'journal.json'), apiKeys: ['parity-key'] }),
    createAnimalStore({ scenario, apiKeys: ['parity-key'] }),
  ]);
  const msw = setupServer(...createHandlers(store, { baseUrl: `${mswOrigin}/v1` }));
  afterAll(async () => {
    msw.close();
    await Promise.all([koa.close(), rm(folder, { recursive: true, force: true })]);
  });

  beforeAll(async () => {
    msw.listen({ onUnhandledFrame: 'bypass' });
    for (const testCase of parityCases) {
      await sendCase(new URL(koa.url).origin, testCase);
      await sendCase(mswOrigin, testCase);
    }
  });

  it.for([
    {},
    { operationId: 'getPet' },
    { operationId: 'createPet', status: '201' },
    { status: '404' },
    { since: '5', limit: '3' },
    { operationId: 'listPets', limit: '2' },
  ])('filters by %o', async (filter) => {
    const query = new URLSearchParams(filter).toString();
    const response = await call(adminUrl(koa, `/requests${query && `?${query}`}`));
    expect(response.status).toBe(200);
    const server = keys((await response.json()) as JournalEntry[]);
    expect(server.length).toBeGreaterThan(0);
    expect(keys(store.journal.list(filter))).toEqual(server);
  });

  it('refuses a bad filter alike', async () => {
    const response = await call(adminUrl(koa, '/requests?status=700'));
    const body = (await response.json()) as { code: string; message: string };
    expect(response.status).toBe(400);
    expect(() => store.journal.list({ status: '700' })).toThrow(body.message);
  });
});
