import { build, preview } from 'vite';

/** Builds the page with Vite and serves the build on a free port; APP_URL tells the tests where. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  await build({ logLevel: 'warn' });
  const server = await preview({ logLevel: 'warn', preview: { host: '127.0.0.1', port: 0 } });
  process.env.APP_URL = server.resolvedUrls?.local[0];
  return () => server.close();
}
