import { ApiError } from '../exchange/errors.ts';
import type { SandboxedMock, Sandbox, SandboxRegistry } from './sandbox-registry.ts';
import type { RequestHandler } from '../exchange/exchange.ts';
import type { Middleware } from '../exchange/compose.ts';
import { headerOf, type MockRequest } from '../exchange/exchange.ts';
import type { HostRule } from '../exchange/decision-facts.ts';

/** The header that selects a sandbox. */
export const sandboxHeader = 'animal-store-sandbox';

const validName = /^[A-Za-z0-9._-]{1,64}$/;
export const sandboxNameRule = '1-64 characters of A-Z a-z 0-9 . _ -';

/** The query parameter the control plane also takes, for what cannot send headers (EventSource, links). */
export const sandboxParameter = 'sandbox';

/**
 * The sandbox a request asks for: undefined without the header (or, where `fromQuery`, the
 * `sandbox` query parameter); a 400 `invalid_sandbox` for a name that breaks the rule or a header
 * given twice (joined with a comma, which no name holds).
 */
export function requestedSandbox(
  request: Pick<MockRequest, 'headers' | 'query'>,
  fromQuery = false,
): string | undefined {
  const name =
    headerOf(request, sandboxHeader) ??
    (fromQuery && request.query !== ''
      ? (new URLSearchParams(request.query).get(sandboxParameter) ?? undefined)
      : undefined);
  if (name === undefined) return undefined;
  if (!validName.test(name)) throw invalidSandboxName(name);
  return name;
}

/** The same rule for a name given in a body (any JSON value). */
export function checkedSandboxName(name: unknown): string {
  if (typeof name === 'string' && validName.test(name)) return name;
  throw new ApiError({
    code: 'invalid_sandbox',
    message: `A sandbox name is ${sandboxNameRule} (got ${JSON.stringify(name).slice(0, 80)}).`,
  });
}

function invalidSandboxName(name: string): ApiError {
  const given = name.includes(',') ? 'the header was given more than once' : `got ${JSON.stringify(name.slice(0, 80))}`;
  return new ApiError({
    code: 'invalid_sandbox',
    message: `Invalid ${sandboxHeader} header: a sandbox name is ${sandboxNameRule} (${given}).`,
  });
}

/**
 * What the sandbox layers read and write of a request's context, on both planes (`RequestContext`
 * and `AdminContext` declare the same field).
 */
export interface SandboxContext {
  readonly request: MockRequest;
  /** Written by the Host check before the dispatch: handed on to the sandbox with the request. */
  host?: HostRule | undefined;
  /**
   * Written by the dispatch for a caller it did not let into a sandbox (none made yet to answer
   * it); thrown by the guard after CORS and the journal, so the refusal is journaled and CORS-headed.
   */
  sandboxRefusal?: ApiError;
}

/**
 * The guards of the main mock's chains, after CORS and before auth: a sandbox name that reaches
 * the main mock was refused by the dispatch, and is answered with 400 `invalid_sandbox` here, with
 * CORS headers and a journal entry like any other answer. (MSW builds its mocks without them, so
 * there the header is ignored.) The control plane also reads the `sandbox` query parameter.
 */
export const sandboxGuard: Middleware<SandboxContext> = async ({ request, sandboxRefusal }, next) => {
  if (sandboxRefusal) throw sandboxRefusal;
  requestedSandbox(request);
  return next();
};
export const adminSandboxGuard: Middleware<SandboxContext> = async ({ request, sandboxRefusal }, next) => {
  if (sandboxRefusal) throw sandboxRefusal;
  requestedSandbox(request, true);
  return next();
};

/** A CORS preflight carries no credentials and changes nothing: the main mock answers it alike. */
const isPreflight = (request: MockRequest) =>
  request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined;

/** The sandbox a request validly names; an invalid name is left for the guards to answer. */
function validSandbox(request: MockRequest, fromQuery: boolean): string | undefined {
  try {
    return requestedSandbox(request, fromQuery);
  } catch (error) {
    if (error instanceof ApiError) return undefined;
    throw error;
  }
}

export interface DispatchOptions<M extends SandboxedMock> {
  /** Whether the `sandbox` query parameter names one too (the control plane's routes). */
  fromQuery?: boolean;
  /** Requests that always stay with the main mock (the registry's own routes). */
  keepHere?: (request: MockRequest) => boolean;
  /**
   * Throws an `ApiError` for a caller the route would refuse, given the live sandbox (undefined
   * for one not made yet), before the sandbox is made or touched.
   */
  authorize?: (request: MockRequest, sandbox: Sandbox<M> | undefined) => void;
}

/**
 * First in the main mock's chain (after the Host check), inside its one catch point: a request
 * that names a sandbox and passes `authorize` is answered by that sandbox's mock (created on first
 * use); the rest go on down the main chain. A refused request is answered by the live sandbox it
 * names, untouched, or (none yet) by the main chain's guard: a stranger can neither create
 * sandboxes nor push the real ones out of the LRU order.
 */
export function sandboxDispatch<M extends SandboxedMock>(
  registry: SandboxRegistry<M>,
  pick: (sandbox: Sandbox<M>) => RequestHandler,
  { fromQuery = false, keepHere = () => false, authorize = () => {} }: DispatchOptions<M> = {},
): Middleware<SandboxContext> {
  return async (context, next) => {
    const { request } = context;
    const name = keepHere(request) ? undefined : validSandbox(request, fromQuery);
    if (name === undefined || isPreflight(request)) return next();
    const live = registry.peek(name);
    try {
      authorize(request, live);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // A live sandbox refuses it itself (its journal, its CORS), neither counted nor moved.
      if (live) return pick(live).handle(request, { sandbox: name, created: false, host: context.host });
      context.sandboxRefusal = error;
      return next();
    }
    const existing = registry.used(name);
    return pick(existing ?? (await registry.use(name))).handle(request, {
      sandbox: name,
      created: !existing,
      host: context.host,
    });
  };
}
