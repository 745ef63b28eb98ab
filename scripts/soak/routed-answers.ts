import { createMock } from '../../core/internal.ts';
import { fromFetchRequest, toFetchResponse } from '../../core/exchange/fetch-exchange.ts';
import { route } from '../../server/http/koa-adapter.ts';

/** What a request should get: its status, and its Error code when it is refused. */
export interface RoutedAnswer {
  status: number;
  code?: string;
}

/**
 * What the server answers each of these requests, asked of the server's own routing (`route`, as
 * the Koa adapter uses it) over a mock in this process: the soak's expectations for paths the API
 * does not serve follow the routes, not a list kept by hand (`GET /` once became the dashboard's
 * front door, and a hand-kept 404 failed every soak).
 */
export async function routedAnswers(
  key: string,
  requests: { method: string; path: string }[],
): Promise<(method: string, path: string) => RoutedAnswer> {
  const mock = await createMock({ apiKeys: [key] });
  const answers = new Map<string, RoutedAnswer>();
  for (const { method, path } of requests) {
    const request = await fromFetchRequest(
      new Request(`http://127.0.0.1${path}`, { method, headers: { authorization: `Bearer ${key}` } }),
    );
    const routed = route(request, { app: mock.app, admin: mock.admin, adminBasePath: mock.adminBasePath });
    const response = toFetchResponse(await routed.handler.handle(routed.request));
    const text = await response.text();
    const code = response.status >= 400 ? (JSON.parse(text) as { code?: string }).code : undefined;
    answers.set(`${method} ${path}`, { status: response.status, ...(code !== undefined && { code }) });
  }
  await mock.close();
  return (method, path) => {
    const answer = answers.get(`${method} ${path}`);
    if (!answer) throw new Error(`no routed answer for ${method} ${path}: list it in the soak's unknownPaths`);
    return answer;
  };
}
