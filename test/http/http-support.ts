import { afterAll, beforeAll, expect } from 'vitest';
import type { RunningServer } from '../../server/start-server.ts';
import { startTestServer, testKey } from '../support/test-server.ts';

/** The statuses of a Pet, as the interface lists them. */
export const petStatuses = ['available', 'pending', 'sold'] as const;

/** What issue 2 asks of every response of the deprecated GET /v1/pets/{petId}. */
export const expectedSunset = 'Thu, 05 Dec 2030 00:00:00 GMT';
export const expectedSuccessorLink = '</v1/pets>; rel="successor-version"';

/** Any request here fails (instead of hanging) if the server never answers. */
const hangGuardMs = 10_000;

export interface ErrorBody {
  code: string;
  message: string;
  status: number;
}

export interface PetBody {
  id: number;
  name: string;
  categoryId: number;
  status?: string;
}

/**
 * The server the tests of one file share: started before them, stopped after. Read its `url` and
 * `port` inside tests and hooks (it starts in the first beforeAll).
 * @example const server = useTestServer(); it('lists', () => call(`${server.url}/pets`));
 */
export function useTestServer(): Pick<RunningServer, 'url' | 'port'> {
  let running: RunningServer | undefined;
  beforeAll(async () => {
    running = await startTestServer();
  });
  afterAll(() => running?.close());
  const started = () => {
    if (!running) throw new Error('The test server starts in beforeAll: read it inside a test or a hook.');
    return running;
  };
  return {
    get url() {
      return started().url;
    },
    get port() {
      return started().port;
    },
  };
}

/** `fetch` that cannot hang a test forever. */
export function call(url: string, init: RequestInit = {}): Promise<Response> {
  return fetch(url, { signal: AbortSignal.timeout(hangGuardMs), ...init });
}

/** Headers that authenticate with the test server's key, plus `extra`. */
export function auth(extra: Record<string, string> = {}, key = testKey): Record<string, string> {
  return { authorization: `Bearer ${key}`, ...extra };
}

/** An authenticated POST of raw text as `application/json` (or another content type). */
export function postRaw(url: string, body: BodyInit | null, contentType: string | null = 'application/json'): Promise<Response> {
  const headers = auth(contentType === null ? {} : { 'content-type': contentType });
  return call(url, { method: 'POST', headers, body });
}

/** An authenticated JSON POST. */
export function postJson(url: string, body: unknown): Promise<Response> {
  return postRaw(url, JSON.stringify(body));
}

/** Every response's media type is application/json (parameters such as charset allowed). */
export function expectJsonContentType(response: Response): void {
  expect(response.headers.get('content-type') ?? '').toMatch(/^application\/json\s*(;|$)/i);
}

/**
 * Checks an Error response: status, JSON content type, `{code, message, status}` with `status`
 * equal to the HTTP status and a non-empty message that mentions each of `mentions`.
 */
export async function expectError(response: Response, status: number, code: string, mentions: (string | RegExp)[] = []): Promise<ErrorBody> {
  const text = await response.text();
  expect(response.status, `status (body: ${text.slice(0, 300)})`).toBe(status);
  expectJsonContentType(response);
  const body = JSON.parse(text) as ErrorBody;
  expect(body).toEqual({ code, message: expect.any(String), status });
  expect(body.message.trim().length).toBeGreaterThan(0);
  for (const mention of mentions) {
    if (typeof mention === 'string') expect(body.message).toContain(mention);
    else expect(body.message).toMatch(mention);
  }
  return body;
}

/** Reads a successful JSON response after checking its status and content type. */
export async function expectJson<T>(response: Response, status = 200): Promise<T> {
  const text = await response.text();
  expect(response.status, `status (body: ${text.slice(0, 300)})`).toBe(status);
  expectJsonContentType(response);
  return JSON.parse(text) as T;
}

/** Checks that a value has exactly the shape of a Pet (no other fields). */
export function expectPetShape(pet: PetBody): void {
  expect(Number.isSafeInteger(pet.id)).toBe(true);
  expect(typeof pet.name).toBe('string');
  expect(Number.isSafeInteger(pet.categoryId)).toBe(true);
  const keys = Object.keys(pet);
  for (const key of keys) expect(['id', 'name', 'categoryId', 'status']).toContain(key);
  if ('status' in pet) expect(petStatuses).toContain(pet.status);
}

/** Every pet the server holds, as the API lists it (the stores used here hold at most 100). */
export async function listAll(baseUrl: string): Promise<PetBody[]> {
  const pets = await expectJson<PetBody[]>(await call(`${baseUrl}/pets?limit=100`, { headers: auth() }));
  expect(pets.length).toBeLessThan(100); // otherwise this would not be every pet
  return pets;
}

/** The items of a comma-separated header such as `Allow`, trimmed and lower-cased. */
export function headerList(response: Response, name: string): string[] {
  return (response.headers.get(name) ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);
}
