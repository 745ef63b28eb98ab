// Where each plane is served, and how much of a request's body a path may send.
import { maxBodyBytes } from '../exchange/json-body.ts';

/** Where the control plane is served: beside the API's `/v1`, never under it. */
export const adminBasePath = '/__admin';

/** The one admin route whose body may be larger than the mock's 1 MiB: a browser's HAR to import. */
export const harImportPath = `${adminBasePath}/scenario/from-har`;

/** 10 MiB: a browser's recording of a working session, with room to spare. */
export const defaultHarSizeLimit = 10 * 1024 * 1024;

/**
 * How many bytes of a request's body the adapters read (they read one more, so the excess is told).
 * @example bodyLimitFor('/__admin/scenario/from-har') // 10485760
 */
export const bodyLimitFor = (path: string): number => (path === harImportPath ? defaultHarSizeLimit : maxBodyBytes);
