import { listSpecOperations } from './operations.ts';
import { openapiDocument } from './spec.ts';
import { unimplementedOperations } from './unimplemented-operations.ts';

/** Every operationId the API answers to: the spec's operations, and those it names without shapes. */
export const apiOperationIds: readonly string[] = [
  ...listSpecOperations(openapiDocument),
  ...unimplementedOperations,
].map(({ operationId }) => operationId);
