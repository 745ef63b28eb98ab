import { defineConfig } from '@playwright/test';
import type { AnimalStoreOptions } from 'animal-store-mock/playwright';

export default defineConfig<AnimalStoreOptions>({
  // Only the browser tests: the project's Vitest or Jest files stay out of Playwright's run.
  testDir: './e2e',
  // One mock server for every worker; each test gets a sandbox of its own on it.
  webServer: {
    command: 'npx animal-store-mock --in-memory --port 4010',
    url: 'http://127.0.0.1:4010/__admin/health',
    reuseExistingServer: true,
  },
  use: {
    animalStoreUrl: 'http://127.0.0.1:4010/v1',
    // Your app, pointed at the mock's URL: baseURL: 'http://localhost:5173',
  },
});
