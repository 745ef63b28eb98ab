/**
 * The README's MSW example (its "Test suites" section, the first ```ts block) as a vitest file for a
 * consumer project: the block unchanged, an import of vitest before it and assertions after it.
 * The block must therefore define `server` (the MSW server) and `response` (to its request for 3 pets).
 */
export function readmeMswExampleTest(readme: string): string {
  return [
    "import { afterAll, expect, it } from 'vitest';",
    '',
    '// ---- README.md, "Test suites", verbatim ----',
    readmeMswExample(readme).trimEnd(),
    '// ---- end of the README example ----',
    '',
    "// Fails to type-check if the package's declarations did not resolve (the store would be `any`).",
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

/** The README's MSW example: the first ```ts block of its "Test suites" section. */
export function readmeMswExample(readme: string): string {
  return firstTsBlock(readme, 'Test suites');
}

/** The first ```ts block of the section (any level) whose heading starts with `heading`, up to the next heading. */
export function firstTsBlock(markdown: string, heading: string): string {
  const start = markdown.search(new RegExp(`^#+ ${heading}\\b`, 'm'));
  if (start === -1) throw new Error(`The page has no "${heading}" section.`);
  const rest = markdown.slice(markdown.indexOf('\n', start));
  const end = rest.search(/^#+ /m);
  const section = end === -1 ? rest : rest.slice(0, end);
  const block = /^```ts\n([\s\S]*?)^```/m.exec(section)?.[1];
  if (block === undefined) throw new Error(`The "${heading}" section has no \`\`\`ts block.`);
  return block;
}
