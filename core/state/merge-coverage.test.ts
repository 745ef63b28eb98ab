import { describe, expect, it } from 'vitest';
import { createCoverageCounter, mergeCoverage, unmatchedLimit, type CoverageDocument } from './coverage.ts';
import { model, sampleCoverage } from '../../test/support/sample-coverage.ts';

const unwrap = (result: ReturnType<typeof mergeCoverage>): CoverageDocument => {
  if ('error' in result) throw new Error(result.error.message);
  return result.coverage;
};

describe('merging coverage', () => {
  it('sums every count of the documents', () => {
    const merged = unwrap(mergeCoverage(sampleCoverage(), sampleCoverage(), sampleCoverage()));
    const listPets = merged.operations['listPets']!;
    expect(listPets.responses).toEqual({ '200': 9, '401': 0 });
    expect(listPets.undocumented).toEqual({ '400': 3, '429': 3, '503': 3 });
    expect(listPets.failures.error).toEqual({ hits: 3, sources: { rule: 3, prefer: 0 }, statuses: { '503': 3 } });
    expect(merged.operations['getPet']?.failures.gone).toEqual({ hits: 3, sources: { clock: 3 } });
    expect(merged.unmatched).toEqual({ requests: { 'GET /v1/nope': 6, 'DELETE /v1/pets': 3 }, other: 0 });
    expect(merged.summary).toEqual(sampleCoverage().summary);
  });

  it('adds a document to an empty one without change, and leaves its inputs alone', () => {
    const empty = createCoverageCounter(model).snapshot();
    const sample = sampleCoverage();
    expect(unwrap(mergeCoverage(empty, sample))).toEqual(sample);
    expect(empty).toEqual(createCoverageCounter(model).snapshot());
  });

  it('keeps the unmatched keys bounded across documents', () => {
    const worker = (offset: number) => {
      const counter = createCoverageCounter(model);
      for (let i = 0; i < unmatchedLimit; i++)
        counter.record(undefined, { method: 'GET', path: `/x${offset + i}` }, { status: 404 });
      return counter.snapshot();
    };
    const merged = unwrap(mergeCoverage(worker(0), worker(50)));
    expect(Object.keys(merged.unmatched.requests)).toHaveLength(unmatchedLimit);
    expect(merged.unmatched.requests['GET /x50']).toBe(2);
    expect(merged.unmatched.other).toBe(50);
  });

  it('refuses coverage of another spec version, with a code', () => {
    const other = { ...sampleCoverage(), spec: { title: 'Animal Store', version: '2.0.0' } };
    const result = mergeCoverage(sampleCoverage(), other);
    expect(result).toEqual({ error: { code: 'spec_mismatch', message: expect.stringContaining('2.0.0') } });
  });

  it('refuses another format version, with a code', () => {
    const future = { ...sampleCoverage(), version: 2 } as unknown as CoverageDocument;
    expect(mergeCoverage(future)).toMatchObject({ error: { code: 'unsupported_version' } });
  });
});
