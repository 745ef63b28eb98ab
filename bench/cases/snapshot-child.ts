// Run by cases/snapshot.ts in a process of its own (node --expose-gc), so heap numbers are its alone.
// Usage: node --expose-gc bench/cases/snapshot-child.ts
import { createMock } from '../../core/create-mock.ts';
import { fetchHandler } from '../../core/exchange/fetch-exchange.ts';

const entries = 1000;
const gc = (globalThis as { gc?: () => void }).gc!;
const heap = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};

/** What time travel keeps per journal entry with `pets` pets, and how long a snapshot takes to build. */
async function measure(pets: number) {
  const time = { real: 0 };
  const mock = await createMock({
    seed: 42,
    count: pets,
    apiKeys: ['key-a', 'key-b'],
    now: new Date('2030-11-20T00:00:00Z'),
    speed: 60,
    realNow: () => time.real,
    journalSize: entries,
    world: { arrivals: { perHour: 40 }, adoptions: { perHour: 30, soldAfter: ['2m', '15m'] } },
    failures: [
      { id: 'flaky', operationId: 'listPets', status: 503, probability: 0.3 },
      { id: 'thrice', operationId: 'createPet', status: 500, times: 3 },
      { id: 'limit', method: 'GET', rateLimit: { limit: 1000, windowMs: 30_000 } },
    ],
  });
  const send = fetchHandler(mock.app);
  const request = (index: number) => {
    const headers = { authorization: `Bearer key-${index % 2 ? 'a' : 'b'}`, 'content-type': 'application/json' };
    if (index % 3 === 0)
      return new Request('http://127.0.0.1/v1/pets', {
        method: 'POST',
        headers,
        body: `{"name":"Pet ${index}","categoryId":1}`,
      });
    if (index % 3 === 1) return new Request(`http://127.0.0.1/v1/pets/${1 + (index % 900)}`, { headers });
    return new Request('http://127.0.0.1/v1/pets?status=available&limit=20', { headers });
  };
  // Twice the journal's size: the ring is full and every slot reused once, as in a long run.
  for (let index = 0; index < 2 * entries; index++) {
    time.real += 1500;
    await (await send(request(index))).text();
  }
  const oldest = mock.controls.journal.list({ limit: entries })[0]!.id;
  let started = performance.now();
  mock.controls.snapshot({ at: oldest });
  const atMs = performance.now() - started;
  started = performance.now();
  mock.controls.snapshot();
  const nowMs = performance.now() - started;

  const full = heap();
  mock.store.forgetBefore(mock.store.mark());
  const withoutLog = heap();
  const states = Array.from({ length: entries }, (_, offset) => mock.simulation.journal.stateBefore(oldest + offset));
  mock.controls.journal.clear();
  const statesOnly = heap();
  states.length = 0;
  const none = heap();
  return {
    pets,
    entries,
    changeLogBytes: Math.round((full - withoutLog) / entries),
    stateBytes: Math.round((statesOnly - none) / entries),
    snapshotAtMs: atMs,
    snapshotNowMs: nowMs,
  };
}

console.log(JSON.stringify([await measure(1000), await measure(100_000)]));
