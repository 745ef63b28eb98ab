import type { AdminClient } from './admin-client.ts';
import type { AdminQuery, AdminSchema } from '../../spec/admin-types.ts';

/**
 * The controls of one mock over its admin API, shaped as a test or a view calls them (the verbs of
 * `store.*` in MSW): each is one call of the typed client and answers its outcome. The Playwright
 * fixture turns a refusal into a throw; the dashboard shows it.
 * @example const moved = await remoteControls(createAdminClient({ origin }).call).clock.advance('2h');
 */
export function remoteControls(call: AdminClient['call']) {
  return {
    reset: () => call('reset'),
    /** A built-in scenario by name, or a scenario value. */
    loadScenario: (scenario: string | AdminSchema<'Scenario'>) =>
      call('loadScenario', { body: typeof scenario === 'string' ? { name: scenario } : scenario }),
    /** Puts back what the last scenario load (or reset) replaced in a db file. */
    undoScenario: () => call('undoScenario'),
    /** The store as it stood just before request `at` was answered. */
    snapshot: (at: number) => call('getSnapshot', { query: { at } }),
    failures: {
      /** One rule (answered with it, its id assigned) or a list, all or none (answered with the list). */
      add: (rule: AdminSchema<'FailureRule'> | AdminSchema<'FailureRule'>[]) => call('addFailures', { body: rule }),
      list: () => call('listFailures'),
      remove: (id: string) => call('removeFailure', { params: { id } }),
      clear: () => call('clearFailures'),
    },
    journal: {
      list: () => call('listRequests'),
      clear: () => call('clearRequests'),
    },
    explain: (id: number) => call('explainRequest', { params: { id } }),
    har: () => call('exportRequestsHar'),
    clock: {
      get: () => call('getClock'),
      /** The time (null: real time; undefined: the same) and, when given, the speed. */
      set: (now: Date | string | null | undefined, { speed }: { speed?: number | undefined } = {}) =>
        call('setClock', {
          body: {
            ...(now !== undefined && { now: now instanceof Date ? now.toISOString() : now }),
            ...(speed !== undefined && { speed }),
          },
        }),
      /** Forward by a duration (`'2h'`, ms), answered with the world's events on the way. */
      advance: (by: string | number) => call('advanceClock', { body: { by } }),
    },
    world: {
      get: () => call('getWorld'),
      set: (world: AdminSchema<'World'> | null) => call('setWorld', { body: { world } }),
      events: (since = 0) => call('listWorldEvents', { query: { since } }),
    },
    recording: {
      /** Records the upstream's pets into `file` (the server's recordings folder; in memory in a page). */
      start: (file: string) => call('startRecording', { body: { file } }),
      stop: () => call('stopRecording'),
    },
    coverage: () => call('getCoverage'),
    resetCoverage: () => call('resetCoverage'),
    resilience: (options: AdminQuery<'getResilience'> = {}) => call('getResilience', { query: options }),
    pact: (options: AdminQuery<'getPact'> = {}) => call('getPact', { query: options }),
  };
}

export type RemoteControls = ReturnType<typeof remoteControls>;
