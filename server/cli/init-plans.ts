import type { Stack } from './detect-stacks.ts';
import type { TemplateName } from './init-templates.ts';

/** A file `init` writes from a template, unless it (or, for a config, any config of that tool) exists. */
export interface TemplateFile {
  path: string;
  template: TemplateName;
  /** Other names of the same config: when one exists, the file is not written and `instead` is said. */
  sameAs?: RegExp;
  instead?: string;
  /** Text an existing config holds once it has the setup `instead` asks for (e.g. one `init` wrote): then nothing is asked. */
  holds?: string;
  /** The name in a package that is not ESM (`"type": "module"` absent): Vitest's config must then say it is ESM itself. */
  commonJsPath?: string;
  /**
   * Written instead when the project has a Vite config (a Vite app) and none of its own: a config
   * that merges the Vite one, so `vite build` stays as it was. A Vite config with a `test:` block is kept.
   */
  besideVite?: TemplateName;
}

export interface InitPlan {
  title: string;
  files: TemplateFile[];
  /** Copy msw's service worker into public/ (a browser app). */
  serviceWorker?: boolean;
  /** Packages the files import or the `next` command runs, beside animal-store-mock. */
  needs: string[];
  /**
   * The msw this stack can load, when not any: Jest's CommonJS runtime requires msw, and msw 3, like
   * 2.11.3 and later 2.x (their dependencies until-async and rettime 0.11), is ESM only.
   */
  mswPinned?: { major: 2; version: string };
  /** Lines to read before `next`: a step in the user's own files that init does not edit. */
  nextSteps?: string[];
  next: string;
}

/** How a page starts the mock so that only a development build has it (Vite drops the branch and the chunk). */
export const devOnlyStart = `if (import.meta.env.DEV) {
  const { startMock } = await import('./mock');
  await startMock();
}`;

const configFile = (tool: string) => new RegExp(`^${tool}\\.config\\.[cm]?[jt]s$`);

/** What `init` writes for each stack: the setup the docs show for it. */
export const initPlans: Record<Stack, InitPlan> = {
  vitest: {
    title: 'Vitest',
    files: [
      { path: 'vitest.setup.ts', template: 'vitest/vitest.setup.ts' },
      {
        path: 'vitest.config.ts',
        template: 'vitest/vitest.config.ts',
        sameAs: configFile('vitest'),
        instead:
          "add setupFiles: ['./vitest.setup.ts'] and exclude: [...configDefaults.exclude, 'e2e/**'] to its test options",
        holds: './vitest.setup.ts',
        commonJsPath: 'vitest.config.mts',
        besideVite: 'vitest/vitest.config.vite.ts',
      },
      { path: 'animal-store.test.ts', template: 'vitest/animal-store.test.ts' },
    ],
    needs: ['vitest', 'msw'],
    next: 'npx vitest run',
  },
  'jest-cjs': jestPlan('Jest (CommonJS)', 'jest-cjs', 'jest.setup.js', 'npx jest'),
  'jest-esm': jestPlan(
    'Jest (ESM mode)',
    'jest-esm',
    'jest.setup.js',
    'node --experimental-vm-modules node_modules/jest/bin/jest.js',
    ['@jest/globals'],
  ),
  'jest-ts': jestPlan(
    'Jest (TypeScript, ts-jest)',
    'jest-ts',
    'jest.setup.ts',
    'node --experimental-vm-modules node_modules/jest/bin/jest.js',
    ['@jest/globals', 'ts-jest'],
  ),
  playwright: {
    title: 'Playwright (a sandbox per test on one mock server)',
    files: [
      {
        path: 'playwright.config.ts',
        template: 'playwright/playwright.config.ts',
        sameAs: configFile('playwright'),
        instead: "give it testDir, the webServer and use.animalStoreUrl of animal-store-mock's (docs/sandboxes.md)",
        holds: 'animalStoreUrl',
      },
      { path: 'e2e/animal-store.spec.ts', template: 'playwright/animal-store.spec.ts' },
    ],
    needs: ['@playwright/test'],
    next: 'npx playwright test',
  },
  browser: {
    title: 'Vite app (MSW service worker, in development only)',
    files: [{ path: 'src/mock.ts', template: 'browser/mock.ts' }],
    serviceWorker: true,
    needs: ['msw'],
    nextSteps: [
      'start the mock before your app, in development only (a production build then holds none of it), at the top of src/main.ts or src/main.tsx:',
      ...devOnlyStart.split('\n').map((line) => `  ${line}`),
      // The one switch src/mock.ts reads: the server (or staging through its --proxy) instead of the page's mock.
      "the switch: VITE_ANIMAL_STORE=http://127.0.0.1:4010/v1 in .env.development.local sends the page's requests to that server (unset: the mock)",
    ],
    next: 'npx vite',
  },
};

function jestPlan(
  title: string,
  stack: 'jest-cjs' | 'jest-esm' | 'jest-ts',
  setup: 'jest.setup.js' | 'jest.setup.ts',
  next: string,
  more: string[] = [],
): InitPlan {
  const sample = `animal-store.test.${setup.endsWith('.ts') ? 'ts' : 'js'}`;
  return {
    title,
    files: [
      { path: setup, template: `${stack}/${setup}` as TemplateName },
      {
        path: 'jest.config.js',
        template: `${stack}/jest.config.js` as TemplateName,
        sameAs: configFile('jest'),
        instead: `add setupFilesAfterEnv: ['./${setup}'] to it`,
        holds: `./${setup}`,
      },
      { path: sample, template: `${stack}/${sample}` as TemplateName },
    ],
    needs: ['jest', 'msw', 'jest-fixed-jsdom', ...more],
    ...(stack === 'jest-cjs' ? { mswPinned: { major: 2, version: '2.11.2' } as const } : {}),
    next,
  };
}
