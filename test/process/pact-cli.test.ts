import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMock } from '../../core/create-mock.ts';
import { fetchHandler } from '../../core/exchange/fetch-exchange.ts';
import { mergePacts } from '../../core/reports/merge-pacts.ts';
import { pactToScenario } from '../../core/reports/pact-to-scenario.ts';
import { readPact } from '../../core/reports/read-pact.ts';
import type { PactV3 } from '../../core/reports/pact-types.ts';
import { formatScenario } from '../../core/store/format-scenario.ts';
import { runCli } from '../support/child-server.ts';
import { pactOf } from '../support/pact-of.ts';

/** `animal-store-mock ...args`: exit code, stdout, stderr. */
async function cli(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = runCli(args);
  const { code } = await child.exited;
  return { code, stdout: child.stdout(), stderr: child.stderr() };
}

/** A worker's pact as its file's text. */
async function workerPact(paths: string[], spec: 3 | 4 = 3): Promise<string> {
  const mock = await createMock({ seed: 4, count: 20 });
  const send = fetchHandler(mock.app);
  for (const path of paths)
    await send(new Request(`http://127.0.0.1/v1${path}`, { headers: { authorization: 'Bearer k' } }));
  return JSON.stringify(pactOf(mock.controls, { consumer: 'web-app', provider: 'animal-store', spec }));
}

const read = (text: string) => {
  const result = readPact(text);
  if (!result.ok) throw new Error(result.error.message);
  return result.pact;
};

describe('animal-store-mock pact merge and scenario from-pact', () => {
  let dir: string;
  const files: Record<string, string> = {};
  const texts: Record<string, string> = {};
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'pact-cli-'));
    const conflicting = JSON.parse(await workerPact(['/pets/1'])) as PactV3;
    conflicting.interactions[0]!.response.headers = { 'Content-Type': 'text/plain' };
    const unknownState = JSON.parse(await workerPact(['/pets/1'])) as PactV3;
    unknownState.interactions[0]!.providerStates = [{ name: 'the moon is full' }];
    Object.assign(texts, {
      a: await workerPact(['/pets?status=sold', '/pets/1']),
      b: await workerPact(['/pets/1', '/pets/999']),
      v4: await workerPact(['/pets/1'], 4),
      conflicting: JSON.stringify(conflicting),
      unknownState: JSON.stringify(unknownState),
      notJson: '{"consumer":',
      notPact: '{"log":{"version":"1.2","entries":[]}}',
      v2: JSON.stringify({
        consumer: { name: 'a' },
        provider: { name: 'b' },
        interactions: [],
        metadata: { pactSpecification: { version: '2.0.0' } },
      }),
    });
    for (const [name, text] of Object.entries(texts)) {
      files[name] = join(dir, `${name}.json`);
      await writeFile(files[name], text);
    }
  });

  it("merges workers' files (named, or a folder of them) into --out, as the core merges them", async () => {
    const out = join(dir, 'merged.json');
    const parts = join(dir, 'parts');
    await mkdir(parts);
    await copyFile(files['b']!, join(parts, 'b.json'));
    const { code, stdout, stderr } = await cli('pact', 'merge', files['a']!, parts, '--out', out);
    expect({ code, stdout, stderr }).toEqual({
      code: 0,
      stdout: '',
      stderr: `Wrote ${out}: 3 interactions from 2 files.\n`,
    });
    const merged = mergePacts([
      { source: 'a', pact: read(texts['a']!) },
      { source: 'b', pact: read(texts['b']!) },
    ]);
    expect(JSON.parse(await readFile(out, 'utf8'))).toEqual(merged.ok && merged.pact);
  });

  it('prints the scenario of a pact, as the core makes it', async () => {
    const { code, stdout } = await cli('scenario', 'from-pact', files['b']!, '--name', 'handed-over');
    const made = pactToScenario(read(texts['b']!), { name: 'handed-over' });
    expect({ code, stdout }).toEqual({ code: 0, stdout: made.ok && formatScenario(made.scenario) });
  });

  it.for([
    ['merge', ['a', 'v4'], /v4\.json is a V4 pact and .*a\.json a V3/],
    ['merge', ['a', 'conflicting'], /"get pet 1 → 200" answers differently in .*a\.json and in .*conflicting\.json/],
    ['merge', ['a', 'notJson'], /notJson\.json: not JSON/],
    ['merge', ['notPact'], /notPact\.json: not a pact/],
    ['merge', ['v2'], /v2\.json: Pact specification 2\.0\.0 is not read here/],
    ['merge', ['missing'], /missing: cannot read \(ENOENT\)/],
    ['from-pact', ['unknownState'], /"get pet 1 → 200" needs "the moon is full", which the mock cannot set up/],
    ['from-pact', ['notJson'], /notJson\.json: not JSON/],
  ] as const)('refuses %s of %j with exit 2 and one line, writing nothing', async ([command, names, message]) => {
    const out = join(dir, `out-${command}-${names.join('-')}.json`);
    const path = (name: string) => files[name] ?? join(dir, name);
    const args =
      command === 'merge' ? ['pact', 'merge', ...names.map(path)] : ['scenario', 'from-pact', path(names[0])];
    const { code, stdout, stderr } = await cli(...args, '--out', out);
    expect({ code, stdout }).toEqual({ code: 2, stdout: '' });
    expect(stderr).toMatch(message);
    expect(stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(existsSync(out)).toBe(false);
  });
});
