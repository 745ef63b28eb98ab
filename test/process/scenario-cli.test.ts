import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { builtinScenarios } from '../../core/store/builtin-scenarios.ts';
import { scenarioToStoreData } from '../../core/store/scenario-to-store-data.ts';
import { parseScenarioJson } from '../../core/store/parse-scenario.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Runs `node server/bin.ts scenario ...args` on this Node (24), as `npm run scenario --` does. */
function scenarioCli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['server/bin.ts', 'scenario', ...args], { cwd: repoRoot }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code) : 0, stdout, stderr });
    });
  });
}

async function tempFile(name: string, text: string): Promise<string> {
  const path = join(await mkdtemp(join(tmpdir(), 'scenario-cli-')), name);
  await writeFile(path, text);
  return path;
}

describe('npm run scenario', () => {
  it('list prints each built-in scenario with its pet count and description', async () => {
    const { code, stdout } = await scenarioCli('list');
    expect(code).toBe(0);
    const lines = stdout.trim().split('\n');
    expect(lines).toHaveLength(builtinScenarios.length);
    expect(lines.find((line) => line.startsWith('large '))).toMatch(/^large\s+10000 pets {2}10,000 generated pets/);
    expect(lines.find((line) => line.startsWith('empty '))).toMatch(/^empty\s+0 pets {2}No pets/);
  });

  it('validate accepts a valid file and says how many pets it makes', async () => {
    const { code, stdout } = await scenarioCli('validate', 'fixtures/scenarios/one-of-each.json');
    expect({ code, stdout }).toEqual({ code: 0, stdout: 'ok: 3 pets\n' });
  });

  it('validate refuses a bad file with exit 1, naming the file, the JSON path and the problem', async () => {
    const file = await tempFile(
      'bad.json',
      JSON.stringify({ name: 'bad', version: 1, description: 'd', pets: [{ name: 'a', categoryId: 'x' }] }),
    );
    const { code, stderr } = await scenarioCli('validate', file);
    expect(code).toBe(1);
    expect(stderr).toContain(`${file}: invalid scenario`);
    expect(stderr).toContain('/pets/0/categoryId: must be an integer');
  });

  it('validate refuses a file that is not JSON, or missing, with exit 1', async () => {
    const file = await tempFile('broken.json', '{ "name": ');
    expect(await scenarioCli('validate', file)).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('is not valid JSON'),
    });
    expect(await scenarioCli('validate', join(tmpdir(), 'no-such-scenario.json'))).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('cannot read'),
    });
  });

  it('generate prints a valid scenario with the options given', async () => {
    const { code, stdout } = await scenarioCli(
      'generate',
      '--seed',
      '5',
      '--count',
      '40',
      '--name',
      'mine',
      '--status-weights',
      'sold=1,none=1',
      '--edge-case-rate',
      '0',
    );
    expect(code).toBe(0);
    const data = await scenarioToStoreData(parseScenarioJson(stdout, 'stdout'));
    expect(data.pets).toHaveLength(40);
    expect(new Set(data.pets.map((pet) => pet.status ?? 'none'))).toEqual(new Set(['sold', 'none']));
    expect(JSON.parse(stdout)).toMatchObject({ name: 'mine', generate: { seed: 5, count: 40, edgeCaseRate: 0 } });
  });

  it('generate --explicit writes the same pets out one by one', async () => {
    const [generated, explicit] = await Promise.all([
      scenarioCli('generate', '--seed', '5', '--count', '10'),
      scenarioCli('generate', '--seed', '5', '--count', '10', '--explicit'),
    ]);
    const explicitScenario = parseScenarioJson(explicit.stdout, 'stdout');
    expect(explicitScenario.pets).toHaveLength(10);
    // The pets alone: a generate block beside them (even of 0 pets) reads as if more came.
    expect(JSON.parse(explicit.stdout)).not.toHaveProperty('generate');
    const [fromExplicit, fromGenerated] = await Promise.all([
      scenarioToStoreData(explicitScenario),
      scenarioToStoreData(parseScenarioJson(generated.stdout, 'stdout')),
    ]);
    expect(fromExplicit.pets).toEqual(fromGenerated.pets);
    expect(fromExplicit.meta.nextId).toBe(fromGenerated.meta.nextId);
  });

  it.for(
    [
      ['generate', '--count', '3'],
      ['generate', '--seed', 'abc', '--count', '3'],
      ['generate', '--seed', '1', '--count', '2000000'],
      ['generate', '--seed', '1', '--count', '3', '--status-weights', 'lost=1'],
      ['generate', '--seed', '1', '--count', '3', '--edge-case-rate', '2'],
      ['generate', '--seed', '1', '--count', '3', '--status-weights', 'sold=0'],
      ['frobnicate'],
    ].map((args) => [args.join(' '), args] as const),
  )('exits 2 on a bad command line: %s', async ([, args]) => {
    const { code, stdout, stderr } = await scenarioCli(...args);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).not.toBe('');
  });
});
