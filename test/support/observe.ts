import { headersThatMatter, type ParityCase } from '../parity/cases.ts';

/** What a client observes of one answer, reduced to what must agree: status, the headers that matter, the body. */
export async function observe(response: Response) {
  const headers = Object.fromEntries(
    headersThatMatter.flatMap((name) => {
      const value = response.headers.get(name);
      return value === null ? [] : [[name, value]];
    }),
  );
  return { status: response.status, headers, body: await response.text() };
}

/**
 * Sends one case of the parity table to `origin` and observes the answer; a dropped connection is
 * an outcome too (`networkError`), which both sides must agree on.
 * @example expect(await sendCase(proxyOrigin, testCase)).toEqual(await sendCase(directOrigin, testCase));
 */
export const sendCase = (origin: string, { method = 'GET', path, headers, body }: ParityCase) =>
  fetch(`${origin}${path}`, { method, ...(headers ? { headers } : {}), ...(body === undefined ? {} : { body }) }).then(
    observe,
    (error: unknown) => ({ networkError: error instanceof TypeError }),
  );
