import { rm } from 'node:fs/promises';
import { startServer } from '../../server/start-server.ts';
import { testConfig } from '../../test/support/test-server.ts';
import { apiKey, coverageDir, serverVariable } from './plans.ts';

/** One in-memory server every worker shares, each test in a sandbox; no coverage file left from a past run. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  await rm(coverageDir, { recursive: true, force: true });
  const server = await startServer(testConfig({ apiKeys: [apiKey] }), {
    info: () => {},
    error: (line) => console.error(`[api] ${line}`),
  });
  process.env[serverVariable] = server.url;
  return () => server.close();
}
