import type { ErrorFact } from './decision-facts.ts';
import type { MockResponse } from './exchange.ts';
import { jsonResponse } from './respond.ts';

/**
 * The codes every room answers with, and their HTTP statuses. A feature's own codes sit in its room
 * (`roomErrors`: the store's, the proxy's, the sandboxes'...); spec/openapi.yaml, spec/admin.openapi.yaml
 * and the docs list every code.
 */
export const sharedErrorStatuses = {
  invalid_request: 400,
  invalid_query: 400,
  invalid_path: 400,
  invalid_body: 400,
  unauthorized: 401,
  host_not_allowed: 403,
  not_found: 404,
  method_not_allowed: 405,
  request_timeout: 408,
  gone: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  internal_error: 500,
  not_implemented: 501,
} as const;

/** A code every room shares; a room's own codes come with their statuses (`roomErrors`). */
export type SharedErrorCode = keyof typeof sharedErrorStatuses;

/**
 * A room's own error codes and their statuses, declared in the room (a feature's codes are its own:
 * none is listed here); spec/admin.openapi.yaml and the docs still list every code.
 */
export type ErrorStatuses = Readonly<Record<string, number>>;

/**
 * What makes one room's errors: only its declared codes, each with the status it declared.
 * @example const timedError = roomErrors({ too_far: 400 }); throw timedError('too_far', 'No.');
 */
export function roomErrors<Statuses extends ErrorStatuses>(statuses: Statuses) {
  return (code: keyof Statuses & string, message: string, details: Record<string, number> = {}): ApiError =>
    new ApiError(code, message, {}, undefined, details, statuses[code]!);
}

/** An error that knows its code and how to become an Error response. */
export class ApiError extends Error {
  /** One of `SharedErrorCode`, or a code a room declared with its status (`roomErrors`). */
  readonly code: string;
  readonly status: number;
  readonly headers: Record<string, string>;
  /** Why it was refused, for the explanation of the answer (read by the API's catch point). */
  readonly fact: ErrorFact | undefined;
  /** Fields the Error body carries besides code, message and status (a limit's counts). */
  readonly details: Record<string, number>;

  constructor(
    code: SharedErrorCode,
    message: string,
    headers?: Record<string, string>,
    fact?: ErrorFact,
    details?: Record<string, number>,
  );
  constructor(
    code: string,
    message: string,
    headers: Record<string, string>,
    fact: ErrorFact | undefined,
    details: Record<string, number>,
    status: number,
  );
  constructor(
    code: string,
    message: string,
    headers: Record<string, string> = {},
    fact?: ErrorFact,
    details: Record<string, number> = {},
    status?: number,
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status ?? (sharedErrorStatuses as Record<string, number>)[code]!;
    this.headers = headers;
    this.details = details;
    this.fact = fact;
  }

  toResponse(): MockResponse {
    return jsonResponse(
      { code: this.code, message: this.message, status: this.status, ...this.details },
      this.status,
      this.headers,
    );
  }
}
