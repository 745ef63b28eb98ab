export { journalToHar, type JournalToHarOptions } from './journal-to-har.ts';
export {
  harToScenario,
  type HarImportSummary,
  type HarToScenarioOptions,
  type HarToScenarioResult,
  type RejectedExchange,
} from './har-to-scenario.ts';
export {
  defaultHarSizeLimit,
  readHar,
  type HarImportError,
  type HarImportErrorCode,
} from './har-input.ts';
export { harSummaryLines } from './har-summary.ts';
