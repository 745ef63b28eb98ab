import { describe, expect, it } from 'vitest';
import { adminErrorStatuses, ApiError, apiErrorStatuses } from './errors.ts';
import { jsonResponse } from './respond.ts';

describe('the error codes: one table per API', () => {
  it('gives each code to one table only, so a code has one status', () => {
    expect(Object.keys(apiErrorStatuses).filter((code) => code in adminErrorStatuses)).toEqual([]);
  });

  it("answers an ApiError with its code's status, whichever table holds it, and what it carries", () => {
    const limit = new ApiError({ code: 'world_limit', message: 'Too far.', details: { needed: 9, limit: 5 } });
    expect(limit.toResponse()).toEqual(
      jsonResponse({ code: 'world_limit', message: 'Too far.', status: 400, needed: 9, limit: 5 }, 400),
    );
    const busy = new ApiError({ code: 'storage_unavailable', message: 'Busy.', headers: { 'retry-after': '1' } });
    expect(busy.toResponse()).toEqual(
      jsonResponse({ code: 'storage_unavailable', message: 'Busy.', status: 503 }, 503, { 'retry-after': '1' }),
    );
  });
});
