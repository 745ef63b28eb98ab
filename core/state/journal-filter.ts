import { apiOperationIds } from '../contract/operation-ids.ts';
import type { JournalFilter } from './journal.ts';

/** A journal filter as given: numbers, or the text of a query parameter. */
export type JournalFilterInput = Partial<Record<keyof JournalFilter, number | string | undefined>>;

/** The names a journal read takes, as query parameters and control options. */
export const journalFilterNames = [
  'operationId',
  'status',
  'since',
  'limit',
] as const satisfies readonly (keyof JournalFilter)[];

const wholeNumbers = {
  status: [100, 599],
  since: [0, Number.MAX_SAFE_INTEGER],
  limit: [1, Number.MAX_SAFE_INTEGER],
} as const;

/**
 * A journal filter read from numbers or query text; the message of an error names the parameter.
 * @example readJournalFilter({ status: '503', limit: '20' }) // { filter: { status: 503, limit: 20 } }
 */
export function readJournalFilter(
  given: JournalFilterInput,
): { filter: JournalFilter } | { error: { message: string } } {
  const filter: JournalFilter = {};
  const { operationId } = given;
  if (operationId !== undefined) {
    if (typeof operationId !== 'string' || !apiOperationIds.includes(operationId)) {
      return { error: { message: `operationId must be one of ${apiOperationIds.join(', ')}, not "${operationId}".` } };
    }
    filter.operationId = operationId;
  }
  for (const [name, [min, max]] of Object.entries(wholeNumbers) as [
    keyof typeof wholeNumbers,
    readonly [number, number],
  ][]) {
    const value = given[name];
    if (value === undefined) continue;
    const number = typeof value === 'number' ? value : /^\d{1,16}$/.test(value) ? Number(value) : NaN;
    if (!Number.isSafeInteger(number) || number < min || number > max) {
      return {
        error: {
          message: `${name} must be a whole number from ${min}${max === Number.MAX_SAFE_INTEGER ? ' up' : ` to ${max}`}, not "${value}".`,
        },
      };
    }
    filter[name] = number;
  }
  return { filter };
}
