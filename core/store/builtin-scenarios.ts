import defaultScenario from '../../fixtures/scenarios/default.json' with { type: 'json' };
import edgeNames from '../../fixtures/scenarios/edge-names.json' with { type: 'json' };
import empty from '../../fixtures/scenarios/empty.json' with { type: 'json' };
import large from '../../fixtures/scenarios/large.json' with { type: 'json' };
import missingStatus from '../../fixtures/scenarios/missing-status.json' with { type: 'json' };
import mixedStatus from '../../fixtures/scenarios/mixed-status.json' with { type: 'json' };
import oneOfEach from '../../fixtures/scenarios/one-of-each.json' with { type: 'json' };
import soldOut from '../../fixtures/scenarios/sold-out.json' with { type: 'json' };
import type { Scenario } from './scenario-types.ts';

export interface BuiltinScenario {
  name: string;
  /** One line, for lists and the docs. */
  description: string;
  scenario: Scenario;
}

// JSON imports are typed loosely (strings, not literals); test/process checks each file against the schema.
const files = [
  defaultScenario,
  empty,
  soldOut,
  mixedStatus,
  missingStatus,
  edgeNames,
  large,
  oneOfEach,
] as unknown as Scenario[];

/** The scenarios in fixtures/scenarios/, frozen: they are shared by everyone who loads them. */
export const builtinScenarios: readonly BuiltinScenario[] = Object.freeze(
  files.map((scenario) =>
    Object.freeze({ name: scenario.name, description: scenario.description, scenario: deepFreeze(scenario) }),
  ),
);

/**
 * The built-in scenario of that name, or undefined.
 * @example scenarioToStoreData(findBuiltinScenario('sold-out')!)
 */
export function findBuiltinScenario(name: string): Scenario | undefined {
  return builtinScenarios.find((builtin) => builtin.name === name)?.scenario;
}

/** The built-ins' names, for a message that lists them: `default, empty, sold-out, …`. */
export function builtinScenarioNames(): string {
  return builtinScenarios.map((builtin) => builtin.name).join(', ');
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}
