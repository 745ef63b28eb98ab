import { Router } from '@koa/router';
import Koa from 'koa';
import { ApiError, type App, type HandleOptions, type RequestHandler } from '../core/index.ts';
import { sendFetchResponse, toFetchRequest } from './fetch-bridge.ts';

export interface KoaAppOptions {
  /** The control plane, mounted at its base path (`/__admin`). */
  admin?: { basePath: string; handler: RequestHandler };
  /** Middleware run before routing (the request log). */
  middleware?: Koa.Middleware[];
}

/**
 * Koa over the core: @koa/router matches the core's route table, everything else goes to the core
 * unmatched (it answers 404, 405 and CORS preflights). No rule of the API is decided here.
 * @example http.createServer(createKoaApp(app).callback())
 */
export function createKoaApp(app: App, { admin, middleware = [] }: KoaAppOptions = {}): Koa {
  const koa = new Koa();
  const router = new Router({ prefix: app.basePath });
  for (const { method, path, operationId } of app.routes) {
    router.register(path, [method], (ctx) => forward(ctx, app, { operationId, params: { ...ctx.params } }));
  }
  for (const layer of middleware) koa.use(layer);
  if (admin) {
    koa.use((ctx, next) => (isUnder(ctx.path, admin.basePath) ? forward(ctx, admin.handler) : next()));
  }
  koa.use(router.routes());
  koa.use((ctx) => forward(ctx, app));
  return koa;
}

const isUnder = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

async function forward(ctx: Koa.Context, handler: RequestHandler, route?: HandleOptions['route']): Promise<void> {
  let translated: Awaited<ReturnType<typeof toFetchRequest>>;
  try {
    translated = await toFetchRequest(ctx);
  } catch (error) {
    // Node's parser accepted something Fetch refuses (an odd header value, say): still an Error body.
    const message = `The request could not be read: ${(error as Error).message}.`;
    return sendFetchResponse(ctx, new ApiError('invalid_request', message).toResponse());
  }
  await sendFetchResponse(ctx, await handler.handle(translated.request, { route, signal: translated.signal }));
}
