import { describe, expect, it } from 'vitest';
import { createMock } from '../create-mock.ts';
import type { Scenario } from '../store/scenario-types.ts';
import { fetchHandler } from '../exchange/fetch-exchange.ts';
import { explainRequest } from './explain-request.ts';

// Decisions read back from a journaled request's evidence, in the order the layers took them.
const key = 'explain-key';
const scenario: Scenario = {
  name: 'one',
  version: 1,
  description: 'one pet',
  pets: [{ id: 1, name: 'One', categoryId: 1 }],
  nextId: 2,
};

async function explainNewest(path: string, init: RequestInit = {}) {
  const mock = await createMock({ scenario, apiKeys: [key] });
  await fetchHandler(mock.app)(new Request(`http://127.0.0.1/v1${path}`, init));
  const id = mock.controls.journal.newestId();
  return explainRequest(mock.controls.journal.evidence(id)!);
}

describe('explainRequest', () => {
  it('names the pet a read found', async () => {
    expect(await explainNewest('/pets/1', { headers: { authorization: `Bearer ${key}` } })).toEqual({
      id: 1,
      decisions: [{ kind: 'store', petId: 1, found: true }],
    });
  });

  it('says a request without a key was refused for it', async () => {
    expect((await explainNewest('/pets/1')).decisions).toEqual([{ kind: 'auth', refused: 'missing' }]);
  });

  it('says whether a browser origin was granted', async () => {
    const { decisions } = await explainNewest('/pets/1', {
      headers: { authorization: `Bearer ${key}`, origin: 'http://127.0.0.1:5173' },
    });
    expect(decisions[0]).toMatchObject({ kind: 'cors', preflight: false, origin: 'http://127.0.0.1:5173' });
  });
});
