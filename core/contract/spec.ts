import { openapiDocument } from './openapi-document.generated.ts';
import { listSpecOperations, type SpecOperation } from './operations.ts';
import { documentId } from './openapi-document.ts';
import { validators as generated } from './spec-validators.generated.ts';
import { asValidator, type ValidateFunction, type Validator } from './validation-result.ts';
import type { SchemaValidators } from './validators.ts';

export { openapiDocument };

const operations = new Map(listSpecOperations(openapiDocument).map((operation) => [operation.operationId, operation]));

/** The spec's operation with this id; throws if the spec has none, which is a bug. */
export function specOperation(operationId: string): SpecOperation {
  const operation = operations.get(operationId);
  if (!operation) throw new TypeError(`spec/openapi.yaml has no operation ${operationId}`);
  return operation;
}

const byRef: Record<string, ValidateFunction> = generated;

/** The generated validator of a ref; a missing one means `npm run generate` was not run, a bug. */
export function generatedValidator<T>(ref: string): Validator<T> {
  const validate = byRef[ref];
  if (!validate) throw new TypeError(`no validator was generated for ${ref}: run \`npm run generate\``);
  return asValidator<T>(validate);
}

const validators: SchemaValidators = {
  component: (name) => generatedValidator(`${documentId}#/components/schemas/${name}`),
  at: (pointer) => generatedValidator(`${documentId}#${pointer}`),
};

/**
 * The spec's validators, generated from its schemas by `npm run generate` (Ajv standalone code),
 * so that no start pays for loading Ajv or compiling.
 */
export function specValidators(): SchemaValidators {
  return validators;
}
