import { roomErrors } from '../exchange/errors.ts';

/** The store's error codes and their statuses (spec/openapi.yaml lists them with the others). */
export const storeErrorStatuses = {
  // The storage cannot take a write (a db file changed by hand or made read-only, no id left).
  storage_unavailable: 503,
} as const;

/** An error of the store's, with its declared status. */
export const storeError = roomErrors(storeErrorStatuses);
