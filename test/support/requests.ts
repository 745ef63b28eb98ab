import { expect } from 'vitest';
import type { NewPet, Pet } from '../../core/internal.ts';
import { call } from './bounded-fetch.ts';
import { expectJson } from './json-response.ts';
import { testKey } from './test-server.ts';

/** Requests to the API as tests send them: authenticated with the test key unless told otherwise. */

/**
 * Headers that authenticate with the test key (or `key`), plus `extra`.
 * @example await call(`${server.url}/pets`, { headers: auth({ prefer: 'code=503' }) });
 */
export function auth(extra: Record<string, string> = {}, key = testKey): Record<string, string> {
  return { authorization: `Bearer ${key}`, ...extra };
}

/**
 * Fetch options for an authenticated JSON POST of `body`, plus `extra` headers.
 * @example await fetch(`${server.url}/pets`, jsonPost({ name: 'Rex', categoryId: 1 }));
 */
export function jsonPost(body: unknown, extra: Record<string, string> = {}): RequestInit {
  return {
    method: 'POST',
    headers: auth({ 'content-type': 'application/json', ...extra }),
    body: JSON.stringify(body),
  };
}

/** An authenticated JSON POST (bounded). */
export function postJson(url: string, body: unknown): Promise<Response> {
  return call(url, jsonPost(body));
}

/** An authenticated POST of raw text as `application/json` (or another content type, or none). */
export function postRaw(
  url: string,
  body: BodyInit | null,
  contentType: string | null = 'application/json',
): Promise<Response> {
  const headers = auth(contentType === null ? {} : { 'content-type': contentType });
  return call(url, { method: 'POST', headers, body });
}

/**
 * A JSON request without the API key, as the admin API takes it (no body, no content type when
 * `body` is undefined).
 * @example await sendJson(adminUrl(server, '/scenario'), 'POST', { name: 'one-of-each' });
 */
export function sendJson(url: string, method: string, body?: unknown): Promise<Response> {
  if (body === undefined) return call(url, { method });
  return call(url, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

/**
 * POSTs a pet and returns the status and the parsed body. Unbounded on purpose: a test that kills
 * the server amid creates sees fetch's own error.
 */
export async function createPet(url: string, pet: NewPet, headers = auth()): Promise<{ status: number; body: Pet }> {
  const response = await fetch(`${url}/pets`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(pet),
  });
  return { status: response.status, body: (await response.json()) as Pet };
}

/** Every pet a store lists (it must hold fewer than 100 for this to be all of them). */
export async function listPets(url: string, headers = auth()): Promise<Pet[]> {
  const pets = await expectJson<Pet[]>(await call(`${url}/pets?limit=100`, { headers }));
  expect(pets.length).toBeLessThan(100); // otherwise this would not be every pet
  return pets;
}

/** The ids of every pet a store lists. */
export async function listIds(url: string, headers = auth()): Promise<number[]> {
  return (await listPets(url, headers)).map(({ id }) => id);
}
