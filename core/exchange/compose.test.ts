import { describe, expect, it } from 'vitest';
import { ApiError } from './errors.ts';
import { compose, type Middleware } from './compose.ts';
import { errorBoundary } from './error-boundary.ts';
import type { MockRequest, MockResponse } from './exchange.ts';
import { jsonResponse } from './respond.ts';

type Context = { request: MockRequest; seen: number[] };
const request = {
  method: 'GET',
  path: '/v1/pets',
  query: '',
  origin: 'http://127.0.0.1',
  headers: {},
  body: null,
  signal: new AbortController().signal,
} satisfies MockRequest;
const ok = async () => jsonResponse({ ok: true });
const statusSeenBy =
  (mark: number): Middleware<Context> =>
  async (context, next) => {
    const response = await next();
    context.seen.push(mark, response.status);
    return response;
  };

function run(layers: Middleware<Context>[], handler: (context: Context) => Promise<MockResponse> = ok) {
  const unexpected: unknown[] = [];
  const context: Context = { request, seen: [] };
  return compose(
    layers,
    handler,
    errorBoundary<Context>((error) => unexpected.push(error)),
  )(context).then((response) => ({ response, unexpected, seen: context.seen }));
}

describe('compose', () => {
  it('runs layers in order around the handler', async () => {
    const { response, seen } = await run([statusSeenBy(1), statusSeenBy(2)]);
    expect(response.status).toBe(200);
    expect(seen).toEqual([2, 200, 1, 200]);
  });

  it('turns a throw where it happens into an Error body that every outer layer still sees', async () => {
    const refuse: Middleware<Context> = async () => {
      throw new ApiError({ code: 'unauthorized', message: 'No key.' });
    };
    const { response, seen, unexpected } = await run([statusSeenBy(1), refuse]);
    expect(response.status).toBe(401);
    expect(response.json).toMatchObject({ code: 'unauthorized', status: 401 });
    expect(seen).toEqual([1, 401]);
    expect(unexpected).toEqual([]);
  });

  it('catches a throw in the outermost layer too, as a reported 500', async () => {
    const broken: Middleware<Context> = async () => {
      throw new TypeError('boom');
    };
    const { response, unexpected } = await run([broken, statusSeenBy(1)]);
    expect(response.status).toBe(500);
    expect(response.json).toMatchObject({ code: 'internal_error', status: 500 });
    expect(unexpected).toHaveLength(1);
  });

  it('answers a throw that is not inside a promise (a layer that is not async) where it happens', async () => {
    const eager: Middleware<Context> = () => {
      throw new ApiError({ code: 'host_not_allowed', message: 'Not here.' });
    };
    const { response, seen } = await run([statusSeenBy(1), eager]);
    expect(response.status).toBe(403);
    expect(seen).toEqual([1, 403]);
  });

  it('refuses a second next() with a reported 500 instead of running the rest twice', async () => {
    let handled = 0;
    const twice: Middleware<Context> = async (_context, next) => {
      await next();
      return next();
    };
    const { response, unexpected } = await run([twice], async () => {
      handled++;
      return ok();
    });
    expect(handled).toBe(1);
    expect(response.status).toBe(500);
    expect(String(unexpected[0])).toMatch(/next\(\) more than once/);
  });
});
