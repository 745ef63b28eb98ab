import type autocannon from 'autocannon';

/** The loads of the issue, each the same for the mock and the baselines. */
export const routeNames = ['list', 'sold', 'get', 'create', 'mix'] as const;
export type RouteName = (typeof routeNames)[number];
/** The routes that only read: each is also measured on raw node:http. */
export const readRoutes: readonly RouteName[] = ['list', 'sold', 'get'];
/** A load: one of the routes, or `reads` (list, filtered list, get; no writes), the warm-up of each server. */
export type LoadName = RouteName | 'reads';

export const routeLabels: Record<RouteName, string> = {
  list: 'GET /v1/pets?limit=20',
  sold: 'GET /v1/pets?status=sold',
  get: 'GET /v1/pets/{id}',
  create: 'POST /v1/pets',
  mix: '90/10 read/write',
};

const auth = { authorization: 'Bearer bench-key' };
const list: autocannon.Request = { method: 'GET', path: '/v1/pets?limit=20', headers: auth };
const sold: autocannon.Request = { method: 'GET', path: '/v1/pets?status=sold', headers: auth };
const create: autocannon.Request = {
  method: 'POST',
  path: '/v1/pets',
  headers: { ...auth, 'content-type': 'application/json' },
  body: JSON.stringify({ name: 'Benchmark Biscuit', categoryId: 3, status: 'available' }),
};
const getById = (id: number): autocannon.Request => ({ method: 'GET', path: `/v1/pets/${id}`, headers: auth });

/** Ids spread over 1..count, so a get does not hit one hot pet. */
function spreadIds(count: number, n: number): number[] {
  return Array.from({ length: n }, (_, i) => 1 + Math.floor((i * count) / n));
}

/**
 * The request cycle of one load; autocannon prebuilds them and each connection walks the cycle.
 * `count` is the number of stored pets (ids 1..count exist).
 */
export function requestsFor(route: LoadName, count: number): autocannon.Request[] {
  switch (route) {
    case 'list':
      return [list];
    case 'sold':
      return [sold];
    case 'get':
      return spreadIds(count, 64).map(getById);
    case 'create':
      return [create];
    case 'reads': {
      const [a, b] = spreadIds(count, 2) as [number, number];
      return [list, sold, getById(a), getById(b)];
    }
    case 'mix': {
      // Nine reads (list, filtered list, get) for each create.
      const [a, b, c] = spreadIds(count, 3) as [number, number, number];
      return [list, sold, getById(a), list, sold, getById(b), list, sold, getById(c), create];
    }
  }
}
