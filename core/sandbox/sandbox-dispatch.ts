import type { RequestHandler } from '../app.ts';
import { ApiError } from '../errors.ts';
import type { Middleware } from '../http/compose.ts';
import { isUnder, type MockRequest } from '../http/exchange.ts';
import { requestedSandbox } from './sandbox-name.ts';
import type { Sandbox, SandboxRegistry } from './sandbox-registry.ts';

/**
 * The guards of the main mock's chains, after CORS and before auth: a sandbox name that reaches
 * the main mock was refused by the dispatch, and is answered with 400 `invalid_sandbox` here, with
 * CORS headers and a journal entry like any other answer. (MSW builds its mocks without them, so
 * there the header is ignored.) The control plane also reads the `sandbox` query parameter.
 */
export const sandboxGuard: Middleware<{ request: MockRequest }> = async ({ request }, next) => {
  requestedSandbox(request);
  return next();
};
export const adminSandboxGuard: Middleware<{ request: MockRequest }> = async ({ request }, next) => {
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

/**
 * In front of the main mock's API and control plane: a request that names a sandbox goes to that
 * sandbox's mock (created on first use), the rest to the main one. The registry's own routes
 * (`/__admin/sandboxes`) always stay with the main control plane.
 */
export function dispatchToSandboxes(
  main: { app: RequestHandler; admin: RequestHandler },
  registry: SandboxRegistry,
  registryPath: string,
): { app: RequestHandler; admin: RequestHandler } {
  const through = (pick: (sandbox: Sandbox) => RequestHandler, fallback: RequestHandler, keepHere = (_: MockRequest) => false, fromQuery = false): RequestHandler => ({
    async handle(request) {
      const name = keepHere(request) ? undefined : validSandbox(request, fromQuery);
      if (name === undefined) return fallback.handle(request);
      return pick(registry.used(name) ?? (await registry.use(name))).handle(request);
    },
  });
  return {
    app: through((sandbox) => sandbox.mock.app, main.app),
    admin: through((sandbox) => sandbox.mock.admin, main.admin, (request) => isUnder(request.path, registryPath), true),
  };
}
