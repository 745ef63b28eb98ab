import { describe, expect, it } from 'vitest';
import { createMock, fetchHandler } from '../internal.ts';
import { createAdminClient } from './admin-client.ts';
import { remoteControls } from './remote-controls.ts';

describe('remoteControls', () => {
  it('acts on a mock through its admin API: the clock moved, a rule added, a scenario loaded', async () => {
    const mock = await createMock({ count: 3, now: new Date('2030-01-01T00:00:00Z'), speed: 0 });
    const controls = remoteControls(createAdminClient({ fetch: fetchHandler(mock.admin) }).call);
    expect(await controls.clock.advance('2h')).toEqual({
      ok: true,
      status: 200,
      value: { now: '2030-01-01T02:00:00.000Z', events: [] },
    });
    expect((await controls.clock.set(undefined, { speed: 60 })).ok).toBe(true);
    expect(mock.controls.clock.get()).toMatchObject({ speed: 60 });
    const added = await controls.failures.add({ operationId: 'listPets', status: 503 });
    expect(added.ok && mock.controls.failures.list().map(({ id }) => id)).toEqual([
      (added.ok && (added.value as { id: string }).id) || 'none',
    ]);
    expect((await controls.loadScenario('empty')).ok && mock.store.count()).toBe(0);
    await mock.close();
  });

  it('answers a refusal as an outcome naming the request, for the fixture to throw and a view to show', async () => {
    const mock = await createMock({ count: 1 });
    const refused = await remoteControls(createAdminClient({ fetch: fetchHandler(mock.admin) }).call).clock.advance(
      'soon',
    );
    expect(refused).toMatchObject({ ok: false, status: 400, request: 'POST /__admin/clock/advance' });
    await mock.close();
  });
});
