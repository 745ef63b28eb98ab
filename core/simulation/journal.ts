import { createListeners } from './listeners.ts';

/** One request as the mock saw it. */
export interface JournalEntry {
  id: number;
  /** Simulated time of arrival, ISO 8601. */
  time: string;
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  /** Request headers; the Authorization value is redacted. */
  headers: Record<string, string>;
  /** Request body as text (cut at 64 KiB), or null. */
  body: string | null;
  /** Response status; null when the connection was dropped. */
  status: number | null;
  /** The network fault, when one was injected. */
  fault: string | null;
  durationMs: number;
  /** Ids of the failure rules that fired. */
  rules: string[];
  /** Response headers and body text (cut at 64 KiB; null when not JSON); null when dropped. */
  response: { headers: Record<string, string>; body: string | null } | null;
}

const bodyLimit = 64 * 1024;

/**
 * What is kept per request: the raw parts (bodies already cut to the limit, so the ring's size
 * bounds its memory), turned into a JournalEntry only when read.
 */
export interface JournalRecord extends Omit<JournalEntry, 'id' | 'headers' | 'query' | 'body' | 'response'> {
  headers: Headers;
  search: string;
  body: Uint8Array | null;
  response: { headers: Headers; body: string | undefined } | null;
}

interface KeptRecord extends Omit<JournalRecord, 'body' | 'response'> {
  id: number;
  body: { bytes: Uint8Array; size: number } | null;
  response: { headers: Headers; body: { text: string; length: number } | null } | null;
}

/**
 * The most recent requests, newest last, in a ring of bounded size. Recording keeps references
 * (it runs on every request); redaction and decoding happen when the journal is read.
 * @example const journal = createJournal(1000); journal.list()
 */
export function createJournal(size: number) {
  let entries: KeptRecord[] = [];
  let nextId = 1;
  const listeners = createListeners<JournalEntry>();

  return {
    /** Tells this journal from one of an earlier run (ids start again at 1 in each). */
    instance: `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`,
    record({ body, response, ...rest }: JournalRecord): void {
      const kept: KeptRecord = {
        id: nextId++,
        ...rest,
        body: body === null || body.length === 0 ? null : { bytes: body.length > bodyLimit ? body.slice(0, bodyLimit) : body, size: body.length },
        response: response && { headers: response.headers, body: response.body === undefined ? null : keptText(response.body) },
      };
      entries.push(kept);
      while (entries.length > size) entries.shift();
      // Recording runs on every request: the entry is formatted only for a listener.
      if (listeners.any()) listeners.notify(toEntry(kept));
    },
    list: (): JournalEntry[] => entries.map(toEntry),
    /** The entries recorded after the one with this id, oldest first. */
    after: (id: number): JournalEntry[] => entries.filter((entry) => entry.id > id).map(toEntry),
    newestId: (): number => nextId - 1,
    clear(): void {
      entries = [];
    },
    /** Calls `listener` with each new entry; returns the way to stop. */
    subscribe: listeners.subscribe,
  };
}

function toEntry({ headers, search, body, response, ...rest }: KeptRecord): JournalEntry {
  return {
    ...rest,
    query: queryObject(search),
    headers: redactedHeaders(headers),
    body: body && decodedBody(body),
    response: response && { headers: Object.fromEntries(response.headers), body: response.body && cutNote(response.body.text, response.body.length, 'characters') },
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

export type Journal = ReturnType<typeof createJournal>;

/** Headers as a plain object, with the credential hidden. */
function redactedHeaders(headers: Headers): Record<string, string> {
  const result: Record<string, string> = {};
  headers.forEach((value, name) => {
    result[name] = name === 'authorization' ? value.replace(/^(\S+\s+)?.*$/s, '$1[redacted]') : value;
  });
  return result;
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
