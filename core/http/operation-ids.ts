import { listSpecOperations } from '../contract/operations.ts';
import { openapiDocument } from '../contract/spec.ts';
import { createUnimplementedRoutes } from './unimplemented-routes.ts';

/** Every operationId the API answers to: the spec's operations, and those it names without shapes. */
export const apiOperationIds: readonly string[] = [...listSpecOperations(openapiDocument), ...createUnimplementedRoutes('')].map(
  ({ operationId }) => operationId,
);
