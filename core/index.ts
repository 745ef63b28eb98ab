export { createApp, basePath, type App, type AppOptions, type HandleOptions, type RequestHandler } from './app.ts';
export { ApiError, errorStatuses, type ErrorCode } from './errors.ts';
export { openStore, StoreLoadError, type OpenStoreOptions } from './store/open-store.ts';
export type { PetStore, Reloaded } from './store/pet-store.ts';
export type { StoreAdapter } from './store/store-adapter.ts';
export { checkStoreData } from './store/check-store-data.ts';
export { seedStoreData, type StoreData, type StoreMeta } from './store/store-data.ts';
export { createSimulation, type Simulation, type SimulationOptions } from './simulation/create-simulation.ts';
export type { JournalEntry } from './simulation/journal.ts';
export type { FailureRule, ActiveFailureRule } from './failures/failure-rule.ts';
export type { NewPet, Pet, PetStatus, ErrorBody } from './contract/schema-types.ts';
export { openapiDocument } from './contract/spec.ts';
export { localOrigins } from './http/cors.ts';
export { maxBodyBytes } from './http/json-body.ts';
export { jsonBodyTextOf } from './http/json-response.ts';
export { parseCompactRule } from './failures/compact-rule.ts';
export { networkFaultOf, isStreamedResponse, type NetworkFault } from './http/network-fault.ts';
export { createControls, applyScenario, type Controls } from './simulation/controls.ts';
export { createAdminApp, adminBasePath, type AdminApp } from './admin/admin-app.ts';
export { createAdminRoutes, type AdminRoutesOptions } from './admin/admin-routes.ts';
export type { DashboardAsset, DashboardAssets } from './admin/dashboard-routes.ts';
export type { FileStorageInfo, StorageInfo } from './admin/store-routes.ts';
export type { AdminEvent, StatePart } from './simulation/change-feed.ts';
export {
  builtinScenarios,
  findBuiltinScenario,
  parseScenario,
  parseScenarioJson,
  scenarioToStoreData,
  ScenarioError,
  type Scenario,
} from './scenario/index.ts';
