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

/** What is kept per request: the raw parts, turned into a JournalEntry only when read. */
export interface JournalRecord extends Omit<JournalEntry, 'id' | 'headers' | 'query' | 'body' | 'response'> {
  headers: Headers;
  search: string;
  body: Uint8Array | null;
  response: { headers: Headers; body: string | undefined } | null;
}

/**
 * The most recent requests, newest last, in a ring of bounded size. Recording keeps references
 * (it runs on every request); redaction and decoding happen when the journal is read.
 * @example const journal = createJournal(1000); journal.list()
 */
export function createJournal(size: number) {
  let entries: (JournalRecord & { id: number })[] = [];
  let nextId = 1;
  const listeners = new Set<(entry: JournalEntry) => void>();

  return {
    record(record: JournalRecord): void {
      const recorded = { id: nextId++, ...record };
      entries.push(recorded);
      while (entries.length > size) entries.shift();
      for (const listener of listeners) listener(toEntry(recorded));
    },
    list: (): JournalEntry[] => entries.map(toEntry),
    clear(): void {
      entries = [];
    },
    /** Calls `listener` with each new entry; returns the way to stop. */
    subscribe(listener: (entry: JournalEntry) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function toEntry({ headers, search, body, response, ...rest }: JournalRecord & { id: number }): JournalEntry {
  return {
    ...rest,
    query: queryObject(search),
    headers: redactedHeaders(headers),
    body: journalBody(body),
    response: response && { headers: Object.fromEntries(response.headers), body: cut(response.body ?? null) },
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

/** A body for the journal: text, cut at 64 KiB. */
function journalBody(bytes: Uint8Array | null): string | null {
  if (bytes === null || bytes.length === 0) return null;
  const text = new TextDecoder().decode(bytes.subarray(0, bodyLimit));
  return bytes.length > bodyLimit ? `${text}… (${bytes.length} bytes in all)` : text;
}

function cut(text: string | null): string | null {
  return text !== null && text.length > bodyLimit ? `${text.slice(0, bodyLimit)}… (${text.length} characters in all)` : text;
}
