import { harImportPath } from '../admin/admin-path.ts';
import { defaultHarSizeLimit } from '../har/har-input.ts';
import { maxBodyBytes } from '../exchange/json-body.ts';

/**
 * How many bytes of a request's body the adapters read (they read one more, so the excess is told).
 * @example bodyLimitFor('/__admin/scenario/from-har') // 10485760
 */
export const bodyLimitFor = (path: string): number => (path === harImportPath ? defaultHarSizeLimit : maxBodyBytes);
