import * as scenarioRoom from './scenario/parse-scenario.ts';
import type { ScenarioProblem } from './scenario/scenario-error.ts';
import type { ScenarioSection } from './scenario/scenario-section.ts';
import type { Scenario } from './scenario/scenario-types.ts';
import { worldSection } from './world/world-section.ts';

/** Every feature's section of a scenario file: the scenario room checks each through it. */
export const scenarioSections: readonly ScenarioSection[] = [worldSection];

/**
 * Checks a value against the scenario schema and the rules a schema cannot express (unique pet
 * and rule ids, a non-zero status weight, latency ranges in order, a safe next id). Throws ScenarioError listing
 * every problem; returns the value, unchanged, when there is none.
 * @example const scenario = parseScenario(await request.json(), 'inline');
 */
export function parseScenario(value: unknown, source: string): Scenario {
  return scenarioRoom.parseScenario(value, source, scenarioSections);
}

/**
 * Every problem parseScenario would report, without throwing; `[]` for a valid scenario.
 * @example scenarioProblems({ name: 'r', version: 1, description: 'r', pets: [] })
 */
export function scenarioProblems(value: unknown): ScenarioProblem[] {
  return scenarioRoom.scenarioProblems(value, scenarioSections);
}

/**
 * Parses JSON text, then the scenario; text that is not JSON is a ScenarioError too.
 * @example parseScenarioJson(await readFile(path, 'utf8'), path)
 */
export function parseScenarioJson(text: string, source: string): Scenario {
  return scenarioRoom.parseScenarioJson(text, source, scenarioSections);
}
