/** Where the control plane is served: beside the API's `/v1`, never under it. */
export const adminBasePath = '/__admin';

/** The one admin route whose body may be larger than the mock's 1 MiB: a browser's HAR to import. */
export const harImportPath = `${adminBasePath}/scenario/from-har`;
