/** @type {import('jest').Config} */
export default {
  // jsdom with Node's fetch, Request, Response and streams, as msw needs ('node' works too).
  testEnvironment: 'jest-fixed-jsdom',
  setupFilesAfterEnv: ['./jest.setup.js'],
  // Jest's ESM mode runs the files as they are.
  transform: {},
};
