// The package's root entry (`animal-store-mock`): a chosen list, each name a promise kept for a
// major version. docs/api-report/ records it; docs/js-api.md documents it. The repository's own
// code imports core/internal.ts instead.
import './require-supported-node.ts';

export type {
  AnimalStore,
  ClockAdvanced,
  ClockControls,
  ClockState,
  ContractState,
  Explanation,
  FailureControls,
  JournalControls,
  JournalFilter,
  PetsView,
  RecordingControls,
  RecordingStatus,
  ScenarioLoaded,
  ScenarioUndone,
  StoreEvent,
  StorePart,
  WorldControls,
  WorldEvent,
  WorldState,
} from './animal-store.ts';
export type { ErrorBody, NewPet, Pet, PetStatus } from '../spec/schema-types.ts';
export { ApiError, type ApiErrorOptions, type ErrorCode } from './exchange/errors.ts';
export type { ActiveFailureRule, FailureRule } from './store/failure-rules.ts';
export type { JournalEntry } from './state/journal.ts';
export { builtinScenarios } from './store/builtin-scenarios.ts';
export { ScenarioError } from './store/scenario-error.ts';
export type { Scenario, ScenarioSnapshot } from './store/scenario-types.ts';
export { parseScenario } from './store/parse-scenario.ts';
export type { WorldInput } from './store/scenario-types.ts';
export type { CoverageDocument } from './state/coverage-document.ts';
export type { ResilienceDocument, ResilienceOptions } from './reports/resilience-document.ts';
export type { PactOptions } from './reports/journal-to-pact.ts';
export type { PactDocument } from './reports/pact-types.ts';
export {
  harToScenario,
  journalToHar,
  type HarToScenarioOptions,
  type HarToScenarioResult,
  type JournalToHarOptions,
} from './reports/har.ts';
