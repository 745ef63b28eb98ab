/** @type {import('jest').Config} */
export default {
  // jsdom with Node's fetch, Request, Response and streams, as msw needs ('node' works too).
  testEnvironment: 'jest-fixed-jsdom',
  setupFilesAfterEnv: ['./jest.setup.js'],
  // Playwright's tests (animal-store-mock init puts them in e2e/) are not Jest's.
  testPathIgnorePatterns: ['/node_modules/', '/e2e/'],
  // Jest's ESM mode runs the files as they are.
  transform: {},
};
