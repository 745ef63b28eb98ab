// Run by `npm run build`: the declarations of the CommonJS entries (dist/cjs/, a CommonJS scope),
// written as re-exports of the ES declarations tsc wrote once, instead of a second copy of every
// declaration file. Each import carries `resolution-mode: import`, so TypeScript reads the ES files
// from a CommonJS file under every module setting (node16 included) without TS1479.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(import.meta.dirname, '..');

/** The CommonJS entries (rolldown.config.ts) and the ES declarations each re-exports. */
const entries = ['core/index', 'mocks/index', 'mocks/browser'];

/**
 * Values whose types hold msw's classes, declared against the msw that a CommonJS file resolves:
 * msw 2 ships CommonJS and ES declarations, and TypeScript does not take a handler class from
 * one for the same class from the other (`server.use(...createHandlers(store))` fails).
 */
const againstRequiredMsw: Record<string, string> = {
  createHandlers: `(...args: Parameters<Esm['createHandlers']>) => import('msw').HttpHandler[]`,
};

const program = ts.createProgram(
  entries.map((entry) => join(root, 'dist', `${entry}.d.ts`)),
  {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    types: ['node'],
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
  },
);
const checker = program.getTypeChecker();

for (const entry of entries) {
  const declarations = join(root, 'dist', `${entry}.d.ts`);
  const module = checker.getSymbolAtLocation(program.getSourceFile(declarations)!);
  if (!module) throw new Error(`${declarations} exports nothing`);
  const target = join(root, 'dist/cjs', `${entry}.d.ts`);
  const from = JSON.stringify(
    relative(dirname(target), declarations)
      .split('\\')
      .join('/')
      .replace(/\.d\.ts$/, '.js'),
  );
  const types: string[] = [];
  const lines: string[] = [];
  for (const exported of checker.getExportsOfModule(module)) {
    const name = exported.getName();
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const isValue = (symbol.flags & ts.SymbolFlags.Value) !== 0;
    const isType = (symbol.flags & ts.SymbolFlags.Type) !== 0;
    if (!isValue) types.push(name);
    else if (againstRequiredMsw[name]) lines.push(`export declare const ${name}: ${againstRequiredMsw[name]};`);
    else if (!isType) {
      const type = checker.typeToString(
        checker.getTypeOfSymbol(symbol),
        undefined,
        ts.TypeFormatFlags.UseFullyQualifiedType | ts.TypeFormatFlags.NoTruncation,
      );
      if (type.includes('/msw/'))
        throw new Error(`${declarations}: ${name}'s type holds msw's (${type}); add it to againstRequiredMsw`);
      lines.push(`export declare const ${name}: Esm['${name}'];`);
    } else if (
      symbol.flags & ts.SymbolFlags.Class &&
      !(checker.getDeclaredTypeOfSymbol(symbol) as ts.InterfaceType).typeParameters
    ) {
      // A class is a value and its instances' type: both, under one name.
      lines.push(
        `export type ${name} = import(${from}, { with: { 'resolution-mode': 'import' } }).${name};`,
        `export declare const ${name}: Esm['${name}'];`,
      );
    } else
      throw new Error(
        `${declarations}: ${name} is both a value and a generic or non-class type; teach scripts/write-cjs-declarations.ts to re-export it`,
      );
  }
  const text = [
    '// The ES declarations, for `require`: see scripts/write-cjs-declarations.ts.',
    `type Esm = typeof import(${from}, { with: { 'resolution-mode': 'import' } });`,
    ...(types.length > 0
      ? [`export type { ${types.join(', ')} } from ${from} with { 'resolution-mode': 'import' };`]
      : []),
    ...lines,
    '',
  ].join('\n');
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, text);
}
