import type { components, operations } from './admin-types.generated.ts';

/** An operation of the admin API, by its operationId in spec/admin.openapi.yaml. */
export type AdminOperation = keyof operations;

// openapi-typescript renders a JSON schema file's `$defs` as a field of the value; no value has one.
type WithoutDefs<T> = T extends { $defs: unknown } ? Omit<T, '$defs'> : T;

/** A named schema of the admin spec (`components/schemas`). */
export type AdminSchema<Name extends keyof components['schemas']> = WithoutDefs<components['schemas'][Name]>;

/**
 * The JSON body an admin operation answers with at a status (200 unless given).
 * @example const health: AdminAnswer<'getHealth'> = await (await fetch(url)).json();
 */
export type AdminAnswer<
  Operation extends AdminOperation,
  Status extends keyof operations[Operation]['responses'] = 200 & keyof operations[Operation]['responses'],
> = operations[Operation]['responses'][Status] extends { content: { 'application/json': infer Body } }
  ? WithoutDefs<Body>
  : never;

/** An operation's JSON body, as the spec types it (never for one that takes none). */
export type AdminBody<Operation extends AdminOperation> = operations[Operation] extends {
  requestBody?: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;

/**
 * An admin operation's query, as the table's check hands it to the handler: each parameter given
 * read as its schema's type, the spec's default when left out.
 */
export type AdminQuery<Operation extends AdminOperation> = operations[Operation]['parameters'] extends {
  query?: infer Query;
}
  ? NonNullable<Query>
  : never;
