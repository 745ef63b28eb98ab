import { describe, expect, it } from 'vitest';
import { parseCompactRule } from './compact-rule.ts';

describe('the compact --fail syntax', () => {
  it.for([
    ['listPets:503@0.3', { operationId: 'listPets', status: 503, probability: 0.3 }],
    ['createPet:503*2', { operationId: 'createPet', status: 503, times: 2 }],
    ['getPet:reset+1', { operationId: 'getPet', fault: 'reset', after: 1 }],
    ['listPets:2000ms', { operationId: 'listPets', latency: 2000 }],
    ['GET:100-800ms', { method: 'GET', latency: [100, 800] }],
    ['/v1/pets/*:malformed', { path: '/v1/pets/*', fault: 'malformed' }],
    ['*:ratelimit=5/60s', { rateLimit: { limit: 5, windowMs: 60_000 } }],
    ['listPets:503,retry-after=none*6', { operationId: 'listPets', status: 503, retryAfter: null, times: 6 }],
    ['getPet:429,retry-after=5', { operationId: 'getPet', status: 429, retryAfter: 5 }],
    ['*:ratelimit=2/1m@0.5*3+4', { rateLimit: { limit: 2, windowMs: 60_000 }, probability: 0.5, times: 3, after: 4 }],
  ] as const)('reads %s', ([text, rule]) => {
    expect(parseCompactRule(text)).toEqual(rule);
  });

  it.for([
    ['listPets', 'is not <target>:<effect>'],
    ['listPets:200', 'an error status is 400..599'],
    ['listPets:800-100ms', 'a latency range is min-max'],
    ['listPets:explode', 'the effect is'],
    ['listPets:503,retry-after=soon', '503,retry-after=none'],
    ['listPets:503@1.5', 'a probability is 0..1'],
  ] as const)('refuses %s, saying why', ([text, why]) => {
    expect(() => parseCompactRule(text)).toThrow(why);
  });
});
