/** @type {import('jest').Config} */
module.exports = {
  // jsdom with Node's fetch, Request, Response and streams, as msw needs ('node' works too).
  testEnvironment: 'jest-fixed-jsdom',
  setupFilesAfterEnv: ['./jest.setup.js'],
  // Playwright's tests (animal-store-mock init puts them in e2e/) are not Jest's.
  testPathIgnorePatterns: ['/node_modules/', '/e2e/'],
};
