import { readFile } from 'node:fs/promises';
import { builtinScenarioNames, findBuiltinScenario } from '../../core/store/builtin-scenarios.ts';
import { parseScenarioJson } from '../../core/store/parse-scenario.ts';
import { ScenarioError } from '../../core/store/scenario-error.ts';
import type { Scenario } from '../../core/store/scenario-types.ts';

/**
 * The scenario `--scenario` names: a built-in by name, or a file by path.
 * Throws ScenarioError (naming the file, the JSON path and the problem) when it cannot be used.
 */
export async function readScenarioArgument(argument: string): Promise<Scenario> {
  const builtin = findBuiltinScenario(argument);
  if (builtin) return builtin;
  let text: string;
  try {
    text = await readFile(argument, 'utf8');
  } catch (error) {
    const reason =
      (error as { code?: string }).code === 'ENOENT'
        ? `no such built-in scenario or file (built-ins: ${builtinScenarioNames()})`
        : (error as Error).message;
    throw new ScenarioError(argument, [{ path: '', message: reason }]);
  }
  return parseScenarioJson(text, argument);
}
