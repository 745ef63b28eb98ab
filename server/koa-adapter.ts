import { Router } from '@koa/router';
import Koa from 'koa';
import { ApiError, type App } from '../core/index.ts';
import { sendFetchResponse, toFetchRequest } from './fetch-bridge.ts';

/**
 * Koa over the core: @koa/router matches the core's route table, everything else goes to the core
 * unmatched (it answers 404, 405 and CORS preflights). No rule of the API is decided here.
 * @example http.createServer(createKoaApp(app).callback())
 */
export function createKoaApp(app: App, middleware: Koa.Middleware[] = []): Koa {
  const koa = new Koa();
  const router = new Router({ prefix: app.basePath });
  for (const { method, path, operationId } of app.routes) {
    router.register(path, [method], (ctx) => forward(ctx, app, { operationId, params: { ...ctx.params } }));
  }
  for (const layer of middleware) koa.use(layer);
  koa.use(router.routes());
  koa.use((ctx) => forward(ctx, app));
  return koa;
}

async function forward(ctx: Koa.Context, app: App, matched?: Parameters<App['handle']>[1]): Promise<void> {
  let request: Request;
  try {
    request = await toFetchRequest(ctx);
  } catch (error) {
    // Node's parser accepted something Fetch refuses (an odd header value, say): still an Error body.
    const message = `The request could not be read: ${(error as Error).message}.`;
    return sendFetchResponse(ctx, new ApiError('invalid_request', message).toResponse());
  }
  await sendFetchResponse(ctx, await app.handle(request, matched));
}
