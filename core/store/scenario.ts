export type { FailureRule, Scenario, ScenarioGenerate, ScenarioPet, ScenarioSnapshot } from './scenario-types.ts';
export { ScenarioError, type ScenarioProblem } from './scenario-error.ts';
export { scenarioSchema } from './scenario-schema.ts';
export { scenarioToStoreData } from './scenario-to-store-data.ts';
export { storeDataToScenario, type ScenarioExtras } from './store-data-to-scenario.ts';
export { formatScenario } from './format-scenario.ts';
export { builtinScenarios, findBuiltinScenario, type BuiltinScenario } from './builtin-scenarios.ts';
