/**
 * The response key of an operation that documents `status`, as OpenAPI resolves it: the exact
 * code, then its range (`4XX`), then `default`; undefined when none does.
 * @example documentedKey(['200', '4XX'], 404) // '4XX'
 */
export function documentedKey(keys: readonly string[], status: number): string | undefined {
  const exact = String(status);
  if (keys.includes(exact)) return exact;
  const range = `${exact[0]}XX`;
  if (keys.includes(range)) return range;
  return keys.includes('default') ? 'default' : undefined;
}
