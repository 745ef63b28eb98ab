import { roomErrors } from '../exchange/errors.ts';

/** The sandboxes' error codes and their statuses (spec/openapi.yaml lists them with the others). */
export const sandboxErrorStatuses = {
  invalid_sandbox: 400,
} as const;

/** An error of the sandboxes', with its declared status. */
export const sandboxError = roomErrors(sandboxErrorStatuses);
