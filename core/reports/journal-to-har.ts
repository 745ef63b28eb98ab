import { packageVersion } from './package-version.generated.ts';
import type { Content, Entry, Har, Header, PostData, QueryString, Request, Response } from 'har-format';
import type { JournalEntry } from '../state/journal.ts';
import { statusText } from './status-text.ts';
import { utf8Length } from './har-input.ts';

export interface JournalToHarOptions {
  /** `scheme://host[:port]` the requests were sent to: a HAR names full URLs, the journal paths. */
  origin: string;
  /** Who wrote the HAR; the mock's name with no version by default. */
  creator?: { name: string; version: string };
}

/** A response as DevTools writes it: `_error` names why there was none; `_fault` the injected fault. */
type HarResponse = Response & { _error?: string; _fault?: string };

/** Chrome's names for the ways a connection ends without an answer, by the fault that ends it so. */
const netErrors: Record<string, string> = {
  reset: 'net::ERR_CONNECTION_RESET',
  empty: 'net::ERR_EMPTY_RESPONSE',
  timeout: 'net::ERR_TIMED_OUT',
};

/**
 * The journal as a HAR 1.2 document that DevTools opens and Playwright's `routeFromHAR` replays.
 * The mock's whole handling time (injected latency included) is the `wait`; a dropped connection is
 * an entry with status 0 and `_error`; headers are kept as the journal masked them.
 * @example journalToHar(journal.list(), { origin: 'http://127.0.0.1:4010' }).log.entries[0].request.url
 */
export function journalToHar(
  entries: readonly JournalEntry[],
  { origin, creator = { name: 'animal-store-mock', version: packageVersion } }: JournalToHarOptions,
): Har {
  const base = origin.replace(/\/+$/, '');
  return { log: { version: '1.2', creator, entries: entries.map((entry) => harEntry(entry, base)) } };
}

function harEntry(entry: JournalEntry, origin: string): Entry {
  return {
    startedDateTime: entry.time,
    time: entry.durationMs,
    request: harRequest(entry, origin),
    response: harResponse(entry),
    cache: {},
    // Not measured by the mock: the time is all its own, spent before the first byte went out.
    timings: { blocked: -1, dns: -1, connect: -1, ssl: -1, send: 0, wait: entry.durationMs, receive: 0 },
    ...(entry.rules.length > 0 && { _rules: entry.rules }),
    // The journal's id, and which configured key the request used (its position, never its value): what a replay needs.
    _id: entry.id,
    ...(entry.apiKey !== undefined && { _apiKey: entry.apiKey }),
  };
}

function harRequest({ method, path, query, headers, body }: JournalEntry, origin: string): Request {
  const queryString: QueryString[] = Object.entries(query).flatMap(([name, values]) =>
    (Array.isArray(values) ? values : [values]).map((value) => ({ name, value })),
  );
  const search = new URLSearchParams(queryString.map(({ name, value }) => [name, value])).toString();
  const kept = body === null ? null : keptText(body);
  const postData: PostData | undefined = kept
    ? { mimeType: headers['content-type'] ?? '', text: kept.text, ...kept.comment }
    : undefined;
  return {
    method,
    url: `${origin}${path}${search && `?${search}`}`,
    httpVersion: 'HTTP/1.1',
    // The Cookie header stays in `headers` as the journal has it; cookies are not unpacked from it.
    cookies: [],
    headers: headerList(headers),
    queryString,
    ...(postData && { postData }),
    headersSize: -1,
    bodySize: kept ? kept.size : 0,
  };
}

function harResponse({ status, fault, response }: JournalEntry): HarResponse {
  if (status === null || response === null || (fault !== null && fault in netErrors)) {
    return {
      status: 0,
      statusText: '',
      httpVersion: '',
      cookies: [],
      headers: [],
      content: { size: 0, mimeType: 'x-unknown' },
      redirectURL: '',
      headersSize: -1,
      bodySize: -1,
      _error: netErrors[fault ?? ''] ?? 'net::ERR_FAILED',
      ...(fault && { _fault: fault }),
    };
  }
  const kept = response.body === null ? null : keptText(response.body);
  const mimeType = response.headers['content-type'] ?? 'x-unknown';
  const content: Content = kept
    ? { size: kept.size, mimeType, text: kept.text, ...kept.comment }
    : { size: 0, mimeType };
  return {
    status,
    statusText: statusText(status),
    httpVersion: 'HTTP/1.1',
    cookies: [],
    headers: headerList(response.headers),
    content,
    redirectURL: status >= 300 && status < 400 ? (response.headers.location ?? '') : '',
    headersSize: -1,
    // A body the journal did not keep (bytes, a stream) has a size nobody measured.
    bodySize: kept ? kept.size : -1,
    ...(fault && { _fault: fault }),
  };
}

const headerList = (headers: Record<string, string>): Header[] =>
  Object.entries(headers).map(([name, value]) => ({ name, value }));

/** The journal's note on a body it cut at 64 KiB: `… (70000 bytes in all)`. */
const cutNote = /… \((\d+) (?:bytes|characters) in all\)$/;

/** A journaled body's text without the journal's cut note, its size, and a comment when it was cut. */
function keptText(text: string): { text: string; size: number; comment?: { comment: string } } {
  const note = text.endsWith(' in all)') ? cutNote.exec(text) : null;
  if (!note) return { text, size: utf8Length(text) };
  return {
    text: text.slice(0, note.index),
    size: Number(note[1]),
    comment: { comment: "Cut by the mock's journal: only the start of the body is kept." },
  };
}
