import { ApiError } from '../exchange/errors.ts';
import type { Middleware } from '../exchange/compose.ts';
import { sunsetInjection } from '../state/injections.ts';
import { goneError } from './deprecation.ts';
import type { RequestContext } from './request-context.ts';

/** 404 for an unknown path, 405 for a known path and another method, 410 past a sunset. */
export function routeGuard(basePath: string, now: () => number): Middleware<RequestContext> {
  return async (context, next) => {
    const { route, request, allowedMethods } = context;
    if (route) {
      const nowMs = route.deprecation ? now() : 0;
      if (route.deprecation && nowMs >= route.deprecation.sunset.getTime()) {
        // A rule's latency may have been injected already: both count.
        context.injected = context.injected === undefined ? sunsetInjection : [...context.injected, ...sunsetInjection];
        throw goneError(route.deprecation, basePath, nowMs);
      }
      return next();
    }
    const allowed = allowedMethods();
    if (allowed.length === 0) throw new ApiError({ code: 'not_found', message: `No such path: ${request.path}.` });
    throw new ApiError({
      code: 'method_not_allowed',
      message: `${request.method} is not allowed on ${request.path}; use ${allowed.join(', ')}.`,
      headers: {
        allow: allowed.join(', '),
      },
    });
  };
}
