/** The API's base path: the version segment every address of the interface ends with. */
export const basePath = '/v1';
