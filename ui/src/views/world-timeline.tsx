import type { WorldEvent } from '../admin-types.ts';
import { LoadState } from '../components/notice.tsx';
import { formatUtc } from '../format.ts';
import { noRequests, useAdminData } from '../use-admin-data.ts';

const worldParts = ['world', 'clock', 'store'] as const;
/** The newest events shown; the mock keeps 1,000. */
const shown = 50;

/** The world's newest events, newest first: what other shoppers did on the mock's clock. */
export function WorldTimeline() {
  const world = useAdminData('getWorld', worldParts, noRequests);
  const events = useAdminData('listWorldEvents', worldParts, noRequests);
  const list = events.outcome?.ok ? events.outcome.value.events.slice(-shown).reverse() : [];
  return (
    <section aria-labelledby="world-heading">
      <h3 id="world-heading">The world</h3>
      <LoadState outcome={world.outcome} />
      {world.outcome?.ok && (
        <p data-field="world">
          {world.outcome.value.world
            ? `On: next event ${world.outcome.value.nextEventAt ? formatUtc(world.outcome.value.nextEventAt) : 'none due'}.`
            : 'Off: nothing moves on its own (PUT /__admin/world).'}
        </p>
      )}
      <ol class="world-timeline" aria-label="World events, newest first">
        {list.map((event) => (
          <li key={event.seq} data-kind={event.kind}>
            <time dateTime={event.time}>{formatUtc(event.time)}</time> {describe(event)}
          </li>
        ))}
      </ol>
    </section>
  );
}

function describe({ kind, pet, from, to }: WorldEvent): string {
  const name = `${pet.name} (#${pet.id})`;
  if (kind === 'arrived') return `${name} arrived, ${to ?? 'without status'}`;
  if (kind === 'departed') return `${name} left the store`;
  return `${name} ${kind}: ${from} → ${to}`;
}
