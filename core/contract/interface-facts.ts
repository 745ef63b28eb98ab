// What the interface says that the code writes out instead of reading from the spec: what needs
// only these (the Playwright fixture's defaults, the router's 501s) does not load the document.
/**
 * Operations the interface names without showing their shapes: known paths the API answers with
 * 501 (`core/api/unimplemented-routes.ts`), and names `proxy.only` and the CLI accept.
 */
export const unimplementedOperations = [
  { operationId: 'listStoreOrders', method: 'GET', path: '/store/orders' },
] as const;

/**
 * The API's base path: the path of the spec's `servers` (`https://…/v1`), the segment every address
 * of the interface starts with. Written out, not read from the document, so what needs only the
 * address (the Playwright fixture's defaults) does not load the spec; `interface-facts.test.ts` holds it
 * to the spec.
 */
export const basePath = '/v1';
