import { describe, expect, it } from 'vitest';
import { ScenarioError } from './scenario-error.ts';
import { parseScenario, parseScenarioJson, scenarioProblems } from './parse-scenario.ts';

const valid = { name: 'x', version: 1, description: 'A scenario.' };

/** The ScenarioError that parsing throws; fails the test when nothing is thrown. */
function refusal(parse: () => unknown): ScenarioError {
  try {
    parse();
  } catch (error) {
    if (error instanceof ScenarioError) return error;
    throw error;
  }
  throw new Error('the scenario was accepted');
}

describe('parseScenario', () => {
  it('returns a valid scenario unchanged', () => {
    const scenario = {
      ...valid,
      generate: { seed: 1, count: 3 },
      pets: [{ name: 'Rex', categoryId: 2 }],
      clock: { now: '2030-12-05T00:00:00Z' },
    };
    expect(parseScenario(scenario, 'inline')).toBe(scenario);
  });

  it.for<[string, unknown, string, RegExp]>([
    ['a value that is not an object', [], '', /must be an object/],
    ['a missing description', { name: 'x', version: 1 }, '/description', /is required/],
    ['a wrong version', { ...valid, version: 2 }, '/version', /must be 1/],
    ['an unknown top-level field', { ...valid, seed: 42 }, '/seed', /is not a known field/],
    ['pets that are not an array', { ...valid, pets: { name: 'Rex' } }, '/pets', /must be an array/],
    [
      'a categoryId of the wrong type',
      {
        ...valid,
        pets: [
          { name: 'a', categoryId: 1 },
          { name: 'b', categoryId: '2' },
        ],
      },
      '/pets/1/categoryId',
      /must be an integer/,
    ],
    [
      'an unknown status',
      { ...valid, pets: [{ name: 'a', categoryId: 1, status: 'lost' }] },
      '/pets/0/status',
      /available, pending, sold/,
    ],
    ['a pet id of 0', { ...valid, pets: [{ id: 0, name: 'a', categoryId: 1 }] }, '/pets/0/id', />= 1/],
    ['a count over a million', { ...valid, generate: { seed: 1, count: 1_000_001 } }, '/generate/count', /<= 1000000/],
    [
      'all status weights 0',
      { ...valid, generate: { seed: 1, count: 1, statusWeights: { available: 0, pending: 0, sold: 0, none: 0 } } },
      '/generate/statusWeights',
      /above 0/,
    ],
    [
      'an empty categoryIds',
      { ...valid, generate: { seed: 1, count: 1, categoryIds: [] } },
      '/generate/categoryIds',
      /fewer than 1/,
    ],
    ['an impossible clock', { ...valid, clock: { now: '2030-02-30T00:00:00Z' } }, '/clock/now', /date-time/],
    ['an empty API key', { ...valid, apiKeys: ['good', ''] }, '/apiKeys/1', /fewer than 1 character/],
    [
      'a failure rule with two effects',
      { ...valid, failures: [{ status: 500, rateLimit: { limit: 1, windowMs: 10 } }] },
      '/failures/0',
      /at most one of status, fault and rateLimit/,
    ],
    [
      'a latency range out of order',
      { ...valid, failures: [{ latency: [500, 100] }] },
      '/failures/0/latency',
      /must not exceed/,
    ],
    [
      'duplicate pet ids',
      {
        ...valid,
        pets: [
          { id: 4, name: 'a', categoryId: 1 },
          { name: 'b', categoryId: 1 },
          { id: 4, name: 'c', categoryId: 1 },
        ],
      },
      '/pets/2/id',
      /4 is already the id of \/pets\/0/,
    ],
    [
      'duplicate rule ids',
      {
        ...valid,
        failures: [
          { id: 'r', status: 500 },
          { id: 'r', latency: 5 },
        ],
      },
      '/failures/1/id',
      /already the id of \/failures\/0/,
    ],
  ])('refuses %s, naming the source, the JSON path and the problem', ([, value, path, message]) => {
    const error = refusal(() => parseScenario(value, 'fixtures/bad.json'));
    expect(error.code).toBe('invalid_scenario');
    expect(error.source).toBe('fixtures/bad.json');
    expect(error.problems).toContainEqual({ path, message: expect.stringMatching(message) });
    const line = error.message.split('\n').find((text) => text.startsWith(`  ${path || '(root)'}: `));
    expect(error.message.startsWith('fixtures/bad.json: invalid scenario\n')).toBe(true);
    expect(line).toMatch(message);
  });

  it('lists every problem, not just the first', () => {
    const error = refusal(() =>
      parseScenario({ name: 1, version: 1, description: 'd', pets: [{ name: 'a' }, { categoryId: 1 }] }, 'inline'),
    );
    expect(error.problems.map((problem) => problem.path).sort()).toEqual([
      '/name',
      '/pets/0/categoryId',
      '/pets/1/name',
    ]);
    expect(error.message).toMatch(/^inline: invalid scenario\n/);
  });

  it('escapes odd field names in the JSON path (RFC 6901)', () => {
    expect(refusal(() => parseScenario({ ...valid, 'a/b~c': 1 }, 'inline')).problems).toEqual([
      { path: '/a~1b~0c', message: 'is not a known field' },
    ]);
  });

  it('keeps the message short when there are very many problems', () => {
    const pets = Array.from({ length: 500 }, () => ({ name: 1, categoryId: 1 }));
    const error = refusal(() => parseScenario({ ...valid, pets }, 'inline'));
    expect(error.problems.length).toBe(500);
    expect(error.message.split('\n').length).toBeLessThan(30);
    expect(error.message).toMatch(/and 480 more$/);
  });
});

describe('scenarioProblems', () => {
  it('reports what parseScenario would, without throwing', () => {
    expect(scenarioProblems(valid)).toEqual([]);
    expect(scenarioProblems({ ...valid, failures: [{ latency: [9, 1] }] })).toEqual([
      { path: '/failures/0/latency', message: 'minMs (9) must not exceed maxMs (1)' },
    ]);
  });

  it('refuses a rule whose operationId names no operation: it would never fire', () => {
    expect(scenarioProblems({ ...valid, failures: [{ operationId: 'getPets', status: 503 }] })).toEqual([
      {
        path: '/failures/0/operationId',
        message: expect.stringMatching(/^"getPets" names no operation \(did you mean (getPet|listPets)\?\); known: /),
      },
    ]);
  });
});

describe('parseScenarioJson', () => {
  it('refuses text that is not JSON as a ScenarioError at the root', () => {
    const error = refusal(() => parseScenarioJson('{"name": ', 'my.json'));
    expect(error.problems).toEqual([{ path: '', message: expect.stringMatching(/^is not valid JSON/) }]);
    expect(error.message).toMatch(/^my\.json: invalid scenario\n {2}\(root\): is not valid JSON/);
  });

  it('parses valid text', () => {
    expect(parseScenarioJson(JSON.stringify(valid), 'my.json')).toEqual(valid);
  });
});
