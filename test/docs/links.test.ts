import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { documentationPages } from '../../scripts/readme-snippets.ts';
import { readMarkdownPage, type MarkdownPage } from '../support/markdown-page.ts';
import { repoRoot } from '../support/child-server.ts';

const pages = await documentationPages(pathToFileURL(`${repoRoot}/`));
const parsed = new Map<string, MarkdownPage>();

/** A page of the repository, parsed once. */
function page(path: string): MarkdownPage {
  const known = parsed.get(path);
  if (known) return known;
  const read = readMarkdownPage(readFileSync(join(repoRoot, path), 'utf8'));
  parsed.set(path, read);
  return read;
}

/** Links that leave the repository (a scheme such as https: or mailto:). */
const external = /^[a-z][a-z0-9+.-]*:/i;

describe.each(pages)('%s', (path) => {
  const relative = page(path).links.filter((link) => !external.test(link));

  it('links only to files that exist', () => {
    for (const link of relative) {
      const file = decodeURIComponent(link.split('#')[0]!);
      if (file === '') continue;
      const target = normalize(join(dirname(path), file));
      expect(existsSync(join(repoRoot, target)), `${path}: ${link} (${target})`).toBe(true);
    }
  });

  it("links only to anchors of a heading of the page they name (GitHub's slugs)", () => {
    for (const link of relative.filter((link) => link.includes('#'))) {
      const [file, anchor] = link.split('#') as [string, string];
      const target = file === '' ? path : normalize(join(dirname(path), file));
      expect(target, `${path}: ${link} points into a file that is not markdown`).toMatch(/\.md$/);
      expect([...page(target).anchors], `${path}: ${link}`).toContain(decodeURIComponent(anchor));
    }
  });

  it('names no internal work item in a heading', () => {
    for (const heading of page(path).headings) expect(heading, path).not.toMatch(/\bissues?[ -]?#?\d+|#\d+/i);
  });
});

it('keeps the README a front door: at most 300 lines, linking every page of docs/', () => {
  const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
  expect(readme.split('\n').length).toBeLessThanOrEqual(300);
  const linked = new Set(page('README.md').links.map((link) => link.split('#')[0]));
  for (const doc of pages.filter((doc) => doc !== 'README.md')) expect(linked, doc).toContain(doc);
});
