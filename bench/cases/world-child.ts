// Run by cases/world.ts in a process of its own, so the first run is as cold as at a server start.
// Usage: node bench/cases/world-child.ts <runs>
import { createMock } from '../../core/create-mock.ts';
import type { WorldInput } from '../../core/store/scenario-types.ts';

const runs = Number(process.argv[2] ?? 5);
const events = 10_000;
const start = { seed: 42, count: 1000, now: new Date('2030-01-01T00:00:00Z'), speed: 0 };
const world: WorldInput = {
  adoptions: { perHour: 300, soldAfter: ['10m', '2h'] },
  arrivals: { perHour: 200 },
  departures: { after: ['1h', '1d'] },
};

// Where the 10,000th event falls: advanced to it, a fresh mock applies exactly that many in one move.
const probe = await createMock({ ...start, world, worldLimit: 1_000_000 });
const to = probe.controls.clock.advance('30d').events[events - 1]!.time;

const runsMs: number[] = [];
for (let i = 0; i < runs; i++) {
  // The limit counts steps (skipped draws and lapsed changes too): raised so the move applies its 10,000 events.
  const mock = await createMock({ ...start, world, worldLimit: 1_000_000 });
  const started = performance.now();
  const moved = mock.controls.clock.advance({ to });
  await mock.controls.world.written();
  runsMs.push(performance.now() - started);
  if (moved.events.length !== events)
    throw new Error(`the catch-up applied ${moved.events.length} events, not ${events}`);
}
console.log(JSON.stringify({ events, pets: start.count, runsMs }));
