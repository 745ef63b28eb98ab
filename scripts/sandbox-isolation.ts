// One parallel test worker in its own sandbox: used by the sandbox tests and by `npm run bench`.

/** Where the worker talks: the API's base URL (`.../v1`) and the key it sends. */
export interface IsolationTarget {
  url: string;
  key: string;
}

const headersOf = ({ key }: IsolationTarget, sandbox: string) => ({
  authorization: `Bearer ${key}`,
  'animal-store-sandbox': sandbox,
});

async function json(response: Response, status: number): Promise<unknown> {
  const text = await response.text();
  if (response.status !== status) throw new Error(`${response.url} answered ${response.status}: ${text.slice(0, 200)}`);
  return JSON.parse(text);
}

/**
 * Creates, lists and now and then resets in its own sandbox while `goOn(steps)` holds (a count in
 * the tests, a time in the bench); after every step it must see exactly the start pets plus its own
 * creates, or it throws. Returns the steps taken.
 */
export async function isolatedWorkerLoop(
  target: IsolationTarget,
  sandbox: string,
  goOn: (steps: number) => boolean,
): Promise<number> {
  const headers = headersOf(target, sandbox);
  const list = async () =>
    ((await json(await fetch(`${target.url}/pets?limit=100`, { headers }), 200)) as { id: number }[]).map(
      ({ id }) => id,
    );
  const start = await list();
  let mine: number[] = [];
  let steps = 0;
  while (goOn(steps)) {
    const created = await fetch(`${target.url}/pets`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ name: `${sandbox}-${steps}`, categoryId: 1 }),
    });
    mine.push(((await json(created, 201)) as { id: number }).id);
    const seen = await list();
    const expected = [...start, ...mine];
    if (JSON.stringify(seen) !== JSON.stringify(expected)) {
      throw new Error(
        `${sandbox} saw ${JSON.stringify(seen)} after step ${steps}, expected ${JSON.stringify(expected)}`,
      );
    }
    if (steps % 5 === 4) {
      await json(await fetch(`${target.url.replace(/\/v1$/, '/__admin')}/reset`, { method: 'POST', headers }), 200);
      mine = [];
    }
    steps++;
  }
  return steps;
}
