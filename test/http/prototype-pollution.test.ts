import { describe, expect, it } from 'vitest';
import type { Pet } from '../../core/internal.ts';
import { call } from '../support/bounded-fetch.ts';
import { expectJson } from '../support/json-response.ts';
import { auth, postRaw } from '../support/requests.ts';
import { useTestServer } from './http-support.ts';

const server = useTestServer();

/** The server runs in this process, so a polluted Object.prototype would show here. */
function expectPrototypesClean(): void {
  const probe: Record<string, unknown> = {};
  expect(probe.polluted).toBeUndefined();
  expect(Object.hasOwn(Object.prototype, 'polluted')).toBe(false);
  expect(Object.hasOwn(Object.prototype, 'status')).toBe(false);
  expect(Object.getPrototypeOf(probe)).toBe(Object.prototype);
}

describe('POST /v1/pets with prototype keys in the body', () => {
  it.each([
    { name: '__proto__ first', body: '{"__proto__": {"polluted": true}, "name": "Proto", "categoryId": 1}' },
    {
      name: '__proto__ last',
      body: '{"name": "Proto", "categoryId": 1, "__proto__": {"polluted": true, "status": "sold"}}',
    },
    {
      name: 'constructor.prototype',
      body: '{"name": "Proto", "categoryId": 1, "constructor": {"prototype": {"polluted": true}}}',
    },
    {
      name: 'an escaped \\u005f\\u005fproto\\u005f\\u005f key',
      body: '{"\\u005f\\u005fproto\\u005f\\u005f": {"polluted": true}, "name": "Proto", "categoryId": 1}',
    },
  ])('stores only the NewPet fields and pollutes no prototype ($name)', async ({ body }) => {
    const response = await postRaw(`${server.url}/pets`, body);
    const pet = await expectJson<Pet>(response, 201);
    expect(pet).toEqual({ id: pet.id, name: 'Proto', categoryId: 1 });
    expect(Object.keys(pet).sort()).toEqual(['categoryId', 'id', 'name']);
    expectPrototypesClean();

    const storedText = await (await call(`${server.url}/pets/${pet.id}`, { headers: auth() })).text();
    expect(storedText).not.toContain('polluted');
    expect(storedText).not.toContain('__proto__');
    expect(JSON.parse(storedText)).toEqual({ id: pet.id, name: 'Proto', categoryId: 1 });
  });

  it('lists no pet with an inherited or extra field after those requests', async () => {
    const text = await (await call(`${server.url}/pets?limit=100`, { headers: auth() })).text();
    expect(text).not.toContain('polluted');
    const pets = JSON.parse(text) as Pet[];
    for (const pet of pets) {
      for (const key of Object.keys(pet)) expect(['id', 'name', 'categoryId', 'status']).toContain(key);
    }
    expectPrototypesClean();
  });
});
