import { openapiDocument } from '../../core/contract/spec.ts';
import { createCoverageCounter, createCoverageModel, type CoverageDocument, type Injection } from '../../core/coverage/index.ts';

export const model = createCoverageModel(openapiDocument);

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
