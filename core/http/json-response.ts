// An own property, not a WeakMap: WeakMap entries wait for a full GC, which showed in RSS under load.
const bodyText = Symbol('animal-store-mock.bodyText');

/** A JSON response; every body the mock sends goes through here. */
export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  const text = JSON.stringify(body);
  const response = new Response(text, {
    status,
    headers: { ...headers, 'content-type': 'application/json' },
  });
  return Object.assign(response, { [bodyText]: text });
}

/**
 * The body text of a response made by `jsonResponse`, so an adapter can send it without reading
 * the body stream back (a hot-path cost on a server). Undefined for any other response.
 */
export function jsonBodyTextOf(response: Response): string | undefined {
  return response.bodyUsed ? undefined : (response as Response & { [bodyText]?: string })[bodyText];
}
