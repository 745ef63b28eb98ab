import { describe, expect, it } from 'vitest';
import { gateCoverage, type GateOptions, type GateResult } from './coverage.ts';
import { sampleCounter, sampleCoverage } from '../../test/support/sample-coverage.ts';

const gate = (options: GateOptions, coverage = sampleCoverage()): GateResult => {
  const result = gateCoverage(coverage, options);
  if ('error' in result) throw new Error(result.error.message);
  return result.gate;
};

describe('the coverage gate', () => {
  it('passes when every demand is met', () => {
    expect(
      gate({
        minResponses: 37.5,
        minFailures: 24,
        require: ['listPets:200,listPets:503', 'getPet:410', 'getPet:gone', 'listPets:reset'],
      }),
    ).toEqual({
      passed: true,
      problems: [],
      holes: [],
    });
    expect(gate({})).toMatchObject({ passed: true });
  });

  it('fails below a minimum percentage, naming the holes of that area', () => {
    const result = gate({ minResponses: 40 });
    expect(result.passed).toBe(false);
    expect(result.holes).toEqual(['listPets:401', 'createPet:400', 'getPet:200', 'getPet:401', 'getPet:404']);
    expect(result.problems).toEqual([`responses covered 37.5% < 40%; holes: ${result.holes.join(', ')}`]);
    expect(gate({ minFailures: 25 }).holes).toContain('createPet:slow-body');
  });

  it('fails on a required cell never seen, and passes once it is filled', () => {
    expect(gate({ require: ['getPet:404', 'createPet:timeout', 'listPets:401'] })).toEqual({
      passed: false,
      problems: [
        'required getPet:404 was never seen; getPet answered 410 ×1',
        'required createPet:timeout was never seen',
        'required listPets:401 was never seen; listPets answered 200 ×3, 400 ×1, 429 ×1, 503 ×1',
      ],
      holes: ['getPet:404', 'createPet:timeout', 'listPets:401'],
    });
    const counter = sampleCounter();
    counter.record('getPet', { method: 'GET', path: '/v1/pets/9' }, { status: 404 });
    counter.record('createPet', { method: 'POST', path: '/v1/pets' }, { status: 0, fault: 'timeout' }, [
      { kind: 'timeout', source: 'rule' },
    ]);
    counter.record('listPets', { method: 'GET', path: '/v1/pets' }, { status: 401 });
    expect(gate({ require: ['getPet:404', 'createPet:timeout', 'listPets:401'] }, counter.snapshot()).passed).toBe(
      true,
    );
  });

  it('returns an error value for an unknown operation, kind or malformed demand', () => {
    const error = (options: GateOptions) => gateCoverage(sampleCoverage(), options);
    expect(error({ require: ['deletePet:200'] })).toMatchObject({ error: { code: 'unknown_operation' } });
    expect(error({ require: ['listPets:explode'] })).toMatchObject({ error: { code: 'unknown_kind' } });
    expect(error({ require: ['listPets:gone'] })).toMatchObject({
      error: { code: 'unknown_kind', message: 'listPets cannot meet gone' },
    });
    expect(error({ require: ['listPets'] })).toMatchObject({ error: { code: 'invalid_requirement' } });
    expect(error({ minResponses: 120 })).toMatchObject({ error: { code: 'invalid_threshold' } });
    expect(error({ minFailures: Number.NaN })).toMatchObject({ error: { code: 'invalid_threshold' } });
  });
});
