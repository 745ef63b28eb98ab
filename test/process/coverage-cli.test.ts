import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CoverageDocument } from '../../core/internal.ts';
import { createAnimalStore } from '../../mocks/index.ts';
import { storeInternals } from '../../mocks/create-animal-store.ts';
import { startTestServer } from '../support/test-server.ts';
import { Harness } from './harness.ts';

const harness = new Harness();
afterEach(() => harness.cleanup());

/** The coverage of a fresh store after `requests` (method, path, Prefer), each with a valid key. */
async function coverageAfter(requests: [method: string, path: string, prefer?: string][]): Promise<CoverageDocument> {
  const store = await createAnimalStore({ apiKeys: ['k'], count: 3 });
  for (const [method, path, prefer] of requests) {
    const headers: Record<string, string> = { authorization: 'Bearer k', ...(prefer && { prefer }) };
    await storeInternals(store).app.handle({
      method,
      path,
      query: '',
      origin: 'http://localhost',
      headers,
      body: null,
      signal: new AbortController().signal,
    });
  }
  return store.coverage();
}

async function writeJson(dir: string, name: string, value: unknown): Promise<string> {
  const file = join(dir, name);
  await writeFile(file, JSON.stringify(value));
  return file;
}

describe('animal-store-mock coverage', () => {
  it('fails the gate naming the hole, and passes once a second worker filled it', async () => {
    const dir = await harness.tempDir();
    const first = await writeJson(dir, 'worker-1.json', await coverageAfter([['GET', '/v1/pets']]));
    const failing = await harness.runToExit(['coverage', first, '--require', 'listPets:503,listPets:200', '--quiet']);
    expect(failing.code).toBe(1);
    expect(failing.stderr()).toContain('required listPets:503 was never seen');
    expect(failing.stderr()).not.toContain('listPets:200');

    await writeJson(dir, 'worker-2.json', await coverageAfter([['GET', '/v1/pets', 'code=503']]));
    const passing = await harness.runToExit([
      'coverage',
      dir,
      '--require',
      'listPets:503,listPets:200',
      '--json',
      join(dir, 'merged.out'),
    ]);
    expect(passing.code, passing.stderr()).toBe(0);
    const merged = JSON.parse(await readFile(join(dir, 'merged.out'), 'utf8')) as CoverageDocument;
    const listPets = merged.operations['listPets']!;
    const [responses, kinds] = [Object.keys(listPets.responses).length, Object.keys(listPets.failures).length];
    // The spec's `default` documents an injected 503: counted there, not as undocumented.
    expect(passing.stdout()).toMatch(new RegExp(`listPets \\(GET /pets\\)\\s+2/${responses}\\s+1/${kinds}\\s`));
    expect(listPets.responses['default']).toBe(1);
    expect(listPets.undocumented).toEqual({});
    expect(merged.operations['listPets']!.failures.error!.sources).toEqual({ rule: 0, prefer: 1 });
  });

  it('gates on percentages, and writes Markdown and JUnit with each hole a failing test case', async () => {
    const dir = await harness.tempDir();
    const coverage = await coverageAfter([
      ['GET', '/v1/pets'],
      ['GET', '/v1/pets/1'],
    ]);
    const file = await writeJson(dir, 'c.json', coverage);
    const operations = Object.values(coverage.operations);
    const documented = operations.reduce((sum, { responses }) => sum + Object.keys(responses).length, 0);
    const kinds = operations.reduce((sum, { failures }) => sum + Object.keys(failures).length, 0);
    const met = Math.floor((2 / documented) * 1000) / 10; // the two answered, to the percent the report prints
    const run = await harness.runToExit([
      'coverage',
      file,
      '--min-responses',
      String(met),
      '--min-failures',
      '1',
      '--markdown',
      join(dir, 'c.md'),
      '--junit',
      join(dir, 'c.xml'),
      '--quiet',
    ]);
    expect(run.code).toBe(1);
    expect(run.stderr()).toContain('failure kinds covered 0% < 1%; holes: listPets:error');
    expect(run.stderr()).not.toContain('responses covered');
    expect(await readFile(join(dir, 'c.md'), 'utf8')).toContain(`Responses covered: **2/${documented} (${met}%)**`);
    const junit = await readFile(join(dir, 'c.xml'), 'utf8');
    expect(junit).toContain(
      `<testsuites name="API coverage: Animal Store 1.0.0" tests="${documented + kinds}" failures="${documented + kinds - 2}">`,
    );
    expect(junit).toContain('<failure message="getPet never met an injected gone" type="hole"/>');
  });

  it.for([
    ['an unreadable file', ['missing.json'], /missing\.json: cannot read \(ENOENT\)/],
    ['the wrong shape', ['wrong.json'], /wrong\.json: not coverage JSON/],
    ['an unknown operation', ['good.json', '--require', 'nope:200'], /the spec has no operation nope/],
    ['an unknown kind', ['good.json', '--require', 'listPets:explode'], /explode is neither a status/],
    ['a percentage out of range', ['good.json', '--min-responses', '120'], /a percentage is a number in 0\.\.100/],
    ['another spec version', ['good.json', 'other.json'], /cannot be merged/],
  ] as const)('exits 2 with one line on %s', async ([, args, message]) => {
    const dir = await harness.tempDir();
    const good = await coverageAfter([]);
    await writeJson(dir, 'good.json', good);
    await writeJson(dir, 'wrong.json', { ...good, version: 'one' });
    await writeJson(dir, 'other.json', { ...good, spec: { ...good.spec, version: '2.0.0' } });
    const run = await harness.runToExit(['coverage', ...args], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr()).toMatch(message);
    expect(run.stderr()).not.toMatch(/\n\s+at /);
  });

  describe('reading a running server', () => {
    let server: Awaited<ReturnType<typeof startTestServer>>;
    beforeAll(async () => {
      server = await startTestServer({ adminToken: 'sesame' });
      await fetch(`${server.url}/pets`, { headers: { authorization: 'Bearer test-key' } }).then((response) =>
        response.arrayBuffer(),
      );
    });
    afterAll(() => server.close());

    it('needs the admin token, and with it reads the same coverage the admin API gives', async () => {
      const refused = await harness.runToExit(['coverage', server.url]);
      expect([refused.code, refused.stderr().trim()]).toEqual([
        2,
        expect.stringMatching(/401, the server wants its admin token \(--admin-token\)$/),
      ]);
      const dir = await harness.tempDir();
      const run = await harness.runToExit([
        'coverage',
        server.url,
        '--admin-token',
        'sesame',
        '--json',
        join(dir, 'c.json'),
        '--quiet',
      ]);
      expect(run.code, run.stderr()).toBe(0);
      const read = JSON.parse(await readFile(join(dir, 'c.json'), 'utf8')) as CoverageDocument;
      expect(read).toEqual(server.controls.coverage());
      expect(read.operations['listPets']!.responses['200']).toBe(1);
    });
  });
});

describe('animal-store-mock coverage, as the CI recipe runs it', () => {
  it('meets a required status only with that status itself, and says what the operation answered instead', async () => {
    const dir = await harness.tempDir();
    // A 500 and a 503 both count under listPets' `default`: only the 503 meets listPets:503.
    const file = await writeJson(dir, 'c.json', await coverageAfter([['GET', '/v1/pets', 'code=500']]));
    const run = await harness.runToExit(['coverage', file, '--require', 'listPets:503', '--quiet']);
    expect(run.code).toBe(1);
    expect(run.stderr().trim()).toBe('coverage gate: required listPets:503 was never seen; listPets answered 500 ×1');
  });

  it('names the flag and the empty value when $GITHUB_STEP_SUMMARY is not set', async () => {
    const dir = await harness.tempDir();
    const file = await writeJson(dir, 'c.json', await coverageAfter([['GET', '/v1/pets']]));
    const run = await harness.runToExit(['coverage', file, '--markdown', '', '--quiet']);
    expect(run.code).toBe(2);
    expect(run.stderr()).toMatch(
      /^error: option '--markdown <file>' argument '' is invalid\. the file name is empty: .*\$GITHUB_STEP_SUMMARY/,
    );
  });
});
