// Every export the repository itself (server, dashboard, tests) uses; not a package entry. The
// published entry is core/index.ts, a chosen list.
import './require-supported-node.ts';

export { createMock, type Mock } from './create-mock.ts';
export {
  mockDefaults,
  proxyDefaults,
  sandboxDefaults,
  type ControlPlaneReach,
  type MockOptions,
  type SandboxOptions,
} from './mock-options.ts';
export type { AdminOperations } from './admin/admin-operations.ts';
export type { SandboxOperations } from './admin/sandbox-routes.ts';
export { sandboxHeader } from './admin/sandbox-dispatch.ts';
export type { Sandbox, SandboxRegistry } from './admin/sandbox-registry.ts';
export type { ProxyOptions, ProxyView } from './state/proxy-options.ts';
export type { UpstreamAnswer, UpstreamCall, UpstreamExchange, UpstreamSend } from './state/upstream-exchange.ts';
export { shownUpstream } from './state/upstream-credentials.ts';
export type { RecordingSink, RecordingStatus } from './state/recording.ts';
export type { ContractReport } from './state/upstream-controls.ts';
export type { ContractViolation } from './state/contract-check.ts';
export { apiOperationIds } from './contract/operation-ids.ts';
export { defaultApiUrl, listenDefaults } from './listen-defaults.ts';
export { basePath, type App } from './api/app.ts';
export { ApiError, type ErrorCode } from './exchange/errors.ts';
export { StoreLoadError } from './store/open-store.ts';
export type { PetStore, Reloaded } from './store/pet-store.ts';
export type { StoreAdapter } from './store/store-adapter.ts';
export { checkStoreData } from './store/check-store-data.ts';
export { seedStoreData, type StoreData, type StoreMeta } from './store/store-data.ts';
export type { Simulation } from './state/create-simulation.ts';
export type { JournalEntry } from './state/journal.ts';
export type { FailureRule, ActiveFailureRule } from './store/failure-rules.ts';
export type { NewPet, Pet, PetStatus, ErrorBody } from '../spec/schema-types.ts';
export { openapiDocument } from './contract/spec.ts';
export { localOrigins } from './api/cors.ts';
export { maxBodyBytes } from './exchange/json-body.ts';
export { bodyLimitFor } from './exchange/served-paths.ts';
export {
  splitTarget,
  isUnder,
  type HeaderRecord,
  type MockRequest,
  type MockResponse,
  type NetworkFault,
  type RequestHandler,
} from './exchange/exchange.ts';
export { fetchHandler, fromFetchRequest, toFetchResponse } from './exchange/fetch-exchange.ts';
export { parseCompactRule } from './store/compact-rule.ts';
export type { Controls } from './admin/controls.ts';
export type { DashboardAsset, DashboardAssets } from './admin/dashboard-routes.ts';
export type { FileStorageInfo, StorageInfo } from './admin/store-routes.ts';
export type { AdminEvent, StatePart } from './admin/change-feed.ts';
export type { UnexpectedErrorListener } from './exchange/error-boundary.ts';
export {
  journalToHar,
  harToScenario,
  harSummaryLines,
  defaultHarSizeLimit,
  type HarImportError,
  type HarImportErrorCode,
  type HarImportSummary,
  type HarToScenarioOptions,
  type HarToScenarioResult,
  type JournalToHarOptions,
  type RejectedExchange,
} from './reports/har.ts';
export { builtinScenarios, findBuiltinScenario } from './store/builtin-scenarios.ts';
export { scenarioToStoreData } from './store/scenario-to-store-data.ts';
export { ScenarioError } from './store/scenario-error.ts';
export type { Scenario } from './store/scenario-types.ts';
export { parseScenario, parseScenarioJson } from './store/parse-scenario.ts';
export {
  coverageFormatVersion,
  createCoverageModel,
  createCoverageCounter,
  mergeCoverage,
  gateCoverage,
  formatCoverageTable,
  formatCoverageMarkdown,
  formatCoverageJunit,
  failureKinds,
  injectionSources,
  type CoverageDocument,
  type CoverageError,
  type CoverageErrorCode,
  type CoverageRatio,
  type FailureKind,
  type GateOptions,
  type GateResult,
  type InjectionSource,
  type OperationCoverage,
} from './state/coverage.ts';
export {
  checkNames,
  resilienceFormatVersion,
  resilienceDefaults,
  resilienceOptions,
  judgeResilience,
  mergeResilience,
  gateResilience,
  formatResilienceTable,
  formatResilienceMarkdown,
  formatResilienceJunit,
  type CheckName,
  type CheckResult,
  type ResilienceDocument,
  type ResilienceError,
  type ResilienceOptions,
  type Verdict,
} from './reports/resilience.ts';
export type { WorldInput } from './store/scenario-types.ts';
export type { WorldEventView as WorldEvent, WorldView } from './world/world-port.ts';
