import { call } from './bounded-fetch.ts';

/**
 * What a consumer's tests do against the mock, for pacts: lists filtered and bounded, a pet read, a
 * pet missing, a create, a bad one and one sent as text, a bad query, a request without the key, and injected
 * failures (a `Prefer` status, a latency) that must not become the provider's.
 * @example await runPactClient('http://127.0.0.1:4010/v1', { 'animal-store-sandbox': 'w1' })
 */
export async function runPactClient(
  apiUrl: string,
  headers: Record<string, string> = {},
  key = 'client-key',
): Promise<void> {
  const authed = { ...headers, authorization: `Bearer ${key}` };
  const send = (path: string, init: RequestInit & { headers?: Record<string, string> } = {}, auth = true) =>
    call(`${apiUrl}${path}`, { ...init, headers: { ...(auth ? authed : headers), ...init.headers } });
  const create = (body: string, type = 'application/json') =>
    send('/pets', { method: 'POST', headers: { 'content-type': type }, body });
  await send('/pets?status=sold&limit=5');
  await send('/pets?status=available&limit=3', { headers: { prefer: 'delay=5' } });
  await send('/pets?status=pending&limit=2', { headers: { prefer: 'code=503' } });
  await send('/pets/2');
  await send('/pets/987654');
  await send('/pets?limit=0');
  await send('/pets', {}, false);
  const created = (await (await create('{"name":"Nova","categoryId":4,"status":"available"}')).json()) as {
    id: number;
  };
  await send(`/pets/${created.id}`);
  await create('{"categoryId":4}');
  await create('name=Nova', 'text/plain');
}
