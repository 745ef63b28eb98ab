import { describe, expect, it } from 'vitest';
import { maskSecretQuery, maskedQueryNames } from './secret-query.ts';

describe('maskSecretQuery', () => {
  it('masks every listed name, any case, and names holding token, secret, key, password or signature', () => {
    for (const name of maskedQueryNames) {
      expect(maskSecretQuery(`${name.toUpperCase()}=v&limit=2`)).toBe(`${name.toUpperCase()}=[redacted]&limit=2`);
    }
    expect(maskSecretQuery('client%5Fsecret=v&x-api-key=w&db_password=x')).toBe(
      'client%5Fsecret=[redacted]&x-api-key=[redacted]&db_password=[redacted]',
    );
  });

  it('keeps other values, names without a value, and the very string when nothing is secret', () => {
    const plain = 'limit=2&status=sold&token&author=me';
    expect(maskSecretQuery(plain)).toBe(plain);
    expect(maskSecretQuery('')).toBe('');
    expect(maskSecretQuery('%E0%A4%A=1&key=2')).toBe('%E0%A4%A=1&key=[redacted]');
  });
});
