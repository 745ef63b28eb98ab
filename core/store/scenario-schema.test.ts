import scenarioSchema from '../../fixtures/scenario.schema.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { openapiDocument } from '../contract/spec.ts';
import { ScenarioError } from './scenario-error.ts';
import type { FailureRule, Scenario } from './scenario-types.ts';
import { parseScenario } from './parse-scenario.ts';

const withFailures = (failures: unknown[]) => ({ name: 'rules', version: 1, description: 'rules', failures });
const problemsOf = (value: unknown) => {
  try {
    parseScenario(value, 'inline');
    return [];
  } catch (error) {
    if (error instanceof ScenarioError) return error.problems;
    throw error;
  }
};

// Both lists are checked against the TS types by `satisfies`, and against the schema below.
const scenarioKeys = {
  $schema: true,
  name: true,
  version: true,
  description: true,
  generate: true,
  pets: true,
  nextId: true,
  apiKeys: true,
  failures: true,
  clock: true,
  snapshot: true,
  world: true,
} satisfies Record<keyof Scenario, true>;
const failureRuleKeys = {
  id: true,
  operationId: true,
  method: true,
  path: true,
  status: true,
  code: true,
  message: true,
  retryAfter: true,
  latency: true,
  fault: true,
  durationMs: true,
  rateLimit: true,
  probability: true,
  times: true,
  after: true,
} satisfies Record<keyof FailureRule, true>;

describe('fixtures/scenario.schema.json', () => {
  it("lists the spec's PetStatus enum, value for value", () => {
    const specEnum = openapiDocument.components.schemas.PetStatus!.enum;
    expect(scenarioSchema.properties.pets.items.properties.status.enum).toEqual(specEnum);
  });

  it('has the fields of the Scenario and FailureRule types, no more, no fewer', () => {
    expect(Object.keys(scenarioSchema.properties).sort()).toEqual(Object.keys(scenarioKeys).sort());
    expect(Object.keys(scenarioSchema.$defs.failureRuleFields.properties).sort()).toEqual(
      Object.keys(failureRuleKeys).sort(),
    );
  });

  it.for<[string, unknown]>([
    ['a status', { status: 503, retryAfter: 5, code: 'busy', message: 'try later' }],
    ['a fixed latency', { latency: 250, operationId: 'listPets' }],
    ['a latency range with a status', { latency: [100, 400], status: 500, method: 'get', path: '/v1/pets/*' }],
    ['a fault with latency', { fault: 'slow-body', durationMs: 2000, latency: 10 }],
    ['a rate limit', { rateLimit: { limit: 5, windowMs: 1000 }, probability: 0.5, times: 3, after: 2, id: 'r1' }],
  ])('accepts a failure rule with %s', ([, rule]) => {
    expect(problemsOf(withFailures([rule]))).toEqual([]);
  });

  it.for<[string, unknown, RegExp]>([
    ['no effect', { method: 'GET' }, /at least one effect/],
    ['a status and a fault', { status: 500, fault: 'reset' }, /at most one of status, fault and rateLimit/],
    ['a fault and a rate limit', { fault: 'empty', rateLimit: { limit: 1, windowMs: 1 } }, /at most one of/],
    ['a status outside 400..599', { status: 302 }, />= 400/],
    ['an unknown method', { status: 500, method: 'FETCH' }, /HTTP method/],
    ['a relative path', { status: 500, path: 'v1/pets' }, /starting with \//],
    ['a latency of three numbers', { latency: [1, 2, 3] }, /\[minMs, maxMs\]/],
    ['an unknown fault', { fault: 'explode' }, /must be one of: reset, empty/],
    ['an unknown field', { status: 500, statusCode: 500 }, /is not a known field/],
  ])('refuses a failure rule with %s', ([, rule, message]) => {
    const problems = problemsOf(withFailures([rule]));
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every(({ path }) => path.startsWith('/failures/0'))).toBe(true);
    expect(problems.map((problem) => problem.message).join('\n')).toMatch(message);
  });
});
