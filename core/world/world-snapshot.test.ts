import { describe, expect, it } from 'vitest';
import { createMock } from '../create-mock.ts';

// The world's part of a snapshot (core/reports): its config and where it stands travel with the rest.
const world = {
  seed: 3,
  arrivals: { perHour: 60 },
  adoptions: { perHour: 30, soldAfter: ['5m', '30m'] as [string, string] },
};

describe('the world in a snapshot', () => {
  it('keeps the world: its config and where it stands, so the loaded one moves on the same', async () => {
    const original = await createMock({ seed: 4, count: 10, now: new Date('2031-01-01T00:00:00Z'), speed: 0, world });
    original.controls.clock.advance('1h');
    const exported = original.controls.exportScenario();
    expect(exported.world).toEqual(original.controls.world.get().world);
    const copy = await createMock({ seed: 99, scenario: exported });
    expect(copy.controls.world.get()).toEqual(original.controls.world.get());
    expect(copy.controls.clock.advance('2h')).toEqual(original.controls.clock.advance('2h'));
  });
});
