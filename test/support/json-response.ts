import { expect } from 'vitest';

/** application/json, parameters such as charset allowed. */
const jsonMediaType = /^application\/json\s*(;|$)/i;

/** Whether a Content-Type is application/json (parameters such as charset allowed). */
export function isJsonContentType(contentType: string | null | undefined): boolean {
  return jsonMediaType.test(contentType ?? '');
}

/** Every response's media type is application/json (parameters such as charset allowed). */
export function expectJsonContentType(response: Response): void {
  expect(response.headers.get('content-type') ?? '').toMatch(jsonMediaType);
}

/**
 * Reads a successful JSON response after checking its status and content type.
 * @example const pets = await expectJson<Pet[]>(await call(`${server.url}/pets`, { headers: auth() }));
 */
export async function expectJson<T>(response: Response, status = 200): Promise<T> {
  const text = await response.text();
  expect(response.status, `status (body: ${text.slice(0, 300)})`).toBe(status);
  expectJsonContentType(response);
  return JSON.parse(text) as T;
}
