import type { Entry, Har } from 'har-format';

/** What a replay sends to: the mock loaded from the snapshot, in process. */
export interface ReplayTarget {
  /** Answers one request. */
  send(request: Request): Promise<Response>;
  /** Sets the mock's clock to the instant an entry was answered at (throws when it cannot go there). */
  setClock(instant: string): void;
  /** The configured keys, by position (a HAR names the key a request used by its position: `_apiKey`). */
  keys: readonly string[];
}

export type ReplayResult =
  | { ok: true; count: number }
  | { ok: false; index: number; id: number | undefined; request: string; difference: string };

type ReplayEntry = Entry & { _id?: number; _apiKey?: number };

// Headers a client's stack sets on its own, or that only describe the connection.
const notResent = new Set(['host', 'content-length', 'connection', 'keep-alive', 'transfer-encoding']);

/**
 * Sends a HAR's requests in order, each at its entry's clock instant, and compares every answer
 * with the HAR's: status, every header but `Date` (and `Content-Length`), and the body text (where the HAR kept it). A
 * request that used a configured key (`_apiKey`) is sent with that key again.
 * @example const result = await replayHar(har, { send, setClock, keys: snapshot.apiKeys ?? [] });
 */
export async function replayHar(har: Har, target: ReplayTarget): Promise<ReplayResult> {
  const entries = har.log.entries as ReplayEntry[];
  for (const [index, entry] of entries.entries()) {
    const request = `${entry.request.method} ${pathOf(entry.request.url)}`;
    const differs = (difference: string): ReplayResult => ({
      ok: false,
      index: index + 1,
      id: entry._id,
      request,
      difference,
    });
    try {
      target.setClock(entry.startedDateTime);
    } catch (error) {
      return differs(`the clock cannot be set to ${entry.startedDateTime} (${(error as Error).message})`);
    }
    const answer = await target.send(requestOf(entry, target.keys)).catch(() => Response.error());
    const difference = await differenceOf(entry, answer);
    if (difference) return differs(difference);
  }
  return { ok: true, count: entries.length };
}

function requestOf({ request, _apiKey }: ReplayEntry, keys: readonly string[]): Request {
  const headers = new Headers();
  for (const { name, value } of request.headers) {
    const lower = name.toLowerCase();
    if (!notResent.has(lower) && !lower.startsWith(':')) headers.append(name, value);
  }
  const key = _apiKey === undefined ? undefined : keys[_apiKey];
  if (key !== undefined) headers.set('authorization', `Bearer ${key}`);
  const body = request.postData?.text;
  return new Request(request.url, { method: request.method, headers, ...(body !== undefined && { body }) });
}

/** How an answer differs from the HAR's, in a few words; undefined when it does not. */
async function differenceOf({ response }: ReplayEntry, answer: Response): Promise<string | undefined> {
  const status = answer.type === 'error' ? 0 : answer.status;
  if (status !== response.status) return `status ${status}, the HAR has ${response.status}`;
  if (status === 0) return undefined;
  const expected = headerMap(response.headers.map(({ name, value }) => [name, value]));
  const actual = headerMap([...answer.headers]);
  for (const name of new Set([...expected.keys(), ...actual.keys()])) {
    if (expected.get(name) !== actual.get(name))
      return `header ${name}: ${JSON.stringify(actual.get(name) ?? null)}, the HAR has ${JSON.stringify(expected.get(name) ?? null)}`;
  }
  const text = await answer.text();
  const kept = response.content.text;
  if (kept !== undefined && kept !== text) return `body ${clip(text)}, the HAR has ${clip(kept)}`;
  return undefined;
}

// Date is the real time of sending; Content-Length follows from the body, which is compared itself.
const notCompared = new Set(['date', 'content-length']);

function headerMap(pairs: readonly (readonly [string, string])[]): Map<string, string> {
  return new Map(
    pairs.flatMap(([name, value]) => (notCompared.has(name.toLowerCase()) ? [] : [[name.toLowerCase(), value]])),
  );
}

function pathOf(url: string): string {
  const parsed = URL.parse(url);
  return parsed ? `${parsed.pathname}${parsed.search}` : url;
}

const clip = (text: string) => JSON.stringify(text.length > 80 ? `${text.slice(0, 80)}…` : text);
