import { ApiError } from './errors.ts';
import type { ErrorHandler } from '../exchange/compose.ts';
import type { MockRequest, MockResponse } from './exchange.ts';

/** Told of every fault that became a 500, for the log. */
export type UnexpectedErrorListener = (error: unknown, request: MockRequest) => void;

/**
 * The one place errors become Error responses (`compose` calls it wherever a throw happens): an
 * `ApiError` answers with its own code and status; anything else is reported and becomes a 500.
 * @example compose(layers, handle, errorBoundary(console.error))
 */
export function errorBoundary<C extends { request: MockRequest }>(
  onUnexpectedError: UnexpectedErrorListener,
): ErrorHandler<C> {
  return (error, { request }) => {
    if (error instanceof ApiError) return error.toResponse();
    onUnexpectedError(error, request);
    return internalErrorResponse();
  };
}

function internalErrorResponse(): MockResponse {
  return new ApiError({
    code: 'internal_error',
    message: 'The mock failed unexpectedly; the fault is logged by the server.',
  }).toResponse();
}
