import { readFile, writeFile } from 'node:fs/promises';
import { renderReadmeSnippets } from './readme-snippets.ts';

// The README's setup files are the consumer projects' own: copy them in after changing those.
const root = new URL('../', import.meta.url);
const readme = new URL('README.md', root);
await writeFile(readme, await renderReadmeSnippets(await readFile(readme, 'utf8'), root));
console.log('wrote README.md');
