import type { AnimalStore } from '../core/animal-store.ts';
import type { PanelViews } from './panel-views.tsx';

export type { AnimalStore } from '../core/animal-store.ts';

/** How `mountPanel` keeps its state. */
export interface PanelOptions {
  /** Where open/closed is remembered across reloads (localStorage); default `animal-store-mock:panel`. */
  storageKey?: string;
}

/** A mounted panel: open, close or take it off the page. */
export interface Panel {
  /** Opens the panel (its views load on the first open). */
  open(): Promise<void>;
  /** Closes it (the toggle button stays); closed, its views are unmounted and follow nothing. */
  close(): void;
  /** Takes the button and the panel out of the page. */
  remove(): void;
}

/** The keyboard shortcut that opens and closes the panel, as `aria-keyshortcuts` spells it. */
export const panelShortcut = 'Alt+Shift+M';

const toggleCss = `
/* "all" leaves direction and custom properties alone: a page rule "* { direction: rtl }" would mirror the panel. */
:host { all: initial !important; direction: ltr !important; unicode-bidi: isolate !important; position: fixed !important; z-index: 2147483646 !important; inset: auto 0 0 auto !important; display: block !important; }
/* The views' Pico rules share this root and read custom properties the page can set: the toggle takes none. */
.toggle { all: initial !important; position: fixed !important; right: 12px !important; bottom: 12px !important; z-index: 2 !important; font: 600 14px/1.2 system-ui, sans-serif !important; color: #fff !important; background: #0172ad !important; border: 2px solid #fff !important; border-radius: 8px !important; padding: 8px 12px !important; cursor: pointer !important; box-shadow: 0 1px 6px rgb(0 0 0 / 35%) !important; }
.toggle:focus-visible { outline: 3px solid #f5a623 !important; outline-offset: 2px !important; }
.panel { position: fixed; top: 0; right: 0; bottom: 0; z-index: 1; width: min(720px, 100vw); overflow: auto; box-shadow: -2px 0 12px rgb(0 0 0 / 30%); }
.panel[hidden] { display: none; }
`;

/**
 * Adds the mock's panel to the page: a small button (or Alt+Shift+M) that opens the QA dashboard's
 * views over this page's in-browser store, in a shadow root so that the page's styles and the
 * panel's keep apart. Open or closed is remembered across reloads. Only the button is loaded
 * now; the views are one chunk fetched on the first open.
 * @example mountPanel(await createBrowserAnimalStore());
 */
export function mountPanel(store: AnimalStore, { storageKey = 'animal-store-mock:panel' }: PanelOptions = {}): Panel {
  const host = document.createElement('animal-store-mock-panel');
  const root = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = toggleCss;
  const toggle = document.createElement('button');
  toggle.type = 'button';
  toggle.className = 'toggle';
  toggle.textContent = 'Mock panel';
  toggle.setAttribute('aria-controls', 'animal-store-mock-panel');
  toggle.setAttribute('aria-expanded', 'false');
  toggle.setAttribute('aria-keyshortcuts', panelShortcut);
  toggle.title = `The Animal Store mock's panel (${panelShortcut})`;
  const container = document.createElement('div');
  container.id = 'animal-store-mock-panel';
  container.className = 'panel';
  container.setAttribute('role', 'region');
  container.setAttribute('aria-label', 'Animal Store mock panel');
  container.hidden = true;
  root.append(style, toggle, container);
  document.body.append(host);

  let views: Promise<PanelViews> | undefined;
  const remember = (open: boolean) => {
    try {
      localStorage.setItem(storageKey, open ? 'open' : 'closed');
    } catch {
      // Storage refused (a private window's quota): the panel still works, unremembered.
    }
  };
  // Open and close may cross the views' first load: each acts on the views once they are there,
  // if the panel is still as it left it.
  const open = async () => {
    views ??= import('./panel-views.tsx').then(({ panelViews }) => panelViews(container, store));
    container.hidden = false;
    toggle.setAttribute('aria-expanded', 'true');
    remember(true);
    const loaded = await views;
    if (!container.hidden) loaded.show();
  };
  const close = () => {
    container.hidden = true;
    toggle.setAttribute('aria-expanded', 'false');
    remember(false);
    void views?.then((loaded) => {
      if (container.hidden) loaded.hide();
    });
  };
  const flip = async () => {
    if (container.hidden) {
      await open();
      container.querySelector<HTMLElement>('h2')?.focus();
    } else {
      close();
      toggle.focus();
    }
  };
  toggle.addEventListener('click', () => void flip());
  const onKey = (event: KeyboardEvent) => {
    if (event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyM') {
      event.preventDefault();
      void flip();
    }
  };
  // Escape inside the panel closes it and gives the focus back to the button.
  container.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      close();
      toggle.focus();
    }
  });
  addEventListener('keydown', onKey);
  if (readOpen(storageKey)) void open();
  return {
    open,
    close,
    remove() {
      removeEventListener('keydown', onKey);
      host.remove();
      void views?.then((loaded) => loaded.hide());
    },
  };
}

function readOpen(storageKey: string): boolean {
  try {
    return localStorage.getItem(storageKey) === 'open';
  } catch {
    return false;
  }
}
