import type { Stack } from './detect-stacks.ts';
import type { TemplateName } from './init-templates.ts';

/** A file `init` writes from a template, unless it (or, for a config, any config of that tool) exists. */
export interface TemplateFile {
  path: string;
  template: TemplateName;
  /** Other names of the same config: when one exists, the file is not written and `instead` is said. */
  sameAs?: RegExp;
  instead?: string;
}

export interface InitPlan {
  title: string;
  files: TemplateFile[];
  /** Copy msw's service worker into public/ (a browser app). */
  serviceWorker?: boolean;
  /** Packages the files import, beside animal-store-mock. */
  needs: string[];
  next: string;
}

const configFile = (tool: string) => new RegExp(`^${tool}\\.config\\.[cm]?[jt]s$`);

/** What `init` writes for each stack: the setup the docs show for it. */
export const initPlans: Record<Stack, InitPlan> = {
  vitest: {
    title: 'Vitest',
    files: [
      { path: 'vitest.setup.ts', template: 'vitest/vitest.setup.ts' },
      { path: 'vitest.config.ts', template: 'vitest/vitest.config.ts', sameAs: /^vite(st)?\.config\.[cm]?[jt]s$/, instead: "add setupFiles: ['./vitest.setup.ts'] to its test options" },
    ],
    needs: ['msw'],
    next: 'npx vitest run',
  },
  'jest-cjs': jestPlan('Jest (CommonJS)', 'jest-cjs', 'jest.setup.js', 'npx jest'),
  'jest-esm': jestPlan('Jest (ESM mode)', 'jest-esm', 'jest.setup.js', 'node --experimental-vm-modules node_modules/jest/bin/jest.js'),
  'jest-ts': jestPlan('Jest (TypeScript, ts-jest)', 'jest-ts', 'jest.setup.ts', 'node --experimental-vm-modules node_modules/jest/bin/jest.js'),
  playwright: {
    title: 'Playwright (a sandbox per test on one mock server)',
    files: [
      { path: 'playwright.config.ts', template: 'playwright/playwright.config.ts', sameAs: configFile('playwright'),
        instead: "give it testDir, the webServer and use.animalStoreUrl of animal-store-mock's (docs/sandboxes.md)" },
      { path: 'e2e/animal-store.spec.ts', template: 'playwright/animal-store.spec.ts' },
    ],
    needs: [],
    next: 'npx playwright test',
  },
  browser: {
    title: 'Vite app (MSW service worker)',
    files: [{ path: 'src/mock.ts', template: 'browser/mock.ts' }],
    serviceWorker: true,
    needs: ['msw'],
    next: "call `await startMock()` (from './mock.ts') before your app starts, then: npx vite",
  },
};

function jestPlan(title: string, stack: 'jest-cjs' | 'jest-esm' | 'jest-ts', setup: 'jest.setup.js' | 'jest.setup.ts', next: string): InitPlan {
  return {
    title,
    files: [
      { path: setup, template: `${stack}/${setup}` as TemplateName },
      { path: 'jest.config.js', template: `${stack}/jest.config.js` as TemplateName, sameAs: configFile('jest'), instead: `add setupFilesAfterEnv: ['./${setup}'] to it` },
    ],
    needs: ['msw', 'jest-fixed-jsdom'],
    next,
  };
}
