/**
 * The README's MSW example ("## MSW handlers", its first ```ts block) as a vitest file for a
 * consumer project: the block unchanged, an import of vitest before it and assertions after it.
 * The block must therefore define `server` (the MSW server) and `response` (to its request for 3 pets).
 */
export function readmeMswExampleTest(readme: string): string {
  return [
    "import { afterAll, expect, it } from 'vitest';",
    '',
    '// ---- README.md, "## MSW handlers", verbatim ----',
    readmeMswExample(readme).trimEnd(),
    '// ---- end of the README example ----',
    '',
    '// Fails to type-check if the package\'s declarations did not resolve (the store would be `any`).',
    "const storeIsTyped: 0 extends 1 & typeof store ? 'any' : 'typed' = 'typed';",
    '',
    'afterAll(() => server.close());',
    '',
    "it('answers the README request with 200 and 3 pets', async () => {",
    "  expect(storeIsTyped).toBe('typed');",
    '  expect(response.status).toBe(200);',
    "  expect(response.headers.get('content-type')).toMatch(/^application\\/json/);",
    '  const pets = await response.json();',
    '  expect(pets.map((pet: { id: number }) => pet.id)).toEqual([1, 2, 3]);',
    '  for (const pet of pets) {',
    "    expect(typeof pet.name).toBe('string');",
    '    expect(Number.isInteger(pet.categoryId)).toBe(true);',
    '  }',
    '});',
    '',
  ].join('\n');
}

/** The first ```ts block of the README's "## MSW handlers" section. */
export function readmeMswExample(readme: string): string {
  const start = readme.search(/^## MSW handlers\b/m);
  if (start === -1) throw new Error('README.md has no "## MSW handlers" section.');
  const rest = readme.slice(start + 3);
  const end = rest.search(/^## /m);
  const section = end === -1 ? rest : rest.slice(0, end);
  const block = /^```ts\n([\s\S]*?)^```/m.exec(section)?.[1];
  if (block === undefined) throw new Error('The "## MSW handlers" section of README.md has no ```ts block.');
  return block;
}
