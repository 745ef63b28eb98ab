import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstTsBlock, readmeMswExample } from './consumers/support/readme-msw-example.ts';
import { repoRoot } from './support/child-server.ts';

const stacksPage = readFileSync(join(repoRoot, 'docs/msw-and-test-stacks.md'), 'utf8');

/** The code lines of the page's ts block that contains `marker`: no comments, no blank lines. */
function codeLines(page: string, marker: string): string[] {
  const block = [...page.matchAll(/```ts\n([\s\S]*?)```/g)]
    .map(([, code]) => code!)
    .find((code) => code.includes(marker));
  if (block === undefined) throw new Error(`the page has no ts block with ${marker}`);
  return block
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('//'));
}

describe("docs/msw-and-test-stacks.md's browser example", () => {
  it('is what the browser tests run, import for import and call for call', () => {
    const page = readFileSync(join(repoRoot, 'e2e/app/src/mock.ts'), 'utf8');
    const runs = codeLines(stacksPage, 'createBrowserAnimalStore').filter(
      (line) => !/^const (namespace|apiKeys|scenario|baseUrl|upstream) =/.test(line),
    );
    expect(runs.length).toBeGreaterThanOrEqual(4);
    for (const line of runs) {
      const inPage = line.startsWith('import {')
        ? line.replace('createHandlers }', 'createHandlers, type AnimalStore }')
        : line;
      expect(page, line).toContain(inPage);
    }
  });
});

describe("the README's MSW example", () => {
  it('is the one docs/msw-and-test-stacks.md shows (the consumer suites run the README one)', () => {
    const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
    expect(readmeMswExample(readme)).toMatch(/from 'animal-store-mock\/msw'/);
    expect(firstTsBlock(stacksPage, 'MSW handlers')).toBe(readmeMswExample(readme));
  });
});
