import { join } from 'node:path';

/** The mock's command line as `npm start` runs it: quiet, on a free port, seeded. */
export function mockArgs(server: 'memory' | 'file', size: number, dir: string): string[] {
  const store = server === 'memory' ? ['--in-memory'] : ['--db', join(dir, `db-${size}.json`)];
  return ['server/start.js', '--quiet', '--port', '0', '--seed', '42', '--count', String(size), ...store];
}
