import { describe, expect, it } from 'vitest';
import { closestName } from './closest-name.ts';
import { unknownOperationProblem } from './operation-ids.ts';

describe('closestName', () => {
  it('finds the name a transposition or a missing letter meant', () => {
    expect(closestName('sceanrio', ['start', 'scenario', 'init'])).toBe('scenario');
    expect(closestName('listPet', ['listPets', 'getPet'])).toBe('listPets');
  });

  it('suggests nothing for a word far from every name', () => {
    expect(closestName('banana', ['start', 'scenario', 'init'])).toBeUndefined();
  });
});

describe('unknownOperationProblem', () => {
  it('accepts a known operationId and names the near one for a typo', () => {
    expect(unknownOperationProblem('listPets')).toBeUndefined();
    expect(unknownOperationProblem('listPet')).toMatch(
      /^"listPet" names no operation \(did you mean listPets\?\); known: listPets, /,
    );
  });
});
