import type { MockResponse, NetworkFault } from '../exchange/exchange.ts';

/**
 * A JSON response; every JSON body the mock sends goes through here.
 * @example jsonResponse({ code: 'not_found', message: 'No pet with id 7.', status: 404 }, 404)
 */
export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): MockResponse {
  return jsonTextResponse(JSON.stringify(body), body, status, headers);
}

/** The same, for a value whose JSON text is already made (`text` is `JSON.stringify(json)`). */
export function jsonTextResponse(
  text: string,
  json: unknown,
  status = 200,
  headers: Record<string, string> = {},
): MockResponse {
  return { status, headers: { ...headers, 'content-type': 'application/json' }, body: text, json };
}

/** A response that drops the connection instead of answering. */
export function faultResponse(fault: NetworkFault): MockResponse {
  return { status: 0, headers: {}, body: null, fault };
}
