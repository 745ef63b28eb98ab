import { useEffect, useState } from 'preact/hooks';
import type { FileStorageInfo, Outcome, PetQuery, Scenario, StoreSummary } from '../admin-types.ts';
import type { Pet } from '../../../spec/schema-types.ts';
import type { AdminQuery } from '../../../spec/admin-types.ts';
import { useControls } from '../dashboard-source.ts';
import { Choice } from '../components/choice.tsx';
import { LoadState } from '../components/notice.tsx';
import { formatBytes, formatCount, formatUtc } from '../format.ts';
import { useAdminData, writes } from '../use-admin-data.ts';
import { UpstreamSection } from './upstream-section.tsx';

const pageSize = 50;
const storeParts = ['store'] as const;
const statusFilters = { '': 'Any status', available: 'available', pending: 'pending', sold: 'sold', none: 'No status' };

/** The filters as the admin API reads them: an empty one is no filter. */
const petsQuery = ({ status, name, ...page }: PetQuery): AdminQuery<'listStorePets'> => ({
  ...page,
  ...(status !== '' && { status: status as NonNullable<AdminQuery<'listStorePets'>['status']> }),
  ...(name !== '' && { name }),
});

/** The pets in a table (filter by status and name, sort by id), counts per status, where they live and where answers come from. */
export function StoreView() {
  const controls = useControls();
  const [query, setQuery] = useState<PetQuery>({ status: '', name: '', order: 'asc', offset: 0, limit: pageSize });
  const summary = useAdminData('getStoreSummary', storeParts, writes);
  const page = useAdminData('listStorePets', storeParts, writes, { query: petsQuery(query) });
  const change = (next: Partial<PetQuery>) => setQuery((current) => ({ ...current, offset: 0, ...next }));
  // The store as it stood before a journal entry (read-only), or undefined for the store now.
  const [past, setPast] = useState<{ at: number; outcome: Outcome<Scenario> }>();
  const shown = past ? pastPage(past.outcome, query) : page.outcome;
  const { total } = shown?.ok ? shown.value : { total: 0 };
  // The store shrank under a later page (a smaller scenario loaded): back to the first.
  useEffect(() => {
    if (query.offset > 0 && query.offset >= total) setQuery((current) => ({ ...current, offset: 0 }));
  }, [total, query.offset]);

  return (
    <>
      <LoadState outcome={summary.outcome} />
      {summary.outcome?.ok && !past && <Summary summary={summary.outcome.value} />}
      <UpstreamSection />
      <form class="filters" role="search" aria-label="Filter pets" onSubmit={(event) => event.preventDefault()}>
        <Choice label="Status" value={query.status} options={statusFilters} onChange={(status) => change({ status })} />
        <label>
          Name contains
          <input type="search" value={query.name} onInput={(event) => change({ name: event.currentTarget.value })} />
        </label>
      </form>
      <AsOf
        at={past?.at}
        onShow={async (at) => setPast(at === undefined ? undefined : { at, outcome: await controls.snapshot(at) })}
      />
      {past?.outcome.ok && (
        <p class="as-of" role="status" data-as-of={past.at}>
          <strong>Read-only:</strong> the store just before request #{past.at} was answered
          {past.outcome.value.snapshot?.clock.now ? `, at ${formatUtc(past.outcome.value.snapshot.clock.now)}` : ''},{' '}
          {formatCount(past.outcome.value.pets?.length ?? 0)} pets.
        </p>
      )}
      <LoadState outcome={shown} />
      {shown?.ok && (
        <>
          <div class="table-scroll" role="region" aria-label="Pets" tabindex={0}>
            <table class="striped">
              <caption class="visually-hidden">Pets, by id</caption>
              <thead>
                <tr>
                  <th scope="col" aria-sort={query.order === 'asc' ? 'ascending' : 'descending'}>
                    <button
                      type="button"
                      class="sort"
                      onClick={() => change({ order: query.order === 'asc' ? 'desc' : 'asc' })}
                    >
                      Id <span aria-hidden="true">{query.order === 'asc' ? '▲' : '▼'}</span>
                      <span class="visually-hidden">, sort {query.order === 'asc' ? 'descending' : 'ascending'}</span>
                    </button>
                  </th>
                  <th scope="col">Name</th>
                  <th scope="col">Category</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {shown.value.pets.map((pet) => (
                  <tr key={pet.id}>
                    <td>{pet.id}</td>
                    <td class="pet-name">{pet.name}</td>
                    <td>{pet.categoryId}</td>
                    <td>{pet.status ?? <span class="muted">none</span>}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={shown.value} onMove={(offset) => setQuery((current) => ({ ...current, offset }))} />
        </>
      )}
    </>
  );
}

function Summary({ summary: { pets, byStatus, storage } }: { summary: StoreSummary }) {
  return (
    <section aria-label="Counts">
      <dl class="counts">
        <div>
          <dt>Pets</dt>
          <dd data-count="all">{formatCount(pets)}</dd>
        </div>
        {(['available', 'pending', 'sold', 'none'] as const).map((status) => (
          <div key={status}>
            <dt>{status === 'none' ? 'No status' : status}</dt>
            <dd data-count={status}>{formatCount(byStatus[status])}</dd>
          </div>
        ))}
      </dl>
      {storage.kind === 'file' ? (
        <DbFile storage={storage} />
      ) : (
        <p class="storage">In memory: nothing is written to disk.</p>
      )}
    </section>
  );
}

/** The db file, the lock that makes this server its one writer, the log of creates, the last hand edit loaded. */
function DbFile({ storage }: { storage: FileStorageInfo }) {
  const { path, bytes, lock, log, fsync, lastReload, problem } = storage;
  return (
    <>
      {problem !== null && (
        <p class="storage-problem" role="alert">
          The db file was edited by hand and cannot be used ({problem}). Creates are refused until it is fixed, or Reset
          (Scenarios) overwrites it.
        </p>
      )}
      <dl class="storage">
        <dt>db file</dt>
        <dd>
          <code>{path}</code>, {bytes === null ? 'not written yet' : formatBytes(bytes)}
          {fsync ? ', fsync on' : ''}
        </dd>
        <dt>lock</dt>
        <dd>
          held by this server (pid {lock.pid}) on <code>{lock.path}</code>
        </dd>
        <dt>log of creates</dt>
        <dd>
          {log.pets === 0
            ? 'empty: every pet is in the file'
            : `${formatCount(log.pets)} pets not yet compacted into the file`}
        </dd>
        <dt>last reload</dt>
        <dd data-reload>
          {lastReload === null
            ? 'no hand edit loaded yet'
            : `${formatUtc(lastReload.at)}, ${formatCount(lastReload.pets)} pets`}
        </dd>
      </dl>
    </>
  );
}

function Pager({
  page,
  onMove,
}: {
  page: { total: number; offset: number; limit: number; pets: unknown[] };
  onMove: (offset: number) => void;
}) {
  const { total, offset, limit, pets } = page;
  const shown =
    total === 0
      ? 'No pets match.'
      : `Pets ${formatCount(offset + 1)}–${formatCount(offset + pets.length)} of ${formatCount(total)}`;
  return (
    <div class="pager" role="group" aria-label="Pages of pets">
      <p role="status">{shown}</p>
      <button
        type="button"
        class="secondary"
        disabled={offset === 0}
        onClick={() => onMove(Math.max(0, offset - limit))}
      >
        Previous page
      </button>
      <button type="button" class="secondary" disabled={offset + limit >= total} onClick={() => onMove(offset + limit)}>
        Next page
      </button>
    </div>
  );
}

/** Pick a journal entry to see the store as it stood just before it; empty goes back to now. */
function AsOf({ at, onShow }: { at: number | undefined; onShow: (at: number | undefined) => void }) {
  const [value, setValue] = useState(at === undefined ? '' : String(at));
  return (
    <form
      class="filters as-of-picker"
      aria-label="Store as of a request"
      onSubmit={(event) => {
        event.preventDefault();
        const id = Number(value);
        onShow(value.trim() === '' || !Number.isInteger(id) || id < 1 ? undefined : id);
      }}
    >
      <label>
        As of request #
        <input type="number" min={1} step={1} value={value} onInput={(event) => setValue(event.currentTarget.value)} />
      </label>
      <button type="submit" class="secondary">
        Show
      </button>
      {at !== undefined && (
        <button type="button" class="outline" onClick={() => (setValue(''), onShow(undefined))}>
          Back to now
        </button>
      )}
    </form>
  );
}

/** One page of a snapshot's pets, filtered and ordered as the admin API's store pages are. */
function pastPage(
  outcome: Outcome<Scenario>,
  query: PetQuery,
): Outcome<{ total: number; offset: number; limit: number; pets: Pet[] }> {
  if (!outcome.ok) return outcome;
  const needle = query.name.toLowerCase();
  const matching = (outcome.value.pets ?? []).filter(
    (pet): pet is Pet =>
      pet.id !== undefined &&
      (query.status === '' || (pet.status ?? 'none') === query.status) &&
      (needle === '' || pet.name.toLowerCase().includes(needle)),
  );
  if (query.order === 'desc') matching.reverse();
  return {
    ok: true,
    value: {
      total: matching.length,
      offset: query.offset,
      limit: query.limit,
      pets: matching.slice(query.offset, query.offset + query.limit),
    },
  };
}
