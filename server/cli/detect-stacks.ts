import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A test stack `init` can set up. */
export type Stack = 'vitest' | 'jest-cjs' | 'jest-esm' | 'jest-ts' | 'playwright' | 'browser';

export interface Project {
  dir: string;
  /** Every dependency name in its package.json. */
  dependencies: Set<string>;
  /** `"type": "module"`. */
  esm: boolean;
  /** package.json has a `jest` key (Jest's config inside it). */
  jestInManifest: boolean;
  /** The msw range package.json asks for, if any. */
  mswRange: string | undefined;
}

/**
 * The project in `dir` (its package.json), or undefined when there is none.
 * @example readProject(process.cwd())?.dependencies.has('vitest')
 */
export function readProject(dir: string): Project | undefined {
  const path = join(dir, 'package.json');
  if (!existsSync(path)) return undefined;
  const manifest = JSON.parse(readFileSync(path, 'utf8'));
  const dependencies = new Set(
    ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'].flatMap((key) =>
      Object.keys(manifest[key] ?? {}),
    ),
  );
  const mswRange = ['devDependencies', 'dependencies']
    .map((key) => manifest[key]?.msw as string | undefined)
    .find(Boolean);
  return { dir, dependencies, esm: manifest.type === 'module', jestInManifest: manifest.jest !== undefined, mswRange };
}

/** The names the README uses, beside the stacks: `init vite`, `init jest` (its flavour found as init finds it). */
export const stackAliases = ['vite', 'jest'] as const;

/** The stack a name on the command line means in this project. */
export function stackNamed(name: Stack | (typeof stackAliases)[number], project: Project): Stack {
  if (name === 'vite') return 'browser';
  if (name === 'jest') return jestStack(project);
  return name;
}

/** Jest's flavour: TypeScript through ts-jest, ESM when the package is, else CommonJS. */
function jestStack(project: Project): Stack {
  return project.dependencies.has('ts-jest') ? 'jest-ts' : project.esm ? 'jest-esm' : 'jest-cjs';
}

/**
 * The stacks a project uses, from its dependencies: Vitest, Jest (TypeScript through ts-jest,
 * ESM when the package is, else CommonJS), Playwright, and a Vite app (vite and an index.html).
 */
export function detectStacks(project: Project): Stack[] {
  const has = (name: string) => project.dependencies.has(name);
  const stacks: Stack[] = [];
  if (has('vitest')) stacks.push('vitest');
  if (has('jest')) stacks.push(jestStack(project));
  if (has('@playwright/test')) stacks.push('playwright');
  if (has('vite') && existsSync(join(project.dir, 'index.html'))) stacks.push('browser');
  return stacks;
}
