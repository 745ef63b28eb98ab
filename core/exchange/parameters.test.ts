import { describe, expect, it } from 'vitest';
import { specOperation, specValidators } from '../contract/spec.ts';
import { ApiError } from '../exchange/errors.ts';
import { createParameterParser } from './parameters.ts';

const validators = specValidators();
const listPets = createParameterParser(specOperation('listPets'), validators);
const getPet = createParameterParser(specOperation('getPet'), validators);

/** The code and message a parse throws. */
function refusal(parse: () => unknown): { code: string; message: string } {
  try {
    parse();
  } catch (error) {
    if (error instanceof ApiError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('the parse was expected to throw');
}

describe('the parameters of an operation, read from text against the spec', () => {
  it('fills a default the schema gives, and leaves out one it does not', () => {
    expect(listPets('', {})).toEqual({ query: { limit: 20 }, path: {} });
  });

  it('reads an integer as a number and an enum as its text, and ignores parameters the operation does not name', () => {
    expect(listPets('limit=3&status=sold&colour=red', {}).query).toEqual({ limit: 3, status: 'sold' });
    expect(getPet('', { petId: '42' }).path).toEqual({ petId: 42 });
  });

  it.for<[string, string, string]>([
    ['limit=0', 'invalid_query', 'limit'],
    ['limit=101', 'invalid_query', 'limit'],
    ['limit=ten', 'invalid_query', '"ten"'],
    ['limit=2.5', 'invalid_query', '"2.5"'],
    ['status=lost', 'invalid_query', '"lost"'],
    ['limit=1&limit=2', 'invalid_query', 'limit must be given once'],
  ])('refuses the query %s with %s, naming what was wrong', ([query, code, named]) => {
    const { code: got, message } = refusal(() => listPets(query, {}));
    expect(got).toBe(code);
    expect(message).toContain(named);
  });

  it('refuses a path parameter that breaks its schema with invalid_path', () => {
    expect(refusal(() => getPet('', { petId: 'abc' }))).toMatchObject({ code: 'invalid_path' });
    expect(refusal(() => getPet('', { petId: 'abc' })).message).toContain('"abc"');
  });
});
