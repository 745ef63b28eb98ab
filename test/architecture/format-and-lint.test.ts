import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../support/child-server.ts';

/**
 * `npm run lint` is Biome with the repository's biome.jsonc: the formatter decides layout and the
 * linter keeps its rules. Planted files, checked with that very config in a folder of their own,
 * prove that each half fails; the tree itself is checked by `npm run lint`, which `npm test` runs.
 */

const biome = join(repoRoot, 'node_modules', '.bin', 'biome');
let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'biome-planted-'));
  await copyFile(join(repoRoot, 'biome.jsonc'), join(folder, 'biome.jsonc'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

/** `biome check` of one planted file (the folder is no git checkout: the ignore file is not read). */
async function check(text: string): Promise<{ code: number; output: string }> {
  await writeFile(join(folder, 'planted.ts'), text);
  return new Promise((done) => {
    execFile(biome, ['check', '--vcs-enabled=false', 'planted.ts'], { cwd: folder }, (error, stdout, stderr) => {
      done({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, output: stdout + stderr });
    });
  });
}

describe('the formatter and the linter (npm run lint)', () => {
  it('pass a file written as the formatter writes it', async () => {
    const { code, output } = await check('export const answer = (value: number): number => value * 2;\n');
    expect(code, output).toBe(0);
  });

  it('fail a planted layout the formatter would change', async () => {
    const { code, output } = await check('export const answer = (value: number): number => { return value*2 }\n');
    expect(code).not.toBe(0);
    expect(output).toContain('Formatter would have printed');
  });

  it('fail a planted lint violation, naming the rule', async () => {
    const { code, output } = await check(
      'export function answer(value: number): number {\n  debugger;\n  return value;\n}\n',
    );
    expect(code).not.toBe(0);
    expect(output).toContain('lint/suspicious/noDebugger');
  });
});
