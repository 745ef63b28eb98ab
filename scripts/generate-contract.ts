import { writeFile } from 'node:fs/promises';
import { renderAdminOperationSources } from './admin-operation-sources.ts';
import { renderContractSources } from './contract-sources.ts';
import { renderFixtureSources } from './fixture-sources.ts';

const root = new URL('../', import.meta.url);
const sources = {
  ...(await renderContractSources(root)),
  ...(await renderAdminOperationSources(root)),
  ...renderFixtureSources(),
};
for (const [path, text] of Object.entries(sources)) {
  await writeFile(new URL(path, root), text);
  console.log(`wrote ${path}`);
}
