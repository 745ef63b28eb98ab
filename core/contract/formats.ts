/**
 * The formats the spec and the scenario schema use: registered with Ajv when the validators are
 * generated, and called by the generated validators at run time.
 */
export const formats = {
  // JSON numbers are doubles here: an int64 beyond 2^53 cannot arrive intact, so it is refused.
  int64: { type: 'number', validate: (n: number) => Number.isSafeInteger(n) },
  int32: { type: 'number', validate: (n: number) => (n | 0) === n },
  'date-time': { type: 'string', validate: isDateTime },
} as const;

/** RFC 3339 date-time that is also a real instant (no 31 February). */
function isDateTime(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day && !Number.isNaN(Date.parse(text));
}
