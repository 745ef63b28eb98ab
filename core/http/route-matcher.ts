/** The method, path and operation of one route; what adapters register. */
export interface RouteInfo {
  operationId: string;
  method: string;
  /** Router syntax, relative to the base path: `/pets/:petId`. */
  path: string;
}

export interface RouteMatch<R extends RouteInfo> {
  route: R | undefined;
  params: Record<string, string>;
  /** Methods the path answers to; empty when no route has this path. */
  allowedMethods: string[];
}

/**
 * Matches a path against the route table: used where an adapter found no route itself, to tell
 * 404 from 405, and by the in-process `fetch`.
 * @example createRouteMatcher(routes, '/v1').match('GET', '/v1/pets/7')
 */
export function createRouteMatcher<R extends RouteInfo>(routes: readonly R[], basePath: string) {
  const compiled = routes.map((route) => ({
    route,
    pattern: new RegExp(`^${basePath}${route.path.replace(/:(\w+)/g, '(?<$1>[^/]+)')}/?$`),
  }));

  return (method: string, pathname: string): RouteMatch<R> => {
    const wanted = method === 'HEAD' ? 'GET' : method;
    let params: Record<string, string> = {};
    const allowedMethods: string[] = [];
    let found: R | undefined;
    for (const { route, pattern } of compiled) {
      const matched = pattern.exec(pathname);
      if (!matched) continue;
      allowedMethods.push(route.method);
      if (route.method === 'GET') allowedMethods.push('HEAD');
      if (route.method === wanted && !found) {
        found = route;
        params = Object.fromEntries(Object.entries(matched.groups ?? {}).map(([name, value]) => [name, decode(value)]));
      }
    }
    return { route: found, params, allowedMethods };
  };
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
