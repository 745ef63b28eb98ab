import { describe, expect, it } from 'vitest';
import type { CoverageDocument } from '../../core/internal.ts';
import { useTestServer } from './http-support.ts';
import { call } from '../support/bounded-fetch.ts';
import { expectJson } from '../support/json-response.ts';
import { auth } from '../support/requests.ts';
import { adminUrl } from '../support/test-server.ts';
import { admin, inSandbox } from '../support/sandbox-support.ts';

const coverageOf = async (response: Response) => expectJson<CoverageDocument>(response);

/** `/__admin/coverage`, per mock, kept across a store reset, cleared by DELETE. */
describe('GET and DELETE /__admin/coverage', () => {
  const server = useTestServer();

  it('counts each sandbox apart, read by header or ?sandbox=, and the main store on its own', async () => {
    await call(`${server.url}/pets`, { headers: inSandbox('cov-a') });
    await call(`${server.url}/pets`, { headers: inSandbox('cov-a') });
    await call(`${server.url}/pets/1`, { headers: inSandbox('cov-b') });
    const a = await coverageOf(await admin(server, '/coverage', { sandbox: 'cov-a' }));
    const b = await coverageOf(await call(adminUrl(server, '/coverage?sandbox=cov-b')));
    const main = await coverageOf(await admin(server, '/coverage'));
    expect(a.version).toBe(1);
    expect([a.operations['listPets']!.responses['200'], a.operations['getPet']!.responses['200']]).toEqual([2, 0]);
    expect([b.operations['listPets']!.responses['200'], b.operations['getPet']!.responses['200']]).toEqual([0, 1]);
    expect(main.operations['listPets']!.responses['200']).toBe(0);
  });

  it('survives a reset of the store and starts afresh on DELETE', async () => {
    await call(`${server.url}/pets`, { headers: auth() });
    await admin(server, '/reset', { method: 'POST' });
    expect((await coverageOf(await admin(server, '/coverage'))).operations['listPets']!.responses['200']).toBe(1);
    expect((await coverageOf(await admin(server, '/coverage', { method: 'DELETE' }))).summary.responses.covered).toBe(
      0,
    );
    const cleared = await coverageOf(await admin(server, '/coverage'));
    expect(cleared.summary.responses.covered).toBe(0);
  });
});
