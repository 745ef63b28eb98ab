import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fromSource, packageRoot } from '../package-root.ts';

/**
 * The files `animal-store-mock init` writes, by template name: the consumer projects' own files,
 * which `npm test` runs and the docs show, the Playwright setup and a sample test per stack. The build copies them into
 * `dist/templates/<name>`, so an installed package reads its copy and a checkout the originals.
 */
export const templateSources = {
  'vitest/vitest.setup.ts': 'test/consumers/projects/vitest/vitest.setup.ts',
  'vitest/vitest.config.ts': 'test/consumers/projects/vitest/vitest.config.ts',
  'vitest/vitest.config.vite.ts': 'templates/vitest/vitest.config.vite.ts',
  'jest-cjs/jest.setup.js': 'test/consumers/projects/jest-cjs/jest.setup.js',
  'jest-cjs/jest.config.js': 'test/consumers/projects/jest-cjs/jest.config.js',
  'jest-esm/jest.setup.js': 'test/consumers/projects/jest-esm/jest.setup.js',
  'jest-esm/jest.config.js': 'test/consumers/projects/jest-esm/jest.config.js',
  'jest-ts/jest.setup.ts': 'test/consumers/projects/jest-ts/jest.setup.ts',
  'jest-ts/jest.config.js': 'test/consumers/projects/jest-ts/jest.config.js',
  'browser/mock.ts': 'test/consumers/projects/browser/src/mock.ts',
  'vitest/animal-store.test.ts': 'templates/vitest/animal-store.test.ts',
  'jest-cjs/animal-store.test.js': 'templates/jest/animal-store.test.cjs.js',
  'jest-esm/animal-store.test.js': 'templates/jest/animal-store.test.esm.js',
  'jest-ts/animal-store.test.ts': 'templates/jest/animal-store.test.ts',
  'playwright/playwright.config.ts': 'templates/playwright/playwright.config.ts',
  'playwright/animal-store.spec.ts': 'templates/playwright/animal-store.spec.ts',
} as const;

export type TemplateName = keyof typeof templateSources;

/** A template's text, from dist/templates/ in the package or from its original in a checkout. */
export function readTemplate(name: TemplateName): Promise<string> {
  return readFile(join(packageRoot(), fromSource ? templateSources[name] : `dist/templates/${name}`), 'utf8');
}
