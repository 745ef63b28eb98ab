import { median } from './lib/stats.ts';
import type { WorldCase } from './results.ts';
import type { Row } from './row.ts';

/** Issue 35's row: catching up 10,000 world events in one clock move, under 100 ms at its slowest run. */
export function worldRows(world: WorldCase | undefined): Row[] {
  if (!world) return [];
  const slowest = Math.max(...world.runsMs);
  return [{
    section: 'World: one clock move applying its events to the store',
    name: `catching up ${world.events.toLocaleString('en')} events (${world.pets.toLocaleString('en')} pets), slowest of ${world.runsMs.length} runs in a fresh process`,
    value: `${slowest.toFixed(0)} ms (median ${median(world.runsMs).toFixed(0)})`,
    target: '< 100 ms',
    pass: slowest < 100,
  }];
}
