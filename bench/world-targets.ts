import { median } from './lib/stats.ts';
import { routeLabels } from './lib/routes.ts';
import { sizeLabel, type LoadCase, type WorldCase } from './results.ts';
import { ratioRow, type Row } from './row.ts';

/** Issue 35's row: catching up 10,000 world events in one clock move, under 100 ms at its slowest run. */
export function worldRows(world: WorldCase | undefined): Row[] {
  if (!world) return [];
  const slowest = Math.max(...world.runsMs);
  return [
    {
      section: 'World: one clock move applying its events to the store',
      name: `catching up ${world.events.toLocaleString('en')} events (${world.pets.toLocaleString('en')} pets), slowest of ${world.runsMs.length} runs in a fresh process`,
      value: `${slowest.toFixed(0)} ms (median ${median(world.runsMs).toFixed(0)})`,
      target: '< 100 ms',
      pass: slowest < 100,
    },
  ];
}

/**
 * Issue 35's "reads with a world that has nothing due cost nothing measurable": each read of the
 * mock started with a world on a frozen clock against the same read of a plain in-memory mock run
 * just before it (the same group), by server CPU per request (plain / world), held to 0.95x.
 */
export function worldLoadRows(load: readonly LoadCase[]): Row[] {
  return load
    .filter((kase) => kase.server === 'world')
    .map((kase) => {
      const section = `mock in-memory with a world on and nothing due (--speed 0 --world), ${sizeLabel(kase.size)} pets (by CPU against the plain in-memory mock just before)`;
      const row = { section, name: routeLabels[kase.route], load: kase.result, vs: `in-memory ${kase.route} CPU` };
      const plain = load.find(
        (other) => other.server === 'memory' && other.group === kase.group && other.route === kase.route,
      );
      const [mine, theirs] = [kase.result.cpuUsPerRequest, plain?.result.cpuUsPerRequest];
      return mine && theirs ? ratioRow(row, theirs / mine, { min: 0.95 }) : row;
    });
}
