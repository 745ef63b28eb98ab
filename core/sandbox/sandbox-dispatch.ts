import { ApiError } from '../errors.ts';
import type { RequestHandler } from '../http/app.ts';
import type { Middleware } from '../http/compose.ts';
import type { MockRequest } from '../http/exchange.ts';
import { requestedSandbox } from './sandbox-name.ts';
import type { Sandbox, SandboxedMock, SandboxRegistry } from './sandbox-registry.ts';

type RequestOnly = { request: MockRequest };

/**
 * The guards of the main mock's chains, after CORS and before auth: a sandbox name that reaches
 * the main mock was refused by the dispatch, and is answered with 400 `invalid_sandbox` here, with
 * CORS headers and a journal entry like any other answer. (MSW builds its mocks without them, so
 * there the header is ignored.) The control plane also reads the `sandbox` query parameter.
 */
export const sandboxGuard: Middleware<RequestOnly> = async ({ request }, next) => {
  requestedSandbox(request);
  return next();
};
export const adminSandboxGuard: Middleware<RequestOnly> = async ({ request }, next) => {
  requestedSandbox(request, true);
  return next();
};

/** The sandbox a request validly names; an invalid name is left for the guards to answer. */
function validSandbox(request: MockRequest, fromQuery: boolean): string | undefined {
  try {
    return requestedSandbox(request, fromQuery);
  } catch (error) {
    if (error instanceof ApiError) return undefined;
    throw error;
  }
}

export interface DispatchOptions {
  /** Whether the `sandbox` query parameter names one too (the control plane's routes). */
  fromQuery?: boolean;
  /** Requests that always stay with the main mock (the registry's own routes). */
  keepHere?: (request: MockRequest) => boolean;
}

/**
 * First in the main mock's chain, inside its one catch point: a request that names a sandbox is
 * answered by that sandbox's mock (created on first use); the rest go on down the main chain.
 */
export function sandboxDispatch<M extends SandboxedMock>(
  registry: SandboxRegistry<M>,
  pick: (sandbox: Sandbox<M>) => RequestHandler,
  { fromQuery = false, keepHere = () => false }: DispatchOptions = {},
): Middleware<RequestOnly> {
  return async ({ request }, next) => {
    const name = keepHere(request) ? undefined : validSandbox(request, fromQuery);
    if (name === undefined) return next();
    return pick(registry.used(name) ?? (await registry.use(name))).handle(request);
  };
}
