const { createDefaultPreset } = require('ts-jest');

/** @type {import('jest').Config} */
module.exports = {
  ...createDefaultPreset(),
  // jsdom with Node's fetch, Request, Response and streams, as msw needs ('node' works too).
  testEnvironment: 'jest-fixed-jsdom',
  setupFilesAfterEnv: ['./jest.setup.ts'],
  // Playwright's tests (animal-store-mock init puts them in e2e/) are not Jest's.
  testPathIgnorePatterns: ['/node_modules/', '/e2e/'],
};
