import { describe, expect, it } from 'vitest';
import { coverageFormatVersion, createCoverageCounter, unmatchedLimit } from './coverage.ts';
import { model, sampleCounter, sampleCoverage } from '../../test/support/sample-coverage.ts';

describe('the coverage counter', () => {
  it('counts documented answers per operation and status', () => {
    const { operations } = sampleCoverage();
    expect(operations['listPets']?.responses).toEqual({ '200': 3, '401': 0 });
    expect(operations['createPet']?.responses).toEqual({ '201': 1, '400': 0, '401': 1 });
    expect(operations['getPet']?.responses).toEqual({ '200': 0, '401': 0, '404': 0 });
  });

  it('keeps statuses the spec does not document apart, and counts no status for a dropped connection', () => {
    const { operations } = sampleCoverage();
    expect(operations['listPets']?.undocumented).toEqual({ '400': 1, '429': 1, '503': 1 });
    expect(operations['getPet']?.undocumented).toEqual({ '410': 1 });
  });

  it('counts each injected failure kind with its source', () => {
    const failures = sampleCoverage().operations['listPets']!.failures;
    expect(failures.error).toEqual({ hits: 1, sources: { rule: 1, prefer: 0 }, statuses: { '503': 1 } });
    expect(failures['rate-limit']).toEqual({ hits: 1, sources: { rule: 1 } });
    expect(failures.reset).toEqual({ hits: 1, sources: { rule: 0, prefer: 1 } });
    expect([failures.latency?.hits, failures.malformed?.hits, failures.timeout?.hits, failures.gone]).toEqual([
      1,
      1,
      0,
      undefined,
    ]);
    expect(sampleCoverage().operations['getPet']?.failures.gone).toEqual({ hits: 1, sources: { clock: 1 } });
  });

  it('counts requests no operation matched by method and path', () => {
    const coverage = sampleCoverage();
    expect(coverage.unmatched).toEqual({ requests: { 'GET /v1/nope': 2, 'DELETE /v1/pets': 1 }, other: 0 });
    const counter = createCoverageCounter(model);
    counter.record('notInTheSpec', { method: 'GET', path: '/v1/x' }, { status: 501 });
    expect(counter.snapshot().unmatched.requests).toEqual({ 'GET /v1/x': 1 });
  });

  it('keeps at most a bounded number of unmatched keys and counts the rest as other', () => {
    const counter = createCoverageCounter(model);
    for (let i = 0; i < unmatchedLimit + 5; i++)
      counter.record(undefined, { method: 'GET', path: `/v1/x${i}` }, { status: 404 });
    counter.record(undefined, { method: 'GET', path: '/v1/x0' }, { status: 404 });
    const { unmatched } = counter.snapshot();
    expect(Object.keys(unmatched.requests)).toHaveLength(unmatchedLimit);
    expect(unmatched.requests['GET /v1/x0']).toBe(2);
    expect(unmatched.other).toBe(5);
  });

  it('states its format and spec version, and a summary', () => {
    const coverage = sampleCoverage();
    expect(coverage.version).toBe(coverageFormatVersion);
    expect(coverage.spec).toEqual(model.spec);
    // 200, 201 and 401 of createPet are hit, of 8 documented; 6 kinds (error, rate-limit, reset, latency, malformed, gone) of 25.
    expect(coverage.summary).toEqual({
      responses: { covered: 3, total: 8, percent: 37.5 },
      failures: { covered: 6, total: 25, percent: 24 },
    });
  });

  it('starts afresh on reset, and a snapshot is a copy', () => {
    const counter = sampleCounter();
    const before = counter.snapshot();
    counter.reset();
    const after = counter.snapshot();
    expect(after.summary.responses.covered).toBe(0);
    expect(after.unmatched).toEqual({ requests: {}, other: 0 });
    expect(before.operations['listPets']?.responses['200']).toBe(3);
  });
});
