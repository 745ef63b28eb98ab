import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { withoutValues } from '../../server/db-file/lock-holder.ts';
import { Harness } from '../process/harness.ts';

const harness = new Harness();
afterEach(() => harness.cleanup());

/** The lock message names the holder without printing its secrets. */
describe('the lock message', () => {
  it("names the holder's pid and command with every option value masked", async () => {
    const db = join(await harness.tempDir(), 'db.json');
    const first = await harness.start(['--port', '0', `--db=${db}`, '--quiet', '--admin-token', 's3cret-admin', '--api-key', 's3cret-key']);
    const refused = await harness.runToExit(['--port', '0', '--db', db]);
    expect(refused.code).toBe(1);
    const said = refused.stderr();
    expect(said).toContain(`pid ${first.process.pid}: `);
    expect(said).toMatch(/server\/bin\.ts --port \*\*\* --db=\*\*\* --quiet --admin-token \*\*\* --api-key \*\*\*\./);
    expect(said).not.toContain('s3cret');
  });

  it.for([
    [['node', 'bin.ts', '--admin-token', 't', '--in-memory'], ['node', 'bin.ts', '--admin-token', '***', '--in-memory']],
    [['node', 'bin.ts', '--upstream-key=k', '-p', '4010'], ['node', 'bin.ts', '--upstream-key=***', '-p', '***']],
  ])('masks %j', ([args, shown]) => {
    expect(withoutValues(args!)).toEqual(shown);
  });
});
