import { ApiError } from '../errors.ts';
import type { Middleware } from '../http/compose.ts';

/** The one place errors become Error responses; anything unexpected is reported and becomes a 500. */
export function errorBoundary<C extends { request: Request }>(onUnexpectedError: (error: unknown, request: Request) => void): Middleware<C> {
  return async ({ request }, next) => {
    try {
      return await next();
    } catch (error) {
      return errorResponse(error, request, onUnexpectedError);
    }
  };
}

export function errorResponse(error: unknown, request: Request, onUnexpectedError: (error: unknown, request: Request) => void): Response {
  if (error instanceof ApiError) return error.toResponse();
  onUnexpectedError(error, request);
  return new ApiError('internal_error', 'The mock failed unexpectedly; the fault is logged by the server.').toResponse();
}
