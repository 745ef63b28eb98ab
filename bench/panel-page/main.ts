// The page of the panel case (bench/cases/panel.ts): MSW's service worker over the built browser
// store, as a consumer's page runs it, with the panel mounted or not. `?panel=` picks the variant:
//   none      the panel is not imported
//   closed    mountPanel(store), never opened (its views never load)
//   reopened  mountPanel(store), opened (the views load and render) and closed again
import { setupWorker } from 'msw/browser';
import { createBrowserAnimalStore, createHandlers } from 'animal-store-mock/msw/browser';
import type { SequentialRun } from '../lib/sequential-result.ts';

declare global {
  interface Window {
    /** Sequential reads of `GET /v1/pets?limit=20` through the worker for `seconds`. */
    drive(seconds: number): Promise<SequentialRun>;
  }
}

const variant = new URLSearchParams(location.search).get('panel') ?? 'none';
const store = await createBrowserAnimalStore({ namespace: 'bench', apiKeys: ['bench-key'], seed: 42, count: 100 });
await setupWorker(...createHandlers(store)).start({ onUnhandledFrame: 'bypass', quiet: true });
if (variant !== 'none') {
  const { mountPanel } = await import('animal-store-mock/msw/panel');
  const panel = mountPanel(store, { storageKey: 'bench-panel' });
  if (variant === 'reopened') {
    await panel.open();
    panel.close();
  }
}

window.drive = async (seconds) => {
  const init = { headers: { authorization: 'Bearer bench-key' } };
  const latencies: number[] = [];
  const started = performance.now();
  const end = started + seconds * 1000;
  let ok = 0;
  let errors = 0;
  while (performance.now() < end) {
    const sent = performance.now();
    try {
      const response = await fetch('/v1/pets?limit=20', init);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(String(response.status));
      ok++;
      latencies.push(performance.now() - sent);
    } catch {
      errors++;
    }
  }
  return { ok, errors, seconds: (performance.now() - started) / 1000, latencies };
};
document.body.dataset['ready'] = variant;
