import { createAdminClient } from '../core/admin/admin-client.ts';
import { fetchHandler } from '../core/exchange/fetch-exchange.ts';
import type { DashboardSource, LiveFeed } from '../ui/src/dashboard-source.ts';
import type { AnimalStore } from '../core/animal-store.ts';
import { storeInternals } from './create-animal-store.ts';

/**
 * The panel's source: the one typed admin client, sent to the page's own mock in process (no HTTP,
 * no service worker): the same control plane, with its checks and answers, as the server's.
 */
export function storeSource(store: AnimalStore): DashboardSource {
  let exported: string | undefined;
  return {
    label: 'in this page (MSW)',
    sandboxes: false,
    sandbox: undefined,
    feed: storeFeed(store),
    // A link the browser downloads at the click, which cannot wait for a call: the state as it is then.
    exportHref() {
      if (exported) URL.revokeObjectURL(exported);
      exported = URL.createObjectURL(
        new Blob([JSON.stringify(store.exportScenario(), null, 2)], { type: 'application/json' }),
      );
      return exported;
    },
    call: createAdminClient({ fetch: fetchHandler(storeInternals(store).admin) }).call,
  };
}

/** The store's own change feed: nothing to connect to, so always live. */
function storeFeed(store: AnimalStore): LiveFeed {
  return { state: () => 'live', subscribe: (listener) => store.subscribe(listener), onState: () => () => {} };
}
