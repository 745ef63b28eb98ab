import { closestName } from './closest-name.ts';
import { listSpecOperations } from './operations.ts';
import { openapiDocument } from './spec.ts';
import { unimplementedOperations } from './interface-facts.ts';

/** Every operationId the API answers to: the spec's operations, and those it names without shapes. */
export const apiOperationIds: readonly string[] = [
  ...listSpecOperations(openapiDocument),
  ...unimplementedOperations,
].map(({ operationId }) => operationId);

/**
 * Why a rule's operationId can never match (it names no operation), or undefined when it is known:
 * a rule for a typo would be accepted and never fire.
 * @example unknownOperationProblem('listPet') // '"listPet" names no operation (did you mean listPets?); known: listPets, …'
 */
export function unknownOperationProblem(operationId: string): string | undefined {
  if (apiOperationIds.includes(operationId)) return undefined;
  const near = closestName(operationId, apiOperationIds);
  return `"${operationId}" names no operation${near ? ` (did you mean ${near}?)` : ''}; known: ${apiOperationIds.join(', ')}`;
}
