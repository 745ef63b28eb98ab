import { unimplementedOperations } from '../contract/interface-facts.ts';
import { ApiError } from '../exchange/errors.ts';
import type { Route } from './request-context.ts';

/** Operations the interface names without showing their shapes: known paths that answer 501. */
export function createUnimplementedRoutes(basePath: string): Route[] {
  return unimplementedOperations.map(({ operationId, method, path }) => ({
    operationId,
    method,
    path,
    async handle() {
      throw new ApiError({
        code: 'not_implemented',
        message: `${method} ${basePath}${path} is named by the interface, but its shapes are not shown, so the mock does not implement it.`,
      });
    },
  }));
}
