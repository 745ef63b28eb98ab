import type { components, operations } from './admin-types.generated.ts';

/** An operation of the admin API, by its operationId in spec/admin.openapi.yaml. */
export type AdminOperation = keyof operations;

/** A named schema of the admin spec (`components/schemas`). */
export type AdminSchema<Name extends keyof components['schemas']> = components['schemas'][Name];

/**
 * The JSON body an admin operation answers with at a status (200 unless given).
 * @example const health: AdminAnswer<'getHealth'> = await (await fetch(url)).json();
 */
export type AdminAnswer<Operation extends AdminOperation, Status extends keyof operations[Operation]['responses'] = 200 & keyof operations[Operation]['responses']> =
  operations[Operation]['responses'][Status] extends { content: { 'application/json': infer Body } } ? Body : never;

/** The JSON body an admin operation takes. */
export type AdminRequestBody<Operation extends AdminOperation> =
  operations[Operation] extends { requestBody?: { content: { 'application/json': infer Body } } } ? Body : never;

export type SandboxSummary = AdminSchema<'SandboxSummary'>;
export type Health = AdminSchema<'Health'>;
export type Clock = AdminSchema<'Clock'>;
export type StoreSummary = AdminSchema<'StoreSummary'>;
export type StoreStorage = StoreSummary['storage'];
export type FileStorage = Extract<StoreStorage, { kind: 'file' }>;
export type PetPage = AdminAnswer<'listStorePets'>;
export type BuiltinScenario = AdminAnswer<'listScenarios'>[number];
export type LoadedScenario = AdminAnswer<'loadScenario'>;
export type AdminFailureRule = AdminSchema<'FailureRule'>;
export type AdminActiveFailureRule = AdminSchema<'ActiveFailureRule'>;
export type AdminJournalEntry = AdminSchema<'JournalEntry'>;
export type AdminContractReport = AdminSchema<'ContractReport'>;
export type Recording = AdminSchema<'Recording'>;
export type Removed = AdminSchema<'Removed'>;
export type HarImportSummary = AdminSchema<'HarImportSummary'>;
export type AdminCoverage = AdminSchema<'Coverage'>;
export type AdminScenario = AdminSchema<'Scenario'>;
