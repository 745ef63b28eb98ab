import type { ResilienceOptions } from './resilience-document.ts';
import { resilienceError, type ResilienceError } from './resilience-error.ts';

/** The defaults, justified in docs/resilience.md. */
export const resilienceDefaults: ResilienceOptions = {
  maxAttempts: 11,
  storm: 10,
  giveUpAfter: 30_000,
  tolerance: 50,
};

/** Each option's allowed range (integers). */
const ranges: Record<keyof ResilienceOptions, [number, number]> = {
  maxAttempts: [1, 1_000],
  storm: [1, 100_000],
  giveUpAfter: [1, 86_400_000],
  tolerance: [0, 60_000],
};

/**
 * The options from text values (query parameters, CLI flags), the defaults for those absent; an
 * error value for one that is not an integer in its range.
 * @example resilienceOptions({ storm: '20' }) // { options: { maxAttempts: 11, storm: 20, giveUpAfter: 30000, tolerance: 50 } }
 */
export function resilienceOptions(
  given: Partial<Record<keyof ResilienceOptions, string | number | undefined>>,
): { options: ResilienceOptions } | { error: ResilienceError } {
  const options = { ...resilienceDefaults };
  for (const name of Object.keys(ranges) as (keyof ResilienceOptions)[]) {
    const value = given[name];
    if (value === undefined) continue;
    const number = typeof value === 'number' ? value : /^\d+$/.test(value.trim()) ? Number(value) : NaN;
    const [min, max] = ranges[name];
    if (!Number.isInteger(number) || number < min || number > max) {
      return resilienceError(
        'invalid_option',
        `${name} must be an integer from ${min} to ${max}${name === 'giveUpAfter' || name === 'tolerance' ? ' (ms)' : ''}, not "${String(value)}".`,
      );
    }
    options[name] = number;
  }
  return { options };
}

/** The option names, as query parameters and (kebab-cased) CLI flags. */
export const resilienceOptionNames = Object.keys(ranges) as (keyof ResilienceOptions)[];
