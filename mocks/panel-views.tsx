import picoCss from '@picocss/pico/css/pico.min.css?inline';
import { render } from 'preact';
import { Dashboard } from '../ui/src/dashboard.tsx';
import { DashboardSourceContext } from '../ui/src/dashboard-source.ts';
import dashboardCss from '../ui/src/style.css?inline';
import type { AnimalStore } from '../core/animal-store.ts';
import { storeSource } from './panel-source.ts';

/**
 * The dashboard's CSS for a shadow root: `rem` becomes `px`, so that the page's root font size
 * cannot scale the panel; the dashboard's `:root` rules go to the panel's own box.
 */
const shadowCss = (css: string) => css.replace(/(\d*\.?\d+)rem\b/g, (_, value: string) => `${Number(value) * 16}px`).replace(/:root\b/g, '.panel-root');

// The host is reset (`all: initial`): the type and colours pico gives `:root` are set on the panel's box.
const panelCss = `.panel-root { font-family: var(--pico-font-family); font-size: 16px; line-height: var(--pico-line-height); font-weight: var(--pico-font-weight); color: var(--pico-color); background-color: var(--pico-background-color); min-height: 100%; text-align: start; }`;

/** Renders the dashboard's views over `store` into the panel's box (in its shadow root). */
export function renderViews(container: HTMLElement, store: AnimalStore): void {
  const style = document.createElement('style');
  style.textContent = `${shadowCss(picoCss)}\n${shadowCss(dashboardCss)}\n${panelCss}`;
  const box = document.createElement('div');
  box.className = 'panel-root';
  box.dataset['theme'] = 'light';
  container.append(style, box);
  render(
    <DashboardSourceContext.Provider value={storeSource(store)}>
      <Dashboard inPage />
    </DashboardSourceContext.Provider>,
    box,
  );
}
