import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { journalToHar } from '../../core/reports/har.ts';
import { runCli } from '../support/child-server.ts';
import { mixedRequests, mockOnFakeTime, runStart, send } from '../support/recorded-run.ts';

/** `animal-store-mock replay ...args`: exit code, stdout, stderr. */
async function replay(...args: string[]) {
  const child = runCli(['replay', ...args]);
  const { code } = await child.exited;
  return { code, stdout: child.stdout(), stderr: child.stderr() };
}

// The journal's HAR from entry 100 on, with the snapshot at 100, replays identically; one request
// changed is named by its entry.
describe('animal-store-mock replay', () => {
  let dir: string;
  let har: ReturnType<typeof journalToHar>;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'replay-cli-'));
    const original = await mockOnFakeTime(runStart);
    for (const request of mixedRequests(200)) {
      original.time.real += request.wait;
      if (request.advance) original.mock.controls.clock.advance(request.advance);
      await send(original.fetch, request);
    }
    har = journalToHar(original.mock.controls.journal.list({ since: 99 }), { origin: 'http://127.0.0.1' });
    await writeFile(join(dir, 'at-100.json'), JSON.stringify(original.mock.controls.snapshot({ at: 100 })));
    await writeFile(join(dir, 'from-100.har'), JSON.stringify(har));
  });

  it('says every answer is identical, exit 0', async () => {
    expect(await replay(join(dir, 'at-100.json'), join(dir, 'from-100.har'))).toMatchObject({
      code: 0,
      stdout: '101 answers identical\n',
    });
  });

  it('names the first entry whose answer differs when one request body was changed, exit 1', async () => {
    const changed = structuredClone(har);
    const index = changed.log.entries.findIndex(({ request }, at) => at > 5 && request.postData !== undefined);
    changed.log.entries[index]!.request.postData!.text = JSON.stringify({ name: 'Someone else', categoryId: 2 });
    await writeFile(join(dir, 'changed.har'), JSON.stringify(changed));
    const { code, stdout } = await replay(join(dir, 'at-100.json'), join(dir, 'changed.har'));
    expect(code).toBe(1);
    expect(stdout).toMatch(new RegExp(`^entry ${index + 1} \\(journal id ${index + 100}\\), POST /v1/pets: `));
  });

  it('refuses a file it cannot read or that is no snapshot on one line, exit 2', async () => {
    for (const args of [
      [join(dir, 'missing.json'), join(dir, 'from-100.har')],
      [join(dir, 'from-100.har'), join(dir, 'from-100.har')],
      [join(dir, 'at-100.json'), join(dir, 'at-100.json')],
    ]) {
      const { code, stderr } = await replay(...args);
      expect(code).toBe(2);
      expect(stderr.trim().split('\n')).toHaveLength(1);
    }
  });
});
