import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Two projects: the repository's own tests, and the consumer suites (test/consumers), which run
 * the packed package in real user projects. Only the latter packs and installs, in its global
 * setup, so a targeted run of other tests does not pay for it.
 */
export default defineConfig({
  test: {
    // Vitest's default on 2 cores is one file at a time; most files here wait on a child process,
    // a socket or a timer for much of their run, so two at a time fill both cores.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'repository',
          // The files share each worker's module cache instead of importing the core afresh per file
          // (46 core files: 27 s of CPU isolated, 15 s shared). Each file restores what it changes
          // (timers, globals, MSW servers).
          isolate: false,
          globalSetup: './test/support/admin-document.setup.ts',
          include: [
            'test/**/*.test.ts',
            'core/**/*.test.ts',
            'server/**/*.test.ts',
            'mocks/**/*.test.ts',
            'fixtures/**/*.test.ts',
            'ui/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, 'test/consumers/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'consumers',
          // The projects/ under it are users' projects with suites of their own, run by their runners.
          include: ['test/consumers/*.test.ts'],
          globalSetup: './test/consumers/support/global-setup.ts',
          // Each test runs a whole suite (or tsc) in a child process.
          testTimeout: 120_000,
          // Two such children at a time, not Vitest's five: on 2 cores beside the other checks of
          // npm test, five starve each other until the suites' own 5 s test timeouts fire.
          maxConcurrency: 2,
        },
      },
    ],
  },
});
