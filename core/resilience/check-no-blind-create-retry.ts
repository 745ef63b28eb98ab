import { count, failed, notExercised, passed } from './check-result.ts';
import { entryList, isUnknownOutcome } from './failures.ts';
import type { ObservedExchange } from './observed-exchange.ts';
import type { CheckResult } from './resilience-document.ts';

const ok = (status: number | null) => status !== null && status >= 200 && status < 300;

/**
 * `no-blind-create-retry`: after a createPet whose outcome the client could not know (reset, empty
 * reply, timeout), the same body was not sent again before a 2xx listPets had answered.
 * @example checkNoBlindCreateRetry(exchanges).verdict // 'not-exercised'
 */
export function checkNoBlindCreateRetry(exchanges: readonly ObservedExchange[]): CheckResult {
  const creates = exchanges.filter((e) => e.operationId === 'createPet');
  const lists = exchanges.filter((e) => e.operationId === 'listPets' && ok(e.status));
  const unknown = creates.filter(isUnknownOutcome);
  for (const lost of unknown) {
    // A body the journal's byte budget dropped cannot be compared: it proves nothing either way.
    if (lost.body === null) continue;
    const again = creates.find((next) => next.id !== lost.id && next.arrivedAt >= lost.endedAt && next.body === lost.body);
    if (again === undefined) continue;
    const looked = lists.some((list) => list.arrivedAt >= lost.endedAt && list.endedAt <= again.arrivedAt);
    if (!looked) {
      return failed(`The same createPet body was sent again after a ${lost.fault} without a listPets first, which may create the pet twice (${entryList([lost.id, again.id])}).`, [lost.id, again.id]);
    }
  }
  if (unknown.length === 0) return notExercised('No createPet ended in a reset, an empty reply or a timeout.');
  return passed(`After ${count(unknown.length, 'createPet')} with an unknown outcome, the body was sent again only after a listPets, if at all.`, unknown.map(({ id }) => id));
}
