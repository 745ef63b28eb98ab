/** What a gate found: passed when no demand went unmet; one line per unmet demand. */
export interface ReportGate {
  passed: boolean;
  problems: string[];
}

/**
 * The names a repeatable `--require` gave, each entry possibly several, comma-separated.
 * @example requirements(['retry-after, backoff', 'gave-up']) // ['retry-after', 'backoff', 'gave-up']
 */
export function requirements(entries: readonly string[]): string[] {
  return entries
    .flatMap((entry) => entry.split(','))
    .map((name) => name.trim())
    .filter(Boolean);
}

/** The gate of the problems found. */
export const gateOf = (problems: string[]): ReportGate => ({ passed: problems.length === 0, problems });
