import { cp } from 'node:fs/promises';
import { templateSources } from '../server/cli/init-templates.ts';

// `animal-store-mock init` in an installed package reads dist/templates/: the consumer projects'
// own files (and the Playwright setup), copied at build so the package needs no test folder.
const root = new URL('../', import.meta.url);
for (const [name, source] of Object.entries(templateSources))
  await cp(new URL(source, root), new URL(`dist/templates/${name}`, root));
