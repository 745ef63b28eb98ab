import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import type { AdminEvent } from '../../../core/internal.ts';
import type { JournalEntry } from '../admin-types.ts';
import { useControls } from '../dashboard-source.ts';
import { Choice } from '../components/choice.tsx';
import { errorText, NoticeLine, useNotice } from '../components/notice.tsx';
import { formatUtc } from '../format.ts';
import { useFeedEvents } from '../use-feed.ts';
import { RequestDetail } from './request-detail.tsx';

/** Entries the page keeps (the server's journal is bounded too). */
const kept = 1000;
const methods = {
  '': 'Any method',
  ...Object.fromEntries(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'].map((method) => [method, method])),
};
const statusClasses = { '': 'Any status', '2': '2xx', '3': '3xx', '4': '4xx', '5': '5xx', dropped: 'Dropped' } as const;
type StatusClass = keyof typeof statusClasses;

interface Filters {
  method: string;
  status: StatusClass;
  path: string;
}

/** The journal, newest first, live from /__admin/events, with filters and a detail pane. */
export function RequestsView() {
  const controls = useControls();
  const [entries, setEntries] = useState<JournalEntry[]>([]);
  const [selected, setSelected] = useState<number>();
  const [filters, setFilters] = useState<Filters>({ method: '', status: '', path: '' });
  const { notice, report, fail } = useNotice();
  // The rows are looked up from here: in the panel they live in a shadow root, out of `document`'s reach.
  const list = useRef<HTMLDivElement>(null);

  const load = useCallback(async () => {
    const outcome = await controls.journal.list();
    if (!outcome.ok) return fail(errorText(outcome.error));
    const loaded = outcome.value.slice(-kept).reverse();
    const newest = loaded[0]?.id ?? 0;
    // Entries the feed brought while the journal loaded stay on top.
    setEntries((current) => [...current.filter(({ id }) => id > newest), ...loaded].slice(0, kept));
  }, [fail]);
  useEffect(() => void load(), [load]);
  useFeedEvents(
    useCallback(
      (event: AdminEvent) => {
        if (event.type === 'request') {
          setEntries((current) =>
            current.some(({ id }) => id === event.entry.id) ? current : [event.entry, ...current].slice(0, kept),
          );
        } else if (event.type === 'change' && event.part === 'journal') {
          // The journal was cleared: start again from what it holds now.
          setEntries([]);
          void load();
        }
      },
      [load],
    ),
  );

  const shown = entries.filter(matches(filters));
  const detail = entries.find(({ id }) => id === selected);
  const set = (next: Partial<Filters>) => setFilters((current) => ({ ...current, ...next }));
  const closeDetail = (id: number) => {
    setSelected(undefined);
    // Back to the request's own button, where the user was before opening it.
    list.current?.querySelector<HTMLButtonElement>(`[data-request="${id}"] button`)?.focus();
  };

  return (
    <>
      <NoticeLine notice={notice} />
      <form class="filters" role="search" aria-label="Filter requests" onSubmit={(event) => event.preventDefault()}>
        <Choice label="Method" value={filters.method} options={methods} onChange={(method) => set({ method })} />
        <Choice label="Status" value={filters.status} options={statusClasses} onChange={(status) => set({ status })} />
        <label>
          Path contains
          <input type="search" value={filters.path} onInput={(event) => set({ path: event.currentTarget.value })} />
        </label>
        <button
          type="button"
          class="outline"
          onClick={async () => report(await controls.journal.clear(), ({ removed }) => `Cleared ${removed} requests.`)}
        >
          Clear the journal
        </button>
      </form>
      <div class="requests">
        <div class="table-scroll" role="region" aria-label="Requests, newest first" tabindex={0} ref={list}>
          <table>
            <thead>
              <tr>
                <th scope="col">Time (UTC)</th>
                <th scope="col">Request</th>
                <th scope="col">Status</th>
                <th scope="col">ms</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((entry) => (
                <tr key={entry.id} data-request={entry.id} class={entry.rules.length > 0 ? 'fired' : undefined}>
                  <td>{formatUtc(entry.time).slice(11, 19)}</td>
                  <td>
                    <button
                      type="button"
                      class="link"
                      aria-pressed={entry.id === selected}
                      onClick={() => setSelected(entry.id)}
                    >
                      {entry.method} {entry.path}
                      {searchOf(entry)}
                    </button>
                  </td>
                  <td data-field="status">{entry.status ?? entry.fault ?? 'dropped'}</td>
                  <td>{entry.durationMs}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {shown.length === 0 && (
            <p>
              {entries.length === 0
                ? 'No request yet: they appear here as they arrive.'
                : 'No request matches the filters.'}
            </p>
          )}
        </div>
        {detail && <RequestDetail entry={detail} onClose={() => closeDetail(detail.id)} />}
      </div>
    </>
  );
}

function matches({ method, status, path }: Filters): (entry: JournalEntry) => boolean {
  return (entry) =>
    (method === '' || entry.method === method) &&
    (status === '' || (status === 'dropped' ? entry.status === null : String(entry.status ?? '').startsWith(status))) &&
    (path === '' || `${entry.path}${searchOf(entry)}`.toLowerCase().includes(path.toLowerCase()));
}

function searchOf({ query }: JournalEntry): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) for (const one of [value].flat()) search.append(name, one);
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}
