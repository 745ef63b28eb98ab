import { ScenarioError } from './scenario-error.ts';
import type { Scenario } from './scenario-types.ts';

/**
 * The one lookup of a built-in scenario by name, for every caller: createMock's `scenario`,
 * `POST /__admin/scenario`, `POST /__admin/sandboxes` and the controls. An unknown name is a
 * `ScenarioError` listing the known ones, which the control plane answers, like any scenario it
 * cannot load, with 400 `invalid_scenario`. The built-ins load on the first call: most mocks start
 * without one.
 * @example const soldOut = await builtinScenarioNamed('sold-out');
 */
export async function builtinScenarioNamed(name: string): Promise<Scenario> {
  const { builtinScenarioNames, findBuiltinScenario } = await import('./builtin-scenarios.ts');
  const scenario = findBuiltinScenario(name);
  if (!scenario)
    throw new ScenarioError(name, [
      { path: '', message: `no built-in scenario has this name; known: ${builtinScenarioNames()}` },
    ]);
  return scenario;
}
