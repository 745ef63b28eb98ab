import { roomErrors } from '../exchange/errors.ts';

/** Why a HAR cannot be imported, and the HTTP status the control plane answers it with (spec/admin.openapi.yaml lists them). */
export const harImportErrorStatuses = {
  har_too_large: 413,
  har_not_json: 400,
  har_truncated: 400,
  har_not_har: 400,
  har_unsupported_version: 400,
  har_without_content: 400,
} as const;

/** An error of a HAR import's, with its declared status. */
export const harImportError = roomErrors(harImportErrorStatuses);
