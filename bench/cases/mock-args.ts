import { join } from 'node:path';

/** The mock's command line: quiet, on a free port, seeded like `npm start`. */
export function mockArgs(server: 'memory' | 'file', size: number, dir: string): string[] {
  const store = server === 'memory' ? ['--in-memory'] : ['--db', join(dir, `db-${size}.json`)];
  return ['server/bin.ts', '--quiet', '--port', '0', '--seed', '42', '--count', String(size), ...store];
}
