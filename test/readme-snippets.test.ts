import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { documentationPages, readmeSnippets } from '../scripts/readme-snippets.ts';
import { repoRoot } from './support/child-server.ts';

const pages = await documentationPages(pathToFileURL(`${repoRoot}/`));
const shown = pages.flatMap((page) =>
  readmeSnippets(readFileSync(join(repoRoot, page), 'utf8')).map((block) => ({ ...block, page })),
);
const projects = 'test/consumers/projects';

describe('the docs\' setup files (docs/msw-and-test-stacks.md, "Use it in your tests")', () => {
  it('are the files the consumer suites run, verbatim (npm run readme:snippets copies them in)', () => {
    expect(shown.length).toBeGreaterThanOrEqual(10);
    for (const { page, path, shown: block } of shown) {
      expect(block, `${page} block of ${path}: run npm run readme:snippets`).toBe(
        readFileSync(join(repoRoot, path), 'utf8'),
      );
    }
  });

  // vite-app has no setup of its own: it is the app init sets up (test/consumers/vite-app.test.ts).
  it("show every consumer project's package.json and setup file", () => {
    const paths = new Set(shown.map(({ path }) => path));
    const stacks = readdirSync(join(repoRoot, projects)).filter(
      (stack) => !['cli', 'clients', 'vite-app'].includes(stack),
    );
    expect(stacks.length).toBeGreaterThanOrEqual(5);
    for (const stack of stacks) {
      const files = readdirSync(join(repoRoot, projects, stack), { recursive: true, encoding: 'utf8' });
      const setups = files.filter((file) => /(^|\/)(\w+\.setup\.[jt]s|mock\.ts)$/.test(file));
      expect(setups, stack).not.toHaveLength(0);
      for (const file of ['package.json', ...setups])
        expect(paths, `${stack}/${file}`).toContain(`${projects}/${stack}/${file}`);
    }
  });
});
