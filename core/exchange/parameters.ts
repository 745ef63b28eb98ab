import type { SpecOperation } from '../contract/operations.ts';
import type { SchemaValidators } from '../contract/validators.ts';
import { ApiError } from '../exchange/errors.ts';

export interface ParsedParameters {
  query: Record<string, unknown>;
  path: Record<string, unknown>;
}

const integerText = /^-?\d+$/;

/**
 * Reads an operation's query and path parameters from text, checked against their spec schemas.
 * Defaults come from the schemas; unknown query parameters are ignored.
 * @example const parse = createParameterParser(listPets, validators); parse('limit=3', {}).query.limit
 */
export function createParameterParser(operation: SpecOperation, validators: SchemaValidators) {
  const parameters = operation.parameters.flatMap((parameter, index) =>
    parameter.in === 'query' || parameter.in === 'path'
      ? [
          {
            ...parameter,
            numeric: parameter.schema.type === 'integer' || parameter.schema.type === 'number',
            validate: validators.at(`${operation.pointer}/parameters/${index}/schema`),
          },
        ]
      : [],
  );

  const hasQuery = parameters.some((parameter) => parameter.in === 'query');
  return (query: string, pathParams: Readonly<Record<string, string>>): ParsedParameters => {
    const parsed: ParsedParameters = { query: {}, path: {} };
    // Parsed only when the operation reads the query and one was sent.
    const search = hasQuery && query !== '' ? new URLSearchParams(query) : undefined;
    for (const parameter of parameters) {
      const isQuery = parameter.in === 'query';
      const label = isQuery ? 'query parameter' : 'path parameter';
      const code = isQuery ? 'invalid_query' : 'invalid_path';
      const texts = isQuery ? (search?.getAll(parameter.name) ?? []) : [pathParams[parameter.name] ?? ''];
      const [text] = texts;
      if (text === undefined) {
        if (parameter.schema.default !== undefined) parsed.query[parameter.name] = parameter.schema.default;
        continue;
      }
      const where = isQuery ? 'query' : 'path';
      if (texts.length > 1)
        throw new ApiError({
          code,
          message: `Invalid ${label}: ${parameter.name} must be given once.`,
          fact: ['validation', where, `/${parameter.name}`, 'maxItems'],
        });
      const value = parameter.numeric && integerText.test(text) ? Number(text) : text;
      const result = parameter.validate(value, parameter.name);
      if (!result.ok) {
        const [issue] = result.issues;
        throw new ApiError({
          code,
          message: `Invalid ${label}: ${result.problems.join('; ')} (got ${JSON.stringify(text)}).`,
          fact: ['validation', where, `/${parameter.name}${issue?.pointer ?? ''}`, issue?.keyword ?? 'type'],
        });
      }
      parsed[isQuery ? 'query' : 'path'][parameter.name] = value;
    }
    return parsed;
  };
}
