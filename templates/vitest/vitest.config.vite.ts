import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Written by `animal-store-mock init`. Vitest reads this file instead of vite.config.ts, so it
// starts from the app's config (its plugins and aliases) and adds the test options; `vite build`
// never reads it.
export default defineConfig(async (env) =>
  mergeConfig(typeof viteConfig === 'function' ? await viteConfig(env) : await viteConfig, {
    test: {
      // 'jsdom' works the same (npm install -D jsdom).
      environment: 'node',
      setupFiles: ['./vitest.setup.ts'],
      // Playwright's tests (animal-store-mock init puts them in e2e/) are not Vitest's.
      exclude: [...configDefaults.exclude, 'e2e/**'],
    },
  }),
);
