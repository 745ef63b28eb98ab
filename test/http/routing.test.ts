import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/bounded-fetch.ts';
import { expectError } from '../support/error-body.ts';
import { expectJsonContentType } from '../support/json-response.ts';
import { auth, listPets } from '../support/requests.ts';
import { headerList, useTestServer } from './http-support.ts';

const server = useTestServer();
/** The server's origin, without the /v1 base path. */
let origin: string;

beforeAll(async () => {
  origin = new URL(server.url).origin;
});

describe('operations named but not shown by the interface', () => {
  it('answers GET /v1/store/orders with 501 not_implemented', async () => {
    await expectError(await call(`${origin}/v1/store/orders`, { headers: auth() }), 501, 'not_implemented');
  });
});

describe('unknown paths', () => {
  it.each([
    '/v1/no-such-thing',
    '/v1/pet',
    '/v1/pets/1/photos',
    '/v1/store',
    '/v1/store/orders/1',
    '/v1/categories',
    '/v1',
    '/v2/pets',
    '/pets',
  ])('answers GET %s with 404 not_found', async (path) => {
    await expectError(await call(`${origin}${path}`, { headers: auth() }), 404, 'not_found');
  });
});

describe('known paths with an unsupported method', () => {
  it.each([
    { method: 'DELETE', path: '/v1/pets/1', allowed: ['GET'] },
    { method: 'PUT', path: '/v1/pets/1', allowed: ['GET'] },
    { method: 'PATCH', path: '/v1/pets/1', allowed: ['GET'] },
    { method: 'POST', path: '/v1/pets/1', allowed: ['GET'] },
    { method: 'PUT', path: '/v1/pets', allowed: ['GET', 'POST'] },
    { method: 'DELETE', path: '/v1/pets', allowed: ['GET', 'POST'] },
    { method: 'PATCH', path: '/v1/pets', allowed: ['GET', 'POST'] },
    { method: 'POST', path: '/v1/store/orders', allowed: ['GET'] },
  ])(
    'answers $method $path with 405 method_not_allowed and an Allow header listing $allowed',
    async ({ method, path, allowed }) => {
      const response = await call(`${origin}${path}`, { method, headers: auth() });
      const allow = headerList(response, 'allow');
      await expectError(response, 405, 'method_not_allowed');
      for (const name of allowed) expect(allow).toContain(name.toLowerCase());
      expect(allow).not.toContain(method.toLowerCase());
    },
  );

  it('leaves the pet in place after a refused DELETE', async () => {
    const before = await listPets(server.url);
    await expectError(
      await call(`${origin}/v1/pets/1`, { method: 'DELETE', headers: auth() }),
      405,
      'method_not_allowed',
    );
    expect(await listPets(server.url)).toEqual(before);
  });
});

describe('HEAD', () => {
  it.each([
    { name: 'the list', path: '/v1/pets?limit=3', status: 200 },
    { name: 'one pet', path: '/v1/pets/1', status: 200 },
    { name: 'an unknown pet', path: '/v1/pets/999999', status: 404 },
    { name: 'an invalid query', path: '/v1/pets?limit=0', status: 400 },
  ])('answers HEAD on $name with the status and headers of GET and no body', async ({ path, status }) => {
    const get = await call(`${origin}${path}`, { headers: auth() });
    await get.arrayBuffer();
    const head = await call(`${origin}${path}`, { method: 'HEAD', headers: auth() });
    expect(get.status).toBe(status);
    expect(head.status).toBe(status);
    expectJsonContentType(head);
    for (const name of ['content-type', 'deprecation', 'sunset', 'link']) {
      expect(head.headers.get(name)).toBe(get.headers.get(name));
    }
    expect(await head.text()).toBe('');
  });

  it('answers HEAD without a key with 401 and no body', async () => {
    const head = await call(`${origin}/v1/pets`, { method: 'HEAD' });
    expect(head.status).toBe(401);
    expect(head.headers.get('www-authenticate') ?? '').toMatch(/^Bearer realm="animal-store"/);
    expect(await head.text()).toBe('');
  });
});
