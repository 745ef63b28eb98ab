import type { ObservedExchange } from '../state/observed-exchange.ts';

/** Network faults that deliver their answer, so are no failure; every other fault (a new kind too) is one. */
const deliveringFaults = new Set(['slow-body']);

/** A failure, for the checks: a 5xx, a 429, or a network fault (reset, empty reply, timeout, malformed body). */
export function isFailure({ status, fault }: ObservedExchange): boolean {
  return (
    (fault !== null && !deliveringFaults.has(fault)) ||
    (fault === null && status !== null && (status >= 500 || status === 429))
  );
}

/** A dropped connection whose outcome the client cannot know: the request may or may not have been carried out. */
export function isUnknownOutcome({ fault }: ObservedExchange): boolean {
  return fault === 'reset' || fault === 'empty' || fault === 'timeout';
}

/** The exchanges of each operation, in order of arrival (preflights and unmatched requests left out). */
export function byOperation(exchanges: readonly ObservedExchange[]): Map<string, ObservedExchange[]> {
  const operations = new Map<string, ObservedExchange[]>();
  for (const exchange of exchanges) {
    if (exchange.operationId === null || exchange.method === 'OPTIONS') continue;
    let list = operations.get(exchange.operationId);
    if (list === undefined) operations.set(exchange.operationId, (list = []));
    list.push(exchange);
  }
  return operations;
}

/** `ids 3, 4`: how a message names entries. */
export const entryList = (ids: readonly number[]): string =>
  `${ids.length === 1 ? 'entry' : 'entries'} ${ids.join(', ')}`;
