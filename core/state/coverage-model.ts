import type { OpenApiDocument, OperationObject } from '../contract/openapi-document.ts';
import { listSpecOperations } from '../contract/operations.ts';
import { documentedKey } from './documented-key.ts';
import { kindsOf, type FailureKind } from './failure-kinds.ts';

/** HTTP statuses are three digits: a table this long answers every one. */
export const statusLimit = 600;

/** What coverage counts for one operation, read from the spec. */
export interface OperationModel {
  operationId: string;
  method: string;
  /** As the spec writes it, relative to the base path: `/pets/{petId}`. */
  path: string;
  /** The response keys the spec documents, in document order (`200`, `4XX`, `default`...). */
  responses: readonly string[];
  /** For each status below `statusLimit`, the index in `responses` that documents it, or -1. */
  slotOfStatus: Int8Array;
  failures: readonly FailureKind[];
}

/** The spec's operations and answers, the frame every coverage count fills. */
export interface CoverageModel {
  spec: { title: string; version: string };
  operations: readonly OperationModel[];
}

/**
 * The coverage model of an OpenAPI document: every operation, every response it documents, every
 * failure kind it can meet. Nothing is listed by hand.
 * @example createCoverageModel(openapiDocument).operations.map((op) => op.operationId) // ['listPets', ...]
 */
export function createCoverageModel(document: OpenApiDocument): CoverageModel {
  const objects = new Map(
    Object.entries(document.paths).flatMap(([path, item]) =>
      Object.values(item).map((operation): [string, { path: string; operation: OperationObject }] => [
        operation.operationId,
        { path, operation },
      ]),
    ),
  );
  const operations = listSpecOperations(document).map(({ operationId, method, deprecation }): OperationModel => {
    const { path, operation } = objects.get(operationId)!;
    const responses = Object.keys(responsesOf(operation));
    const slotOfStatus = new Int8Array(statusLimit).fill(-1);
    for (let status = 100; status < statusLimit; status++) {
      const key = documentedKey(responses, status);
      if (key !== undefined) slotOfStatus[status] = responses.indexOf(key);
    }
    return { operationId, method, path, responses, slotOfStatus, failures: kindsOf(deprecation !== undefined) };
  });
  return { spec: { title: document.info.title, version: document.info.version }, operations };
}

function responsesOf(operation: OperationObject): Record<string, unknown> {
  const responses = operation['responses'];
  return typeof responses === 'object' && responses !== null ? (responses as Record<string, unknown>) : {};
}
