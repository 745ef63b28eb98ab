import { join } from 'node:path';

/** The mock's command line as `npm start` runs it: quiet, on a free port, seeded. */
export function mockArgs(server: 'memory' | 'file', size: number, dir: string): string[] {
  const store = server === 'memory' ? ['--in-memory'] : ['--db', join(dir, `db-${size}.json`)];
  return ['server/start.js', '--quiet', '--port', '0', '--seed', '42', '--count', String(size), ...store];
}

/** A world with every kind of event on, for the load rows of a world with nothing due (the clock frozen with `--speed 0`). */
const busyWorld = {
  seed: 42,
  adoptions: { perHour: 60, soldAfter: ['10m', '1h'] },
  arrivals: { perHour: 30 },
  departures: { after: ['30m', '2h'] },
};

/** The in-memory mock's command line with that world and a frozen clock: reads must cost what they cost without it. */
export function worldMockArgs(size: number, dir: string): string[] {
  return [...mockArgs('memory', size, dir), '--speed', '0', '--world', JSON.stringify(busyWorld)];
}
