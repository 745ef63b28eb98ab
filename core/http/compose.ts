/** Runs middleware in order, each deciding whether to call the next; the last one is the handler. */
export type Middleware<C> = (context: C, next: () => Promise<Response>) => Promise<Response>;

/**
 * Koa's onion, over Fetch responses.
 * @example const run = compose([logTime, authenticate], handle); await run(context);
 */
export function compose<C>(middleware: readonly Middleware<C>[], handler: (context: C) => Promise<Response>) {
  return (context: C): Promise<Response> => {
    const dispatch = (index: number): Promise<Response> => {
      const layer = middleware[index];
      return layer ? layer(context, () => dispatch(index + 1)) : handler(context);
    };
    return dispatch(0);
  };
}
