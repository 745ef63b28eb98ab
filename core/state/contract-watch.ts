import type { ContractViolation } from './contract-check.ts';

/** Answers kept per operation, for the report. */
const keptAnswers = 5;

/** One answer that broke the contract. */
export interface ViolatingAnswer {
  /** When it came (the mock's clock), ISO 8601. */
  time: string;
  /** Method and target: `GET /v1/pets?limit=3`. */
  request: string;
  status: number;
  violations: ContractViolation[];
}

/** What the watch saw of one operation: answers checked, how many broke the contract, the last few of those. */
export interface OperationReport {
  operationId: string;
  checked: number;
  violations: number;
  last: ViolatingAnswer[];
}

/**
 * Counts checked upstream answers per operation and keeps the last few that broke the contract.
 * @example const watch = createContractWatch(() => Date.now()); watch.count('listPets', answer); watch.report()
 */
export function createContractWatch(now: () => number) {
  const operations = new Map<string, OperationReport>();
  const seenKinds = new Set<string>();
  return {
    /** Counts one checked answer; returns its violations of a kind this operation had not shown before (to log once). */
    count(operationId: string, answer: Omit<ViolatingAnswer, 'time'>): ContractViolation[] {
      let report = operations.get(operationId);
      if (!report) operations.set(operationId, (report = { operationId, checked: 0, violations: 0, last: [] }));
      report.checked += 1;
      if (answer.violations.length === 0) return [];
      report.violations += 1;
      report.last = [...report.last.slice(1 - keptAnswers), { time: new Date(now()).toISOString(), ...answer }];
      const firsts: ContractViolation[] = [];
      for (const violation of answer.violations) {
        const key = `${operationId} ${violation.kind}`;
        if (seenKinds.has(key)) continue;
        seenKinds.add(key);
        firsts.push(violation);
      }
      return firsts;
    },
    report: (): OperationReport[] => [...operations.values()].map((report) => ({ ...report, last: [...report.last] })),
  };
}
