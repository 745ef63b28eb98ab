import { openapiDocument } from '../contract/spec.ts';
import type { AdminAnswer, AdminQuery, AdminSchema } from '../../spec/admin-types.ts';
import type { Pet } from '../../spec/schema-types.ts';
import { jsonResponse } from '../exchange/respond.ts';
import type { PetStore } from '../store/pet-store.ts';
import type { AdminRoute } from './admin-context.ts';

/** Where the store keeps its data, as the server or the MSW store knows it (spec/admin.openapi.yaml, StoreSummary). */
export type StorageInfo = AdminSchema<'StoreSummary'>['storage'];

/** Where the data of a mock without a file lives. */
export const memoryStorage = async (): Promise<StorageInfo> => ({ kind: 'memory' });

/** The server's db file and what goes with it (docs/db-file.md). */
export type FileStorageInfo = Extract<StorageInfo, { kind: 'file' }>;

// The spec's PetStatus enum (the generated document is typed loosely; the spec test pins its shape).
const statuses = (openapiDocument.components.schemas as Record<string, { enum: readonly string[] }>)['PetStatus']!.enum;
/** The status filter's value for pets that have none. */
const noStatus = 'none';
/** Counts of the spec's statuses and `none`, the four fields the admin spec names (test/http/admin-answers.test.ts checks). */
type StatusCounts = AdminSchema<'StoreSummary'>['byStatus'];

/**
 * `/__admin/store`: counts per status and where the data lives; `/__admin/store/pets`: one page of
 * pets, filtered by status and name (case-insensitive substring) and ordered by id either way.
 */
export function storeRoutes(
  store: Pick<PetStore, 'count' | 'snapshot'>,
  storage: () => Promise<StorageInfo>,
): AdminRoute[] {
  return [
    {
      operationId: 'getStoreSummary',
      async handle() {
        const byStatus: Record<string, number> = Object.fromEntries(
          [...statuses, noStatus].map((status) => [status, 0]),
        );
        for (const pet of store.snapshot().pets) byStatus[pet.status ?? noStatus]! += 1;
        return jsonResponse({
          pets: store.count(),
          byStatus: byStatus as StatusCounts,
          storage: await storage(),
        } satisfies AdminAnswer<'getStoreSummary'>);
      },
    },
    {
      operationId: 'listStorePets',
      async handle(context) {
        const query = context.query as PetQuery;
        const matching = store.snapshot().pets.filter(petFilter(query));
        if (query.order === 'desc') matching.reverse();
        const pets = matching.slice(query.offset, query.offset + query.limit);
        return jsonResponse({
          total: matching.length,
          offset: query.offset,
          limit: query.limit,
          pets,
        } satisfies AdminAnswer<'listStorePets'>);
      },
    },
  ];
}

/** The page asked for, its defaults filled in by the table's check (spec/admin.openapi.yaml). */
type PetQuery = AdminQuery<'listStorePets'> & Required<Omit<AdminQuery<'listStorePets'>, 'status'>>;

function petFilter({ status, name }: PetQuery): (pet: Pet) => boolean {
  const needle = name.toLowerCase();
  return (pet) =>
    (status === undefined || (pet.status ?? noStatus) === status) &&
    (needle === '' || pet.name.toLowerCase().includes(needle));
}
