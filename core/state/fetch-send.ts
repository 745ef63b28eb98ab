import type { UpstreamSend } from './upstream-exchange.ts';

/**
 * A sender over a Fetch API: the default (global `fetch`), and MSW's (a `fetch` its interception
 * lets through). Fetch undoes the content coding itself.
 * @example createProxy({ upstream, send: fetchSend((request) => fetch(bypass(request))) }, state, '/v1')
 */
export function fetchSend(fetcher: (request: Request) => Promise<Response>): UpstreamSend {
  return async ({ method, url, headers, body, signal }) => {
    // Redirects are the client's to follow, as with any proxy.
    const response = await fetcher(
      new Request(url, { method, headers, body: body as Uint8Array<ArrayBuffer> | null, redirect: 'manual', signal }),
    );
    const answer: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      answer[name] = value;
    });
    return { status: response.status, headers: answer, body: new Uint8Array(await response.arrayBuffer()) };
  };
}
