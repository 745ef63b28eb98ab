import { escapeToken, valueAt } from '../contract/json-pointer.ts';
import { listSpecOperations } from '../contract/operations.ts';
import { openapiDocument, specValidators } from '../contract/spec.ts';
import type { Validator } from '../contract/validators.ts';

type Json = Record<string, unknown>;

/** What the spec declares for one status of one operation. */
export interface DeclaredResponse {
  /** Body validator by media type; empty when the spec declares no body. */
  content: Map<string, Validator<unknown>>;
  /** Declared headers (lower-case names), with their value's validator. */
  headers: { name: string; validate: Validator<unknown> }[];
}

/** The responses the spec declares for one operation, by status as the spec spells it (`'200'`, `'default'`). */
export type OperationContract = Map<string, DeclaredResponse>;

/**
 * The declared responses of every operation of spec/openapi.yaml, with validators compiled from
 * the spec's own schemas (`specValidators().at`), `$ref`s followed to where they point.
 * @example compileResponseContracts().get('createPet')?.get('201')?.headers // [{ name: 'location', ... }]
 */
export function compileResponseContracts(): Map<string, OperationContract> {
  const validators = specValidators();
  const resolve = (node: Json, pointer: string): { node: Json; pointer: string } => {
    const ref = node.$ref;
    if (typeof ref !== 'string') return { node, pointer };
    const target = valueAt(openapiDocument, ref.slice(1));
    return resolve(target as Json, ref.slice(1));
  };
  return new Map(
    listSpecOperations(openapiDocument).map(({ operationId, pointer }) => {
      const { node: operation } = resolve({ $ref: `#${pointer}` }, pointer);
      const declared = Object.entries((operation.responses ?? {}) as Record<string, Json>).map(
        ([status, raw]): [string, DeclaredResponse] => {
          const response = resolve(raw, `${pointer}/responses/${escapeToken(status)}`);
          const content = Object.keys((response.node.content ?? {}) as Json).map(
            (mediaType): [string, Validator<unknown>] => [
              mediaType,
              validators.at(`${response.pointer}/content/${escapeToken(mediaType)}/schema`),
            ],
          );
          const headers = Object.entries((response.node.headers ?? {}) as Record<string, Json>).map(
            ([name, header]) => ({
              name: name.toLowerCase(),
              validate: validators.at<unknown>(
                `${resolve(header, `${response.pointer}/headers/${escapeToken(name)}`).pointer}/schema`,
              ),
            }),
          );
          return [status, { content: new Map(content), headers }];
        },
      );
      return [operationId, new Map(declared)];
    }),
  );
}
