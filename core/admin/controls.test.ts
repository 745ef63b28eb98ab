import { describe, expect, it, vi } from 'vitest';
import { createMock } from '../create-mock.ts';
import type { Scenario } from '../store/scenario-types.ts';
import { ApiError } from '../exchange/errors.ts';

// The operations over one mock as functions: what the admin API and MSW's controls call.
const scenario: Scenario = {
  name: 'one',
  version: 1,
  description: 'one pet',
  pets: [{ id: 1, name: 'One', categoryId: 1 }],
  nextId: 2,
};

describe('the controls', () => {
  it('reset puts back the pets the store started with', async () => {
    const { controls } = await createMock({ scenario });
    await controls.loadScenario({
      ...scenario,
      name: 'three',
      pets: [1, 2, 3].map((id) => ({ id, name: `P${id}`, categoryId: 1 })),
      nextId: 4,
    });
    expect(controls.store.count()).toBe(3);
    await controls.reset();
    expect(controls.store.snapshot().pets.map(({ id }) => id)).toEqual([1]);
  });

  it("runs the clock at a scenario's speed: 0 freezes it at start and after a reset, 60 runs a minute a second", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const now = '2030-01-01T00:00:00.000Z';
      const { controls, simulation } = await createMock({ scenario: { ...scenario, clock: { now, speed: 0 } } });
      vi.setSystemTime(Date.now() + 60_000);
      expect(simulation.clock.now().toISOString()).toBe(now);
      await controls.reset();
      vi.setSystemTime(Date.now() + 60_000);
      expect([simulation.clock.now().toISOString(), simulation.clock.speed()]).toEqual([now, 0]);
      await controls.loadScenario({ ...scenario, clock: { now, speed: 60 } });
      vi.setSystemTime(Date.now() + 1_000);
      expect(simulation.clock.now().toISOString()).toBe('2030-01-01T00:01:00.000Z');
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a start rule for an operation that does not exist, as the admin API does', async () => {
    await expect(createMock({ failures: [{ operationId: 'listPet', status: 503 }] })).rejects.toMatchObject({
      code: 'invalid_rule',
      message: expect.stringContaining('(did you mean listPets?)'),
    });
  });

  it('refuses a scenario it cannot load as invalid_scenario, changing nothing', async () => {
    const { controls } = await createMock({ scenario });
    const refusal = await controls.loadScenario({ name: 'bad', pets: 'none' }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ code: 'invalid_scenario', status: 400 });
    expect(controls.store.count()).toBe(1);
  });

  it('has no scenario load to undo in a store kept in memory', async () => {
    const { controls } = await createMock({ scenario });
    await expect(controls.undoScenario()).rejects.toMatchObject({ code: 'nothing_to_undo' });
  });

  it('clock.set answers with the time it set, though a running clock has moved on by the next read', async () => {
    // Real time that moves a millisecond at every read: a set and its view never share one.
    let realMs = Date.parse('2026-01-01T00:00:00Z');
    const ticking = vi.spyOn(Date, 'now').mockImplementation(() => (realMs += 1));
    try {
      const { controls } = await createMock({ scenario });
      expect(controls.clock.set(new Date('2031-01-01T00:00:00Z'))).toMatchObject({
        now: '2031-01-01T00:00:00.000Z',
        simulated: true,
        getPetGone: true,
      });
      expect(Date.parse(controls.clock.get().now)).toBeGreaterThan(Date.parse('2031-01-01T00:00:00Z'));
    } finally {
      ticking.mockRestore();
    }
  });

  it('refuses a clock advance by an empty duration as invalid_body, moving nothing', async () => {
    const { controls } = await createMock({ scenario, now: new Date('2030-01-01T00:00:00Z'), speed: 0 });
    expect(() => controls.clock.advance('')).toThrow(expect.objectContaining({ code: 'invalid_body', status: 400 }));
    expect(controls.clock.get().now).toBe('2030-01-01T00:00:00.000Z');
  });
});
