import picoCss from '@picocss/pico/css/pico.min.css?inline';
import { render } from 'preact';
import { Dashboard, type InPageView } from '../ui/src/dashboard.tsx';
import { DashboardSourceContext } from '../ui/src/dashboard-source.ts';
import dashboardCss from '../ui/src/style.css?inline';
import type { AnimalStore } from '../core/animal-store.ts';
import { storeSource } from './panel-source.ts';

/**
 * The dashboard's CSS for a shadow root: `rem` becomes `px`, so that the page's root font size
 * cannot scale the panel; the dashboard's `:root` rules go to the panel's own box.
 */
const shadowCss = (css: string) =>
  css.replace(/(\d*\.?\d+)rem\b/g, (_, value: string) => `${Number(value) * 16}px`).replace(/:root\b/g, '.panel-root');

// The host is reset (`all: initial`): the type and colours pico gives `:root` are set on the panel's box.
const panelCss = `.panel-root { font-family: var(--pico-font-family); font-size: 16px; line-height: var(--pico-line-height); font-weight: var(--pico-font-weight); color: var(--pico-color); background-color: var(--pico-background-color); min-height: 100%; text-align: start; }`;

/** The panel's views, in its box: shown while the panel is open, gone (unsubscribed) while it is closed. */
export interface PanelViews {
  show(): void;
  hide(): void;
}

/**
 * Prepares the dashboard's views over `store` in the panel's box (in its shadow root). They are
 * rendered while the panel is open only: closed, nothing of them follows the store's feed, so the
 * page's requests cost what they cost without the panel. They open again on the view they left.
 */
export function panelViews(container: HTMLElement, store: AnimalStore): PanelViews {
  const style = document.createElement('style');
  style.textContent = `${shadowCss(picoCss)}\n${shadowCss(dashboardCss)}\n${panelCss}`;
  const box = document.createElement('div');
  box.className = 'panel-root';
  box.dataset['theme'] = 'light';
  container.append(style, box);
  const source = storeSource(store);
  const inPage: InPageView = { view: 'store', onView: (view) => (inPage.view = view) };
  let shown = false;
  return {
    show() {
      if (shown) return;
      shown = true;
      render(
        <DashboardSourceContext.Provider value={source}>
          <Dashboard inPage={inPage} />
        </DashboardSourceContext.Provider>,
        box,
      );
    },
    hide() {
      if (!shown) return;
      shown = false;
      // Unmounting runs the views' cleanups: their feed subscriptions and pending reloads end.
      render(null, box);
    },
  };
}
