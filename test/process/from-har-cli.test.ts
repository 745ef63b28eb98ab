import { existsSync } from 'node:fs';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { harToScenario } from '../../core/reports/har-to-scenario.ts';
import { scenarioProblems } from '../../core/store/parse-scenario.ts';
import { runCli, spawnServer } from '../support/child-server.ts';
import { badHarInputs, chromeHar } from '../support/har-bad-inputs.ts';

/** `animal-store-mock scenario from-har FILE ...`: exit code, stdout, stderr. */
async function fromHar(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = runCli(['scenario', 'from-har', ...args]);
  const { code } = await child.exited;
  return { code, stdout: child.stdout(), stderr: child.stderr() };
}

async function tempFile(name: string, text: string): Promise<string> {
  const path = join(await mkdtemp(join(tmpdir(), 'from-har-')), name);
  await writeFile(path, text);
  return path;
}

const expected = harToScenario(chromeHar, { origin: 'https://staging-api.animal-store.example' });

describe('animal-store-mock scenario from-har', () => {
  it('prints a valid scenario on stdout and the summary on stderr', async () => {
    const { code, stdout, stderr } = await fromHar(
      await tempFile('staging.har', chromeHar),
      '--name',
      'staging',
      '--origin',
      'https://staging-api.animal-store.example',
    );
    expect(code).toBe(0);
    const scenario = JSON.parse(stdout);
    expect(scenarioProblems(scenario)).toEqual([]);
    expect(scenario).toEqual({ ...(expected.ok && expected.scenario), name: 'staging' });
    expect(stderr).toContain('Read 4 pets from 3 of 8 HAR entries.');
    expect(stderr).toContain('1 to another origin');
    expect(`${stdout}${stderr}`).not.toMatch(/secret/);
  });

  it('--keep-clock takes the latest Date; --out writes the file, which the server loads with --scenario', async () => {
    const har = JSON.parse(chromeHar);
    for (const { response } of har.log.entries)
      response.headers.push({ name: 'Date', value: 'Thu, 05 Dec 2030 10:00:00 GMT' });
    const out = join(await mkdtemp(join(tmpdir(), 'from-har-')), 'staging.json');
    const { code, stdout, stderr } = await fromHar(
      await tempFile('dated.har', JSON.stringify(har)),
      '--keep-clock',
      '--origin',
      'https://staging-api.animal-store.example',
      '--out',
      out,
    );
    expect({ code, stdout }).toEqual({ code: 0, stdout: '' });
    expect(stderr).toContain(`Wrote ${out}.`);
    expect(JSON.parse(await readFile(out, 'utf8'))).toMatchObject({
      name: 'from-har',
      clock: { now: '2030-12-05T10:00:00.000Z' },
    });

    const server = await spawnServer(['--port', '0', '--in-memory', '--quiet', '--scenario', out]);
    try {
      const response = await fetch(`${server.url}/pets`, { headers: { authorization: 'Bearer any-key' } });
      expect((await response.json()).map(({ name }: { name: string }) => name)).toEqual([
        'Biscuit',
        'Pepper',
        'Mochi',
        'Nova',
      ]);
    } finally {
      server.process.kill('SIGTERM');
      await server.exited;
    }
  });

  it.for(badHarInputs)('refuses %s with exit 2 and one line, writing nothing', async ([, input]) => {
    const out = join(await mkdtemp(join(tmpdir(), 'from-har-')), 'out.json');
    const file = await tempFile('bad.har', input);
    const { code, stdout, stderr } = await fromHar(file, '--out', out);
    expect({ code, stdout }).toEqual({ code: 2, stdout: '' });
    expect(stderr).toMatch(new RegExp(`^${file.replaceAll('.', '\\.')}: [^\\n]+\\n$`));
    expect(existsSync(out)).toBe(false);
  });

  it('refuses a file it cannot read with exit 2', async () => {
    expect(await fromHar(join(tmpdir(), 'no-such.har'))).toMatchObject({
      code: 2,
      stdout: '',
      stderr: expect.stringMatching(/no-such\.har: cannot read \(ENOENT\)\n$/),
    });
  });
});
