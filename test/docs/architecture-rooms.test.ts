import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, it } from 'vitest';
import { repoRoot } from '../support/child-server.ts';
import { readMarkdownPage } from '../support/markdown-page.ts';

const { coreRooms } = (await import(pathToFileURL(join(repoRoot, '.dependency-cruiser.mjs')).href)) as {
  coreRooms: { room: string }[][];
};
const page = readMarkdownPage(readFileSync(join(repoRoot, 'docs/architecture.md'), 'utf8'));

it('lists the rooms of core/ at the levels the dependency-cruiser config checks', () => {
  const table = page.tables.find(([header]) => header?.join('|') === 'level|room|what it holds');
  expect(table, 'docs/architecture.md has a "level | room | what it holds" table').toBeDefined();
  const documented = table!.slice(1).map(([level, room]) => `${level} ${room}`);
  const declared = coreRooms.flatMap((level, index) => level.map(({ room }) => `${index + 1} ${room}`));
  expect(documented).toEqual(declared);
});
