import { writeFile } from 'node:fs/promises';
import { renderContractSources } from './contract-sources.ts';

const root = new URL('../', import.meta.url);
for (const [path, text] of Object.entries(await renderContractSources(root))) {
  await writeFile(new URL(path, root), text);
  console.log(`wrote ${path}`);
}
