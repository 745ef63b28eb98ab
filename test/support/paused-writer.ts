import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { repoRoot } from '../../scripts/run-cli.ts';

/**
 * Holds a child server's next write in flight, so a test kills it at a known point rather than
 * after a guessed sleep: pass `env` to `spawnServer`, call `pause()`, start the write, then
 * `await paused()`.
 * @example const writer = pausedWriter(folder); const child = await spawnServer(args, writer.env);
 */
export function pausedWriter(folder: string) {
  const marker = join(folder, 'pause-writes');
  return {
    env: {
      NODE_OPTIONS: `--import ${join(repoRoot, 'test/support/pause-writes-preload.ts')}`,
      PAUSE_WRITES_MARKER: marker,
    },
    /** From now on, the next file the server opens for writing gets its first piece, then no more. */
    pause: () => writeFileSync(marker, ''),
    /** Resolves once a write is held; the path it held. */
    paused: () => expect.poll(() => existsSync(`${marker}.paused`), { timeout: 15_000 }).toBe(true),
  };
}
