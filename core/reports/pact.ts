export { journalToPact, type PactOptions } from './journal-to-pact.ts';
export { readPactQuery, defaultPacticipants } from './pact-query.ts';
export { readPact, type PactInputError, type ReadPact, type ReadPactResult } from './read-pact.ts';
export { mergePacts, type MergePactsResult, type PactSource } from './merge-pacts.ts';
export { pactToScenario, type PactToScenarioResult } from './pact-to-scenario.ts';
export { readStateChange, setUpProviderState, withState, type StateStore } from './state-setup.ts';
export type * from './pact-types.ts';
