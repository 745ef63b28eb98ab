import schemaJson from '../../fixtures/scenario.schema.json' with { type: 'json' };
import type { AdminSchema } from '../../spec/admin-types.ts';

/**
 * A failure rule, as scenario files, the CLI and the admin API give it: the type generated from
 * fixtures/scenario.schema.json (through spec/admin.openapi.yaml), not restated here.
 */
export type FailureRule = AdminSchema<'FailureRule'>;

/** A rule in force, with what it has done so far (matched, fired, left: `null` when unbounded). */
export type ActiveFailureRule = AdminSchema<'ActiveFailureRule'>;

/** The network faults a rule can inject: the schema's enum, read from it, so a new kind is one schema line here. */
export type FaultKind = NonNullable<FailureRule['fault']>;
export const faultKinds: readonly FaultKind[] = schemaJson.$defs.failureRuleFields.properties.fault.enum as FaultKind[];
