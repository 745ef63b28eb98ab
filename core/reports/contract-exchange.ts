import { unescapeToken } from '../contract/json-pointer.ts';
import { listSpecOperations } from '../contract/operations.ts';
import type { Pet } from '../../spec/schema-types.ts';
import { openapiDocument, specValidators } from '../contract/spec.ts';
import type { Validator } from '../contract/validators.ts';
import { matchApiOperation } from '../exchange/route-matcher.ts';

/** How an operation's answer with one status carries pets: checked by the spec's validator, one or a list. */
export interface PetAnswer {
  validate: Validator<Pet | Pet[]>;
  list: boolean;
}

/** An operation of the contract, with the answers of it that carry pets, by status. */
export interface ContractOperation {
  operationId: string;
  method: string;
  path: string;
  petAnswers: ReadonlyMap<number, PetAnswer>;
}

const operations = new Map(
  listSpecOperations(openapiDocument).map(({ operationId, method, path, pointer }): [string, ContractOperation] => [
    operationId,
    { operationId, method, path, petAnswers: petAnswers(pointer) },
  ]),
);

/**
 * The contract's operation a request was for, by method and URL path (percent-encoded, as in a URL).
 * @example contractOperation('GET', '/v1/pets/7')?.operationId // 'getPet'
 */
export function contractOperation(method: string, path: string): ContractOperation | undefined {
  const operationId = matchApiOperation(method.toUpperCase(), path).route?.operationId;
  return operationId === undefined ? undefined : operations.get(operationId);
}

/** The 2xx JSON answers of the operation at `pointer` whose schema is a Pet or the Pets list. */
function petAnswers(pointer: string): Map<number, PetAnswer> {
  const [, , rawPath = '', method = ''] = pointer.split('/');
  const path = unescapeToken(rawPath);
  const operation = openapiDocument.paths[path]?.[method as 'get'];
  const responses = (operation?.responses ?? {}) as Record<
    string,
    { content?: Record<string, { schema?: { $ref?: string } }> }
  >;
  const answers = new Map<number, PetAnswer>();
  for (const [status, response] of Object.entries(responses)) {
    const ref = response.content?.['application/json']?.schema?.$ref;
    if (!/^2\d\d$/.test(status) || (ref !== '#/components/schemas/Pet' && ref !== '#/components/schemas/Pets'))
      continue;
    answers.set(Number(status), {
      validate: specValidators().at(`${pointer}/responses/${status}/content/application~1json/schema`),
      list: ref.endsWith('/Pets'),
    });
  }
  return answers;
}
