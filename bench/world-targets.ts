import { median } from './lib/stats.ts';
import { routeLabels } from './lib/routes.ts';
import { sizeLabel, type LoadCase, type SnapshotCase, type WorldCase } from './results.ts';
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

/**
 * Issue 54's rows: what time travel keeps per journal entry, at 1,000 and 100,000 pets. Stored pets
 * are shared, never copied, so an entry costs the same whatever the store's size: held to 2 KiB.
 */
export function snapshotRows(cases: readonly SnapshotCase[] | undefined): Row[] {
  return (cases ?? []).map(({ pets, entries, stateBytes, changeLogBytes, snapshotAtMs }) => ({
    section: 'Snapshots: time travel per journal entry',
    name: `${pets.toLocaleString('en')} pets, ${entries.toLocaleString('en')} mixed requests: state + change log per entry (?at= of the oldest: ${snapshotAtMs.toFixed(0)} ms)`,
    value: `${stateBytes + changeLogBytes} B (state ${stateBytes}, change log ${changeLogBytes})`,
    target: '< 2048 B',
    pass: stateBytes + changeLogBytes < 2048,
  }));
}
