import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // 'jsdom' works the same (npm install -D jsdom).
    environment: 'node',
    setupFiles: ['./vitest.setup.ts'],
  },
});
