import type { MockResponse } from './exchange.ts';

/** Runs middleware in order, each deciding whether to call the next; the last one is the handler. */
export type Middleware<C> = (context: C, next: () => Promise<MockResponse>) => Promise<MockResponse>;

/** Turns anything thrown into the response to send instead. */
export type ErrorHandler<C> = (error: unknown, context: C) => MockResponse;

/**
 * Koa's onion over the core's responses, with one catch point: whatever a layer or the handler
 * throws (a second `next()` included) becomes `onError`'s response where it was thrown, so every
 * layer outside it (journal, CORS, deprecation) still sees and decorates an answer, and nothing
 * escapes the composition.
 * @example const run = compose([logTime, authenticate], handle, errorHandler); await run(context);
 */
export function compose<C>(
  middleware: readonly Middleware<C>[],
  handler: (context: C) => Promise<MockResponse>,
  onError: ErrorHandler<C>,
) {
  return (context: C): Promise<MockResponse> => {
    let entered = -1;
    const fail = (error: unknown) => onError(error, context);
    // Not async: one promise per layer (the catch), not three; on the path of every request.
    const dispatch = (index: number): Promise<MockResponse> => {
      if (index <= entered) return Promise.reject(new Error('A middleware called next() more than once.'));
      entered = index;
      const layer = middleware[index];
      try {
        return (layer ? layer(context, () => dispatch(index + 1)) : handler(context)).then(undefined, fail);
      } catch (error) {
        return new Promise((resolve) => resolve(fail(error)));
      }
    };
    return dispatch(0);
  };
}
