import { harImportPath } from './admin-path.ts';
import { maxBodyBytes } from './json-body.ts';

/** 10 MiB: a browser's recording of a working session, with room to spare. */
export const defaultHarSizeLimit = 10 * 1024 * 1024;

/**
 * How many bytes of a request's body the adapters read (they read one more, so the excess is told).
 * @example bodyLimitFor('/__admin/scenario/from-har') // 10485760
 */
export const bodyLimitFor = (path: string): number => (path === harImportPath ? defaultHarSizeLimit : maxBodyBytes);
