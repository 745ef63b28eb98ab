import Koa from 'koa';
import type { MockRequest, RequestHandler } from '../../core/exchange/exchange.ts';
import { ApiError } from '../../core/exchange/errors.ts';
import { isUnder } from '../../core/exchange/exchange.ts';
import { fromNodeRequest, sendNodeResponse } from './node-exchange.ts';

export interface KoaAppOptions {
  /** The API, and the control plane at its base path (`/__admin`). */
  app: RequestHandler;
  admin: RequestHandler;
  adminBasePath: string;
  /** Middleware run first (the request log). */
  middleware?: Koa.Middleware[];
  /** True once the server is stopping: every answer then ends its connection. */
  stopping?: () => boolean;
}

/**
 * Which plane answers a request, and the request it gets: the server's one routing decision (the
 * soak derives what each request should get from it too).
 * @example const { handler, request: routed } = route(request, { app, admin, adminBasePath: '/__admin' });
 */
export function route(
  request: MockRequest,
  { app, admin, adminBasePath }: Pick<KoaAppOptions, 'app' | 'admin' | 'adminBasePath'>,
): { handler: RequestHandler; request: MockRequest } {
  // `/` is the front door (GET, and HEAD as GET): the control plane leads a browser to the dashboard (behind its guards).
  const routed =
    request.path === '/' && (request.method === 'GET' || request.method === 'HEAD')
      ? { ...request, path: adminBasePath }
      : request;
  return { handler: isUnder(routed.path, adminBasePath) ? admin : app, request: routed };
}

/**
 * Koa over the core: one middleware reads the request once, hands it to the control plane or the
 * API (the core matches routes and decides everything), and writes the answer straight to Node's
 * response. No rule of the API is decided here.
 * @example http.createServer(createKoaApp({ app, admin, adminBasePath }).callback())
 */
export function createKoaApp({
  app,
  admin,
  adminBasePath,
  middleware = [],
  stopping = () => false,
}: KoaAppOptions): Koa {
  const koa = new Koa();
  for (const layer of middleware) koa.use(layer);
  koa.use(async (ctx) => {
    ctx.respond = false; // the answer is written by sendNodeResponse, not by Koa
    const { req, res } = ctx;
    let request: MockRequest;
    try {
      request = await fromNodeRequest(req, res);
    } catch (error) {
      const message = `The request could not be read: ${(error as Error).message}.`;
      return sendNodeResponse(req, res, new ApiError({ code: 'invalid_request', message }).toResponse());
    }
    const routed = route(request, { app, admin, adminBasePath });
    const response = await routed.handler.handle(routed.request);
    // Keep-alive clients must not start another request on a server that is stopping.
    if (stopping()) res.setHeader('connection', 'close');
    await sendNodeResponse(req, res, response);
  });
  return koa;
}
