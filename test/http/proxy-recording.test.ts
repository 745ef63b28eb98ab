import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseScenarioJson } from '../../core/internal.ts';
import { adminCall, useServers } from '../support/failure-servers.ts';
import { call } from '../support/bounded-fetch.ts';
import { auth, jsonPost } from '../support/requests.ts';
import { startViolatingUpstream } from '../support/violating-upstream.ts';

const servers = useServers();
const folder = mkdtempSync(join(tmpdir(), 'asm-recording-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('record what the upstream answers into a scenario', () => {
  it("--record: restarted with the recorded scenario, the list and get answers match the upstream's; no key or header is in the file", async () => {
    const file = join(folder, 'cli', 'staging.json');
    const upstream = await servers.start({ apiKeys: ['upstream-secret'] });
    const proxy = await servers.start({
      apiKeys: ['client-secret'],
      record: file,
      proxy: { upstream: upstream.url, upstreamKey: 'upstream-secret' },
    });
    const client = (extra = {}) => auth(extra, 'client-secret');
    expect(
      (
        await call(`${proxy.url}/pets`, {
          ...jsonPost({ name: 'Recorded Rex', categoryId: 2 }),
          headers: client({ 'content-type': 'application/json' }),
        })
      ).status,
    ).toBe(201);
    await call(`${proxy.url}/pets?limit=100`, { headers: client() });
    await call(`${proxy.url}/pets/3`, { headers: client() });
    await call(`${proxy.url}/pets/99999`, { headers: client() });
    // Written as it grows, before the recording stops.
    await expect
      .poll(() => existsSync(file) && parseScenarioJson(readFileSync(file, 'utf8'), file).pets?.length, {
        timeout: 2_000,
      })
      .toBe(51);
    const stopped = await adminCall(proxy, 'DELETE', '/recording');
    expect(stopped.body).toMatchObject({ active: false, file, pets: 51, error: null });

    const text = readFileSync(file, 'utf8');
    for (const secret of [
      'client-secret',
      'upstream-secret',
      'authorization',
      'bearer',
      'content-type',
      'location',
      'deprecation',
    ]) {
      expect(text.toLowerCase(), secret).not.toContain(secret);
    }
    const scenario = parseScenarioJson(text, file);
    expect(scenario).toMatchObject({ name: 'recorded', nextId: 52 });
    expect(Object.keys(scenario).sort()).toEqual(['description', 'name', 'nextId', 'pets', 'version']);

    const replay = await servers.start({ scenario: file });
    const upstreamAnswer = (path: string) =>
      call(`${upstream.url}${path}`, { headers: auth({}, 'upstream-secret') }).then((response) => response.text());
    for (const path of ['/pets?limit=100', '/pets/3', '/pets/51', '/pets?status=sold&limit=100']) {
      expect(await (await call(`${replay.url}${path}`, { headers: auth() })).text(), path).toBe(
        await upstreamAnswer(path),
      );
    }
    expect(await (await call(`${replay.url}/pets`, jsonPost({ name: 'Next', categoryId: 1 }))).json()).toMatchObject({
      id: 52,
    });
  });

  it('over HTTP: only .json files inside the recordings folder; anything else is a 400 and nothing is written', async () => {
    const recordings = join(folder, 'http', 'recordings');
    const outside = join(folder, 'outside');
    mkdirSync(outside);
    mkdirSync(recordings, { recursive: true });
    symlinkSync(outside, join(recordings, 'link-out'));
    const upstream = await servers.start();
    const proxy = await servers.start({ recordingsDir: recordings, proxy: { upstream: upstream.url } });
    for (const file of [
      '../escape.json',
      `${outside}/absolute.json`,
      'notes.txt',
      'link-out/x.json',
      '',
      'a/../../escape.json',
    ]) {
      const { status, body } = await adminCall(proxy, 'POST', '/recording', { file });
      expect(status, file).toBe(400);
      expect(body.code, file).toBe('invalid_body');
    }
    expect(readdirSync(outside)).toEqual([]);
    expect(readdirSync(join(folder, 'http'))).toEqual(['recordings']);
    expect(readdirSync(recordings)).toEqual(['link-out']);

    const started = await adminCall(proxy, 'POST', '/recording', { file: 'team/staging.json' });
    expect(started.body).toMatchObject({ active: true, file: join(recordings, 'team', 'staging.json'), pets: 0 });
    await call(`${proxy.url}/pets/2`, { headers: auth() });
    expect((await adminCall(proxy, 'GET', '/recording')).body).toMatchObject({ active: true, pets: 1 });
    expect((await adminCall(proxy, 'DELETE', '/recording')).body).toMatchObject({ active: false, pets: 1 });
    expect(parseScenarioJson(readFileSync(join(recordings, 'team', 'staging.json'), 'utf8'), 'file').pets).toEqual([
      upstream.store.get(2),
    ]);
    expect((await adminCall(proxy, 'DELETE', '/recording')).status).toBe(404);
  });

  it('a mock that forwards nothing has nothing to record: 409 not_proxying', async () => {
    const local = await servers.start({ recordingsDir: join(folder, 'none') });
    const { status, body } = await adminCall(local, 'POST', '/recording', { file: 'x.json' });
    expect([status, body.code]).toEqual([409, 'not_proxying']);
  });

  it('pets that break the contract are left out', async () => {
    const upstream = await startViolatingUpstream();
    try {
      const proxy = await servers.start({ proxy: { upstream: upstream.url } });
      proxy.controls.recording.start();
      await call(`${proxy.url}/pets?limit=1`, { headers: auth() });
      await call(`${proxy.url}/pets/2`, { headers: auth() });
      await call(`${proxy.url}/pets/1`, { headers: auth() });
      expect(proxy.controls.recording.scenario().pets).toEqual([{ id: 1, name: 'Rex', categoryId: 1, status: 'sold' }]);
    } finally {
      await upstream.close();
    }
  });
});
