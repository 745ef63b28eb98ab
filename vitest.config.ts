import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'core/**/*.test.ts', 'server/**/*.test.ts', 'mocks/**/*.test.ts', 'fixtures/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
