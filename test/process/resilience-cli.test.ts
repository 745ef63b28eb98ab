import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { judgeResilience, resilienceDefaults, type ResilienceDocument } from '../../core/reports/resilience.ts';
import { observedExchanges as seen } from '../support/observed-exchange.ts';
import { startTestServer } from '../support/test-server.ts';
import { Harness } from './harness.ts';

const harness = new Harness();
afterEach(() => harness.cleanup());

const busy = { status: 503, retryAfterMs: 1000 };
/** A worker whose client called again 10 ms after a 503 that asked for a second. */
const hasty = judgeResilience(seen({ at: 0, ...busy }, { at: 10 }));
/** The same client fixed: it waited the second. */
const patient = judgeResilience(seen({ at: 0, ...busy }, { at: 1_001 }));
/** A worker that met no failure at all. */
const calm = judgeResilience(seen({ at: 0 }));

async function writeJson(dir: string, name: string, value: unknown): Promise<string> {
  const file = join(dir, name);
  await writeFile(file, JSON.stringify(value));
  return file;
}

describe('animal-store-mock resilience', () => {
  it('fails the gate naming the failed and the unexercised checks, and passes once the client is fixed', async () => {
    const dir = await harness.tempDir();
    await writeJson(dir, 'worker-1.json', hasty);
    await writeJson(dir, 'worker-2.json', calm);
    const failing = await harness.runToExit(['resilience', dir, '--require', 'retry-after,gone-respected', '--quiet']);
    expect(failing.code).toBe(1);
    expect(failing.stderr()).toContain(
      'resilience gate: required retry-after failed: listPets was called again 9 ms after a 503',
    );
    expect(failing.stderr()).toContain('resilience gate: required gone-respected was not exercised');

    await writeJson(dir, 'worker-1.json', patient);
    const passing = await harness.runToExit([
      'resilience',
      dir,
      '--require',
      'retry-after',
      '--json',
      join(dir, 'merged.out'),
    ]);
    expect(passing.code, passing.stderr()).toBe(0);
    expect(passing.stdout()).toMatch(/^retry-after +PASS +1 pass, 0 fail, 1 not exercised +Every call/m);
    const merged = JSON.parse(await readFile(join(dir, 'merged.out'), 'utf8')) as ResilienceDocument;
    expect(merged.checks['retry-after'].tally).toEqual({ pass: 1, fail: 0, 'not-exercised': 1 });
  });

  it('names the flag and the empty value when $GITHUB_STEP_SUMMARY is not set', async () => {
    const file = await writeJson(await harness.tempDir(), 'r.json', patient);
    const run = await harness.runToExit(['resilience', file, '--markdown', '', '--quiet']);
    expect(run.code).toBe(2);
    expect(run.stderr()).toMatch(
      /^error: option '--markdown <file>' argument '' is invalid\. the file name is empty: .*\$GITHUB_STEP_SUMMARY/,
    );
  });

  it('writes Markdown and JUnit: one case per check, a failure when failed, skipped when not exercised', async () => {
    const dir = await harness.tempDir();
    const file = await writeJson(dir, 'r.json', hasty);
    const run = await harness.runToExit([
      'resilience',
      file,
      '--markdown',
      join(dir, 'r.md'),
      '--junit',
      join(dir, 'r.xml'),
      '--quiet',
    ]);
    expect(run.code, run.stderr()).toBe(0);
    expect(await readFile(join(dir, 'r.md'), 'utf8')).toContain('| `retry-after` | **FAIL** |');
    const junit = await readFile(join(dir, 'r.xml'), 'utf8');
    expect(junit).toContain('<testsuites name="Client resilience" tests="7" failures="1" skipped="4">');
    expect(junit).toMatch(
      /<testcase classname="resilience" name="retry-after"><failure message="listPets was called again 9 ms/,
    );
    expect(junit).toContain(
      '<testcase classname="resilience" name="gone-respected"><skipped message="getPet never answered 410."/>',
    );
  });

  it.for([
    ['an unreadable file', ['missing.json'], /missing\.json: cannot read \(ENOENT\)/],
    ['the wrong shape', ['wrong.json'], /wrong\.json: not resilience JSON/],
    ['an unknown check', ['good.json', '--require', 'retry-afta'], /"retry-afta" is not a check/],
    ['an option out of range', ['good.json', '--storm', '0'], /storm must be an integer from 1/],
    ['verdicts judged with other options', ['good.json', 'strict.json'], /cannot be merged/],
  ] as const)('exits 2 with one line on %s', async ([, args, message]) => {
    const dir = await harness.tempDir();
    await writeJson(dir, 'good.json', calm);
    await writeJson(dir, 'wrong.json', { ...calm, checks: {} });
    await writeJson(dir, 'strict.json', { ...calm, options: { ...resilienceDefaults, storm: 2 } });
    const run = await harness.runToExit(['resilience', ...args], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr().trim().split('\n')).toHaveLength(1);
    expect(run.stderr()).toMatch(message);
  });

  describe('reading a running server', () => {
    let server: Awaited<ReturnType<typeof startTestServer>>;
    beforeAll(async () => {
      server = await startTestServer();
      const headers = { authorization: 'Bearer test-key', 'animal-store-sandbox': 'cli-res' };
      await fetch(`${server.url.replace(/\/v1$/, '')}/__admin/failures`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ operationId: 'listPets', status: 503, times: 1 }),
      });
      for (let i = 0; i < 2; i++)
        await fetch(`${server.url}/pets`, { headers }).then((response) => response.arrayBuffer());
    });
    afterAll(() => server.close());

    it('reads a sandbox named by ?sandbox=, judged with the options given as flags', async () => {
      const dir = await harness.tempDir();
      const url = `${server.url.replace(/\/v1$/, '')}?sandbox=cli-res`;
      const run = await harness.runToExit([
        'resilience',
        url,
        '--tolerance',
        '0',
        '--json',
        join(dir, 'r.json'),
        '--require',
        'retry-after',
      ]);
      expect(run.code).toBe(1);
      const read = JSON.parse(await readFile(join(dir, 'r.json'), 'utf8')) as ResilienceDocument;
      expect(read.options.tolerance).toBe(0);
      expect(read.checks['retry-after']).toMatchObject({ verdict: 'fail', entries: [1, 2] });
      const main = await harness.runToExit(['resilience', server.url, '--quiet']);
      expect([main.code, main.stderr()]).toEqual([0, '']);
    });
  });
});
