import { describe, expect, it } from 'vitest';
import { createAnimalStore } from '../../mocks/index.ts';

describe("an MSW store's world and clock, as functions", () => {
  it('sets a world and a frozen clock, advances it, and lists the same events it answered', async () => {
    const store = await createAnimalStore({ seed: 11, count: 8 });
    expect(store.clock.set(new Date('2030-06-01T00:00:00Z'), { speed: 0 })).toMatchObject({
      speed: 0,
      simulated: true,
    });
    expect(
      store.world.set({
        arrivals: { perHour: 4, status: 'pending' },
        adoptions: { perHour: 2, soldAfter: ['1m', '5m'] },
      }).world,
    ).toMatchObject({ seed: 11 });
    const { now, events } = store.clock.advance('2h');
    expect(now).toBe('2030-06-01T02:00:00.000Z');
    expect(events.some(({ kind }) => kind === 'arrived')).toBe(true);
    expect(store.world.events()).toEqual(events);
    for (const { kind, pet } of events) if (kind !== 'departed') expect(store.pets.get(pet.id)?.status).toBeDefined();
    expect(store.clock.advance({ to: '2030-06-01T03:00:00Z' }).now).toBe('2030-06-01T03:00:00.000Z');
    expect(() => store.clock.set(new Date('2030-01-01T00:00:00Z'))).toThrow(
      expect.objectContaining({ code: 'clock_backwards' }),
    );
  });
});
