import {
  coverageFormatVersion,
  unmatchedLimit,
  type CoverageDocument,
  type FailureCoverage,
  type OperationCoverage,
} from './coverage-document.ts';
import type { CoverageModel, OperationModel } from './coverage-model.ts';
import { statusLimit } from './coverage-model.ts';
import { summarize } from './coverage-summary.ts';
import { injectionSources, sourcesOf, type FailureKind, type Injection } from './failure-kinds.ts';

/** The parts of a request coverage reads (a `MockRequest` is one). */
export interface CoveredRequest {
  method: string;
  path: string;
}

/** The parts of an answer coverage reads (a `MockResponse` is one): no status counts when the connection was dropped. */
export interface CoveredResponse {
  status: number;
  fault?: string | undefined;
}

interface OperationCounters {
  model: OperationModel;
  responseHits: number[];
  undocumented: Map<number, number>;
  /** Hits by status (below `statusLimit`): what a range key such as `default` sums up. */
  statusHits: number[];
  kindIndex: Map<FailureKind, number>;
  failureHits: number[];
  /** Per kind, per source in `injectionSources` order. */
  sourceHits: number[];
  errorStatuses: Map<number, number>;
}

/**
 * Counts what one mock answered, against the model. `record` is on the request path: for a known
 * operation and a documented status it is a map lookup and two array reads and an increment.
 * @example const coverage = createCoverageCounter(model); coverage.record('listPets', request, response); coverage.snapshot()
 */
export function createCoverageCounter(model: CoverageModel) {
  const byId = new Map<string, OperationCounters>();
  const unmatched = new Map<string, number>();
  let otherUnmatched = 0;

  const reset = (): void => {
    for (const operation of model.operations) {
      byId.set(operation.operationId, {
        model: operation,
        responseHits: operation.responses.map(() => 0),
        undocumented: new Map(),
        statusHits: new Array<number>(statusLimit).fill(0),
        kindIndex: new Map(operation.failures.map((kind, index) => [kind, index])),
        failureHits: operation.failures.map(() => 0),
        sourceHits: new Array<number>(operation.failures.length * injectionSources.length).fill(0),
        errorStatuses: new Map(),
      });
    }
    unmatched.clear();
    otherUnmatched = 0;
  };
  reset();

  const countUnmatched = (key: string): void => {
    const count = unmatched.get(key);
    if (count !== undefined) unmatched.set(key, count + 1);
    else if (unmatched.size < unmatchedLimit) unmatched.set(key, 1);
    else otherUnmatched++;
  };

  const countInjection = (counters: OperationCounters, { kind, source, status }: Injection): void => {
    const index = counters.kindIndex.get(kind);
    if (index === undefined) return;
    counters.failureHits[index]!++;
    counters.sourceHits[index * injectionSources.length + injectionSources.indexOf(source)]!++;
    if (kind === 'error' && status !== undefined)
      counters.errorStatuses.set(status, (counters.errorStatuses.get(status) ?? 0) + 1);
  };

  return {
    /**
     * Counts one exchange: its operation (undefined, or one the spec lacks, counts the request as
     * unmatched), the answer, and what failures were injected into it (undefined when none).
     */
    record(
      operationId: string | undefined,
      request: CoveredRequest,
      response: CoveredResponse,
      injected?: readonly Injection[],
    ): void {
      const counters = operationId === undefined ? undefined : byId.get(operationId);
      if (counters === undefined) {
        countUnmatched(`${request.method} ${request.path}`);
        return;
      }
      if (!response.fault) {
        const { status } = response;
        const known = status >= 0 && status < statusLimit;
        if (known) counters.statusHits[status]!++;
        const slot = known ? counters.model.slotOfStatus[status]! : -1;
        if (slot >= 0) counters.responseHits[slot]!++;
        else counters.undocumented.set(status, (counters.undocumented.get(status) ?? 0) + 1);
      }
      if (injected !== undefined) for (const injection of injected) countInjection(counters, injection);
    },

    /** The counts so far, as the coverage JSON. */
    snapshot(): CoverageDocument {
      const operations: Record<string, OperationCoverage> = {};
      for (const counters of byId.values()) operations[counters.model.operationId] = operationCoverage(counters);
      return {
        version: coverageFormatVersion,
        spec: { ...model.spec },
        operations,
        unmatched: { requests: Object.fromEntries(unmatched), other: otherUnmatched },
        summary: summarize(operations),
      };
    },

    /** Starts counting afresh. */
    reset,
  };
}

export type CoverageCounter = ReturnType<typeof createCoverageCounter>;

function operationCoverage({
  model,
  responseHits,
  undocumented,
  statusHits,
  failureHits,
  sourceHits,
  errorStatuses,
}: OperationCounters): OperationCoverage {
  const failures: OperationCoverage['failures'] = {};
  model.failures.forEach((kind, index) => {
    const sources = Object.fromEntries(
      sourcesOf(kind).map((source) => [
        source,
        sourceHits[index * injectionSources.length + injectionSources.indexOf(source)]!,
      ]),
    );
    const failure: FailureCoverage = { hits: failureHits[index]!, sources };
    if (kind === 'error') failure.statuses = byStatus(errorStatuses);
    failures[kind] = failure;
  });
  return {
    method: model.method,
    path: model.path,
    responses: Object.fromEntries(model.responses.map((key, index) => [key, responseHits[index]!])),
    undocumented: byStatus(undocumented),
    statuses: byStatus(new Map([...statusHits.entries(), ...undocumented].filter(([, count]) => count > 0))),
    failures,
  };
}

function byStatus(counts: ReadonlyMap<number, number>): Record<string, number> {
  return Object.fromEntries([...counts].sort(([a], [b]) => a - b).map(([status, count]) => [String(status), count]));
}
