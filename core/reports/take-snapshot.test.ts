import { Memory } from 'lowdb';
import { describe, expect, it } from 'vitest';
import { createMock } from '../create-mock.ts';
import { fetchHandler } from '../exchange/fetch-exchange.ts';
import type { StoreData } from '../store/store-data.ts';

const get = (path: string) => new Request(`http://127.0.0.1${path}`, { headers: { authorization: 'Bearer k' } });

describe('a snapshot', () => {
  it('keeps what each rule spent and where the random stream stands', async () => {
    const failures = [
      { id: 'twice', operationId: 'listPets', status: 500, times: 2 },
      { id: 'later', operationId: 'getPet', status: 502, after: 3 },
      { id: 'coin', operationId: 'listPets', status: 503, probability: 0.5 },
    ];
    const original = await createMock({ seed: 5, count: 3, failures, now: new Date('2031-01-01T00:00:00Z'), speed: 0 });
    const send = fetchHandler(original.app);
    for (const path of ['/v1/pets', '/v1/pets/1', '/v1/pets/2', '/v1/pets', '/v1/pets']) await send(get(path));
    const copy = await createMock({ scenario: original.controls.snapshot() });
    expect(copy.controls.failures.list()).toEqual(original.controls.failures.list());
    const statuses = async (app: typeof original.app) => {
      const out: number[] = [];
      for (const path of ['/v1/pets', '/v1/pets', '/v1/pets/3', '/v1/pets/1', ...Array(8).fill('/v1/pets')])
        out.push((await fetchHandler(app)(get(path))).status);
      return out;
    };
    expect(await statuses(copy.app)).toEqual(await statuses(original.app));
  });

  it('is taken without a write, and loaded paused when asked', async () => {
    let writes = 0;
    const adapter = new Memory<StoreData>();
    const write = adapter.write.bind(adapter);
    adapter.write = (data) => (writes++, write(data));
    const mock = await createMock({ adapter, count: 5, now: new Date('2031-01-01T00:00:00Z'), speed: 60 });
    await mock.store.flush();
    const before = writes;
    const snapshot = mock.controls.snapshot();
    mock.controls.exportScenario();
    expect(writes).toBe(before);
    await mock.controls.loadScenario(snapshot, 'inline', { paused: true });
    expect(mock.controls.clock.get().speed).toBe(0);
    expect(snapshot.snapshot!.clock.speed).toBe(60);
  });
});
