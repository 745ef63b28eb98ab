import { readFile, writeFile } from 'node:fs/promises';
import { documentationPages, readmeSnippets, renderReadmeSnippets } from './readme-snippets.ts';

// The docs' setup files are the consumer projects' own: copy them in after changing those.
const root = new URL('../', import.meta.url);
for (const path of await documentationPages(root)) {
  const page = await readFile(new URL(path, root), 'utf8');
  if (readmeSnippets(page).length === 0) continue;
  await writeFile(new URL(path, root), await renderReadmeSnippets(page, root));
  console.log(`wrote ${path}`);
}
