import { adminErrorStatuses } from './admin/admin-errors.ts';
import { sharedErrorStatuses } from './exchange/errors.ts';
import { failureErrorStatuses } from './failures/failure-errors.ts';
import { harImportErrorStatuses } from './har/har-errors.ts';
import { pactErrorStatuses } from './pact/pact-errors.ts';
import { proxyControlErrorStatuses, upstreamErrorStatuses } from './proxy/proxy-errors.ts';
import { sandboxErrorStatuses } from './sandbox/sandbox-errors.ts';
import { scenarioErrorStatuses } from './scenario/scenario-error.ts';
import { storeErrorStatuses } from './store/store-errors.ts';
import { worldErrorStatuses } from './world/world-errors.ts';

/**
 * Every code the API answers with, gathered from the rooms that declare them (the shared codes in
 * core/exchange/, a feature's in its room): spec/openapi.yaml and docs/api.md list exactly these.
 */
export const apiErrorStatuses = {
  ...sharedErrorStatuses,
  ...sandboxErrorStatuses,
  ...storeErrorStatuses,
  ...upstreamErrorStatuses,
} as const;

/** The codes only the control plane answers with, gathered from their rooms: spec/admin.openapi.yaml lists exactly these. */
export const adminOnlyErrorStatuses = {
  ...adminErrorStatuses,
  ...scenarioErrorStatuses,
  ...failureErrorStatuses,
  ...proxyControlErrorStatuses,
  ...harImportErrorStatuses,
  ...worldErrorStatuses,
  ...pactErrorStatuses,
} as const;

/** Every error code the mock answers with, on the API or the control plane (docs/api.md and the specs list them). */
export type ErrorCode = keyof typeof apiErrorStatuses | keyof typeof adminOnlyErrorStatuses;
