export type { ObservedExchange } from '../state/observed-exchange.ts';
export {
  checkNames,
  resilienceFormatVersion,
  verdicts,
  type CheckName,
  type CheckResult,
  type ResilienceDocument,
  type ResilienceOptions,
  type Verdict,
} from './resilience-document.ts';
export type { ResilienceError, ResilienceErrorCode } from './resilience-error.ts';
export { resilienceDefaults, resilienceOptionNames, resilienceOptions } from './resilience-options.ts';
export { judgeResilience } from './judge-resilience.ts';
export { mergeResilience, resilienceReport } from './resilience-report.ts';
export { gateResilience, type ResilienceGate } from './resilience-gate.ts';
export { formatResilienceTable } from './format-table.ts';
export { formatResilienceMarkdown } from './format-markdown.ts';
export { formatResilienceJunit } from './format-junit.ts';
export { verdictText } from './resilience-rows.ts';
