import { describe, expect, it } from 'vitest';
import { call } from '../support/bounded-fetch.ts';
import { expectError } from '../support/error-body.ts';
import { auth, sendJson } from '../support/requests.ts';
import { adminUrl } from '../support/test-server.ts';
import { adminCall, useServers, type TestServer } from '../support/failure-servers.ts';

/** From 5 Dec 2030 on, getPet answers 410 gone. */

const servers = useServers();

const sunsetHeader = 'Thu, 05 Dec 2030 00:00:00 GMT';
const sunsetIso = '2030-12-05T00:00:00.000Z';

const getPet = (server: TestServer) => call(`${server.url}/pets/1`, { headers: auth() });

async function expectGone(server: TestServer): Promise<void> {
  const response = await getPet(server);
  const body = await expectError(response, 410, 'gone');
  expect(body.message.length).toBeGreaterThan(0);
  expect(response.headers.get('sunset')).toBe(sunsetHeader);
}

async function expectAlive(server: TestServer): Promise<void> {
  const response = await getPet(server);
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ id: 1 });
  expect(response.headers.get('sunset')).toBe(sunsetHeader);
}

describe('the simulated clock from the config (--now)', () => {
  it.each([
    { label: 'exactly the sunset, 2030-12-05T00:00:00Z', now: '2030-12-05T00:00:00Z', gone: true },
    { label: 'a year after, 2031-12-05', now: '2031-12-05T12:00:00Z', gone: true },
    { label: 'a minute before, 2030-12-04T23:59:00Z', now: '2030-12-04T23:59:00Z', gone: false },
    { label: '2029-01-01', now: '2029-01-01T00:00:00Z', gone: false },
  ])('$label: getPet gone = $gone', async ({ now, gone }) => {
    const server = await servers.start({ now: new Date(now) });
    if (gone) await expectGone(server);
    else await expectAlive(server);
    // Other operations are not affected by the sunset.
    const list = await call(`${server.url}/pets?limit=1`, { headers: auth() });
    expect(list.status).toBe(200);
    const clock = await adminCall(server, 'GET', '/clock');
    expect(clock.status).toBe(200);
    expect(clock.body).toMatchObject({ simulated: true, getPetGone: gone, getPetSunset: sunsetIso });
    expect(Math.abs(Date.parse(clock.body.now) - Date.parse(now))).toBeLessThan(60_000);
  });

  it('the journal time follows the simulated clock', async () => {
    const server = await servers.start({ now: new Date('2031-01-01T00:00:00Z') });
    await (await call(`${server.url}/pets?limit=1`, { headers: auth() })).arrayBuffer();
    const entry = server.controls.journal.list()[0];
    expect(entry?.time.startsWith('2031-01-01T')).toBe(true);
  });
});

describe('PUT /__admin/clock at run time', () => {
  it('real time by default; PUT a date past the sunset flips getPet to 410; PUT { now: null } returns to real time', async () => {
    const server = await servers.start();
    const initial = await adminCall(server, 'GET', '/clock');
    expect(initial.body).toMatchObject({ simulated: false, getPetGone: false, getPetSunset: sunsetIso });
    expect(Math.abs(Date.parse(initial.body.now) - Date.now())).toBeLessThan(60_000);
    await expectAlive(server);

    const set = await adminCall(server, 'PUT', '/clock', { now: '2030-12-05T00:00:00Z' });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ simulated: true, getPetGone: true });
    expect(Date.parse(set.body.now) - Date.parse(sunsetIso)).toBeGreaterThanOrEqual(0);
    expect((await adminCall(server, 'GET', '/clock')).body.getPetGone).toBe(true);
    await expectGone(server);

    const back = await adminCall(server, 'PUT', '/clock', { now: null });
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ simulated: false, getPetGone: false });
    expect(Math.abs(Date.parse(back.body.now) - Date.now())).toBeLessThan(60_000);
    await expectAlive(server);
  });

  it('from a simulated "after" back to a simulated "before" the sunset', async () => {
    const server = await servers.start({ now: new Date('2030-12-06T00:00:00Z') });
    await expectGone(server);
    const set = await adminCall(server, 'PUT', '/clock', { now: '2030-01-01T00:00:00Z' });
    expect(set.body).toMatchObject({ simulated: true, getPetGone: false });
    await expectAlive(server);
  });

  it.each([
    { label: 'not a date', body: { now: 'next tuesday' } },
    { label: 'a number', body: { now: 123 } },
    { label: 'no now', body: {} },
  ])('rejects $label with 400 and leaves the clock alone', async ({ body }) => {
    const server = await servers.start();
    await expectError(await sendJson(adminUrl(server, '/clock'), 'PUT', body), 400);
    expect((await adminCall(server, 'GET', '/clock')).body.simulated).toBe(false);
  });
});
