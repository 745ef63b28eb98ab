import { roomErrors } from '../exchange/errors.ts';

/** The failure rules' error codes and their statuses (spec/admin.openapi.yaml lists them with the others). */
export const failureErrorStatuses = {
  invalid_rule: 400,
  rule_exists: 409,
} as const;

/** An error of the failure rules', with its declared status. */
export const failureError = roomErrors(failureErrorStatuses);
