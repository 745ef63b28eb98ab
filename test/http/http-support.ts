import { afterAll, beforeAll, expect } from 'vitest';
import type { Pet } from '../../core/internal.ts';
import type { RunningServer } from '../../server/server-config.ts';
import { startTestServer } from '../support/test-server.ts';

/** The statuses of a Pet, as the interface lists them. */
export const petStatuses = ['available', 'pending', 'sold'] as const;

/** What every response of the deprecated GET /v1/pets/{petId} carries. */
export const expectedSunset = 'Thu, 05 Dec 2030 00:00:00 GMT';
export const expectedSuccessorLink = '</v1/pets>; rel="successor-version"';

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

/** Checks that a value has exactly the shape of a Pet (no other fields). */
export function expectPetShape(pet: Pet): void {
  expect(Number.isSafeInteger(pet.id)).toBe(true);
  expect(typeof pet.name).toBe('string');
  expect(Number.isSafeInteger(pet.categoryId)).toBe(true);
  const keys = Object.keys(pet);
  for (const key of keys) expect(['id', 'name', 'categoryId', 'status']).toContain(key);
  if ('status' in pet) expect(petStatuses).toContain(pet.status);
}

/** The items of a comma-separated header such as `Allow`, trimmed and lower-cased. */
export function headerList(response: Response, name: string): string[] {
  return (response.headers.get(name) ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);
}
