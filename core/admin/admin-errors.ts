import { roomErrors } from '../exchange/errors.ts';

/** Codes of the control plane's own guards (spec/admin.openapi.yaml lists them with the others). */
export const adminErrorStatuses = {
  forbidden: 403,
} as const;

/** An error of the control plane's, with its declared status. */
export const adminError = roomErrors(adminErrorStatuses);
