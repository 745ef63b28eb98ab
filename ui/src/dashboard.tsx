import { useEffect, useRef, useState } from 'preact/hooks';
import { SandboxPicker } from './components/sandbox-picker.tsx';
import { useSource } from './dashboard-source.ts';
import { useFeedState } from './use-feed.ts';
import { ClockView } from './views/clock-view.tsx';
import { CoverageView } from './views/coverage-view.tsx';
import { FailuresView } from './views/failures-view.tsx';
import { RequestsView } from './views/requests-view.tsx';
import { ResilienceView } from './views/resilience-view.tsx';
import { ScenariosView } from './views/scenarios-view.tsx';
import { StoreView } from './views/store-view.tsx';

const views = {
  store: { title: 'Store', View: StoreView },
  scenarios: { title: 'Scenarios', View: ScenariosView },
  failures: { title: 'Failures', View: FailuresView },
  requests: { title: 'Requests', View: RequestsView },
  clock: { title: 'Clock', View: ClockView },
  coverage: { title: 'Coverage', View: CoverageView },
  resilience: { title: 'Resilience', View: ResilienceView },
} as const;
export type ViewName = keyof typeof views;

const viewFromHash = (): ViewName => {
  const name = location.hash.replace(/^#\/?/, '');
  return Object.hasOwn(views, name) ? (name as ViewName) : 'store';
};

const feedLabels = { connecting: 'Connecting…', live: 'Live', reconnecting: 'Reconnecting…' } as const;

/** Where a dashboard inside another page keeps its view, so that it opens again where it was closed. */
export interface InPageView {
  view: ViewName;
  onView(view: ViewName): void;
}

/**
 * The dashboard: a header with the live feed's state, a link per view, the view. As a page
 * (`inPage` absent) the view is in the URL hash and names the document; inside another page (the
 * MSW panel) it is the panel's own state and leaves the page's URL and title alone.
 */
export function Dashboard({ inPage }: { inPage?: InPageView }) {
  const embedded = inPage !== undefined;
  const [view, setView] = useState<ViewName>(inPage ? inPage.view : viewFromHash);
  const heading = useRef<HTMLHeadingElement>(null);
  const feed = useFeedState();
  const source = useSource();
  const show = (name: ViewName) => {
    setView(name);
    inPage?.onView(name);
    queueMicrotask(() => heading.current?.focus());
  };
  useEffect(() => {
    if (embedded) return;
    // Back and forward too: the new view's heading takes the focus, as after a click.
    const follow = () => show(viewFromHash());
    addEventListener('hashchange', follow);
    return () => removeEventListener('hashchange', follow);
  }, [embedded]);
  const { title, View } = views[view];
  useEffect(() => {
    if (!embedded) document.title = `${title} · Animal Store mock`;
  }, [title, embedded]);

  return (
    <>
      <header class="container-fluid top">
        <h1 class="brand">
          Animal Store mock <span class="muted">{source.label}</span>
        </h1>
        <p class={`feed feed-${feed}`} role="status" aria-label="Live updates">
          {feedLabels[feed]}
        </p>
        {source.sandboxes && <SandboxPicker />}
        <nav aria-label="Views">
          <ul>
            {(Object.keys(views) as ViewName[]).map((name) => (
              <li key={name}>
                <a
                  href={`#/${name}`}
                  aria-current={name === view ? 'page' : undefined}
                  onClick={(event) => {
                    if (!embedded) return;
                    event.preventDefault();
                    show(name);
                  }}
                >
                  {views[name].title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main class="container-fluid">
        <h2 ref={heading} tabindex={-1}>
          {title}
        </h2>
        <View key={view} />
      </main>
    </>
  );
}
