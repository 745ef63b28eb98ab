import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import {
  checkNames,
  formatResilienceJunit,
  formatResilienceMarkdown,
  formatResilienceTable,
  gateResilience,
  judgeResilience,
  mergeResilience,
  resilienceDefaults,
  resilienceOptions,
  type ResilienceDocument,
} from './resilience.ts';
import schema from '../../spec/resilience.schema.json' with { type: 'json' };
import { observedExchanges as seen } from '../../test/support/observed-exchange.ts';

const validate = new Ajv2020({ allErrors: true, strict: true }).compile(schema);
// A 503 honoured, a 410 ignored: retry-after passes, gone-respected fails, the rest as they fall.
const mixed = judgeResilience(
  seen(
    { at: 0, status: 503, retryAfterMs: 100 },
    { at: 200 },
    { at: 300, operationId: 'getPet', status: 410 },
    { at: 400, operationId: 'getPet', status: 410 },
  ),
);
const quiet = judgeResilience(seen({ at: 0 }));
const goneHonoured = judgeResilience(seen({ at: 0, operationId: 'getPet', status: 410 }));

const merged = (...documents: ResilienceDocument[]) => {
  const result = mergeResilience(documents[0]!, ...documents.slice(1));
  if ('error' in result) throw new Error(result.error.message);
  return result.resilience;
};

describe('judging and merging verdicts', () => {
  it('judges every check, in the shape spec/resilience.schema.json describes', () => {
    expect(Object.keys(mixed.checks)).toEqual([...checkNames]);
    expect(mixed.checks['retry-after'].verdict).toBe('pass');
    expect(mixed.checks['gone-respected']).toMatchObject({
      verdict: 'fail',
      entries: [3, 4],
      tally: { pass: 0, fail: 1, 'not-exercised': 0 },
    });
    expect(mixed.checks['auth-not-hammered'].verdict).toBe('not-exercised');
    for (const document of [mixed, quiet, merged(mixed, quiet, goneHonoured)])
      expect(validate(document), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({ ...quiet, version: 2 })).toBe(false);
  });

  it('fails a check that failed anywhere, passes one that passed somewhere and failed nowhere, else not exercised', () => {
    const result = merged(goneHonoured, quiet, mixed);
    expect(result.checks['gone-respected']).toMatchObject({
      verdict: 'fail',
      entries: [3, 4],
      tally: { pass: 1, fail: 1, 'not-exercised': 1 },
    });
    expect(result.checks['retry-after']).toMatchObject({
      verdict: 'pass',
      tally: { pass: 1, fail: 0, 'not-exercised': 2 },
    });
    expect(result.checks['auth-not-hammered'].verdict).toBe('not-exercised');
    expect(merged(goneHonoured, quiet).checks['gone-respected'].verdict).toBe('pass');
  });

  it('refuses to merge verdicts judged with other options or in another format', () => {
    const strict = judgeResilience([], { ...resilienceDefaults, storm: 3 });
    expect(mergeResilience(quiet, strict)).toMatchObject({ error: { code: 'options_mismatch' } });
    expect(mergeResilience(quiet, { ...quiet, version: 2 } as never)).toMatchObject({
      error: { code: 'unsupported_version' },
    });
  });
});

describe('options', () => {
  it('takes integers in range and keeps the defaults for the rest', () => {
    expect(resilienceOptions({ storm: '20', giveUpAfter: 500 })).toEqual({
      options: { maxAttempts: 11, storm: 20, giveUpAfter: 500, tolerance: 50 },
    });
  });

  it.each([
    ['maxAttempts', '0'],
    ['storm', 'many'],
    ['giveUpAfter', '1.5'],
    ['tolerance', '-1'],
    ['tolerance', ''],
  ])('refuses %s=%s with a message naming it', (name, value) => {
    const result = resilienceOptions({ [name]: value });
    expect(result).toMatchObject({ error: { code: 'invalid_option' } });
    expect('error' in result && result.error.message).toContain(name);
  });
});

describe('the gate and the formats', () => {
  const result = merged(mixed, quiet);

  it('names each required check that failed or was not exercised', () => {
    expect(gateResilience(result, ['retry-after'])).toEqual({ gate: { passed: true, problems: [] } });
    const gate = gateResilience(result, ['gone-respected,auth-not-hammered', 'retry-after']);
    expect('gate' in gate && gate.gate.passed).toBe(false);
    expect('gate' in gate && gate.gate.problems.map((line) => line.split(':')[0])).toEqual([
      'required gone-respected failed',
      'required auth-not-hammered was not exercised',
    ]);
    expect(gateResilience(result, ['retry-afta'])).toMatchObject({ error: { code: 'unknown_check' } });
  });

  it('prints verdicts in words, one line per check, in the table and the Markdown', () => {
    const table = formatResilienceTable(result);
    expect(table).toMatch(/^gone-respected +FAIL +0 pass, 1 fail, 1 not exercised +getPet was called/m);
    expect(table).toMatch(/^retry-after +PASS/m);
    expect(table).toMatch(/^auth-not-hammered +not exercised/m);
    expect(formatResilienceMarkdown(result)).toContain('| `gone-respected` | **FAIL** |');
  });

  it('writes JUnit with one case per check: a failure when failed, skipped when not exercised', () => {
    const xml = formatResilienceJunit(result);
    expect(xml.match(/<testcase /g)).toHaveLength(checkNames.length);
    expect(xml).toMatch(/name="gone-respected"><failure message="getPet was called 1 more time/);
    expect(xml).toMatch(/name="auth-not-hammered"><skipped /);
    expect(xml).toMatch(/name="retry-after"><system-out>/);
    const failures = checkNames.filter((name) => result.checks[name].verdict === 'fail').length;
    expect(xml).toContain(`failures="${failures}"`);
  });
});
