import type { MockResponse } from './exchange.ts';

/** Runs middleware in order, each deciding whether to call the next; the last one is the handler. */
export type Middleware<C> = (context: C, next: () => Promise<MockResponse>) => Promise<MockResponse>;

/**
 * Koa's onion, over the core's responses.
 * @example const run = compose([logTime, authenticate], handle); await run(context);
 */
export function compose<C>(middleware: readonly Middleware<C>[], handler: (context: C) => Promise<MockResponse>) {
  return (context: C): Promise<MockResponse> => {
    const dispatch = (index: number): Promise<MockResponse> => {
      const layer = middleware[index];
      return layer ? layer(context, () => dispatch(index + 1)) : handler(context);
    };
    return dispatch(0);
  };
}
