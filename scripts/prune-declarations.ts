// Run by `npm run build`, last of the declaration steps: tsc writes a declaration for every module,
// but a user's TypeScript reads only those its entry points reach (the `types` of package.json's
// exports, and what they import). The rest, the internals' declarations, are left out of dist/.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');

/** Every `types` path of the exports map. */
function entryTypes(exports: unknown): string[] {
  if (typeof exports !== 'object' || exports === null) return [];
  return Object.entries(exports).flatMap(([key, value]) =>
    key === 'types' && typeof value === 'string' ? [join(root, value)] : entryTypes(value),
  );
}

const { exports } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { exports: unknown };
const entries = entryTypes(exports);
const programOf = (skipLibCheck: boolean) =>
  ts.createProgram(entries, {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    noEmit: true,
    skipLibCheck,
    types: ['node'],
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
  });
const reached = new Set(
  programOf(true)
    .getSourceFiles()
    .map(({ fileName }) => resolve(fileName)),
);
let pruned = 0;
for (const entry of readdirSync(dist, { withFileTypes: true, recursive: true })) {
  const path = join(entry.parentPath, entry.name);
  if (!entry.isFile() || !entry.name.endsWith('.d.ts') || reached.has(path)) continue;
  rmSync(path);
  pruned += 1;
}
console.log(`left out ${pruned} declaration files no entry point reaches (${reached.size} files reached)`);
// What is left must stand alone: a declaration that imports a missing one fails the build here.
const missing = ts
  .getPreEmitDiagnostics(programOf(false))
  .filter(({ code, file }) => code === 2307 && file !== undefined && resolve(file.fileName).startsWith(dist));
if (missing.length > 0)
  throw new Error(
    ts.formatDiagnostics(missing, {
      getCanonicalFileName: (name) => name,
      getCurrentDirectory: () => root,
      getNewLine: () => '\n',
    }),
  );
