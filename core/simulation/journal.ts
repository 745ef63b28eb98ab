import type { FaultKind } from '../failures/failure-rule.ts';
import type { HeaderRecord } from '../http/exchange.ts';
import type { ContractViolation } from '../proxy/contract-check.ts';
import { createHeaderMask } from './header-mask.ts';
import { createListeners } from './listeners.ts';

/** One request as the mock saw it. */
export interface JournalEntry {
  id: number;
  /** Simulated time of arrival, ISO 8601. */
  time: string;
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  /** Request headers; the values of credentials are masked (see `header-mask.ts`). */
  headers: Record<string, string>;
  /** Request body as text (cut at 64 KiB), or null. */
  body: string | null;
  /** Response status; null when the connection was dropped. */
  status: number | null;
  /** The network fault, when one was injected (`malformed` and `slow-body` keep their status). */
  fault: string | null;
  durationMs: number;
  /** Ids of the failure rules that fired. */
  rules: string[];
  /** Response headers and body text (cut at 64 KiB; null when not JSON); null when dropped. */
  response: { headers: Record<string, string>; body: string | null } | null;
  /** Set when the request was proxied: what the upstream answered; null when it was answered here. */
  upstream: UpstreamExchange | null;
  /**
   * Present (true) when the journal's byte budget dropped this entry's bodies to keep newer ones:
   * `body` and `response.body` are then null, everything else is kept.
   */
  bodiesDropped?: true;
}

/** A proxied request's trip upstream. */
export interface UpstreamExchange {
  /** The upstream's status; null when it gave no answer (unreachable, timed out). */
  status: number | null;
  /** How long the upstream took, in ms. */
  durationMs: number;
  /** How its answer broke the contract (empty when it kept it). */
  violations: ContractViolation[];
}

/** What the app hands over per request: raw parts, kept as they are and formatted when read. */
export interface JournalRecord {
  /** Simulated time of arrival, in ms since the epoch. */
  time: number;
  method: string;
  path: string;
  /** The raw query, without `?`. */
  query: string;
  headers: HeaderRecord;
  body: Uint8Array | null;
  status: number | null;
  /** A dropped connection's fault, or `malformed` / `slow-body` for an answer sent broken. */
  fault: FaultKind | null;
  durationMs: number;
  rules: string[];
  /**
   * The body as its JSON value when the core made it from one (formatted when read; `length` is
   * the length of the text sent), else its text.
   */
  response: { headers: Record<string, string>; body: { json: unknown; length: number } | string | null } | null;
  upstream: UpstreamExchange | null;
}

interface KeptRecord extends Omit<JournalRecord, 'body' | 'response'> {
  id: number;
  body: { bytes: Uint8Array; size: number } | null;
  response: { headers: Record<string, string>; body: { json: unknown; length: number } | { text: string; length: number } | null } | null;
  /** What its bodies count against the byte budget; 0 once they were dropped. */
  bodyBytes: number;
  bodiesDropped: boolean;
}

const bodyLimit = 64 * 1024;

/** The bodies a journal keeps by default, in bytes: a few MiB, whatever the size of its ring. */
export const journalBodyBudget = 4 * 1024 * 1024;

/**
 * The most recent requests in a fixed ring (no shifting). Recording keeps the raw parts, each body
 * cut at 64 KiB, and the bodies of all entries together within `bodyBudget` bytes: past it the
 * oldest bodies are dropped first, their entries kept (so a few large answers cannot hold memory).
 * Credentials are masked as they are recorded (nothing secret is kept); decoding and dates happen
 * when the journal is read.
 * @example const journal = createJournal(1000, createHeaderMask(), 4 * 1024 * 1024); journal.list()
 */
export function createJournal(size: number, mask = createHeaderMask(), bodyBudget = journalBodyBudget) {
  let ring: (KeptRecord | undefined)[] = new Array(size);
  let nextId = 1;
  let oldestId = 1;
  let bodyBytes = 0;
  // Bodies are dropped oldest first, so the next one to drop is never before this id.
  let dropFrom = 1;
  const listeners = createListeners<JournalEntry>();
  const forget = (record: KeptRecord | undefined) => {
    if (record) bodyBytes -= record.bodyBytes;
  };
  const dropOldestBodies = () => {
    for (let id = Math.max(dropFrom, oldestId); bodyBytes > bodyBudget && id < nextId; id++) {
      const record = ring[id % size]!;
      dropFrom = id + 1;
      if (record.bodyBytes === 0) continue;
      bodyBytes -= record.bodyBytes;
      record.body = null;
      if (record.response) record.response = { headers: record.response.headers, body: null };
      record.bodyBytes = 0;
      record.bodiesDropped = true;
    }
  };
  const kept = (from: number): KeptRecord[] => {
    const records: KeptRecord[] = [];
    for (let id = Math.max(from, oldestId); id < nextId; id++) records.push(ring[id % size]!);
    return records;
  };

  return {
    /** Tells this journal from one of an earlier run (ids start again at 1 in each). */
    instance: `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`,
    record({ body, response, ...rest }: JournalRecord): void {
      if (size === 0) return;
      const id = nextId++;
      const kept = body === null || body.length === 0 ? null : { bytes: body.length > bodyLimit ? body.slice(0, bodyLimit) : body, size: body.length };
      const answer = response && { headers: mask(response.headers), body: typeof response.body === 'string' ? keptText(response.body) : response.body };
      const record: KeptRecord = {
        id,
        ...rest,
        headers: mask(rest.headers),
        body: kept,
        response: answer,
        // A JSON value shares the stored pets, but counts as the text it is read as (cut as it is when read).
        bodyBytes: (kept?.bytes.length ?? 0) + Math.min(answer?.body?.length ?? 0, bodyLimit),
        bodiesDropped: false,
      };
      forget(ring[id % size]);
      ring[id % size] = record;
      if (id - oldestId >= size) oldestId = id - size + 1;
      bodyBytes += record.bodyBytes;
      if (bodyBytes > bodyBudget) dropOldestBodies();
      // Recording runs on every request: the entry is formatted only for a listener.
      if (listeners.any()) listeners.notify(toEntry(record));
    },
    list: (): JournalEntry[] => kept(oldestId).map(toEntry),
    /** The entries recorded after the one with this id, oldest first. */
    after: (id: number): JournalEntry[] => kept(id + 1).map(toEntry),
    newestId: (): number => nextId - 1,
    count: (): number => nextId - oldestId,
    clear(): void {
      ring = new Array(size);
      oldestId = nextId;
      bodyBytes = 0;
    },
    /** Calls `listener` with each new entry; returns the way to stop. */
    subscribe: listeners.subscribe,
  };
}

export type Journal = ReturnType<typeof createJournal>;

function toEntry({ time, query, headers, body, response, bodiesDropped, ...rest }: KeptRecord): JournalEntry {
  return {
    id: rest.id,
    time: new Date(time).toISOString(),
    method: rest.method,
    path: rest.path,
    query: queryObject(query),
    headers: headerObject(headers),
    body: body && decodedBody(body),
    status: rest.status,
    fault: rest.fault,
    durationMs: rest.durationMs,
    rules: rest.rules,
    response: response && { headers: { ...response.headers }, body: response.body && responseText(response.body) },
    upstream: rest.upstream,
    ...(bodiesDropped && { bodiesDropped }),
  };
}

function queryObject(search: string): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  new URLSearchParams(search).forEach((value, name) => {
    const previous = query[name];
    query[name] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  });
  return query;
}

/** Headers as a plain object, a repeated one joined. */
function headerObject(headers: HeaderRecord): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, raw] of Object.entries(headers)) {
    if (raw !== undefined) result[name] = typeof raw === 'string' ? raw : raw.join(', ');
  }
  return result;
}

/** A response body as text (a JSON value formatted now), with a note when it was cut. */
function responseText(body: { json: unknown; length: number } | { text: string; length: number }): string {
  if ('text' in body) return cutNote(body.text, body.length, 'characters');
  const text = JSON.stringify(body.json);
  return cutNote(text.length > bodyLimit ? text.slice(0, bodyLimit) : text, text.length, 'characters');
}

/** A request body as text, with a note when it was cut. */
function decodedBody({ bytes, size }: { bytes: Uint8Array; size: number }): string {
  return cutNote(new TextDecoder().decode(bytes), size, 'bytes');
}

/**
 * A response text to keep: a long one is cut, and copied so the whole string can be collected
 * (a slice would keep its parent alive).
 */
function keptText(text: string): { text: string; length: number } {
  if (text.length <= bodyLimit) return { text, length: text.length };
  return { text: new TextDecoder().decode(new TextEncoder().encode(text.slice(0, bodyLimit))), length: text.length };
}

/** The text, followed by how long the whole was when it was longer than the limit. */
function cutNote(text: string, size: number, unit: 'bytes' | 'characters'): string {
  return size > bodyLimit ? `${text}… (${size} ${unit} in all)` : text;
}
