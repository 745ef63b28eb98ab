/**
 * The facts the layers below the API record about how they answered a request, kept compact (a
 * tuple, a shared constant where one will do) with its journal entry; the explain room turns them
 * into decisions only when someone reads them. The happy path records none.
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
