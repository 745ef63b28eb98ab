import type { Scenario } from './scenario-types.ts';

/**
 * A scenario as file text: indented JSON with one pet per line, like the db file, so that
 * snapshots stay readable and diff well.
 * @example formatScenario(storeDataToScenario(store.snapshot()))
 */
export function formatScenario(scenario: Scenario): string {
  const { pets, ...rest } = scenario;
  const head = JSON.stringify(rest, null, 2);
  if (pets === undefined) return `${head}\n`;
  const lines = pets.map((pet) => `    ${JSON.stringify(pet)}`).join(',\n');
  const list = pets.length === 0 ? '[]' : `[\n${lines}\n  ]`;
  return `${head.slice(0, -2)},\n  "pets": ${list}\n}\n`;
}
