import type { OpenApiDocument } from '../../core/contract/openapi-document.ts';
import { openapiDocument } from '../../core/contract/spec.ts';
import {
  createCoverageCounter,
  createCoverageModel,
  type CoverageDocument,
  type Injection,
} from '../../core/state/coverage.ts';

/**
 * The responses the sample's expectations were written for. The live spec documents more of them
 * (every status the mock answers), and the formats' tests must not move with it: the sample keeps
 * the spec's operations with these responses only.
 */
const sampleResponses: Record<string, string[]> = {
  listPets: ['200', '401'],
  createPet: ['201', '400', '401'],
  getPet: ['200', '401', '404'],
};

const sampleDocument: OpenApiDocument = {
  ...openapiDocument,
  paths: Object.fromEntries(
    Object.entries(openapiDocument.paths).map(([path, item]) => [
      path,
      Object.fromEntries(
        Object.entries(item).map(([method, operation]) => {
          const responses = operation['responses'] as Record<string, unknown>;
          const kept = sampleResponses[operation.operationId] ?? [];
          return [
            method,
            { ...operation, responses: Object.fromEntries(kept.map((status) => [status, responses[status]])) },
          ];
        }),
      ),
    ]),
  ),
};

export const model = createCoverageModel(sampleDocument);

const request = (method: string, path: string) => ({ method, path });
const ok = (status: number) => ({ status });
const dropped = (fault: string) => ({ status: 0, fault });

/** A counter fed a known sequence of exchanges, and what it should then count. */
export function sampleCounter() {
  const counter = createCoverageCounter(model);
  const prefer = (injection: Omit<Injection, 'source'>): Injection[] => [{ ...injection, source: 'prefer' }];
  const rule = (injection: Omit<Injection, 'source'>): Injection[] => [{ ...injection, source: 'rule' }];
  counter.record('listPets', request('GET', '/v1/pets'), ok(200));
  counter.record('listPets', request('GET', '/v1/pets'), ok(200));
  counter.record('listPets', request('GET', '/v1/pets?limit=0'), ok(400));
  counter.record('listPets', request('GET', '/v1/pets'), ok(503), rule({ kind: 'error', status: 503 }));
  counter.record('listPets', request('GET', '/v1/pets'), ok(429), rule({ kind: 'rate-limit' }));
  counter.record('listPets', request('GET', '/v1/pets'), dropped('reset'), prefer({ kind: 'reset' }));
  counter.record('listPets', request('GET', '/v1/pets'), ok(200), [
    { kind: 'latency', source: 'rule' },
    { kind: 'malformed', source: 'rule' },
  ]);
  counter.record('createPet', request('POST', '/v1/pets'), ok(201));
  counter.record('createPet', request('POST', '/v1/pets'), ok(401));
  counter.record('getPet', request('GET', '/v1/pets/1'), ok(410), [{ kind: 'gone', source: 'clock' }]);
  counter.record(undefined, request('GET', '/v1/nope'), ok(404));
  counter.record(undefined, request('GET', '/v1/nope'), ok(404));
  counter.record(undefined, request('DELETE', '/v1/pets'), ok(405));
  return counter;
}

export const sampleCoverage = (): CoverageDocument => sampleCounter().snapshot();
