import { describe, expect, it } from 'vitest';
import type { FailureRule } from '../../core/internal.ts';
import { attempt, expectResponse } from '../support/bounded-fetch.ts';
import { auth, jsonPost } from '../support/requests.ts';
import { newPet, useServers } from '../support/failure-servers.ts';

/**
 * Latency: fixed ms, or a range (jitter). Only lower bounds are asserted (timers may run
 * late on a busy machine, never early); the upper bound is the guard of `attempt`.
 */

const servers = useServers();

/** Timer and clock slack allowed below the nominal delay. */
const slackMs = 5;

describe('added latency delays the answer by at least the configured time', () => {
  it.each([
    {
      label: 'fixed 150 ms on listPets',
      rule: { operationId: 'listPets', latency: 150 } satisfies FailureRule,
      path: '/pets?limit=2',
      min: 150,
    },
    {
      label: 'fixed 150 ms on every request, getPet',
      rule: { latency: 150 } satisfies FailureRule,
      path: '/pets/1',
      min: 150,
    },
    {
      label: 'range [100, 300] on listPets',
      rule: { operationId: 'listPets', latency: [100, 300] } satisfies FailureRule,
      path: '/pets?limit=2',
      min: 100,
    },
  ])('$label', async ({ rule, path, min }) => {
    const server = await servers.start({ failures: [rule] });
    for (let index = 0; index < 3; index++) {
      const outcome = await attempt(`${server.url}${path}`, { headers: auth() });
      const response = expectResponse(outcome);
      expect(response.status).toBe(200);
      await response.json();
      expect(outcome.ms, `request ${index + 1} took ${outcome.ms.toFixed(1)} ms`).toBeGreaterThanOrEqual(min - slackMs);
    }
  });

  it('latency on a write still lets it succeed (201) after the delay', async () => {
    const server = await servers.start({ failures: [{ method: 'POST', latency: 150 }] });
    const outcome = await attempt(`${server.url}/pets`, jsonPost(newPet));
    expect(expectResponse(outcome).status).toBe(201);
    expect(outcome.ms).toBeGreaterThanOrEqual(150 - slackMs);
  });

  it('latency adds to an injected error (latency then 503)', async () => {
    const server = await servers.start({ failures: [{ latency: 150 }, { status: 503 }] });
    const outcome = await attempt(`${server.url}/pets`, { headers: auth() });
    expect(expectResponse(outcome).status).toBe(503);
    expect(outcome.ms).toBeGreaterThanOrEqual(150 - slackMs);
  });

  it('latency and an error in one rule', async () => {
    const server = await servers.start({ failures: [{ latency: 150, status: 502 }] });
    const outcome = await attempt(`${server.url}/pets`, { headers: auth() });
    expect(expectResponse(outcome).status).toBe(502);
    expect(outcome.ms).toBeGreaterThanOrEqual(150 - slackMs);
  });

  it('a request the rule does not match is not delayed by it (the next one, matched, is)', async () => {
    // No absolute upper bound: the journal shows the rule did not apply to the unmatched request.
    const server = await servers.start({ failures: [{ id: 'slow-get', operationId: 'getPet', latency: 300 }] });
    const unmatched = await attempt(`${server.url}/pets?limit=1`, { headers: auth() });
    expect(expectResponse(unmatched).status).toBe(200);
    const matched = await attempt(`${server.url}/pets/1`, { headers: auth() });
    expect(expectResponse(matched).status).toBe(200);
    expect(matched.ms).toBeGreaterThanOrEqual(300 - slackMs);
    expect(server.controls.journal.list().map((entry) => entry.rules)).toEqual([[], ['slow-get']]);
  });
});
