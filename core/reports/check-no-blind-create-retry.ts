import { count, failed, notExercised, passed } from './check-result.ts';
import { entryList, isUnknownOutcome } from './failures.ts';
import type { ObservedExchange } from '../state/observed-exchange.ts';
import type { CheckResult } from './resilience-document.ts';

const ok = (status: number | null) => status !== null && status >= 200 && status < 300;

/**
 * `no-blind-create-retry`: after a createPet whose outcome the client could not know (reset, empty
 * reply, timeout), the same body was not sent again before a 2xx listPets had answered.
 * @example checkNoBlindCreateRetry(exchanges).verdict // 'not-exercised'
 */
export function checkNoBlindCreateRetry(exchanges: readonly ObservedExchange[]): CheckResult {
  // One pass in order of arrival: each lost create waits, by body, for the next create of that body.
  const lists: ObservedExchange[] = [];
  const lost = new Map<string, ObservedExchange>();
  const unknown: number[] = [];
  const blind: [ObservedExchange, ObservedExchange][] = [];
  for (const exchange of exchanges) {
    if (exchange.operationId === 'listPets' && ok(exchange.status)) lists.push(exchange);
    // A body the journal's byte budget dropped cannot be compared: it proves nothing either way.
    if (exchange.operationId !== 'createPet' || exchange.body === null) continue;
    const earlier = lost.get(exchange.body);
    if (earlier !== undefined && exchange.arrivedAt >= earlier.endedAt) {
      lost.delete(exchange.body);
      if (!lookedBetween(lists, earlier.endedAt, exchange.arrivedAt)) blind.push([earlier, exchange]);
    }
    if (isUnknownOutcome(exchange)) {
      unknown.push(exchange.id);
      if (!lost.has(exchange.body)) lost.set(exchange.body, exchange);
    }
  }
  if (unknown.length === 0) return notExercised('No createPet ended in a reset, an empty reply or a timeout.');
  const [first] = blind;
  if (first !== undefined) {
    const ids = first.map(({ id }) => id);
    return failed(
      `The same createPet body was sent again after a ${first[0].fault} without a listPets first, which may create the pet twice (${entryList(ids)}); ${blind.length} of ${count(unknown.length, 'createPet')} with an unknown outcome ${blind.length === 1 ? 'was' : 'were'} resent blind.`,
      ids,
    );
  }
  return passed(
    `After ${count(unknown.length, 'createPet')} with an unknown outcome, the body was sent again only after a listPets, if at all.`,
    unknown.slice(0, 50),
  );
}

/** Whether a 2xx listPets (in arrival order) arrived after `from` and had answered by `to`. */
function lookedBetween(lists: readonly ObservedExchange[], from: number, to: number): boolean {
  let low = 0;
  let high = lists.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (lists[middle]!.arrivedAt < from) low = middle + 1;
    else high = middle;
  }
  for (let i = low; i < lists.length && lists[i]!.arrivedAt <= to; i++) if (lists[i]!.endedAt <= to) return true;
  return false;
}
