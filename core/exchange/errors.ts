import type { ErrorFact } from '../exchange/decision-facts.ts';
import type { MockResponse } from './exchange.ts';
import { jsonResponse } from './respond.ts';

/**
 * The Animal Store API's error codes and their statuses: spec/openapi.yaml's description and
 * docs/api.md list exactly these (a test compares them).
 */
export const apiErrorStatuses = {
  invalid_request: 400,
  invalid_query: 400,
  invalid_path: 400,
  invalid_body: 400,
  // An `Animal-Store-Sandbox` header that names no sandbox it may use.
  invalid_sandbox: 400,
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
  // In proxy mode, when the upstream fails the request.
  upstream_unavailable: 502,
  contract_violation: 502,
  // The storage cannot take a write (a db file changed by hand or made read-only, no id left).
  storage_unavailable: 503,
  upstream_timeout: 504,
} as const;

/**
 * The codes only the control plane answers with, besides the API's: spec/admin.openapi.yaml's
 * description lists exactly these (a test compares them).
 */
export const adminErrorStatuses = {
  // A change from another origin than the control plane's own.
  forbidden: 403,
  invalid_scenario: 400,
  // An undo of a scenario load with no backup left to put back.
  nothing_to_undo: 409,
  invalid_rule: 400,
  rule_exists: 409,
  not_proxying: 409,
  // Why a HAR cannot be imported.
  har_too_large: 413,
  har_not_json: 400,
  har_truncated: 400,
  har_not_har: 400,
  har_unsupported_version: 400,
  har_without_content: 400,
  invalid_world: 400,
  // A move that would apply more events than the limit; the body says `needed` and `limit`.
  world_limit: 400,
  clock_backwards: 400,
  // A provider state the mock does not write, with params that do not fit it, or past the id space.
  invalid_provider_state: 400,
} as const;

/** Every error code the mock answers with, on the API or the control plane. */
export type ErrorCode = keyof typeof apiErrorStatuses | keyof typeof adminErrorStatuses;

const statuses: Readonly<Record<ErrorCode, number>> = { ...apiErrorStatuses, ...adminErrorStatuses };

/** What an `ApiError` is made of: its code (which gives its status), a message for people, and what it may carry. */
export interface ApiErrorOptions {
  code: ErrorCode;
  message: string;
  /** Headers the answer carries (`Allow`, `WWW-Authenticate`, `Retry-After`...). */
  headers?: Record<string, string> | undefined;
  /** Why it was refused, for the explanation of the answer (read by the API's catch point). */
  fact?: ErrorFact | undefined;
  /** Fields the Error body carries besides code, message and status (a limit's counts). */
  details?: Record<string, number> | undefined;
}

/**
 * An error that knows its code and how to become an Error response; its status is its code's.
 * @example throw new ApiError({ code: 'not_found', message: 'No pet with id 42.' });
 */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly fact: ErrorFact | undefined;
  readonly details: Record<string, number>;

  constructor({ code, message, headers = {}, fact, details = {} }: ApiErrorOptions) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = statuses[code];
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
