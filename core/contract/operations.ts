import { escapeToken } from './json-pointer.ts';
import type { OpenApiDocument, ParameterObject } from './openapi-document.ts';

/** One operation of the spec, in the shape routers want. */
export interface SpecOperation {
  operationId: string;
  method: string;
  /** Path in router syntax, `/pets/:petId`, relative to the base path. */
  path: string;
  /** JSON pointer to the operation in the document. */
  pointer: string;
  parameters: ParameterObject[];
  deprecation?: { since: Date; sunset: Date; successor: string };
}

/** Every operation of the document, in document order. */
export function listSpecOperations(document: OpenApiDocument): SpecOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      operationId: operation.operationId,
      method: method.toUpperCase(),
      path: path.replace(/\{(\w+)\}/g, ':$1'),
      pointer: `/paths/${escapeToken(path)}/${method}`,
      parameters: operation.parameters ?? [],
      ...(operation.deprecated ? { deprecation: readDeprecation(operation.operationId, operation) } : {}),
    })),
  );
}

function readDeprecation(operationId: string, operation: Record<string, unknown>) {
  const since = operation['x-deprecated-since'];
  const sunset = operation['x-sunset'];
  const successor = operation['x-successor'];
  if (typeof since !== 'string' || typeof sunset !== 'string' || typeof successor !== 'string') {
    throw new TypeError(`${operationId} is deprecated but lacks x-deprecated-since, x-sunset or x-successor`);
  }
  return { since: new Date(since), sunset: new Date(sunset), successor };
}
