// The modules themselves, not core/index.ts: a test file loads only what a store needs.
import type { Har } from 'har-format';
import type { App } from '../core/api/app.ts';
import { journalToHar } from '../core/har/journal-to-har.ts';
import { createMock, type Mock } from '../core/create-mock.ts';
import type { MockOptions } from '../core/mock-options.ts';
import type { Controls } from '../core/controls/controls.ts';
import { journalToPact, type PactOptions } from '../core/pact/journal-to-pact.ts';
import type { PactDocument } from '../core/pact/pact-types.ts';
import { setUpProviderState } from '../core/pact/state-setup.ts';
import type { PetStore } from '../core/store/pet-store.ts';
import { explainRequest, type Explanation } from '../core/explain/explain-request.ts';

/** The server's options that make sense in a test process or a page (see `MockOptions`). */
export type AnimalStoreOptions = Pick<
  MockOptions,
  'adapter' | 'seed' | 'count' | 'scenario' | 'apiKeys' | 'defaultStatus' | 'failures' | 'now' | 'journalSize' | 'journalBytes' | 'maxHangMs' | 'corsOrigins' | 'maskHeaders'
>;

/** The store behind the handlers, with the control operations as functions. */
export interface AnimalStore extends Omit<Controls, 'health' | 'store' | 'journal'> {
  /**
   * The journal, and `explain(id)`: why that request got its answer, the JSON of
   * `GET /__admin/requests/{id}/explain` (a store has no Host check and no sandboxes, so neither
   * decision); undefined for an id the journal no longer keeps.
   */
  journal: Omit<Controls['journal'], 'evidence'> & { explain(id: number): Explanation | undefined };
  /** What the handlers call. */
  app: App;
  /** The same API forwarding to an upstream (what `createHandlers(store, { upstream })` calls). */
  proxyTo: Mock['proxyTo'];
  pets: PetStore;
  /**
   * The journal as HAR 1.2, the document `GET /__admin/requests.har` gives. The journal keeps
   * paths only: URLs are given `origin` (the page's own by default, else `http://localhost`).
   */
  har(options?: { origin?: string }): Har;
  /** The pact the exchanges since the last reset or journal clear make, the document `GET /__admin/pact` gives. */
  pact(options: PactOptions): PactDocument;
  /** Sets up a provider state a pact names, as `POST /__admin/pact/state` does; resolves with the generators' values. */
  setUpProviderState(body: unknown): Promise<Record<string, unknown>>;
}

/**
 * The same mock the server runs, for MSW, built by the same `createMock` with the same defaults:
 * in memory unless given another lowdb adapter, with reset, scenarios, export, failures, journal
 * and clock as functions. A store that holds data already (a reload in the browser) keeps it;
 * `reset()` goes back to the start state.
 * @example const store = await createAnimalStore({ seed: 7, count: 10, apiKeys: ['test-key'] });
 */
export async function createAnimalStore(options: AnimalStoreOptions = {}): Promise<AnimalStore> {
  const { app, proxyTo, store, controls } = await createMock(options);
  const { health: _health, store: _store, journal: { evidence, ...journal }, ...functions } = controls;
  const har = ({ origin = globalThis.location?.origin ?? 'http://localhost' } = {}) => journalToHar(controls.journal.list(), { origin });
  const pact = (pactOptions: PactOptions) => journalToPact(controls.journal.sinceReset(), pactOptions);
  const explain = (id: number) => {
    const kept = evidence(id);
    return kept && explainRequest(kept);
  };
  return { app, proxyTo, pets: store, har, pact, setUpProviderState: (body) => setUpProviderState(controls.store, body), ...functions, journal: { ...journal, explain } };
}
