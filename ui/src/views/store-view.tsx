import { useCallback, useEffect, useState } from 'preact/hooks';
import type { FileStorageInfo, PetQuery, StoreSummary } from '../admin-types.ts';
import { useSource } from '../dashboard-source.ts';
import { Choice } from '../components/choice.tsx';
import { LoadState } from '../components/notice.tsx';
import { formatBytes, formatCount, formatUtc } from '../format.ts';
import { useAdminData, writes } from '../use-admin-data.ts';
import { UpstreamSection } from './upstream-section.tsx';

const pageSize = 50;
const storeParts = ['store'] as const;
const statusFilters = { '': 'Any status', available: 'available', pending: 'pending', sold: 'sold', none: 'No status' };

/** The pets in a table (filter by status and name, sort by id), counts per status, where they live and where answers come from. */
export function StoreView() {
  const source = useSource();
  const [query, setQuery] = useState<PetQuery>({ status: '', name: '', order: 'asc', offset: 0, limit: pageSize });
  const summary = useAdminData(source.storeSummary, storeParts, writes);
  const page = useAdminData(
    useCallback(() => source.pets(query), [query]),
    storeParts,
    writes,
  );
  const change = (next: Partial<PetQuery>) => setQuery((current) => ({ ...current, offset: 0, ...next }));
  const { total } = page.outcome?.ok ? page.outcome.value : { total: 0 };
  // The store shrank under a later page (a smaller scenario loaded): back to the first.
  useEffect(() => {
    if (query.offset > 0 && query.offset >= total) setQuery((current) => ({ ...current, offset: 0 }));
  }, [total, query.offset]);

  return (
    <>
      <LoadState outcome={summary.outcome} />
      {summary.outcome?.ok && <Summary summary={summary.outcome.value} />}
      <UpstreamSection />
      <form class="filters" role="search" aria-label="Filter pets" onSubmit={(event) => event.preventDefault()}>
        <Choice label="Status" value={query.status} options={statusFilters} onChange={(status) => change({ status })} />
        <label>
          Name contains
          <input type="search" value={query.name} onInput={(event) => change({ name: event.currentTarget.value })} />
        </label>
      </form>
      <LoadState outcome={page.outcome} />
      {page.outcome?.ok && (
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
                {page.outcome.value.pets.map((pet) => (
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
          <Pager page={page.outcome.value} onMove={(offset) => setQuery((current) => ({ ...current, offset }))} />
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
