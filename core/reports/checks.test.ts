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
import { createSeededRandom as seededRandom } from '../state/seeded-random.ts';

const options = resilienceDefaults;
const busy = { status: 503, retryAfterMs: 1000 };

describe('retry-after', () => {
  it('fails a call of the same operation before Retry-After has passed, naming both entries', () => {
    const result = checkRetryAfter(seen({ at: 0, ...busy }, { at: 500 }), options);
    expect(result).toMatchObject({ verdict: 'fail', entries: [1, 2] });
    expect(result.message).toContain('499 ms after a 503');
  });

  it('passes a wait of Retry-After less the tolerance, counted from the end of the answer; other operations do not count', () => {
    const careful = seen({ at: 0, took: 50, ...busy }, { at: 100, operationId: 'getPet' }, { at: 1010 });
    expect(checkRetryAfter(careful, options)).toMatchObject({ verdict: 'pass', entries: [1] });
    expect(checkRetryAfter(careful, { ...options, tolerance: 0 }).verdict).toBe('fail');
  });

  it('is not exercised without a 429 or 503 carrying Retry-After', () => {
    expect(checkRetryAfter(seen({ at: 0, status: 503 }, { at: 1 }), options).verdict).toBe('not-exercised');
  });
});

describe('backoff', () => {
  const failing = { status: 500 };
  const spaced = (waits: readonly number[], last: object = failing) => {
    let at = 0;
    return seen(
      { at, ...failing },
      ...waits.map((wait, i) => ({ at: (at += 1 + wait), ...(i === waits.length - 1 ? last : failing) })),
    );
  };

  it('fails retries at once in a run long enough to tell, stating the rate it decided on', () => {
    // axios-retry with retries: 7 and its default delay: none.
    const result = checkBackoff(spaced([2, 1, 3, 0, 4, 1, 2]), options);
    expect(result).toMatchObject({ verdict: 'fail', entries: [1, 2, 3, 4, 5, 6, 7, 8] });
    expect(result.message).toBe(
      'listPets failed 8 attempts in a row (entries 1, 2, 3, 4, 5, 6, 7, 8); gaps 2, 1, 3, 0, 4, 1, 2 ms: a backoff from 50 ms gives gaps this small less than once in a billion, so this is no backoff (this verdict fails a backoff from 50 ms less than once in 100,000).',
    );
  });

  it('leaves three retries at once not exercised, naming the run length that would tell', () => {
    // axios-retry at its defaults: three retries, no delay.
    expect(checkBackoff(spaced([12, 31, 23]), options)).toMatchObject({
      verdict: 'not-exercised',
      message:
        '3 retries of listPets (gaps 12, 31, 23 ms) cannot tell full jitter from immediate retries; make the failure run 8 long: --fail listPets:500*8.',
    });
  });

  it('fails a fixed short interval, and passes one only a tolerance of 0 calls longer than retrying at once', () => {
    const fixed = spaced([30, 30, 30, 30, 30, 30, 30]);
    expect(checkBackoff(fixed, options).verdict).toBe('fail');
    expect(checkBackoff(fixed, { ...options, tolerance: 0 }).verdict).toBe('pass');
  });

  it('states the whole run it judged: 12 consecutive 503s read 12, not the cap', () => {
    const hammer = seen(...Array.from({ length: 12 }, (_, i) => ({ at: i * 10, status: 503 })));
    const result = checkBackoff(hammer, options);
    expect(result.verdict).toBe('fail');
    expect(result.message).toMatch(
      /^listPets failed 12 attempts in a row, more than maxAttempts \(11 attempts, the first included\)/,
    );
    expect(result.entries).toHaveLength(12);
  });

  it("counts attempts, the first included, against maxAttempts: a library's 5 retries (6 attempts) pass the default", () => {
    const sixAttempts = spaced([500, 1000, 2000, 4000, 8000]);
    expect(checkBackoff(sixAttempts, options).verdict).toBe('pass');
    expect(checkBackoff(sixAttempts, { ...options, maxAttempts: 5 }).message).toContain(
      'failed 6 attempts in a row, more than maxAttempts (5 attempts, the first included)',
    );
    // p-retry at its defaults: 10 retries, 11 attempts.
    expect(checkBackoff(spaced(Array.from({ length: 10 }, (_, i) => 1000 * 2 ** i)), options).verdict).toBe('pass');
  });

  it('passes waits that shrink at random: a gap shorter than the one before is no failure', () => {
    // axios-retry's exponentialDelay behind a Retry-After of 1 s: 1158 ms, then 1004 ms.
    expect(checkBackoff(spaced([1158, 1004, 1090]), options).verdict).toBe('pass');
    expect(checkBackoff(seen({ at: 0, ...failing }, { at: 401, ...failing }, { at: 502 }), options).verdict).toBe(
      'pass',
    );
  });

  it('leaves retries after an answer carrying Retry-After to retry-after (a Retry-After of 0 asks for no wait)', () => {
    const asked = seen(...Array.from({ length: 4 }, (_, i) => ({ at: i * 2, status: 503, retryAfterMs: 0 })));
    expect(checkBackoff(asked, options).verdict).toBe('pass');
  });

  it("passes full, equal and decorrelated jitter (the AWS Architecture Blog's formulas), every draw of 500", () => {
    const random = seededRandom(43);
    const base = 1000;
    const cap = 20_000;
    const policies = {
      full: (attempt: number) => random() * Math.min(cap, base * 2 ** attempt),
      equal: (attempt: number) =>
        Math.min(cap, base * 2 ** attempt) / 2 + (random() * Math.min(cap, base * 2 ** attempt)) / 2,
      decorrelated: (_attempt: number, previous: number) => Math.min(cap, base + random() * (previous * 3 - base)),
    };
    for (const [name, wait] of Object.entries(policies)) {
      for (let draw = 0; draw < 500; draw++) {
        let previous = base;
        const waits = Array.from({ length: 8 }, (_, attempt) => (previous = Math.round(wait(attempt, previous))));
        expect(checkBackoff(spaced(waits), options).verdict, `${name} ${waits.join(' ')}`).toBe('pass');
      }
    }
  });

  it('counts a reset or a 429 as a failure, a 404 or a slow body not', () => {
    expect(checkBackoff(seen({ at: 0, status: null, fault: 'reset' }), options).verdict).toBe('pass');
    expect(checkBackoff(seen({ at: 0, status: 429 }), options).verdict).toBe('pass');
    expect(
      checkBackoff(seen({ at: 0, status: 404 }, { at: 1, status: 200, fault: 'slow-body' }), options).verdict,
    ).toBe('not-exercised');
  });
});

describe('no-blind-create-retry', () => {
  const create = { operationId: 'createPet', method: 'POST', body: '{"name":"Rex","categoryId":1}' };
  const lost = { ...create, status: null, fault: 'reset' };

  it('fails the same body sent again before any listPets', () => {
    expect(checkNoBlindCreateRetry(seen({ at: 0, ...lost }, { at: 10, ...create, status: 201 }))).toMatchObject({
      verdict: 'fail',
      entries: [1, 2],
    });
  });

  it('passes when a 2xx listPets answered before the same body was sent again, or the body differs', () => {
    expect(
      checkNoBlindCreateRetry(seen({ at: 0, ...lost }, { at: 10 }, { at: 20, ...create, status: 201 })).verdict,
    ).toBe('pass');
    expect(
      checkNoBlindCreateRetry(seen({ at: 0, ...lost }, { at: 20, ...create, body: '{"name":"Max","categoryId":1}' }))
        .verdict,
    ).toBe('pass');
  });

  it('does not count a failed listPets as having looked', () => {
    expect(
      checkNoBlindCreateRetry(seen({ at: 0, ...lost }, { at: 10, status: 503 }, { at: 20, ...create })).verdict,
    ).toBe('fail');
  });

  it('is not exercised when every create had an answer (a 503 is known not to have created)', () => {
    expect(checkNoBlindCreateRetry(seen({ at: 0, ...create, status: 503 }, { at: 10, ...create })).verdict).toBe(
      'not-exercised',
    );
  });
});

describe('gone-respected', () => {
  const get = { operationId: 'getPet' };

  it('fails a getPet after a 410', () => {
    expect(checkGoneRespected(seen({ at: 0, ...get, status: 410 }, { at: 5000, ...get, status: 410 }))).toMatchObject({
      verdict: 'fail',
      entries: [1, 2],
    });
  });

  it('passes when getPet stops; other operations may go on', () => {
    expect(checkGoneRespected(seen({ at: 0, ...get, status: 410 }, { at: 10 }))).toMatchObject({
      verdict: 'pass',
      entries: [1],
    });
    expect(checkGoneRespected(seen({ at: 0, ...get })).verdict).toBe('not-exercised');
  });
});

describe('auth-not-hammered', () => {
  it('fails a refused credential sent twice more, whatever the operation', () => {
    const result = checkAuthNotHammered(
      seen(
        { at: 0, status: 401, credential: 7 },
        { at: 10, status: 401, credential: 7 },
        { at: 20, operationId: 'getPet', status: 401, credential: 7 },
      ),
    );
    expect(result).toMatchObject({ verdict: 'fail', entries: [1, 2, 3] });
    expect(result.message).not.toContain('7');
  });

  it('passes one more try, and a new credential after it', () => {
    const careful = seen(
      { at: 0, status: 401, credential: 7 },
      { at: 10, status: 401, credential: 7 },
      { at: 20, credential: 8 },
      { at: 30, credential: 8 },
    );
    expect(checkAuthNotHammered(careful)).toMatchObject({ verdict: 'pass', entries: [1] });
  });

  it('leaves preflights out (they carry no credential)', () => {
    const preflights = seen(
      { at: 0, status: 401, credential: 3 },
      { at: 1, method: 'OPTIONS', credential: 3 },
      { at: 2, method: 'OPTIONS', credential: 3 },
    );
    expect(checkAuthNotHammered(preflights).verdict).toBe('pass');
    expect(checkAuthNotHammered(seen({ at: 0 })).verdict).toBe('not-exercised');
  });
});

describe('gave-up', () => {
  const limit = { ...options, giveUpAfter: 100, tolerance: 20 };
  const timeout = { operationId: 'getPet', status: null, fault: 'timeout', latencyMs: 3_000 };

  it('fails a wait past giveUpAfter plus the tolerance, and reports the wait', () => {
    expect(checkGaveUp(seen({ at: 0, took: 400, ...timeout }), limit)).toMatchObject({
      verdict: 'fail',
      entries: [1],
      waitedMs: 400,
    });
  });

  it('passes a client that closed the exchange in time, and reports its wait too', () => {
    expect(
      checkGaveUp(seen({ at: 0, took: 115, ...timeout }, { at: 200, took: 50, latencyMs: 500 }), limit),
    ).toMatchObject({ verdict: 'pass', entries: [1, 2], waitedMs: 115 });
  });

  it('is not exercised when the mock itself closed the exchange first: a 3 s hang against the default 30 s', () => {
    const result = checkGaveUp(seen({ at: 0, took: 3_000, ...timeout }), options);
    expect(result.verdict).toBe('not-exercised');
    expect(result.message).toContain('the longest 3000 ms');
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
    const spread = seen(
      { at: 0, status: 500 },
      ...Array.from({ length: 11 }, (_, i) => ({ at: 10 + i * 50, operationId: i < 6 ? 'getPet' : 'listPets' })),
    );
    expect(checkNoStorm(spread, options).verdict).toBe('pass');
    expect(checkNoStorm(seen({ at: 0 }), options).verdict).toBe('not-exercised');
  });
});

describe('every message states the full count it judged', () => {
  it('auth-not-hammered: 20 sends of a refused key read 19 sent again, not 2', () => {
    const hammered = seen(...Array.from({ length: 20 }, (_, i) => ({ at: i * 10, status: 401, credential: 7 })));
    expect(checkAuthNotHammered(hammered).message).toContain('was sent again 19 times after it');
  });

  it('no-storm: every call in the second after the failure is counted', () => {
    const storm = seen({ at: 0, status: 500 }, ...Array.from({ length: 25 }, (_, i) => ({ at: 10 + i * 20 })));
    expect(checkNoStorm(storm, options).message).toBe(
      'listPets was called 25 times in the second after a failure, more than 10 (entry 1).',
    );
  });

  it('retry-after and no-blind-create-retry: how many of the answers judged were broken', () => {
    const early = seen({ at: 0, ...busy }, { at: 10, ...busy }, { at: 2_000, ...busy }, { at: 3_100 });
    expect(checkRetryAfter(early, options).message).toMatch(
      /^listPets was called again 9 ms after a 503 that said Retry-After 1 s \(entries 1, 2\); 1 of 3 answers with Retry-After was not waited out\. A client that waits as asked is never seen earlier/,
    );
    const create = { operationId: 'createPet', method: 'POST', status: null, fault: 'reset' };
    const blind = seen(
      { at: 0, ...create, body: 'a' },
      { at: 10, ...create, body: 'a' },
      { at: 20, ...create, body: 'a' },
    );
    expect(checkNoBlindCreateRetry(blind).message).toContain(
      '; 2 of 3 createPets with an unknown outcome were resent blind.',
    );
  });
});
