import { describe, expect, it } from 'vitest';
import { escapeToken, unescapeToken, valueAt } from './json-pointer.ts';

describe('JSON Pointer (RFC 6901)', () => {
  it.for([
    ['/pets/{id}', '~1pets~1{id}'],
    ['application/json', 'application~1json'],
    ['a~b', 'a~0b'],
    // `~1` written literally must come back as `~1`, not `/`: `~` is escaped first and read back last.
    ['~1', '~01'],
  ])('escapes %j as %j and reads it back', ([token, escaped]) => {
    expect(escapeToken(token!)).toBe(escaped);
    expect(unescapeToken(escaped!)).toBe(token);
  });

  it('finds what a pointer points at, and undefined where nothing is', () => {
    const document = { paths: { '/pets': { get: { responses: { '200': 'ok' } } } }, 'a~b': [10, 20] };
    expect(valueAt(document, '/paths/~1pets/get/responses/200')).toBe('ok');
    expect(valueAt(document, '/a~0b/1')).toBe(20);
    expect(valueAt(document, '')).toBe(document);
    expect(valueAt(document, '/paths/~1orders/get')).toBeUndefined();
  });
});
