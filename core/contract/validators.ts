import { createSpecAjv, documentId } from './spec-ajv.ts';
import type { OpenApiDocument } from './openapi-document.ts';
import { asValidator, type Validator } from './validation-result.ts';

export type { ValidationIssue, Validator, ValidationResult } from './validation-result.ts';

/** Validators by schema: a component by name, or any schema by JSON pointer into the document. */
export interface SchemaValidators {
  component<T>(name: string): Validator<T>;
  at<T>(pointer: string): Validator<T>;
}

/**
 * Validators compiled at run time from any OpenAPI document, with the same Ajv set-up the core's
 * generated validators come from: for the contract tests, which check responses against the spec.
 * @example const validateError = compileSchemaValidators(doc).component('Error');
 */
export function compileSchemaValidators(document: OpenApiDocument): SchemaValidators {
  const ajv = createSpecAjv(document);
  return {
    component: <T>(name: string) => asValidator<T>(ajv.getSchema(`${documentId}#/components/schemas/${name}`)!),
    at: <T>(pointer: string) => asValidator<T>(ajv.getSchema(`${documentId}#${pointer}`)!),
  };
}
