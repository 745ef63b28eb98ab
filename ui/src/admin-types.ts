import type { AdminAnswer, AdminSchema } from '../../spec/admin-types.ts';
import type { ErrorBody } from '../../spec/schema-types.ts';

// The admin API's shapes, generated from spec/admin.openapi.yaml, under the names the views use.
export type ActiveFailureRule = AdminSchema<'ActiveFailureRule'>;
export type FailureRule = AdminSchema<'FailureRule'>;
export type JournalEntry = AdminSchema<'JournalEntry'>;
export type ContractReport = AdminSchema<'ContractReport'>;
export type RecordingStatus = AdminSchema<'Recording'>;
export type CoverageDocument = AdminSchema<'Coverage'>;
export type SandboxSummary = AdminSchema<'SandboxSummary'>;
export type StoreSummary = AdminSchema<'StoreSummary'>;
export type FileStorageInfo = Extract<StoreSummary['storage'], { kind: 'file' }>;
export type ClockState = AdminSchema<'Clock'>;
export type WorldEvent = AdminSchema<'WorldEvent'>;
export type Scenario = AdminSchema<'Scenario'>;
export type ResilienceDocument = AdminAnswer<'getResilience'>;
export type Explanation = AdminAnswer<'explainRequest'>;
export type Decision = Explanation['decisions'][number];

/** What a call gave: its value, or the Error body the mock answered (or one made for a network failure). */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: ErrorBody };

export interface PetQuery {
  status: string;
  name: string;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
}
