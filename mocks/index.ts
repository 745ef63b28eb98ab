// `animal-store-mock/msw`: the store and the handlers for MSW in node (a chosen list; docs/api-report/).
import '../core/require-supported-node.ts';

export { createAnimalStore, type AnimalStoreOptions } from './create-animal-store.ts';
export { createHandlers, type HandlerOptions } from './create-handlers.ts';
// The types a store's user holds, named here too, so one import serves a test file.
export type {
  AnimalStore,
  ClockAdvanced,
  ClockControls,
  ClockState,
  ContractState,
  CoverageDocument,
  ErrorBody,
  Explanation,
  FailureControls,
  FailureRule,
  ActiveFailureRule,
  JournalControls,
  JournalEntry,
  JournalFilter,
  NewPet,
  PactDocument,
  PactOptions,
  Pet,
  PetStatus,
  PetsView,
  RecordingControls,
  RecordingStatus,
  ResilienceDocument,
  ResilienceOptions,
  Scenario,
  ScenarioLoaded,
  ScenarioSnapshot,
  ScenarioUndone,
  StoreEvent,
  StorePart,
  WorldControls,
  WorldEvent,
  WorldInput,
  WorldState,
} from '../core/index.ts';
