import { afterEach, describe, expect, it } from 'vitest';
import { call } from '../support/bounded-fetch.ts';
import { startTestServer } from '../support/test-server.ts';
import { inSandbox } from '../support/sandbox-support.ts';

/**
 * Issue 52, point 5: `--journal-bytes` is one budget for the main store and every sandbox together:
 * a flood of large bodies over many sandboxes keeps no more than it in all, the newest bodies kept.
 */
type Server = Awaited<ReturnType<typeof startTestServer>>;
const mib = 1024 * 1024;

describe('one journal budget over the main store and its sandboxes', () => {
  let server: Server;
  afterEach(() => server?.close());

  it('a flood of 1 MB bodies over 40 sandboxes keeps --journal-bytes in all, newest first', async () => {
    const budget = 2 * mib;
    server = await startTestServer({ journalBytes: budget, sandboxes: {} });
    // Within the 1 MiB body limit; a refused create (400) is journalled with its body all the same.
    const body = JSON.stringify({ name: 'x'.repeat(mib - 64), categoryId: 1 });
    for (let round = 0; round < 2; round++) {
      for (let n = 0; n < 40; n++) {
        const answer = await call(`${server.url}/pets`, {
          method: 'POST',
          headers: inSandbox(`flood-${n}`, { 'content-type': 'application/json' }),
          body,
        });
        await answer.arrayBuffer();
        expect(answer.status).toBeLessThan(500);
      }
    }
    const journals = [
      server.simulation.journal,
      ...server.sandboxes!.list().map(({ mock }) => mock.simulation.journal),
    ];
    expect(journals).toHaveLength(41);
    const kept = journals.reduce((sum, journal) => sum + journal.bodyBytes(), 0);
    expect(kept).toBeLessThanOrEqual(budget);
    expect(kept).toBeGreaterThan(budget / 2);
    // The newest sandbox's last body is kept; the first sandbox's are gone.
    const bodies = (name: string) =>
      server
        .sandboxes!.list()
        .find((sandbox) => sandbox.name === name)!
        .mock.simulation.journal.list()
        .map((entry) => entry.bodiesDropped ?? false);
    expect(bodies('flood-39').at(-1)).toBe(false);
    expect(bodies('flood-0')).toEqual([true, true]);
  });
});
