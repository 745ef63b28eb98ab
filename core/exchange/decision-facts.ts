import type { AdminSchema } from '../../spec/admin-types.ts';

/**
 * Every fact the API's layers record about how they answered a request, in one place: kept compact
 * (a tuple, a shared constant where one will do) with its journal entry, turned into decisions by
 * the explain room only when someone reads them. The happy path records none. A feature's room
 * records its own as a `RoomFact`, built in its room.
 */

/** Which rule let a `Host` through the server's check (`allowed-hosts.ts`). */
export type HostRule = 'no-host-header' | 'localhost' | 'ip-literal' | 'allowed-hosts';

/** How a request came into a sandbox's mock: handed in by the main mock's dispatch. */
export interface SandboxArrival {
  sandbox: string;
  /** Whether this request made the sandbox (its first use). */
  created: boolean;
  /** The rule that let the request's Host through, on the main mock. */
  host: HostRule | undefined;
}

/** Why a key was refused (never the key itself). */
export type AuthRefusal = 'missing' | 'malformed' | 'unknown-key';

/**
 * Why a pet was not found. `departed`: a timed change removed it (`TimedChanges`); `above`: the id is
 * at or past the next id; `never-created`: any other id.
 */
export type NotFoundReason = 'departed' | 'above' | 'never-created';

/** A fact carried by the `ApiError` that refused a request (`errors.ts`). */
export type ErrorFact =
  | readonly ['auth', AuthRefusal]
  | readonly ['validation', where: 'query' | 'path' | 'body', pointer: string, keyword: string]
  | readonly ['clock', nowMs: number, sunsetMs: number]
  | readonly ['store', reason: NotFoundReason, petId: number, nextId: number];

/** The rules that fired for a request (their definitions as they were then), in order. */
export type FailureFact = readonly ['failure', rules: readonly FiredRule[]];

/** One rule that fired: whether it came from the request (`Prefer`), its firings with this one, the latency it added. */
export interface FiredRule {
  rule: AdminSchema<'FailureRule'> & { id: string };
  fromRequest: boolean;
  fired: number;
  latencyMs: number;
}

/** In proxy mode, an operation the proxy does not cover, answered here. */
export type ProxyLocalFact = readonly ['proxy', 'local'];

/**
 * A decision a feature's room made for the request, recorded as it will be explained (the room
 * builds it only when it acted, so the happy path pays nothing).
 */
export type RoomFact = readonly ['room', decision: AdminSchema<'Explanation'>['decisions'][number]];

/** A fact one of the API's layers recorded for a request, in the order they were taken. */
export type DecisionFact = ErrorFact | FailureFact | ProxyLocalFact | RoomFact;
