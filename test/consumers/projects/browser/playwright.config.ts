import { defineConfig } from '@playwright/test';

// The test that runs this project says where Chromium is and which flags this machine needs.
const executablePath = process.env.CHROMIUM_PATH;
const args = (process.env.CHROMIUM_ARGS ?? '').split(' ').filter(Boolean);

export default defineConfig({
  testDir: 'tests',
  globalSetup: './tests/global-setup.ts',
  forbidOnly: true,
  workers: 1,
  reporter: 'list',
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { ...(executablePath ? { executablePath } : {}), args },
  },
});
