import type { AdminSchema } from '../../spec/admin-types.ts';

/**
 * A failure rule, as scenario files, the CLI and the admin API give it: the type generated from
 * fixtures/scenario.schema.json (through spec/admin.openapi.yaml), not restated here.
 */
export type FailureRule = AdminSchema<'FailureRule'>;

/** A rule in force, with what it has done so far (matched, fired, left: `null` when unbounded). */
export type ActiveFailureRule = AdminSchema<'ActiveFailureRule'>;
