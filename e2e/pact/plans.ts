import { fileURLToPath } from 'node:url';

/** Where each test's sandbox pact is written (the fixture's `animalStorePact.dir`). */
export const pactDir = fileURLToPath(new URL('../../test-results/pact-files/', import.meta.url));

/** The server the global setup started, handed to the workers through the environment. */
export const serverVariable = 'ANIMAL_STORE_PACT_E2E_URL';
export const apiKey = 'pact-e2e-key';

/** One test's requests: a path, or a create's body; `anonymous` sends no key. */
export interface PactPlan {
  name: string;
  requests: { path: string; create?: object; anonymous?: boolean; prefer?: string }[];
}

/** Four tests, one per worker; two of them share a request, which the merge keeps once. */
export const pactPlans: PactPlan[] = [
  { name: 'browses', requests: [{ path: '/pets?status=sold&limit=5' }, { path: '/pets/2' }] },
  { name: 'opens a missing pet', requests: [{ path: '/pets/2' }, { path: '/pets/99999' }, { path: '/pets?limit=0' }] },
  {
    name: 'adds a pet and opens it',
    requests: [
      { path: '/pets', create: { name: 'Nova', categoryId: 4, status: 'available' } },
      { path: '/pets/{created}' },
    ],
  },
  {
    name: 'is refused and meets an outage',
    requests: [
      { path: '/pets', anonymous: true },
      { path: '/pets?status=pending', prefer: 'code=503' },
    ],
  },
];
