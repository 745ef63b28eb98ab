import { listSpecOperations } from '../../core/contract/operations.ts';
import { createRouteMatcher } from '../../core/exchange/route-matcher.ts';
import { basePath, openapiDocument } from '../../core/internal.ts';

/** What `list_requests` keeps; each criterion given must hold. */
export interface JournalFilter {
  operationId?: string | undefined;
  status?: number | undefined;
  /** A journal id: only newer entries (exclusive). */
  since?: number | undefined;
}

interface Entry {
  id: number;
  method: string;
  path: string;
  status: number | null;
}

/**
 * The journal entries a filter keeps. The admin API's `/requests` takes no filter and its entries
 * name no operation, so the operation is found here by the core's own route matcher over the spec.
 * @example filterJournal(entries, { operationId: 'createPet', since: 12 })
 */
export function filterJournal<E extends Entry>(entries: readonly E[], { operationId, status, since }: JournalFilter): E[] {
  const match = operationId === undefined ? undefined : createRouteMatcher(listSpecOperations(openapiDocument), basePath);
  return entries.filter(
    (entry) =>
      (since === undefined || entry.id > since) &&
      (status === undefined || entry.status === status) &&
      (match === undefined || match(entry.method, entry.path).route?.operationId === operationId),
  );
}
