/**
 * The API's base path: the path of the spec's `servers` (`https://…/v1`), the segment every address
 * of the interface starts with. Written out, not read from the document, so what needs only the
 * address (the Playwright fixture's defaults) does not load the spec; `base-path.test.ts` holds it
 * to the spec.
 */
export const basePath = '/v1';
