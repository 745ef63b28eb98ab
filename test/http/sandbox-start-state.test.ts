import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Memory } from 'lowdb';
import { afterEach, describe, expect, it } from 'vitest';
import { createMock, type Mock } from '../../core/create-mock.ts';
import type { MockOptions } from '../../core/mock-options.ts';
import type { StoreData } from '../../core/store/store-data.ts';
import { call } from '../support/bounded-fetch.ts';
import { jsonPost } from '../support/requests.ts';
import { startTestServer } from '../support/test-server.ts';

/** What a server or a host lends its main mock that holds a resource or reaches outside memory. */
const resourceOptions = ['adapter', 'storage', 'openRecording', 'sandboxes', 'allowedHosts'];

/** A lowdb adapter in memory that counts what is written through it. */
class CountingAdapter extends Memory<StoreData> {
  writes = 0;
  override async write(data: StoreData): Promise<void> {
    this.writes++;
    await super.write(data);
  }
}

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

describe("a sandbox starts from its server's start state only", () => {
  it('never receives the db file, the recording folder or the storage view given to the server', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sandbox-start-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const server = await startTestServer({ db: join(dir, 'db.json'), recordingsDir: dir, seed: 5, count: 3 });
    cleanups.push(() => server.close());
    await server.store.flush();
    const before = await readFile(join(dir, 'db.json'), 'utf8');

    const created = await call(
      `${server.url}/pets`,
      jsonPost({ name: 'Only here', categoryId: 2 }, { 'animal-store-sandbox': 'w1' }),
    );
    expect(created.status).toBe(201);
    await server.store.flush();

    const sandbox = server.sandboxes!.peek('w1')!;
    expect(sandbox.mock.store.count()).toBe(4);
    expect(resourceOptions.filter((name) => name in sandbox.mock.settings)).toEqual([]);
    expect(sandbox.mock.settings.reset, 'the default: a sandbox has no stored data to replace').toBe(false);
    expect(server.settings.adapter, 'the main mock has the file').toBeDefined();
    expect(await readFile(join(dir, 'db.json'), 'utf8')).toBe(before);
  });

  it('keeps an option holding a resource with the main mock, including one the assembly does not know', async () => {
    const adapter = new CountingAdapter();
    const socket = { open: true };
    // As a host would pass a field of its own config along with the mock's options.
    const options = {
      adapter,
      seed: 9,
      count: 2,
      apiKeys: ['k'],
      adminToken: 'admin',
      sandboxes: {},
      socket,
    } as MockOptions;
    const mock: Mock = await createMock(options);
    cleanups.push(() => mock.close());
    const writesBefore = adapter.writes;

    const sandbox = await mock.sandboxes!.use('s1');
    await sandbox.mock.store.create({ name: 'Sandboxed', categoryId: 1 });
    await sandbox.mock.store.flush();

    expect(adapter.writes, 'the sandbox wrote nothing through the main adapter').toBe(writesBefore);
    expect(mock.store.count()).toBe(2);
    expect(Object.values(sandbox.mock.settings)).not.toContain(socket);
    expect(Object.values(sandbox.mock.settings)).not.toContain(adapter);
    // What it does share is named: the start state, and who may call.
    expect(sandbox.mock.settings).toMatchObject({ seed: 9, count: 2, apiKeys: ['k'], adminToken: 'admin' });
  });
});
