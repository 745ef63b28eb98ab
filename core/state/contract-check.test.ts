import { describe, expect, it } from 'vitest';
import { createContractCheck } from './contract-check.ts';

const answer = (body: string) => ({ status: 200, headers: { 'content-type': 'application/json' }, body });
const pets = JSON.stringify([{ id: 1, name: 'Rex', categoryId: 2, status: 'available' }]);
const broken = JSON.stringify([{ id: 'one', name: 'Rex', categoryId: 2 }]);

// The check keeps the last body per operation, status and type: a repeat must judge as the first did.
describe('the contract check of repeated upstream answers', () => {
  it('judges an equal body again as it judged it first', () => {
    const check = createContractCheck();
    for (const body of [broken, broken]) {
      expect(check('listPets', 'GET', answer(body)).violations.map(({ path }) => path)).toEqual(['$.body[0].id']);
    }
    const first = check('listPets', 'GET', answer(pets));
    expect(first.violations).toEqual([]);
    expect(check('listPets', 'GET', answer(pets))).toEqual(first);
  });

  it('checks a changed body afresh, and keeps each operation apart', () => {
    const check = createContractCheck();
    expect(check('listPets', 'GET', answer(pets)).violations).toEqual([]);
    expect(check('listPets', 'GET', answer(broken)).violations).toHaveLength(1);
    expect(check('getPet', 'GET', answer(pets)).violations.map(({ path }) => path)).toContain('$.body');
    expect(check('listPets', 'GET', answer('not json')).violations[0]!.rule).toMatch(/^must be JSON/);
  });
});
