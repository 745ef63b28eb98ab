import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type autocannon from 'autocannon';
import { generatePets } from '../../fixtures/generate-pets.ts';
import { httpGet } from '../lib/http-get.ts';
import { spawnNode, stopChild } from '../lib/processes.ts';
import type { ServerChild } from '../lib/server-child.ts';

/** The json-server the durable creates are compared with: its 1.0 beta, file-backed (lowdb). */
export const jsonServerVersion = '1.0.0-beta.15';

/** What json-server is sent: the mock's create body, to its own path. */
export const jsonServerCreate: autocannon.Request[] = [
  {
    method: 'POST',
    path: '/pets',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Benchmark Biscuit', categoryId: 3, status: 'available' }),
  },
];

/**
 * Installs json-server into a folder of the bench's temp dir (never into the project) and serves
 * a db.json of `size` generated pets with it; resolves once it answers.
 */
export async function startJsonServer(dir: string, size: number): Promise<ServerChild> {
  const prefix = join(dir, 'json-server');
  mkdirSync(prefix, { recursive: true });
  execFileSync(
    'npm',
    ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', prefix, `json-server@${jsonServerVersion}`],
    { stdio: 'ignore' },
  );
  const db = join(prefix, 'db.json');
  writeFileSync(db, JSON.stringify({ pets: generatePets({ seed: 42, count: size }) }, null, 2));
  const port = await freePort();
  const child = spawnNode([
    join(prefix, 'node_modules', 'json-server', 'lib', 'bin.js'),
    db,
    '--port',
    String(port),
    '--host',
    '127.0.0.1',
  ]);
  const origin = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    if (
      await httpGet(`${origin}/pets?_limit=1`).then(
        (status) => status === 200,
        () => false,
      )
    )
      break;
    if (tries > 300 || child.exitCode !== null) {
      await stopChild(child, 1_000);
      throw new Error(`json-server ${jsonServerVersion} did not answer on ${origin}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { child, pid: child.pid!, origin, stop: () => stopChild(child) };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
