import { createMock, fetchHandler, type Mock, type Scenario } from '../../core/internal.ts';
import { createSeededRandom } from '../../core/state/seeded-random.ts';

/** One answer as a client sees it: status, every header but Date, the body's bytes as text. */
export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** One request of a run: what is sent, and the real ms that pass before it. */
export interface RunRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  wait: number;
  /** A clock move made through the controls before it. */
  advance?: string;
}

export const keys = ['key-a', 'key-b'];

/** A mock whose real time is a variable the run moves: a clock at speed 60 runs without waiting. */
export async function mockOnFakeTime(options: Parameters<typeof createMock>[0] = {}) {
  const time = { real: 1_000_000 };
  const mock = await createMock({ ...options, realNow: () => time.real });
  return { mock, time, fetch: fetchHandler(mock.app) };
}

/** The run's start: keys, a probability, a times, an after rule and a rate limit, a world, a running clock at speed 60. */
export const runStart = {
  seed: 7,
  count: 25,
  apiKeys: keys,
  now: new Date('2030-11-20T00:00:00Z'),
  speed: 60,
  world: { arrivals: { perHour: 40 }, adoptions: { perHour: 30, soldAfter: ['2m', '15m'] as [string, string] } },
  failures: [
    { id: 'flaky', operationId: 'listPets', status: 503, probability: 0.3 },
    { id: 'thrice', operationId: 'createPet', status: 500, times: 3 },
    { id: 'late', operationId: 'getPet', status: 502, after: 12, times: 4 },
    { id: 'limit', method: 'GET', rateLimit: { limit: 6, windowMs: 30_000 } },
  ],
};

/** `count` mixed requests drawn from a seed: creates, lists with a status, gets (some missing), Prefer, two keys, a clock move. */
export function mixedRequests(count: number, seed = 11): RunRequest[] {
  const random = createSeededRandom(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  return Array.from({ length: count }, (_, index) => {
    const key = pick(keys);
    const headers: Record<string, string> = { authorization: `Bearer ${key}` };
    if (random() < 0.08) headers.prefer = pick(['code=503', 'code=404', 'code=429']);
    const wait = Math.floor(random() * 4000);
    const advance = index === 150 ? '20m' : undefined;
    const kind = random();
    const base = { headers, wait, ...(advance && { advance }) };
    if (kind < 0.3) {
      headers['content-type'] = 'application/json';
      return {
        ...base,
        method: 'POST',
        path: '/v1/pets',
        body: JSON.stringify({ name: `Pet ${index}`, categoryId: 1 + (index % 4) }),
      };
    }
    if (kind < 0.6)
      return { ...base, method: 'GET', path: `/v1/pets?status=${pick(['available', 'pending', 'sold'])}&limit=5` };
    return { ...base, method: 'GET', path: `/v1/pets/${pick([1, 3, 8, 20, 30, 999, 4040])}` };
  });
}

/** Sends one request in process and reads its answer whole. */
export async function send(fetch: (request: Request) => Promise<Response>, request: RunRequest): Promise<Answer> {
  const response = await fetch(
    new Request(`http://127.0.0.1${request.path}`, {
      method: request.method,
      headers: request.headers,
      ...(request.body !== undefined && { body: request.body }),
    }),
  );
  return answerOf(response);
}

/** A response as compared: the Date header left out. */
export async function answerOf(response: Response): Promise<Answer> {
  const headers = Object.fromEntries([...response.headers].filter(([name]) => name !== 'date'));
  return { status: response.status, headers, body: await response.text() };
}

/** A snapshot without the fields two snapshots of one state may differ in. */
export function comparable(snapshot: Scenario): unknown {
  const { name: _name, description: _description, snapshot: section, ...rest } = snapshot;
  const { takenAt: _takenAt, ...kept } = section!;
  return JSON.parse(JSON.stringify({ ...rest, snapshot: kept }));
}

/**
 * Replays entries `from`.. of a recorded run on `mock` (loaded from the snapshot before `from`):
 * before each, the clock is set to the instant the original answered it at.
 */
export async function replayOn(
  mock: Mock,
  fetch: (request: Request) => Promise<Response>,
  requests: readonly RunRequest[],
  times: readonly string[],
  from: number,
): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let index = from; index < requests.length; index++) {
    mock.controls.clock.set(new Date(times[index]!));
    answers.push(await send(fetch, requests[index]!));
  }
  return answers;
}
