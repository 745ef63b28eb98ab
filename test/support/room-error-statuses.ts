import { adminErrorStatuses } from '../../core/admin/admin-errors.ts';
import { sharedErrorStatuses } from '../../core/exchange/errors.ts';
import { failureErrorStatuses } from '../../core/failures/failure-errors.ts';
import { harImportErrorStatuses } from '../../core/har/har-errors.ts';
import { pactErrorStatuses } from '../../core/pact/pact-errors.ts';
import { proxyControlErrorStatuses, upstreamErrorStatuses } from '../../core/proxy/proxy-errors.ts';
import { sandboxErrorStatuses } from '../../core/sandbox/sandbox-errors.ts';
import { scenarioErrorStatuses } from '../../core/scenario/scenario-error.ts';
import { storeErrorStatuses } from '../../core/store/store-errors.ts';
import { worldErrorStatuses } from '../../core/world/world-errors.ts';

/**
 * Every code the API answers with, gathered from the rooms that declare them (the shared codes in
 * core/exchange/, a feature's in its room): spec/openapi.yaml and docs/api.md list exactly these.
 */
export const apiErrorStatuses: Readonly<Record<string, number>> = {
  ...sharedErrorStatuses,
  ...sandboxErrorStatuses,
  ...storeErrorStatuses,
  ...upstreamErrorStatuses,
};

/** The codes only the control plane answers with, gathered from their rooms: spec/admin.openapi.yaml lists exactly these. */
export const adminOnlyErrorStatuses: Readonly<Record<string, number>> = {
  ...adminErrorStatuses,
  ...scenarioErrorStatuses,
  ...failureErrorStatuses,
  ...proxyControlErrorStatuses,
  ...harImportErrorStatuses,
  ...worldErrorStatuses,
  ...pactErrorStatuses,
};
