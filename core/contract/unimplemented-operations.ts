/**
 * Operations the interface names without showing their shapes: known paths the API answers with
 * 501 (`core/api/unimplemented-routes.ts`), and names `proxy.only` and the CLI accept.
 */
export const unimplementedOperations = [
  { operationId: 'listStoreOrders', method: 'GET', path: '/store/orders' },
] as const;
