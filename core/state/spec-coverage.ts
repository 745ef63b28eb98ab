import { openapiDocument } from '../contract/spec.ts';
import { createCoverageCounter, type CoverageCounter } from './coverage-counter.ts';
import { createCoverageModel, type CoverageModel } from './coverage-model.ts';

let model: CoverageModel | undefined;

/**
 * A counter over the served spec's model. The model is read from the spec once per process and
 * shared by every mock (main store, sandboxes, MSW stores); each mock counts on its own.
 * @example const coverage = createSpecCoverageCounter(); coverage.snapshot().summary
 */
export function createSpecCoverageCounter(): CoverageCounter {
  model ??= createCoverageModel(openapiDocument);
  return createCoverageCounter(model);
}
