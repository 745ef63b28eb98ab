import { expect } from 'vitest';

/**
 * Polls `check` until it gives something other than `undefined` or `false`, and returns that; fails
 * the test after `within` ms.
 * @example const entry = await waitFor(() => server.controls.journal.list()[0], 'the request is journaled');
 */
export async function waitFor<T>(
  check: () => T | Promise<T>,
  what: string,
  within = 10_000,
): Promise<Exclude<T, undefined | false>> {
  const deadline = performance.now() + within;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value as Exclude<T, undefined | false>;
    if (performance.now() > deadline) expect.fail(`${what}: not so within ${within} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
