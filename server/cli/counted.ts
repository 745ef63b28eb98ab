const rules = new Intl.PluralRules('en');

/**
 * A count and its noun in the right form.
 * @example counted(1, 'pet', 'pets') // '1 pet'
 */
export function counted(count: number, one: string, other: string): string {
  return `${count} ${rules.select(count) === 'one' ? one : other}`;
}
