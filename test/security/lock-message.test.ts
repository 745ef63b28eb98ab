import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Harness } from '../process/harness.ts';

const harness = new Harness();
afterEach(() => harness.cleanup());

/**
 * The lock message names the holder without printing its secrets, and shows its port and paths so
 * the person can tell which server it is (issue 41, point 8: every value was masked).
 */
describe('the lock message', () => {
  it("names the holder's pid and command, its port and db shown, its tokens and keys masked", async () => {
    const db = join(await harness.tempDir(), 'db.json');
    const first = await harness.start([
      '--port',
      '0',
      `--db=${db}`,
      '--quiet',
      '--admin-token',
      's3cret-admin',
      '--api-key',
      's3cret-key',
    ]);
    const refused = await harness.runToExit(['--port', '0', '--db', db]);
    expect(refused.code).toBe(1);
    const said = refused.stderr();
    expect(said).toContain(`pid ${first.process.pid}: `);
    expect(said).toContain(`server/bin.ts --port 0 --db=${db} --quiet --admin-token *** --api-key ***.`);
    expect(said).not.toContain('s3cret');
  });
});
