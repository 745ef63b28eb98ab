import { openapiDocument } from '../contract/spec.ts';
import type { ParameterObject, SchemaObject } from '../contract/openapi-document.ts';
import { matchApiOperation } from '../exchange/route-matcher.ts';
import { pointerOf, resolveSchema } from './schema-rules.ts';

/** What the spec says of one operation that a pact needs: its answers' schemas and its list limit. */
export interface ContractAnswer {
  operationId: string;
  /** The path's parameters by name (`petId`), as the request gave them. */
  params: Record<string, string>;
  /** The JSON schema of the answer with this status: its own, or `default`'s when `orDefault`. */
  responseSchema(status: number, orDefault: boolean): SchemaObject | undefined;
  /** Whether the spec lists this status for the operation (not through `default`). */
  documents(status: number): boolean;
  /** Whether the operation's request body may be of this media type (`application/json; charset=utf-8` is `application/json`). */
  consumes(type: string | undefined): boolean;
  /** The query parameters the operation declares; others change nothing and are not written (a key in the URL, say). */
  queryNames: ReadonlySet<string>;
  /** The query parameter that bounds a list (`limit`): its name and default. */
  limit: { name: string; default: number | undefined } | undefined;
}

/**
 * The contract's operation a journaled request was for, by method and path (`/v1/pets/7`), or
 * undefined when the contract has none (an unknown path, a preflight, a method it does not have).
 * @example contractAnswer('GET', '/v1/pets')?.limit // { name: 'limit', default: 20 }
 */
export function contractAnswer(method: string, path: string): ContractAnswer | undefined {
  const { route: operation, params } = matchApiOperation(method.toUpperCase(), path);
  if (!operation) return undefined;
  const specPath = operation.path.replace(/:(\w+)/g, '{$1}');
  const spec = openapiDocument.paths[specPath]?.[operation.method.toLowerCase() as 'get'];
  if (!spec) return undefined;
  const responses = (spec['responses'] ?? {}) as Record<string, SchemaObject>;
  const response = (key: string) => {
    const found = responses[key];
    return found && typeof found['$ref'] === 'string' ? pointerOf(found['$ref']) : found;
  };
  const limit = (spec.parameters ?? []).find(isListLimit);
  const consumed = new Set(
    Object.keys(((spec['requestBody'] as SchemaObject | undefined)?.['content'] ?? {}) as object),
  );
  return {
    operationId: operation.operationId,
    params,
    documents: (status) => responses[String(status)] !== undefined,
    responseSchema(status, orDefault) {
      const found = response(String(status)) ?? (orDefault ? response('default') : undefined);
      return (found?.['content'] as Record<string, { schema?: SchemaObject }> | undefined)?.['application/json']
        ?.schema;
    },
    consumes: (type) => type !== undefined && consumed.has(type.split(';')[0]!.trim().toLowerCase()),
    queryNames: new Set(
      (spec.parameters ?? []).filter((parameter) => parameter.in === 'query').map(({ name }) => name),
    ),
    limit: limit && { name: limit.name, default: limit.schema['default'] as number | undefined },
  };
}

/** A query parameter that caps how many items a list answer holds: an integer named `limit`. */
function isListLimit(parameter: ParameterObject): boolean {
  const schema = resolveSchema(parameter.schema);
  return parameter.in === 'query' && parameter.name === 'limit' && schema['type'] === 'integer';
}
