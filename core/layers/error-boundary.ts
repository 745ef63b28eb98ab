import { ApiError } from '../errors.ts';
import type { Middleware } from '../http/compose.ts';
import type { MockRequest, MockResponse } from '../http/exchange.ts';

/** Told of every fault that became a 500, for the log. */
export type UnexpectedErrorListener = (error: unknown, request: MockRequest) => void;

/** The one place errors become Error responses; anything unexpected is reported and becomes a 500. */
export function errorBoundary<C extends { request: MockRequest }>(onUnexpectedError: UnexpectedErrorListener): Middleware<C> {
  return async ({ request }, next) => {
    try {
      return await next();
    } catch (error) {
      if (error instanceof ApiError) return error.toResponse();
      onUnexpectedError(error, request);
      return internalErrorResponse();
    }
  };
}

function internalErrorResponse(): MockResponse {
  return new ApiError('internal_error', 'The mock failed unexpectedly; the fault is logged by the server.').toResponse();
}
