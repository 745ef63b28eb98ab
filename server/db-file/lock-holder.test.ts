import { describe, expect, it } from 'vitest';
import { withoutSecrets } from './lock-holder.ts';

describe('withoutSecrets', () => {
  it.for([
    [
      ['node', 'bin.ts', '--admin-token', 't', '--in-memory'],
      ['node', 'bin.ts', '--admin-token', '***', '--in-memory'],
    ],
    [
      ['node', 'bin.ts', '--upstream-key=k', '-p', '4010'],
      ['node', 'bin.ts', '--upstream-key=***', '-p', '4010'],
    ],
    [
      ['node', '--max-semi-space-size=64', 'bin.ts', '--port', '4010', '--db', '.data/db.json'],
      ['node', '--max-semi-space-size=64', 'bin.ts', '--port', '4010', '--db', '.data/db.json'],
    ],
    [
      ['bin.ts', '--api-key', 'a', '--api-key=b', '--admin-token', '-starts-with-dash'],
      ['bin.ts', '--api-key', '***', '--api-key=***', '--admin-token', '***'],
    ],
    [
      ['bin.ts', '--proxy', 'https://me:s3cret@staging.example.com/v1'],
      ['bin.ts', '--proxy', 'https://***@staging.example.com/v1'],
    ],
    [
      ['bin.ts', '--client-secret', 'x', '--password=y', '--auth', 'z', '--cookie', 'c'],
      ['bin.ts', '--client-secret', '***', '--password=***', '--auth', '***', '--cookie', '***'],
    ],
  ])('shows %j as %j', ([args, shown]) => {
    expect(withoutSecrets(args!)).toEqual(shown);
  });
});
