import { basePath } from '../contract/interface-facts.ts';
import { listSpecOperations, type SpecOperation } from '../contract/operations.ts';
import { openapiDocument } from '../contract/spec.ts';
import { unimplementedOperations } from '../contract/interface-facts.ts';

/** The method, path and operation of one route. */
export interface RouteInfo {
  operationId: string;
  method: string;
  /** Router syntax, relative to the base path: `/pets/:petId`. */
  path: string;
}

export interface RouteMatch<R extends RouteInfo> {
  route: R | undefined;
  /** Path parameters, decoded. */
  params: Record<string, string>;
  /** Methods the path answers to (only 405s and preflights need them, so computed when read). */
  allowedMethods(): string[];
}

/**
 * The one matcher that decides what a request is, on every adapter: its route and parameters, or
 * (for a 404, 405 or a preflight) which methods its path takes.
 * @example createRouteMatcher(routes, '/v1')('GET', '/v1/pets/7').params.petId // '7'
 */
export function createRouteMatcher<R extends RouteInfo>(routes: readonly R[], basePath: string) {
  const compiled = routes.map((route) => ({
    route,
    names: [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => name!),
    pattern: new RegExp(`^${basePath}${route.path.replace(/:\w+/g, '([^/]+)')}/?$`),
  }));
  const allowedMethods = (path: string) => () =>
    compiled.flatMap(({ route, pattern }) =>
      pattern.test(path) ? (route.method === 'GET' ? ['GET', 'HEAD'] : [route.method]) : [],
    );

  return (method: string, path: string): RouteMatch<R> => {
    const wanted = method === 'HEAD' ? 'GET' : method;
    for (const { route, names, pattern } of compiled) {
      if (route.method !== wanted) continue;
      const matched = pattern.exec(path);
      if (!matched) continue;
      const params: Record<string, string> = {};
      for (let i = 0; i < names.length; i++) params[names[i]!] = decode(matched[i + 1]!);
      return { route, params, allowedMethods: allowedMethods(path) };
    }
    return { route: undefined, params: {}, allowedMethods: allowedMethods(path) };
  };
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** An operation the API answers to: the spec's, and those the interface names without shapes (501). */
export type ApiOperation = (SpecOperation | (typeof unimplementedOperations)[number]) & RouteInfo;

/**
 * The one matcher of the API's operations, under the one base path: the API (`core/api/app.ts`)
 * decides requests with it, and the journal's readers (pact, HAR) and imports (a pact or a HAR as a
 * scenario) find an outside request's operation with it. Nothing else matches paths against the spec
 * (`test/architecture/one-route-matcher.test.ts`).
 * @example matchApiOperation('GET', '/v1/pets/7') // { route: { operationId: 'getPet', … }, params: { petId: '7' }, … }
 */
export const matchApiOperation: (method: string, path: string) => RouteMatch<ApiOperation> =
  createRouteMatcher<ApiOperation>([...listSpecOperations(openapiDocument), ...unimplementedOperations], basePath);
