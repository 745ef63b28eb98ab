import type { Middleware } from '../exchange/compose.ts';
import type { RequestContext } from './request-context.ts';

/** HEAD is GET without the body: the same status and headers. */
export const headLayer: Middleware<RequestContext> = async ({ request }, next) => {
  const response = await next();
  if (request.method !== 'HEAD' || response.fault) return response;
  const { json: _json, ...head } = response;
  return { ...head, body: null };
};
