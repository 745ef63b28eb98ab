import type { ErrorObject } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { describeAjvErrors } from './validation-result.ts';

const error = (
  keyword: string,
  instancePath: string,
  params: Record<string, unknown>,
  more: Partial<ErrorObject> = {},
) =>
  ({ keyword, instancePath, schemaPath: `#/${keyword}`, params, message: `fails ${keyword}`, ...more }) as ErrorObject;

describe('describeAjvErrors: the one describer of the spec and the scenario schema', () => {
  it.for<[string, ErrorObject, { pointer: string; rule: string }]>([
    [
      'a missing property, at its own place',
      error('required', '/pet', { missingProperty: 'a/b' }),
      { pointer: '/pet/a~1b', rule: 'is required' },
    ],
    [
      'an unknown property',
      error('additionalProperties', '', { additionalProperty: 'x' }),
      { pointer: '/x', rule: 'is not a known field' },
    ],
    [
      'a spec int64',
      error('format', '/id', { format: 'int64' }),
      { pointer: '/id', rule: `must be an integer between -${Number.MAX_SAFE_INTEGER} and ${Number.MAX_SAFE_INTEGER}` },
    ],
    [
      'a spec int32',
      error('format', '/limit', { format: 'int32' }),
      { pointer: '/limit', rule: 'must be a 32-bit integer' },
    ],
    [
      'a scenario date-time',
      error('format', '/now', { format: 'date-time' }),
      { pointer: '/now', rule: 'must be a date-time string' },
    ],
    [
      'a described pattern',
      error('pattern', '/d', {}, { parentSchema: { description: 'a duration' } }),
      { pointer: '/d', rule: 'must be a duration' },
    ],
  ])('says %s', ([, ajvError, expected]) => {
    expect(describeAjvErrors([ajvError])).toEqual([{ ...expected, keyword: ajvError.keyword }]);
  });

  it('says only the type of a value of the wrong type, once', () => {
    const errors = [
      error('type', '/a', { type: 'object' }),
      error('required', '/a', { missingProperty: 'b' }),
      error('type', '/a', { type: 'object' }),
    ];
    expect(describeAjvErrors(errors)).toEqual([{ pointer: '/a', rule: 'must be an object', keyword: 'type' }]);
  });
});
