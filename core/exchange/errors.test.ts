import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { roomErrors, sharedErrorStatuses } from './errors.ts';
import { jsonResponse } from './respond.ts';
import { repoRoot } from '../../test/support/child-server.ts';
import { adminOnlyErrorStatuses, apiErrorStatuses } from '../error-codes.ts';

const featureCodes = Object.keys({ ...apiErrorStatuses, ...adminOnlyErrorStatuses }).filter(
  (code) => !(code in sharedErrorStatuses),
);

describe('the error codes', () => {
  it("names no feature's code in core/exchange/: each room declares its own", () => {
    const folder = join(repoRoot, 'core/exchange');
    const named = readdirSync(folder)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .flatMap((file) =>
        featureCodes
          .filter((code) => new RegExp(`\\b${code}\\b`).test(readFileSync(join(folder, file), 'utf8')))
          .map((code) => `${file}: ${code}`),
      );
    expect(featureCodes.length).toBeGreaterThan(10);
    expect(named).toEqual([]);
  });

  it("answers a room's error with the status the room declared", () => {
    const roomError = roomErrors({ too_far: 409 });
    expect(roomError('too_far', 'No.').toResponse()).toEqual(
      jsonResponse({ code: 'too_far', message: 'No.', status: 409 }, 409),
    );
  });
});
