import { bypass, http, type HttpHandler } from 'msw';
import { isUnder, splitTarget } from '../core/exchange/exchange.ts';
import { fetchHandler } from '../core/exchange/fetch-exchange.ts';
import { fetchSend } from '../core/state/fetch-send.ts';
import type { ProxyOptions } from '../core/state/proxy-options.ts';
import type { AnimalStore } from '../core/animal-store.ts';
import { storeInternals } from './create-animal-store.ts';

export interface HandlerOptions extends Omit<ProxyOptions, 'upstream' | 'send'> {
  /**
   * Base URL(s) to intercept, each ending in the base path (`https://api.example/v1`).
   * By default any origin whose path starts with `/v1` is intercepted.
   */
  baseUrl?: string | readonly string[];
  /**
   * Proxy mode: forward to this base URL (`https://staging.example.com/v1`) after the store's
   * failure rules, journal and clock, checking each answer against the contract. The other
   * options (`upstreamKey`, `only`, `timeoutMs`, `strictContract`, `onViolation`) shape it.
   */
  upstream?: string | undefined;
}

/**
 * MSW handlers for every operation, `/store/orders` and a catch-all under the base path. One
 * handler per route lets users override a route with `server.use(...)`; what a request is, is
 * still decided once, by the core's matcher.
 * @example setupServer(...createHandlers(await createAnimalStore()))
 * @example setupServer(...createHandlers(store, { upstream: 'https://staging.example.com/v1' }))
 */
export function createHandlers(
  store: AnimalStore,
  { baseUrl, upstream, onViolation = console.warn, ...proxy }: HandlerOptions = {},
): HttpHandler[] {
  // Requests to the upstream pass MSW's interception untouched (`bypass`).
  const { app: plain, proxyTo } = storeInternals(store);
  const app =
    upstream === undefined
      ? plain
      : proxyTo({ ...proxy, upstream, onViolation, send: fetchSend((request) => fetch(bypass(request))) });
  const bases =
    baseUrl === undefined
      ? [`*${app.basePath}`]
      : (typeof baseUrl === 'string' ? [baseUrl] : baseUrl).map((base) => base.replace(/\/$/, ''));
  // MSW's `*` also spans path segments (`*/v1` matches `/api/v1`); by default only paths that
  // start with the base path are ours, the rest fall through to the next handler or the network.
  const ours = baseUrl === undefined ? (path: string) => isUnder(path, app.basePath) : () => true;
  const handle = fetchHandler(app);
  // The URL is split once, here, and handed on (reading `request.url` serializes it each time).
  const answer = ({ request }: { request: Request }) => {
    const target = splitTarget(request.url);
    return ours(target.path) ? handle(request, target) : undefined;
  };
  return bases.flatMap((base) => [
    ...app.routes.map(({ method, path }) => http[method.toLowerCase() as 'get' | 'post'](`${base}${path}`, answer)),
    http.all(base, answer),
    http.all(`${base}/*`, answer),
  ]);
}
