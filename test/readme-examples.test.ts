import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './support/child-server.ts';

const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');

/** The code lines of the ts block that contains `marker`: no comments, no blank lines. */
function codeLines(marker: string): string[] {
  const block = [...readme.matchAll(/```ts\n([\s\S]*?)```/g)].map(([, code]) => code!).find((code) => code.includes(marker));
  if (block === undefined) throw new Error(`README has no ts block with ${marker}`);
  return block.split('\n').map((line) => line.trim()).filter((line) => line !== '' && !line.startsWith('//'));
}

describe("the README's browser example", () => {
  it('is what the browser tests run, import for import and call for call', () => {
    const page = readFileSync(join(repoRoot, 'e2e/app/src/mock.ts'), 'utf8');
    const runs = codeLines('createBrowserAnimalStore').filter((line) => !/^const (namespace|apiKeys|scenario|baseUrl|upstream) =/.test(line));
    expect(runs.length).toBeGreaterThanOrEqual(4);
    for (const line of runs) {
      const inPage = line.startsWith('import {') ? line.replace('createHandlers }', 'createHandlers, type AnimalStore }') : line;
      expect(page, line).toContain(inPage);
    }
  });
});
