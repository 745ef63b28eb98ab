import { describe, expect, it } from 'vitest';
import { checkAuthNotHammered } from './check-auth-not-hammered.ts';
import { checkBackoff } from './check-backoff.ts';
import { checkGaveUp } from './check-gave-up.ts';
import { checkGoneRespected } from './check-gone-respected.ts';
import { checkNoBlindCreateRetry } from './check-no-blind-create-retry.ts';
import { checkNoStorm } from './check-no-storm.ts';
import { checkRetryAfter } from './check-retry-after.ts';
import { resilienceDefaults } from './resilience-options.ts';
import { observedExchanges as seen } from '../../test/support/observed-exchange.ts';

const options = resilienceDefaults;
const busy = { status: 503, retryAfterMs: 1000 };

describe('retry-after', () => {
  it('fails a call of the same operation before Retry-After has passed, naming both entries', () => {
    const result = checkRetryAfter(seen({ at: 0, ...busy }, { at: 500 }), options);
    expect(result).toMatchObject({ verdict: 'fail', entries: [1, 2] });
    expect(result.message).toContain('499 ms after a 503');
  });

  it('passes a wait of Retry-After less the tolerance, counted from the end of the answer; other operations do not count', () => {
    const careful = seen({ at: 0, took: 50, ...busy }, { at: 100, operationId: 'getPet' }, { at: 950 });
    expect(checkRetryAfter(careful, options)).toMatchObject({ verdict: 'pass', entries: [1] });
    expect(checkRetryAfter(careful, { ...options, tolerance: 0 }).verdict).toBe('fail');
  });

  it('is not exercised without a 429 or 503 carrying Retry-After', () => {
    expect(checkRetryAfter(seen({ at: 0, status: 503 }, { at: 1 }), options).verdict).toBe('not-exercised');
  });
});

describe('backoff', () => {
  const failing = { status: 500 };

  it('fails gaps that shrink between retries', () => {
    const result = checkBackoff(seen({ at: 0, ...failing }, { at: 401, ...failing }, { at: 502 }), options);
    expect(result).toMatchObject({ verdict: 'fail', entries: [1, 2, 3] });
    expect(result.message).toContain('400 ms then 100 ms');
  });

  it('fails more than maxAttempts failures in a row, even evenly spaced', () => {
    const hammer = seen(...Array.from({ length: 7 }, (_, i) => ({ at: i * 10, ...failing })));
    expect(checkBackoff(hammer, options)).toMatchObject({ verdict: 'fail', entries: [1, 2, 3, 4, 5, 6] });
    expect(checkBackoff(hammer, { ...options, maxAttempts: 7 }).verdict).toBe('pass');
  });

  it('passes growing gaps, and a success starts a new run', () => {
    const careful = seen({ at: 0, ...failing }, { at: 101, ...failing }, { at: 402 }, { at: 403, ...failing }, { at: 405 });
    expect(checkBackoff(careful, options)).toMatchObject({ verdict: 'pass', entries: [1, 2, 4] });
  });

  it('counts a reset or a 429 as a failure, a 404 or a slow body not', () => {
    expect(checkBackoff(seen({ at: 0, status: null, fault: 'reset' }), options).verdict).toBe('pass');
    expect(checkBackoff(seen({ at: 0, status: 429 }), options).verdict).toBe('pass');
    expect(checkBackoff(seen({ at: 0, status: 404 }, { at: 1, status: 200, fault: 'slow-body' }), options).verdict).toBe('not-exercised');
  });
});

describe('no-blind-create-retry', () => {
  const create = { operationId: 'createPet', method: 'POST', body: '{"name":"Rex","categoryId":1}' };
  const lost = { ...create, status: null, fault: 'reset' };

  it('fails the same body sent again before any listPets', () => {
    expect(checkNoBlindCreateRetry(seen({ at: 0, ...lost }, { at: 10, ...create, status: 201 }))).toMatchObject({ verdict: 'fail', entries: [1, 2] });
  });

  it('passes when a 2xx listPets answered before the same body was sent again, or the body differs', () => {
    expect(checkNoBlindCreateRetry(seen({ at: 0, ...lost }, { at: 10 }, { at: 20, ...create, status: 201 })).verdict).toBe('pass');
    expect(checkNoBlindCreateRetry(seen({ at: 0, ...lost }, { at: 20, ...create, body: '{"name":"Max","categoryId":1}' })).verdict).toBe('pass');
  });

  it('does not count a failed listPets as having looked', () => {
    expect(checkNoBlindCreateRetry(seen({ at: 0, ...lost }, { at: 10, status: 503 }, { at: 20, ...create })).verdict).toBe('fail');
  });

  it('is not exercised when every create had an answer (a 503 is known not to have created)', () => {
    expect(checkNoBlindCreateRetry(seen({ at: 0, ...create, status: 503 }, { at: 10, ...create })).verdict).toBe('not-exercised');
  });
});

describe('gone-respected', () => {
  const get = { operationId: 'getPet' };

  it('fails a getPet after a 410', () => {
    expect(checkGoneRespected(seen({ at: 0, ...get, status: 410 }, { at: 5000, ...get, status: 410 }))).toMatchObject({ verdict: 'fail', entries: [1, 2] });
  });

  it('passes when getPet stops; other operations may go on', () => {
    expect(checkGoneRespected(seen({ at: 0, ...get, status: 410 }, { at: 10 }))).toMatchObject({ verdict: 'pass', entries: [1] });
    expect(checkGoneRespected(seen({ at: 0, ...get })).verdict).toBe('not-exercised');
  });
});

describe('auth-not-hammered', () => {
  it('fails a refused credential sent twice more, whatever the operation', () => {
    const result = checkAuthNotHammered(seen({ at: 0, status: 401, credential: 7 }, { at: 10, status: 401, credential: 7 }, { at: 20, operationId: 'getPet', status: 401, credential: 7 }));
    expect(result).toMatchObject({ verdict: 'fail', entries: [1, 2, 3] });
    expect(result.message).not.toContain('7');
  });

  it('passes one more try, and a new credential after it', () => {
    const careful = seen({ at: 0, status: 401, credential: 7 }, { at: 10, status: 401, credential: 7 }, { at: 20, credential: 8 }, { at: 30, credential: 8 });
    expect(checkAuthNotHammered(careful)).toMatchObject({ verdict: 'pass', entries: [1] });
  });

  it('leaves preflights out (they carry no credential)', () => {
    const preflights = seen({ at: 0, status: 401, credential: 3 }, { at: 1, method: 'OPTIONS', credential: 3 }, { at: 2, method: 'OPTIONS', credential: 3 });
    expect(checkAuthNotHammered(preflights).verdict).toBe('pass');
    expect(checkAuthNotHammered(seen({ at: 0 })).verdict).toBe('not-exercised');
  });
});

describe('gave-up', () => {
  const limit = { ...options, giveUpAfter: 100, tolerance: 20 };
  const timeout = { operationId: 'getPet', status: null, fault: 'timeout' };

  it('fails a wait past giveUpAfter plus the tolerance, and reports the wait', () => {
    expect(checkGaveUp(seen({ at: 0, took: 400, ...timeout }), limit)).toMatchObject({ verdict: 'fail', entries: [1], waitedMs: 400 });
  });

  it('passes a client that gave up in time, and reports its wait too', () => {
    expect(checkGaveUp(seen({ at: 0, took: 115, ...timeout }, { at: 200, took: 50, latencyMs: 500 }), limit)).toMatchObject({ verdict: 'pass', entries: [1, 2], waitedMs: 115 });
  });

  it('is not exercised by a latency within giveUpAfter', () => {
    expect(checkGaveUp(seen({ at: 0, took: 90, latencyMs: 90 }), limit).verdict).toBe('not-exercised');
  });
});

describe('no-storm', () => {
  it('fails more than storm requests for the operation in the second after a failure', () => {
    const storm = seen({ at: 0, status: 500 }, ...Array.from({ length: 11 }, (_, i) => ({ at: 10 + i * 50 })));
    const result = checkNoStorm(storm, options);
    expect(result.verdict).toBe('fail');
    expect(result.entries[0]).toBe(1);
    expect(checkNoStorm(storm, { ...options, storm: 11 }).verdict).toBe('pass');
  });

  it('passes requests spread past the second, or for other operations', () => {
    const spread = seen({ at: 0, status: 500 }, ...Array.from({ length: 11 }, (_, i) => ({ at: 10 + i * 50, operationId: i < 6 ? 'getPet' : 'listPets' })));
    expect(checkNoStorm(spread, options).verdict).toBe('pass');
    expect(checkNoStorm(seen({ at: 0 }), options).verdict).toBe('not-exercised');
  });
});
