import type { RequestHandler } from '../app.ts';
import type { MockOptions, SandboxOptions } from '../mock-options.ts';
import { sandboxDefaults } from '../mock-options.ts';
import { adminSandboxGuard, dispatchToSandboxes, sandboxGuard } from './sandbox-dispatch.ts';
import { createSandboxRegistry } from './sandbox-registry.ts';

/**
 * The sandboxes of a mock: a registry of mocks built from the same options in memory, the guards
 * the main mock's chains take, the dispatch in front of them, and an idle sweep that runs even
 * when no request comes. Loaded only by mocks that have sandboxes (servers).
 */
export function createSandboxes(options: MockOptions, { idleMs = sandboxDefaults.idleMs, maxCount = sandboxDefaults.maxCount, onDrop }: SandboxOptions) {
  // In memory, never writing files: the db file and recordings belong to the main store.
  const { adapter: _file, reset: _reset, storage: _storage, sandboxes: _nested, openRecording: _recording, ...start } = options;
  const registry = createSandboxRegistry({ start, idleMs, max: maxCount, ...(onDrop && { onDrop }) });
  const sweeper = setInterval(registry.sweep, Math.max(10, Math.min(idleMs / 2, 60_000)));
  return {
    registry,
    guard: sandboxGuard,
    adminGuard: adminSandboxGuard,
    dispatch: (main: { app: RequestHandler; admin: RequestHandler }, registryPath: string) => dispatchToSandboxes(main, registry, registryPath),
    async close() {
      clearInterval(sweeper);
      await registry.close();
    },
  };
}
