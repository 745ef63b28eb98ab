import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMock } from '../../core/create-mock.ts';
import { fetchHandler } from '../../core/exchange/fetch-exchange.ts';
import { repoRoot } from '../support/child-server.ts';
import { pactOf } from '../support/pact-of.ts';

const page = readFileSync(join(repoRoot, 'docs/pact.md'), 'utf8');

describe('docs/pact.md', () => {
  it('shows the interactions the mock writes for the requests it names, as written', async () => {
    const shown = JSON.parse(/```json pact-example\n([\s\S]*?)\n```/.exec(page)![1]!) as unknown[];
    const mock = await createMock({ seed: 1, count: 10 });
    const send = fetchHandler(mock.app);
    for (const path of ['/v1/pets/7', '/v1/pets/999'])
      await send(new Request(`http://127.0.0.1:4010${path}`, { headers: { authorization: 'Bearer k' } }));
    expect(shown).toEqual(pactOf(mock.controls, { consumer: 'web-app', provider: 'animal-store' }).interactions);
  });
});
