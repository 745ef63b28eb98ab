import { describe, expect, it } from 'vitest';
import { createMock } from '../create-mock.ts';
import { fetchHandler } from '../exchange/fetch-exchange.ts';
import { mergePacts } from './merge-pacts.ts';
import { readPact, type ReadPact } from './read-pact.ts';
import type { PactV3 } from './pact-types.ts';
import { pactOf } from '../../test/support/pact-of.ts';

const api = 'http://127.0.0.1:4010/v1';

/** The pact (read back from its text) of one worker's requests against a fresh mock. */
async function workerPact(paths: string[], spec: 3 | 4 = 3, consumer = 'web-app'): Promise<ReadPact> {
  const mock = await createMock({ seed: 4, count: 20 });
  const send = fetchHandler(mock.app);
  for (const path of paths) await send(new Request(`${api}${path}`, { headers: { authorization: 'Bearer k' } }));
  const read = readPact(JSON.stringify(pactOf(mock.controls, { consumer, provider: 'animal-store', spec })));
  if (!read.ok) throw new Error(read.error.message);
  return read.pact;
}

describe('merging pacts', () => {
  it("unites workers' interactions, each description once, in V3 and in V4", async () => {
    for (const spec of [3, 4] as const) {
      const a = await workerPact(['/pets?status=sold', '/pets/1'], spec);
      const b = await workerPact(['/pets/1', '/pets/999'], spec);
      const merged = mergePacts([
        { source: 'a.json', pact: a },
        { source: 'b.json', pact: b },
      ]);
      expect(merged.ok).toBe(true);
      if (!merged.ok) continue;
      expect(merged.pact.interactions.map(({ description }) => description)).toEqual([
        'list sold pets → 200',
        'get pet 1 → 200',
        'get pet 999 → 404',
      ]);
      expect(merged.pact.metadata.pactSpecification.version).toBe(spec === 3 ? '3.0.0' : '4.0');
      const again = readPact(JSON.stringify(merged.pact));
      expect(again.ok && again.pact.interactions.length).toBe(3);
    }
  });

  it('refuses other versions, other names, and one description answered two ways, naming the files', async () => {
    const v3 = await workerPact(['/pets/1']);
    const v4 = await workerPact(['/pets/1'], 4);
    const other = await workerPact(['/pets/1'], 3, 'admin-app');
    expect(
      mergePacts([
        { source: 'a.json', pact: v3 },
        { source: 'b.json', pact: v4 },
      ]),
    ).toEqual({ ok: false, message: expect.stringMatching(/b\.json is a V4 pact and a\.json a V3/) });
    expect(
      mergePacts([
        { source: 'a.json', pact: v3 },
        { source: 'c.json', pact: other },
      ]),
    ).toEqual({ ok: false, message: expect.stringMatching(/c\.json is between admin-app/) });
    const changed = structuredClone(v3);
    (changed.raw as PactV3['interactions'])[0]!.response.headers = { 'Content-Type': 'text/plain' };
    changed.interactions = changed.raw as PactV3['interactions'];
    expect(
      mergePacts([
        { source: 'a.json', pact: v3 },
        { source: 'd.json', pact: changed },
      ]),
    ).toEqual({ ok: false, message: '"get pet 1 → 200" answers differently in a.json and in d.json' });
    // Examples held to types by matching rules may differ: that is the same answer.
    const renamed = structuredClone(v3);
    (renamed.interactions[0]!.response.body as { name: string }).name = 'Someone else';
    expect(
      mergePacts([
        { source: 'a.json', pact: v3 },
        { source: 'e.json', pact: renamed },
      ]).ok,
    ).toBe(true);
  });

  it('reads only JSON pacts of V3 or V4, saying which they are not', () => {
    expect(readPact('{"consumer":')).toMatchObject({ ok: false, error: { code: 'pact_not_json' } });
    expect(readPact('[]')).toMatchObject({ ok: false, error: { code: 'pact_not_pact' } });
    expect(readPact('{"log":{"version":"1.2","entries":[]}}')).toMatchObject({
      ok: false,
      error: { code: 'pact_not_pact' },
    });
    const pact = {
      consumer: { name: 'a' },
      provider: { name: 'b' },
      interactions: [],
      metadata: { pactSpecification: { version: '2.0.0' } },
    };
    expect(readPact(JSON.stringify(pact))).toMatchObject({
      ok: false,
      error: { code: 'pact_unsupported_version', message: expect.stringContaining('2.0.0') },
    });
    const broken = {
      ...pact,
      interactions: [{ description: 'x', request: { method: 'GET' }, response: { status: 200 } }],
      metadata: { pactSpecification: { version: '3.0.0' } },
    };
    expect(readPact(JSON.stringify(broken))).toMatchObject({
      ok: false,
      error: { code: 'pact_not_pact', message: expect.stringContaining('interaction 0') },
    });
  });
});
