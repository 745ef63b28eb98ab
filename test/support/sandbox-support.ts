import { call } from './bounded-fetch.ts';
import { auth } from './requests.ts';
import { adminUrl } from './test-server.ts';

/** Headers that authenticate and name a sandbox. */
export const inSandbox = (name: string, extra: Record<string, string> = {}) =>
  auth({ 'animal-store-sandbox': name, ...extra });

/** An admin call, in a sandbox when a name is given. */
export function admin(
  server: { url: string },
  path: string,
  init: RequestInit & { sandbox?: string } = {},
): Promise<Response> {
  const { sandbox, headers, ...rest } = init;
  return call(adminUrl(server, path), {
    ...rest,
    headers: {
      'content-type': 'application/json',
      ...(sandbox === undefined ? {} : { 'animal-store-sandbox': sandbox }),
      ...(headers as Record<string, string> | undefined),
    },
  });
}
