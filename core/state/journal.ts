import type { Injection } from './failure-kinds.ts';
import type { FaultKind } from '../store/fault-kinds.generated.ts';
import type { HeaderRecord } from '../exchange/exchange.ts';
import type { UpstreamExchange } from './upstream-exchange.ts';
import { createCredentialFingerprint } from './credential-fingerprint.ts';
import type { ObservedExchange } from './observed-exchange.ts';
import type { DecisionFact, HostRule, SandboxArrival } from '../exchange/decision-facts.ts';
import type { DecisionEvidence } from './decision-evidence.ts';
import { createInterner, createRecordKeeper } from './canonical.ts';
import { maskSecretQuery } from '../exchange/secret-query.ts';
import { createBodyBudget, type BodyBudget } from './body-budget.ts';
import { createHeaderMask } from './header-mask.ts';
import { createItemRing } from './item-ring.ts';
import { createListeners } from './listeners.ts';
import type { SimulationState } from './simulation-state.ts';

/** One request as the mock saw it. */
export interface JournalEntry {
  id: number;
  /** Simulated time of arrival, ISO 8601. */
  time: string;
  method: string;
  path: string;
  /** The API operation the request was matched to when recorded (`getPet`); null for a path the API has none for, or a preflight. */
  operationId: string | null;
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
  /** Which configured API key the request used: its position in the keys in force, never its value; absent when none. */
  apiKey?: number;
  /** Present when failures were injected (a rule's or `Prefer`'s status or latency, the clock's 410): what each was. */
  injected?: Injection[];
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

/** Which entries a read keeps: each criterion given must hold. */
export interface JournalFilter {
  /** The operation the request was matched to (`getPet`). */
  operationId?: string | undefined;
  /** The answer's status. */
  status?: number | undefined;
  /** A journal id: only newer entries (exclusive). */
  since?: number | undefined;
  /** At most this many: the newest of those that match. */
  limit?: number | undefined;
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
  /** The failures injected into the answer (shared, never changed: kept as given). */
  injected?: readonly Injection[] | undefined;
  /**
   * The body as its JSON value when the core made it from one (formatted when read; `length` is
   * the length of the text sent), else its text.
   */
  response: { headers: Record<string, string>; body: { json: unknown; length: number } | string | null } | null;
  upstream: UpstreamExchange | null;
  /** The operation the app's one matcher found, if any: kept, so no reader matches the path again. */
  operationId?: string | undefined;
  /** Real times of arrival and end (`Date.now()`), beside the simulated `time`. */
  arrivedAt?: number;
  endedAt?: number;
  /** Latency injected by the failure rules, in ms. */
  latencyMs?: number;
  /** The `Authorization` header: only its keyed fingerprint is kept, never the value. */
  credential?: string | undefined;
  /** For the explanation: the rule that let the Host through, the sandbox arrival, the facts recorded (`decision-facts.ts`). */
  host?: HostRule | undefined;
  sandbox?: SandboxArrival | undefined;
  decisions?: readonly DecisionFact[] | undefined;
  /** Everything besides the pets that decided the answer, from before it (a snapshot `?at=` reads it). */
  state?: SimulationState | undefined;
  /** The position of the configured key it used, or -1. */
  keyPosition?: number | undefined;
}

/**
 * A slot of the ring, reused for each entry that lands in it, with every part flat: under load the
 * journal then keeps no new object per request but the few it cannot share (see `canonical.ts`).
 */
interface KeptRecord
  extends Omit<
    JournalRecord,
    | 'body'
    | 'response'
    | 'operationId'
    | 'arrivedAt'
    | 'endedAt'
    | 'latencyMs'
    | 'credential'
    | 'host'
    | 'sandbox'
    | 'decisions'
    | 'state'
    | 'keyPosition'
  > {
  id: number;
  operationId: string | null;
  arrivedAt: number;
  endedAt: number;
  latencyMs: number;
  /** The credential's fingerprint (see `credential-fingerprint.ts`). */
  credential: number;
  /** The request body as text, cut to the limit; `bodySize` its whole size in bytes. */
  body: string | null;
  bodySize: number;
  /** Null when the connection was dropped. */
  responseHeaders: Record<string, string> | null;
  /**
   * A JSON answer's value (`responseKind` json), where its items start in the item ring (items: a
   * JSON array), or its text (text).
   */
  responseBody: unknown;
  responseKind: 'json' | 'items' | 'text' | null;
  /** How many items (`responseKind` items). */
  itemCount: number;
  /** The whole answer's length. */
  responseLength: number;
  /** What its bodies count against the byte budget; 0 once they were dropped. */
  bodyBytes: number;
  /** When its bodies were kept, against every journal sharing the budget: the smallest go first. */
  stamp: number;
  bodiesDropped: boolean;
  /**
   * The explanation's facts: references to constants and to values made when a decision was taken
   * (a refusal's, a fired rule's), a few words each, never copied; they go when the slot is reused.
   */
  host: HostRule | null;
  sandbox: SandboxArrival | null;
  decisions: readonly DecisionFact[];
  state: SimulationState | null;
  keyPosition: number;
}

const bodyLimit = 64 * 1024;

/** The bodies a journal keeps by default, in bytes: a few MiB, whatever the size of its ring. */
export const journalBodyBudget = 4 * 1024 * 1024;

/**
 * The most recent requests in a fixed ring (no shifting). Recording keeps the raw parts, each body
 * cut at 64 KiB, and the bodies of all entries together within `bodyBudget` bytes: past it the
 * oldest bodies are dropped first, their entries kept (so a few large answers cannot hold memory).
 * A budget object given instead is shared with other journals (a server's sandboxes): the oldest
 * bodies of any of them go first. Credentials are masked as they are recorded (nothing secret is
 * kept); decoding and dates happen when the journal is read.
 * @example const journal = createJournal(1000, createHeaderMask(), 4 * 1024 * 1024); journal.list()
 */
export function createJournal(
  size: number,
  mask = createHeaderMask(),
  bodyBudget: number | BodyBudget = journalBodyBudget,
) {
  let ring: (KeptRecord | undefined)[] = new Array(size);
  const [intern, sameHeaders, sameResponseHeaders] = [createInterner(), createRecordKeeper(), createRecordKeeper()];
  // Room for pages of 64 items on average before the oldest are overwritten (then their bodies count as dropped).
  const items = createItemRing(Math.min(size * 64, 1 << 20));
  let nextId = 1;
  let oldestId = 1;
  // This journal's share of the budget's bytes.
  let bodyBytes = 0;
  let closed = false;
  // Bodies are dropped oldest first, so the next one to drop is never before this id.
  let dropFrom = 1;
  const listeners = createListeners<JournalEntry>();
  const fingerprint = createCredentialFingerprint();
  const budget = typeof bodyBudget === 'number' ? createBodyBudget(bodyBudget) : bodyBudget;
  const forget = (record: KeptRecord | undefined) => {
    if (!record) return;
    bodyBytes -= record.bodyBytes;
    budget.release(record.bodyBytes);
  };
  // The oldest record still holding bodies, moving `dropFrom` past those that hold none.
  const oldestWithBodies = (): KeptRecord | undefined => {
    for (let id = Math.max(dropFrom, oldestId); id < nextId; id++) {
      const record = ring[id % size]!;
      if (record.bodyBytes > 0) return record;
      dropFrom = id + 1;
    }
    return undefined;
  };
  const leaveBudget = budget.join({
    oldestStamp: () => oldestWithBodies()?.stamp,
    dropOldest() {
      const record = oldestWithBodies();
      if (!record) return 0;
      const freed = record.bodyBytes;
      dropFrom = record.id + 1;
      bodyBytes -= freed;
      record.body = null;
      record.responseBody = null;
      record.responseKind = null;
      record.bodyBytes = 0;
      record.bodiesDropped = true;
      return freed;
    },
  });
  const clear = (): void => {
    ring = new Array(size);
    oldestId = nextId;
    budget.release(bodyBytes);
    bodyBytes = 0;
    items.clear();
  };
  const entryOf = (record: KeptRecord) => toEntry(record, items.get);
  const kept = (from: number): KeptRecord[] => {
    const records: KeptRecord[] = [];
    for (let id = Math.max(from, oldestId); id < nextId; id++) records.push(ring[id % size]!);
    return records;
  };

  return {
    /** Tells this journal from one of an earlier run (ids start again at 1 in each). */
    instance: `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`,
    record(entry: JournalRecord): void {
      if (size === 0 || closed) return;
      const id = nextId++;
      const record = (ring[id % size] ??= emptySlot());
      forget(record);
      const { body, response } = entry;
      const answer = response?.body ?? null;
      record.id = id;
      record.time = entry.time;
      record.method = intern(entry.method);
      record.path = intern(entry.path);
      record.query = intern(maskSecretQuery(entry.query));
      record.headers = sameHeaders(mask(entry.headers));
      // A short body that repeats (a test's or a load's same create) is kept once, as paths are.
      record.body =
        body === null || body.length === 0 ? null : body.length <= 256 ? intern(bodyText(body)) : bodyText(body);
      record.bodySize = body?.length ?? 0;
      record.status = entry.status;
      record.fault = entry.fault;
      record.durationMs = entry.durationMs;
      record.rules = entry.rules.length === 0 ? noRules : entry.rules;
      record.injected = entry.injected;
      record.responseHeaders = response && sameResponseHeaders(mask(response.headers));
      record.responseLength = answer?.length ?? 0;
      if (answer === null || typeof answer === 'string') {
        record.responseKind = answer === null ? null : 'text';
        record.responseBody = answer === null ? null : keptText(answer);
      } else {
        const at = Array.isArray(answer.json) ? items.put(answer.json) : -1;
        record.responseKind = at === -1 ? 'json' : 'items';
        record.responseBody = at === -1 ? answer.json : at;
        record.itemCount = at === -1 ? 0 : (answer.json as unknown[]).length;
      }
      record.upstream = entry.upstream;
      record.operationId = entry.operationId ?? null;
      record.arrivedAt = entry.arrivedAt ?? entry.time;
      record.endedAt = entry.endedAt ?? record.arrivedAt + entry.durationMs;
      record.latencyMs = entry.latencyMs ?? 0;
      record.credential = fingerprint(entry.credential);
      record.host = entry.host ?? null;
      record.sandbox = entry.sandbox ?? null;
      record.decisions = entry.decisions ?? noDecisions;
      record.state = entry.state ?? null;
      record.keyPosition = entry.keyPosition ?? -1;
      // A JSON value shares the stored pets, but counts as the text it is read as (cut as it is when read).
      record.bodyBytes = Math.min(record.bodySize, bodyLimit) + Math.min(record.responseLength, bodyLimit);
      record.bodiesDropped = false;
      if (id - oldestId >= size) oldestId = id - size + 1;
      record.stamp = budget.stamp();
      bodyBytes += record.bodyBytes;
      budget.add(record.bodyBytes);
      // Recording runs on every request: the entry is formatted only for a listener.
      if (listeners.any()) listeners.notify(entryOf(record));
    },
    /** The entries a filter keeps (all without one), oldest first. */
    list(filter: JournalFilter = {}): JournalEntry[] {
      const { operationId, status, since = 0, limit = Infinity } = filter;
      const found: KeptRecord[] = [];
      // From the newest back, so a limit stops the walk early.
      for (let id = nextId - 1; id >= Math.max(since + 1, oldestId) && found.length < limit; id--) {
        const record = ring[id % size]!;
        if (
          (operationId === undefined || record.operationId === operationId) &&
          (status === undefined || record.status === status)
        )
          found.push(record);
      }
      return found.reverse().map(entryOf);
    },
    /** The entries recorded after the one with this id, oldest first. */
    after: (id: number): JournalEntry[] => kept(id + 1).map(entryOf),
    /** The kept exchanges as the resilience checks read them, oldest first. */
    exchanges: (): ObservedExchange[] => kept(oldestId).map(observed),
    /** What the explanation of the entry with this id is read from; undefined once it is gone (or never was). */
    evidence(id: number): DecisionEvidence | undefined {
      if (!Number.isInteger(id) || id < oldestId || id >= nextId) return undefined;
      return evidenceOf(ring[id % size]!);
    },
    /** The state kept with the entry with this id (from before its request); undefined once it is gone. */
    stateBefore(id: number): SimulationState | undefined {
      if (!Number.isInteger(id) || id < oldestId || id >= nextId) return undefined;
      return ring[id % size]!.state ?? undefined;
    },
    /** The id of the oldest entry kept (the next id when none is). */
    oldestId: (): number => oldestId,
    newestId: (): number => nextId - 1,
    count: (): number => nextId - oldestId,
    clear,
    /** Lets go of its share of a shared budget for good (its mock closed, a sandbox dropped); records no more. */
    close(): void {
      closed = true;
      budget.release(bodyBytes);
      bodyBytes = 0;
      leaveBudget();
    },
    /** The bytes of bodies this journal keeps now. */
    bodyBytes: (): number => bodyBytes,
    /** Calls `listener` with each new entry; returns the way to stop. */
    subscribe: listeners.subscribe,
  };
}

export type Journal = ReturnType<typeof createJournal>;

const noRules: string[] = [];
const noDecisions: readonly DecisionFact[] = [];

function emptySlot(): KeptRecord {
  return {
    id: 0,
    time: 0,
    method: '',
    path: '',
    query: '',
    headers: {},
    body: null,
    bodySize: 0,
    status: null,
    fault: null,
    durationMs: 0,
    rules: noRules,
    injected: undefined,
    responseHeaders: null,
    responseBody: null,
    responseKind: null,
    itemCount: 0,
    responseLength: 0,
    upstream: null,
    bodyBytes: 0,
    stamp: 0,
    bodiesDropped: false,
    operationId: null,
    arrivedAt: 0,
    endedAt: 0,
    latencyMs: 0,
    credential: 0,
    host: null,
    sandbox: null,
    decisions: noDecisions,
    state: null,
    keyPosition: -1,
  };
}

const decoder = new TextDecoder();

/**
 * A request body as the text it is read as, decoded now: the bytes may be a view into one of
 * Node's pooled buffers (Buffer's `slice` does not copy), which keeping them would hold alive.
 */
function bodyText(body: Uint8Array): string {
  return decoder.decode(body.subarray(0, bodyLimit));
}

/** An entry as readers get it; `items` gives back what an answer put in the item ring (null once overwritten). */
function toEntry(record: KeptRecord, items: (start: number, count: number) => unknown[] | null): JournalEntry {
  const { responseHeaders, responseBody, responseKind } = record;
  const listed = responseKind === 'items' ? items(responseBody as number, record.itemCount) : null;
  const dropped = record.bodiesDropped || (responseKind === 'items' && listed === null);
  return {
    id: record.id,
    time: new Date(record.time).toISOString(),
    method: record.method,
    path: record.path,
    operationId: record.operationId,
    query: queryObject(record.query),
    headers: headerObject(record.headers),
    body: record.body && cutNote(record.body, record.bodySize, 'bytes'),
    status: record.status,
    fault: record.fault,
    durationMs: record.durationMs,
    rules: [...record.rules],
    ...(record.keyPosition !== -1 && { apiKey: record.keyPosition }),
    ...(record.injected !== undefined &&
      record.injected.length > 0 && { injected: record.injected.map((injection) => ({ ...injection })) }),
    response: responseHeaders && {
      headers: { ...responseHeaders },
      body:
        responseKind === 'text'
          ? (responseBody as string)
          : responseKind === 'json'
            ? jsonText(responseBody)
            : listed && jsonText(listed),
    },
    upstream: record.upstream,
    ...(dropped && { bodiesDropped: true as const }),
  };
}

/** What the resilience checks read of a record; `Retry-After` is read from the kept answer's headers. */
function observed(record: KeptRecord): ObservedExchange {
  const retryAfter = record.responseHeaders?.['retry-after'];
  const seconds = retryAfter === undefined || retryAfter.trim() === '' ? NaN : Number(retryAfter);
  return {
    id: record.id,
    method: record.method,
    operationId: record.operationId,
    arrivedAt: record.arrivedAt,
    endedAt: record.endedAt,
    status: record.status,
    fault: record.fault,
    retryAfterMs: Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : null,
    latencyMs: record.latencyMs,
    credential: record.credential,
    body: record.body,
  };
}

function evidenceOf(record: KeptRecord): DecisionEvidence {
  return {
    id: record.id,
    method: record.method,
    path: record.path,
    operationId: record.operationId,
    status: record.status,
    fault: record.fault,
    latencyMs: record.latencyMs,
    headers: headerObject(record.headers),
    responseHeaders: record.responseHeaders && { ...record.responseHeaders },
    upstream: record.upstream,
    host: record.host,
    sandbox: record.sandbox,
    facts: record.decisions,
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

/** A JSON value formatted now, with a note when it was cut. */
function jsonText(json: unknown): string {
  const text = JSON.stringify(json);
  return cutNote(text.length > bodyLimit ? text.slice(0, bodyLimit) : text, text.length, 'characters');
}

/**
 * A response text to keep, with the cut note already on: a long one is cut, and copied so the
 * whole string can be collected (a slice would keep its parent alive).
 */
function keptText(text: string): string {
  if (text.length <= bodyLimit) return text;
  return cutNote(
    new TextDecoder().decode(new TextEncoder().encode(text.slice(0, bodyLimit))),
    text.length,
    'characters',
  );
}

/** The text, followed by how long the whole was when it was longer than the limit. */
function cutNote(text: string, size: number, unit: 'bytes' | 'characters'): string {
  return size > bodyLimit ? `${text}… (${size} ${unit} in all)` : text;
}
