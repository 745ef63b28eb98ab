import { openapiDocument } from './openapi-document.generated.ts';
import { listSpecOperations, type SpecOperation } from './operations.ts';
import { createSchemaValidators, type SchemaValidators } from './validators.ts';

export { openapiDocument };

const operations = new Map(listSpecOperations(openapiDocument).map((operation) => [operation.operationId, operation]));

/** The spec's operation with this id; throws if the spec has none, which is a bug. */
export function specOperation(operationId: string): SpecOperation {
  const operation = operations.get(operationId);
  if (!operation) throw new TypeError(`spec/openapi.yaml has no operation ${operationId}`);
  return operation;
}

let validators: SchemaValidators | undefined;

/** Validators compiled once from the spec, on first use. */
export function specValidators(): SchemaValidators {
  validators ??= createSchemaValidators(openapiDocument);
  return validators;
}
