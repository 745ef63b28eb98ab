import { describe, expect, it } from 'vitest';
import { createRouteMatcher, type RouteInfo } from './route-matcher.ts';

const routes: RouteInfo[] = [
  { operationId: 'listPets', method: 'GET', path: '/pets' },
  { operationId: 'createPet', method: 'POST', path: '/pets' },
  { operationId: 'getPet', method: 'GET', path: '/pets/:petId' },
  { operationId: 'getToy', method: 'GET', path: '/pets/:petId/toys/:toyId' },
];
const match = createRouteMatcher(routes, '/v1');

describe('the route matcher', () => {
  it.for<[string, string, string]>([
    ['GET', '/v1/pets', 'listPets'],
    ['POST', '/v1/pets', 'createPet'],
    ['GET', '/v1/pets/7', 'getPet'],
    ['GET', '/v1/pets/', 'listPets'],
    ['HEAD', '/v1/pets/7', 'getPet'],
  ])('matches %s %s to %s', ([method, path, operationId]) => {
    expect(match(method, path).route?.operationId).toBe(operationId);
  });

  it('decodes path parameters, each within its own segment', () => {
    expect(match('GET', '/v1/pets/a%20b/toys/%F0%9F%A6%B4').params).toEqual({ petId: 'a b', toyId: '🦴' });
    expect(match('GET', '/v1/pets/1/2').route).toBeUndefined();
  });

  it('keeps a parameter that is not valid percent-encoding as it was sent', () => {
    expect(match('GET', '/v1/pets/%E0%A4%A').params).toEqual({ petId: '%E0%A4%A' });
  });

  it('matches nothing outside the base path, nor a path that only starts like a route', () => {
    expect(match('GET', '/pets').route).toBeUndefined();
    expect(match('GET', '/v1/petsx').route).toBeUndefined();
    expect(match('GET', '/v2/pets').route).toBeUndefined();
  });

  it('tells a path it does not know (no methods) from a method the path does not take (the methods it does)', () => {
    const unknown = match('GET', '/v1/toys');
    expect([unknown.route, unknown.allowedMethods()]).toEqual([undefined, []]);
    const wrongMethod = match('DELETE', '/v1/pets');
    expect([wrongMethod.route, wrongMethod.allowedMethods()]).toEqual([undefined, ['GET', 'HEAD', 'POST']]);
    expect(match('PUT', '/v1/pets/7').allowedMethods()).toEqual(['GET', 'HEAD']);
  });
});
