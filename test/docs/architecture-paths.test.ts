import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { readMarkdownPage } from '../support/markdown-page.ts';
import { repoRoot } from '../support/child-server.ts';

const page = readMarkdownPage(readFileSync(join(repoRoot, 'docs/architecture.md'), 'utf8'));

/** A path of the repository in inline code: `core/api/`, `server/bin.ts` (a folder, or a file with an extension). */
const repoPath = /^[\w-][\w.-]*(\/[\w.-]+)*(\/|\.\w+)$/;
/** A folder in the stack picture: a word ending in `/`. */
const pictureFolder = /(?<=^|\s)[\w-]+\/(?=\s|$)/gm;

const named = new Set([
  ...page.codeSpans.filter((span) => span.includes('/') && repoPath.test(span)),
  ...page.codeBlocks.flatMap((block) => block.match(pictureFolder) ?? []),
]);

it('names only folders and files that exist (read from docs/architecture.md itself)', () => {
  expect(named.size).toBeGreaterThanOrEqual(30);
  const missing = [...named].filter((path) => !existsSync(join(repoRoot, path)));
  expect(missing, 'docs/architecture.md names these, the tree lacks them').toEqual([]);
});
