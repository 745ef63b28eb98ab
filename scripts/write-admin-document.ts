import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { bundleAdminDocument } from './bundle-admin-document.ts';

// Run by `npm run build` (and `npm run generate`, and before the repository's tests): the admin
// document the MCP server reads its tools' schemas from: beside the module that reads it in the
// source tree (gitignored), and at the top of dist/ for the bundle. Never committed: it is made from spec/ each time.
const root = new URL('../', import.meta.url);
// Without the refusals: the generated operation table holds them, and a tool's schema has no use for them.
const text = `${JSON.stringify(await bundleAdminDocument(root), (key, value) => (key === 'x-refusal' ? undefined : value))}\n`;
for (const folder of ['server/mcp/', 'dist/']) {
  if (!existsSync(new URL(folder, root))) continue;
  await writeFile(new URL(`${folder}admin-document.json`, root), text);
}
