import { ApiError } from '../errors.ts';
import type { Route } from './request-context.ts';

/** Operations the interface names without showing their shapes: known paths that answer 501. */
export function createUnimplementedRoutes(basePath: string): Route[] {
  return [
    {
      operationId: 'listStoreOrders',
      method: 'GET',
      path: '/store/orders',
      async handle() {
        throw new ApiError(
          'not_implemented',
          `GET ${basePath}/store/orders is named by the interface, but its shapes are not shown, so the mock does not implement it.`,
        );
      },
    },
  ];
}
