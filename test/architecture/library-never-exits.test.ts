import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/child-server.ts';

/**
 * A library never ends its host's process: the code the package's library entries load (the core,
 * the MSW adapter, the Playwright fixture, the panel) throws instead. Only the CLI's own entry
 * (server/) may exit, after it has printed why.
 */
const libraryFolders = ['core', 'mocks', 'playwright', 'ui/src'];
// Through any name: the old Node check called `node!.exit(1)` on an alias of `process`.
const exits = /\bprocess\.(exit|abort|reallyExit)\b|\.(exit|reallyExit)\(/;

describe('the library entries', () => {
  it('hold no process.exit() or process.abort() outside their tests', () => {
    const sources = execFileSync('git', ['ls-files', '-co', '--exclude-standard', ...libraryFolders], {
      cwd: repoRoot,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((file) => /\.(ts|tsx|js)$/.test(file) && !/\.test\.tsx?$/.test(file) && existsSync(join(repoRoot, file)));
    expect(sources.length).toBeGreaterThan(100);
    const exiting = sources.flatMap((file) =>
      readFileSync(join(repoRoot, file), 'utf8')
        .split('\n')
        .flatMap((line, index) => (exits.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(exiting).toEqual([]);
  });
});
