import type { Middleware } from '../http/compose.ts';
import type { RequestContext } from '../request-context.ts';

/** HEAD is GET without the body: the same status and headers. */
export const headLayer: Middleware<RequestContext> = async ({ request }, next) => {
  const response = await next();
  return request.method === 'HEAD' && !response.fault ? { ...response, body: null } : response;
};
