import type { Middleware } from '../http/compose.ts';
import { deprecationHeaders } from '../http/deprecation.ts';
import type { RequestContext } from '../request-context.ts';

/** Every answer of a deprecated operation, errors included, says so. */
export function deprecationLayer(basePath: string): Middleware<RequestContext> {
  return async ({ route }, next) => {
    const response = await next();
    if (route?.deprecation && response.type !== 'error') {
      for (const [name, value] of Object.entries(deprecationHeaders(route.deprecation, basePath))) response.headers.set(name, value);
    }
    return response;
  };
}
