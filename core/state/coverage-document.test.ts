import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { failureKinds, injectionSources, mergeCoverage } from './coverage.ts';
import schema from '../../spec/coverage.schema.json' with { type: 'json' };
import { sampleCoverage } from '../../test/support/sample-coverage.ts';

const validate = new Ajv2020({ allErrors: true, strict: true }).compile(schema);

describe('spec/coverage.schema.json', () => {
  it('accepts what the counter and a merge give', () => {
    const merged = mergeCoverage(sampleCoverage(), sampleCoverage());
    for (const document of [sampleCoverage(), 'coverage' in merged ? merged.coverage : merged]) {
      expect(validate(document), JSON.stringify(validate.errors)).toBe(true);
    }
  });

  it('refuses a wrong shape', () => {
    const coverage = sampleCoverage();
    coverage.operations['listPets']!.undocumented['oops'] = 1;
    expect(validate(coverage)).toBe(false);
    expect(validate({ ...sampleCoverage(), version: 2 })).toBe(false);
  });

  it('names the same failure kinds and sources as the core', () => {
    expect(schema.$defs.operation.properties.failures.propertyNames.enum).toEqual([...failureKinds]);
    expect(schema.$defs.failure.properties.sources.propertyNames.enum).toEqual([...injectionSources]);
  });
});
