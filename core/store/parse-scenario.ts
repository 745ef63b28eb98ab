import type { ScenarioProblem } from './scenario-error.ts';
import { ScenarioError } from './scenario-error.ts';
import { ruleSchemaProblems, schemaProblems } from './scenario-schema.ts';
import type { FailureRule } from './failure-rules.ts';
import { unknownOperationProblem } from '../contract/operation-ids.ts';
import type { Scenario } from './scenario-types.ts';

/**
 * Checks a value against the scenario schema and the rules a schema cannot express (unique pet
 * and rule ids, a non-zero status weight, latency ranges in order, a safe next id). Throws ScenarioError listing
 * every problem; returns the value, unchanged, when there is none.
 * @example const scenario = parseScenario(await request.json(), 'inline');
 */
export function parseScenario(value: unknown, source: string): Scenario {
  const problems = scenarioProblems(value);
  if (problems.length > 0) throw new ScenarioError(source, problems);
  return value as Scenario;
}

/**
 * Every problem parseScenario would report, without throwing; `[]` for a valid scenario.
 * @example scenarioProblems({ name: 'r', version: 1, description: 'r', pets: [] })
 */
export function scenarioProblems(value: unknown): ScenarioProblem[] {
  const problems = schemaProblems(value);
  // The rules below read the value's shape, so they run only on a value the schema accepts.
  return problems.length > 0 ? problems : ruleProblems(value as Scenario);
}

/**
 * Parses JSON text, then the scenario; text that is not JSON is a ScenarioError too.
 * @example parseScenarioJson(await readFile(path, 'utf8'), path)
 */
export function parseScenarioJson(text: string, source: string): Scenario {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ScenarioError(source, [{ path: '', message: `is not valid JSON (${(error as Error).message})` }]);
  }
  return parseScenario(value, source);
}

/**
 * Problems of a list of failure rules, checked as a scenario's `failures` are (the schema's
 * `$defs/failureRule`, then unique ids and latency ranges in order); paths start at the index.
 * @example failureRuleProblems([{ operationId: 'listPets', latency: [900, 100] }]) // [{ path: '/0/latency', ... }]
 */
export function failureRuleProblems(rules: readonly unknown[]): ScenarioProblem[] {
  const problems = rules.flatMap((rule, index) =>
    ruleSchemaProblems(rule).map(({ path, message }) => ({ path: `/${index}${path}`, message })),
  );
  return problems.length > 0 ? problems : ruleListProblems(rules as FailureRule[], '');
}

function ruleProblems(scenario: Scenario): ScenarioProblem[] {
  const problems: ScenarioProblem[] = [];
  const weights = scenario.generate?.statusWeights;
  if (weights && Object.values(weights).every((weight) => weight === 0)) {
    problems.push({ path: '/generate/statusWeights', message: 'must have at least one weight above 0' });
  }
  problems.push(...duplicates(scenario.pets ?? [], (pet) => pet.id, '/pets', 'id'));
  problems.push(...ruleListProblems(scenario.failures ?? [], '/failures'));
  problems.push(...idSpaceProblems(scenario));
  return problems;
}

/**
 * Ids that would set the next id past Number.MAX_SAFE_INTEGER (no create could then get a safe,
 * unique id); ids are given as `scenarioToStoreData` gives them.
 */
function idSpaceProblems({ generate, pets = [], nextId }: Scenario): ScenarioProblem[] {
  const last = Number.MAX_SAFE_INTEGER;
  const problems: ScenarioProblem[] = [];
  if (nextId !== undefined && nextId > last)
    problems.push({ path: '/nextId', message: `must be at most ${last} (Number.MAX_SAFE_INTEGER), not ${nextId}` });
  let highest = generate?.count ?? 0;
  for (const { id } of pets) if (id !== undefined && id > highest) highest = id;
  pets.forEach((pet, index) => {
    const id = pet.id ?? ++highest;
    if (id >= last)
      problems.push({
        path: `/pets/${index}${pet.id === undefined ? '' : '/id'}`,
        message: `id ${id} leaves no safe id for the next pet: ids go up to ${last - 1}`,
      });
  });
  return problems;
}

/** What the schema cannot say of a list of rules: unique ids, latency ranges in order. */
function ruleListProblems(rules: readonly FailureRule[], base: string): ScenarioProblem[] {
  const problems = duplicates(rules, (rule) => rule.id, base, 'id');
  rules.forEach(({ latency, operationId }, index) => {
    const unknown = operationId === undefined ? undefined : unknownOperationProblem(operationId);
    if (unknown) problems.push({ path: `${base}/${index}/operationId`, message: unknown });
    if (Array.isArray(latency) && latency[0] > latency[1]) {
      problems.push({
        path: `${base}/${index}/latency`,
        message: `minMs (${latency[0]}) must not exceed maxMs (${latency[1]})`,
      });
    }
  });
  return problems;
}

/** A problem for each item whose key an earlier item already has. */
function duplicates<T>(items: readonly T[], key: (item: T) => unknown, base: string, field: string): ScenarioProblem[] {
  const first = new Map<unknown, number>();
  const problems: ScenarioProblem[] = [];
  items.forEach((item, index) => {
    const value = key(item);
    if (value === undefined) return;
    const earlier = first.get(value);
    if (earlier === undefined) first.set(value, index);
    else
      problems.push({
        path: `${base}/${index}/${field}`,
        message: `${JSON.stringify(value)} is already the ${field} of ${base}/${earlier}`,
      });
  });
  return problems;
}
