import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // 'jsdom' works the same (npm install -D jsdom).
    environment: 'node',
    setupFiles: ['./vitest.setup.ts'],
    // Playwright's tests (animal-store-mock init puts them in e2e/) are not Vitest's.
    exclude: [...configDefaults.exclude, 'e2e/**'],
  },
});
