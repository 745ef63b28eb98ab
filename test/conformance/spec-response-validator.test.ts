import { describe, expect, it } from 'vitest';
import { loadContractSpec, type ObservedResponse } from './spec-response-validator.ts';

const spec = loadContractSpec();
const json = { 'content-type': 'application/json' };
const deprecation = {
  deprecation: '@1767225600',
  sunset: 'Thu, 05 Dec 2030 00:00:00 GMT',
  link: '</v1/pets>; rel="successor-version"',
};

const answer = (
  method: string,
  path: string,
  status: number,
  body: unknown,
  headers: Record<string, string> = json,
): ObservedResponse => ({
  method,
  path,
  status,
  headers: new Headers(headers),
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

/** The in-process validator must tell a faithful answer from a broken one, or MSW is unchecked. */
describe('the in-process OpenAPI response validator', () => {
  it('accepts answers that follow the spec', () => {
    const answers = [
      answer('GET', '/v1/pets?limit=1', 200, [{ id: 1, name: 'Rex', categoryId: 1 }]),
      answer(
        'POST',
        '/v1/pets',
        201,
        { id: 51, name: 'Rex', categoryId: 1, status: 'sold' },
        { ...json, location: '/v1/pets/51' },
      ),
      answer('GET', '/v1/pets/1', 200, { id: 1, name: 'Rex', categoryId: 1 }, { ...json, ...deprecation }),
      answer('GET', '/v1/pets/9', 404, { code: 'not_found', message: 'No pet.', status: 404 }),
      answer(
        'GET',
        '/v1/pets',
        401,
        { code: 'unauthorized', message: 'No key.', status: 401 },
        { ...json, 'www-authenticate': 'Bearer realm="animal-store"' },
      ),
      answer('GET', '/v1/pets?limit=0', 400, { code: 'invalid_query', message: 'Bad limit.', status: 400 }),
      answer('DELETE', '/v1/pets/1', 405, { code: 'method_not_allowed', message: 'No.', status: 405 }),
    ];
    expect(answers.map((observed) => spec.check(observed).problems)).toEqual(answers.map(() => []));
  });

  it.each([
    ['a list in an envelope', answer('GET', '/v1/pets', 200, { pets: [] }), 'schema: body must be an array'],
    [
      'a string id',
      answer('GET', '/v1/pets', 200, [{ id: '1', name: 'Rex', categoryId: 1 }]),
      'schema: body.0.id must be an integer',
    ],
    [
      'an unknown status value',
      answer('GET', '/v1/pets', 200, [{ id: 1, name: 'Rex', categoryId: 1, status: 'lost' }]),
      'schema: body.0.status must be one of: available, pending, sold',
    ],
    ['a body that is not JSON', answer('GET', '/v1/pets', 200, '[{"id":1'), 'body is not JSON: "[{\\"id\\":1"'],
    [
      'another media type',
      answer('GET', '/v1/pets', 200, [], { 'content-type': 'text/plain' }),
      'content-type "text/plain" is not one the spec declares (application/json)',
    ],
    [
      'a created pet without Location',
      answer('POST', '/v1/pets', 201, { id: 51, name: 'Rex', categoryId: 1 }),
      'header Location, declared for 201, is missing',
    ],
    [
      'getPet without Sunset',
      answer(
        'GET',
        '/v1/pets/1',
        200,
        { id: 1, name: 'Rex', categoryId: 1 },
        { ...json, deprecation: '@1', link: '<x>' },
      ),
      'header Sunset, declared for 200, is missing',
    ],
    [
      'a 401 without its challenge',
      answer('GET', '/v1/pets', 401, { code: 'unauthorized', message: 'No key.', status: 401 }),
      'header WWW-Authenticate, declared for 401, is missing',
    ],
    [
      'an Error whose status is not the HTTP one',
      answer(
        'GET',
        '/v1/pets/9',
        404,
        { code: 'not_found', message: 'No pet.', status: 400 },
        { ...json, ...deprecation },
      ),
      'Error body status 400 is not the HTTP status 404',
    ],
    [
      'an Error without code',
      answer('POST', '/v1/pets', 400, { message: 'Bad.', status: 400 }),
      'schema: body.code is required',
    ],
    [
      'an undocumented status',
      answer('GET', '/v1/pets', 418, { code: 'teapot', message: 'No.', status: 418 }),
      'status 418 is neither documented for listPets nor a documented extension',
    ],
    [
      'an extension with another code',
      answer('DELETE', '/v1/pets', 405, { code: 'invalid_body', message: 'No.', status: 405 }),
      'error code "invalid_body" is not one the extension names (method_not_allowed)',
    ],
    [
      'a 4xx that only `default` would cover',
      answer('GET', '/v1/pets', 409, { code: 'conflict', message: 'No.', status: 409 }),
      'status 409 is neither documented for listPets nor a documented extension',
    ],
    [
      'a status outside the spec not listed',
      answer('GET', '/v1/categories', 404, { code: 'not_found', message: 'No.', status: 404 }),
      'status 404 is neither documented for this request (no operation of the spec) nor a documented extension',
    ],
  ])('reports %s', (_name, observed, problem) => {
    expect(spec.check(observed).problems).toContain(problem);
  });

  it('reads the documented (operation, status) pairs of the spec, $refs resolved', () => {
    expect(spec.documentedPairs()).toEqual(
      expect.arrayContaining([
        'listPets 200',
        'listPets 401',
        'createPet 201',
        'createPet 400',
        'createPet 401',
        'getPet 200',
        'getPet 401',
        'getPet 404',
      ]),
    );
  });
});
