import { rm } from 'node:fs/promises';
import { startServer } from '../../server/start-server.ts';
import { resilienceDrill } from '../../test/support/resilience-drill.ts';
import { testConfig } from '../../test/support/test-server.ts';
import { resilienceDirs, serverVariable } from './plans.ts';

/** One in-memory server every worker shares, each test in a sandbox; no verdict file left from a past run. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  await Promise.all(Object.values(resilienceDirs).map((dir) => rm(dir, { recursive: true, force: true })));
  const server = await startServer(testConfig({ apiKeys: [resilienceDrill.apiKey] }), {
    info: () => {},
    error: (line) => console.error(`[api] ${line}`),
  });
  process.env[serverVariable] = server.url;
  return () => server.close();
}
