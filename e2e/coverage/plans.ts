import { fileURLToPath } from 'node:url';
import type { CoverageDocument } from '../../core/internal.ts';

/** Where each test's sandbox coverage is written (the fixture's `animalStoreCoverageDir`). */
export const coverageDir = fileURLToPath(new URL('../../test-results/coverage-files/', import.meta.url));

/** The server the global setup started, handed to the workers through the environment. */
export const serverVariable = 'ANIMAL_STORE_COVERAGE_E2E_URL';
export const apiKey = 'coverage-e2e-key';

/** One test's exchanges, and the non-zero counts they must leave in its sandbox's coverage. */
export interface WorkerPlan {
  name: string;
  requests: {
    method?: string;
    path: string;
    body?: object;
    prefer?: string;
    anonymous?: boolean;
    afterSunset?: boolean;
  }[];
  counts: Record<string, number>;
}

/** Four tests, one per worker: together they fill holes none fills alone. */
export const workerPlans: WorkerPlan[] = [
  {
    name: 'lists',
    requests: [{ path: '/v1/pets' }, { path: '/v1/pets?limit=2' }, { path: '/v1/pets?status=sold' }],
    counts: { 'listPets 200': 3 },
  },
  {
    name: 'reads and is refused',
    requests: [{ path: '/v1/pets/1' }, { path: '/v1/pets/2' }, { path: '/v1/pets', anonymous: true }],
    counts: { 'getPet 200': 2, 'listPets 401': 1 },
  },
  {
    name: 'creates and strays',
    requests: [
      { method: 'POST', path: '/v1/pets', body: { name: 'Counted', categoryId: 1 } },
      { method: 'POST', path: '/v1/pets', body: {} },
      { path: '/v1/nope' },
    ],
    counts: { 'createPet 201': 1, 'createPet 400': 1, 'unmatched GET /v1/nope': 1 },
  },
  {
    name: 'meets failures',
    requests: [
      { path: '/v1/pets', prefer: 'code=503' },
      { path: '/v1/pets/1', afterSunset: true },
    ],
    counts: { 'listPets default': 1, 'listPets error': 1, 'getPet 410': 1, 'getPet gone': 1 },
  },
];

/** The non-zero counts of a coverage document, keyed as the plans key them. */
export function countsOf({ operations, unmatched }: CoverageDocument): Record<string, number> {
  const counts: Record<string, number> = {};
  const add = (key: string, hits: number) => {
    if (hits > 0) counts[key] = hits;
  };
  for (const [id, operation] of Object.entries(operations)) {
    for (const [key, hits] of Object.entries(operation.responses)) add(`${id} ${key}`, hits);
    for (const [status, hits] of Object.entries(operation.undocumented)) add(`${id} undocumented ${status}`, hits);
    for (const [kind, failure] of Object.entries(operation.failures)) add(`${id} ${kind}`, failure.hits);
  }
  for (const [key, hits] of Object.entries(unmatched.requests)) add(`unmatched ${key}`, hits);
  return counts;
}

/** What the plans did together: each count summed. */
export function summedCounts(plans: readonly WorkerPlan[]): Record<string, number> {
  const sum: Record<string, number> = {};
  for (const plan of plans) for (const [key, hits] of Object.entries(plan.counts)) sum[key] = (sum[key] ?? 0) + hits;
  return sum;
}
