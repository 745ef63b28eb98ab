import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { WorldEvent, WorldInput } from '../../core/internal.ts';
import { call } from '../support/bounded-fetch.ts';
import { spawnServer } from '../support/child-server.ts';
import { readDurableDb } from '../support/durable-db.ts';
import { pausedWriter } from '../support/paused-writer.ts';
import { adminUrl, startTestServer } from '../support/test-server.ts';

const folder = mkdtempSync(join(tmpdir(), 'asm-world-db-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const world: WorldInput = {
  adoptions: { perHour: 10, soldAfter: ['5m', '30m'] },
  arrivals: { perHour: 4 },
  departures: { after: ['10m', '1h'] },
};
const start = { seed: 9, count: 20, now: new Date('2030-05-01T00:00:00Z'), speed: 0, world };

async function advance(server: { url: string }, by: string): Promise<{ now: string; events: WorldEvent[] }> {
  const response = await call(adminUrl(server, '/clock/advance'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ by }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { now: string; events: WorldEvent[] };
}

describe('the world in the db file', () => {
  it('resumes clock and world after a restart: the events go on as if it had never stopped', async () => {
    const db = join(folder, 'restart.json');
    const first = await startTestServer({ ...start, db });
    const before = await advance(first, '2h');
    await first.close();
    const again = await startTestServer({ ...start, db });
    expect(again.controls.clock.get()).toMatchObject({ now: before.now, speed: 0 });
    const after = await advance(again, '2h');
    const snapshot = again.controls.store.snapshot();
    await again.close();

    const straight = await startTestServer({ ...start, db: join(folder, 'straight.json') });
    expect(await advance(straight, '4h')).toEqual({ now: after.now, events: [...before.events, ...after.events] });
    expect(straight.controls.store.snapshot()).toEqual(snapshot);
    await straight.close();
  });

  it('is written alike by two servers started alike and advanced alike', async () => {
    const [a, b] = await Promise.all(
      ['a.json', 'b.json'].map((name) => startTestServer({ ...start, db: join(folder, name) })),
    );
    for (const by of ['20m', '3h', '45m']) {
      expect((await advance(a!, by)).events).toEqual((await advance(b!, by)).events);
    }
    await Promise.all([a!.close(), b!.close()]);
    const written = readFileSync(join(folder, 'a.json'), 'utf8');
    expect(written).toContain('"world":');
    expect(readFileSync(join(folder, 'b.json'), 'utf8')).toBe(written);
  });

  it('loses nothing acknowledged when killed -9 in the middle of catching up', async () => {
    const db = join(folder, 'killed.json');
    const args = [
      '--db',
      db,
      '--port',
      '0',
      '--seed',
      '9',
      '--count',
      '20',
      '--now',
      '2030-05-01T00:00:00Z',
      '--speed',
      '0',
      '--world',
      JSON.stringify(world),
      '--world-limit',
      '100000',
      '-q',
    ];
    const writer = pausedWriter(mkdtempSync(join(folder, 'pause-')));
    const child = await spawnServer(args, writer.env);
    const acknowledged = await advance(child, '6h');
    // A big catch-up, caught with its write held in flight when the process dies: what was answered stays.
    writer.pause();
    const inFlight = advance(child, '2000h').catch(() => undefined);
    await writer.paused();
    child.process.kill('SIGKILL');
    await inFlight;
    await new Promise((resolve) => child.process.once('exit', resolve));
    const { file, pets } = await readDurableDb(db);
    const byId = new Map(pets.map((pet) => [pet.id, pet]));
    const last = new Map(acknowledged.events.map((event) => [event.pet.id, event]));
    const stored = (file.meta as { world?: { seq: number; clock: { now: number } } }).world!;
    expect(stored.seq).toBe(acknowledged.events.at(-1)!.seq);
    expect(stored.clock.now).toBe(Date.parse(acknowledged.now));
    for (const [id, event] of last) expect(byId.get(id)).toEqual(event.kind === 'departed' ? undefined : event.pet);
    const restarted = await spawnServer(args);
    try {
      const clock = (await (await call(adminUrl(restarted, '/clock'))).json()) as { now: string };
      expect(clock.now).toBe(acknowledged.now);
      const view = (await (await call(adminUrl(restarted, '/world'))).json()) as { seq: number };
      expect(view.seq).toBe(stored.seq);
    } finally {
      restarted.process.kill('SIGKILL');
    }
  });
});
