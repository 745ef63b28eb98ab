import { describe, expect, it } from 'vitest';
import { decisionSentence } from './decision-sentence.ts';

// The dashboard's request detail: one short sentence per decision of an explanation.

describe('a decision as the dashboard says it', () => {
  it.each([
    [
      {
        kind: 'failure',
        source: 'rule',
        rule: 'r2',
        definition: { operationId: 'createPet', status: 503, times: 2 },
        fired: 2,
        times: 2,
        latencyMs: 0,
        status: 503,
        fault: null,
      },
      '503 from rule r2 (createPet, 2 of 2 times)',
    ],
    [
      {
        kind: 'failure',
        source: 'rule',
        rule: 'slow',
        definition: { path: '/v1/pets', latency: 300 },
        fired: 4,
        times: null,
        latencyMs: 300,
        status: null,
        fault: null,
      },
      '300 ms added from rule slow (/v1/pets, 4 times)',
    ],
    [
      {
        kind: 'failure',
        source: 'prefer',
        rule: 'prefer',
        definition: { fault: 'reset' },
        prefer: 'fault=reset',
        fired: 1,
        times: null,
        latencyMs: 0,
        status: null,
        fault: 'reset',
      },
      'Fault reset from Prefer: fault=reset (every operation)',
    ],
    [{ kind: 'auth', refused: 'unknown-key' }, '401: the API key is not one the mock accepts'],
    [{ kind: 'validation', in: 'query', pointer: '/limit', keyword: 'maximum' }, '400: query /limit fails "maximum"'],
    [
      { kind: 'store', petId: 12, found: false, reason: 'above', nextId: 11 },
      '404: pet 12 was never made: the next pet created gets id 11',
    ],
    [
      { kind: 'store', petId: 12, found: false, reason: 'departed', nextId: 40 },
      "404: no pet 12: the world's departures removed it",
    ],
    // A reason this dashboard does not know yet is read as "not found".
    [
      { kind: 'store', petId: 2, found: false, reason: 'recalled', nextId: 11 },
      '404: pet 2 is not in the store (recalled)',
    ],
    [{ kind: 'world', events: 3, fromSeq: 4, toSeq: 6 }, '3 world events applied first (seq 4-6)'],
    [{ kind: 'world', events: 1, fromSeq: 7, toSeq: 7 }, '1 world event applied first (seq 7)'],
    [{ kind: 'store', petId: 1, found: true }, 'Pet 1 found'],
    [
      { kind: 'clock', now: '2031-01-01T00:00:00.000Z', sunset: '2030-12-05T00:00:00.000Z' },
      '410: the clock says 2031-01-01T00:00:00.000Z, past the sunset 2030-12-05T00:00:00.000Z',
    ],
    [
      { kind: 'cors', preflight: true, origin: 'https://evil.example', allowed: false },
      'Preflight answered; origin https://evil.example not allowed (no CORS grant)',
    ],
    [{ kind: 'sandbox', name: 'w1', created: true }, 'In sandbox w1, created by this request'],
    [{ kind: 'host', allowed: true, rule: 'ip-literal' }, 'Host allowed: an IP address is always served'],
    [
      {
        kind: 'proxy',
        forwarded: true,
        upstreamStatus: 200,
        violations: [{ kind: 'body', path: '$.body.id', rule: 'must be an integer' }],
      },
      'Forwarded: upstream answered 200, breaking the contract 1 time(s)',
    ],
    [{ kind: 'proxy', forwarded: false }, 'Answered here, not forwarded (proxy mode)'],
  ] as const)('%o is said as a sentence', (decision, sentence) => {
    expect(decisionSentence(decision as Parameters<typeof decisionSentence>[0])).toBe(sentence);
  });
});
