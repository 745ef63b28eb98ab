import { auth, call } from '../http/http-support.ts';
import { adminUrl } from '../support/test-server.ts';

/** Headers that authenticate and name a sandbox. */
export const inSandbox = (name: string, extra: Record<string, string> = {}) => auth({ 'animal-store-sandbox': name, ...extra });

/** The ids a store lists (first 100). */
export async function listIds(url: string, headers: Record<string, string>): Promise<number[]> {
  const response = await call(`${url}/pets?limit=100`, { headers });
  if (response.status !== 200) throw new Error(`list answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { id: number }[]).map(({ id }) => id);
}

/** Creates a pet; returns its id. */
export async function createPet(url: string, headers: Record<string, string>, name: string): Promise<number> {
  const response = await call(`${url}/pets`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ name, categoryId: 1 }) });
  if (response.status !== 201) throw new Error(`create answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { id: number }).id;
}

/** An admin call, in a sandbox when a name is given. */
export function admin(server: { url: string }, path: string, init: RequestInit & { sandbox?: string } = {}): Promise<Response> {
  const { sandbox, headers, ...rest } = init;
  return call(adminUrl(server, path), {
    ...rest,
    headers: { 'content-type': 'application/json', ...(sandbox === undefined ? {} : { 'animal-store-sandbox': sandbox }), ...(headers as Record<string, string> | undefined) },
  });
}
