import { roomErrors } from '../exchange/errors.ts';

/** The pact room's error codes and their statuses (spec/admin.openapi.yaml lists them with the others). */
export const pactErrorStatuses = {
  // A provider state the mock does not write, with params that do not fit it, or past the id space.
  invalid_provider_state: 400,
} as const;

/** An error of the pact room's, with its declared status. */
export const pactError = roomErrors(pactErrorStatuses);
