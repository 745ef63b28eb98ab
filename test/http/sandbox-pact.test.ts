import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PactV4 } from '../../core/reports/pact-types.ts';
import { writeReportFile } from '../../playwright/report-file.ts';
import { sandboxClient } from '../../playwright/sandbox-client.ts';
import { call } from '../support/bounded-fetch.ts';
import { auth } from '../support/requests.ts';
import { startTestServer } from '../support/test-server.ts';

describe("the Playwright fixture's pact", () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let dir: string;
  beforeAll(async () => {
    server = await startTestServer({ seed: 3, count: 10 });
    dir = await mkdtemp(join(tmpdir(), 'pact-files-'));
  });
  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("reads the sandbox's pact with the fixture's names, and writes it as <sandbox>.json only when it holds interactions", async () => {
    const client = sandboxClient({ apiUrl: server.url, pact: { consumer: 'web-app', spec: 4 } }, 'pw-pact');
    await client.create();
    // The fixture writes no file for a pact without interactions.
    expect((await client.controls.pact()).interactions).toEqual([]);
    await call(`${server.url}/pets?status=sold`, { headers: auth(client.controls.headers) });
    const pact = (await client.controls.pact()) as PactV4;
    expect(pact).toMatchObject({
      consumer: { name: 'web-app' },
      provider: { name: 'animal-store' },
      metadata: { pactSpecification: { version: '4.0' } },
    });
    expect(pact.interactions.map(({ description }) => description)).toEqual(['list sold pets → 200']);
    expect(
      ((await client.controls.pact({ spec: 3 })) as { metadata: { pactSpecification: { version: string } } }).metadata
        .pactSpecification.version,
    ).toBe('3.0.0');
    const file = await writeReportFile(dir, 'pw-pact', pact, 2);
    expect(await readdir(dir)).toEqual(['pw-pact.json']);
    expect(await readFile(file, 'utf8')).toBe(`${JSON.stringify(pact, null, 2)}\n`);
    await client.drop();
  });
});
