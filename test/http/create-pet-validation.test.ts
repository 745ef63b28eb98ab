import { beforeAll, describe, expect, it } from 'vitest';
import type { Pet } from '../../core/internal.ts';
import { expectError } from '../support/error-body.ts';
import { listPets, postRaw } from '../support/requests.ts';
import { useTestServer } from './http-support.ts';

const server = useTestServer();
let seeded: Pet[];

beforeAll(async () => {
  seeded = await listPets(server.url);
});

/** Sends the body, checks the error, and checks that the store holds exactly what it held before. */
async function expectRejected(
  body: BodyInit,
  contentType: string,
  status: number,
  code: string,
  mentions: (string | RegExp)[] = [],
): Promise<void> {
  const before = await listPets(server.url);
  await expectError(await postRaw(`${server.url}/pets`, body, contentType), status, code, mentions);
  expect(await listPets(server.url)).toEqual(before);
}

const json = (value: unknown) => JSON.stringify(value);

describe('POST /v1/pets: bodies that are not a JSON object', () => {
  it.each([
    { name: 'an empty body', body: '' },
    { name: 'only whitespace', body: '   \n' },
    { name: 'truncated JSON', body: '{"name":' },
    { name: 'unquoted keys', body: '{name: "Rex", categoryId: 1}' },
    { name: 'single quotes', body: "{'name':'Rex','categoryId':1}" },
    { name: 'a trailing comma', body: '{"name":"Rex","categoryId":1,}' },
    { name: 'two JSON values', body: '{"name":"Rex","categoryId":1}{}' },
    { name: 'the text undefined', body: 'undefined' },
    { name: 'an empty array', body: '[]' },
    { name: 'an array holding a valid pet', body: '[{"name":"Rex","categoryId":1}]' },
    { name: 'null', body: 'null' },
    { name: 'a string', body: '"Rex"' },
    { name: 'a number', body: '42' },
    { name: 'true', body: 'true' },
  ])('refuses $name with 400 invalid_body and leaves the store unchanged', async ({ body }) => {
    await expectRejected(body, 'application/json', 400, 'invalid_body');
  });

  it('refuses a body that is not valid UTF-8 with 400 invalid_body', async () => {
    const bytes = new Uint8Array([
      ...new TextEncoder().encode('{"name":"'),
      0xff,
      0xfe,
      ...new TextEncoder().encode('","categoryId":1}'),
    ]);
    await expectRejected(bytes, 'application/json', 400, 'invalid_body');
  });
});

describe('POST /v1/pets: NewPet fields that are missing or wrong', () => {
  it.each([
    { name: 'an empty object', body: json({}), field: /\bname\b|\bcategoryId\b/ },
    { name: 'no name', body: json({ categoryId: 1 }), field: /\bname\b/ },
    { name: 'no categoryId', body: json({ name: 'Rex' }), field: /\bcategoryId\b/ },
    { name: 'no categoryId but a status', body: json({ name: 'Rex', status: 'sold' }), field: /\bcategoryId\b/ },
    { name: 'a numeric name', body: json({ name: 42, categoryId: 1 }), field: /\bname\b/ },
    { name: 'a null name', body: json({ name: null, categoryId: 1 }), field: /\bname\b/ },
    { name: 'a boolean name', body: json({ name: true, categoryId: 1 }), field: /\bname\b/ },
    { name: 'an object name', body: json({ name: { first: 'Rex' }, categoryId: 1 }), field: /\bname\b/ },
    { name: 'an array name', body: json({ name: ['Rex'], categoryId: 1 }), field: /\bname\b/ },
    { name: 'a string categoryId', body: json({ name: 'Rex', categoryId: '3' }), field: /\bcategoryId\b/ },
    { name: 'a null categoryId', body: json({ name: 'Rex', categoryId: null }), field: /\bcategoryId\b/ },
    { name: 'a boolean categoryId', body: json({ name: 'Rex', categoryId: true }), field: /\bcategoryId\b/ },
    { name: 'an array categoryId', body: json({ name: 'Rex', categoryId: [1] }), field: /\bcategoryId\b/ },
    { name: 'a fractional categoryId (2.5)', body: json({ name: 'Rex', categoryId: 2.5 }), field: /\bcategoryId\b/ },
    { name: 'a categoryId of 2^53', body: json({ name: 'Rex', categoryId: 2 ** 53 }), field: /\bcategoryId\b/ },
    { name: 'a categoryId of -(2^53)', body: json({ name: 'Rex', categoryId: -(2 ** 53) }), field: /\bcategoryId\b/ },
    {
      name: 'a categoryId of 9007199254740993 (beyond safe integers)',
      body: '{"name":"Rex","categoryId":9007199254740993}',
      field: /\bcategoryId\b/,
    },
    { name: 'a categoryId of 1e300', body: '{"name":"Rex","categoryId":1e300}', field: /\bcategoryId\b/ },
    {
      name: 'a categoryId of 1e400 (Infinity when parsed)',
      body: '{"name":"Rex","categoryId":1e400}',
      field: /\bcategoryId\b/,
    },
    {
      name: 'a status outside the enum',
      body: json({ name: 'Rex', categoryId: 1, status: 'adopted' }),
      field: /\bstatus\b/,
    },
    {
      name: 'an upper-case status',
      body: json({ name: 'Rex', categoryId: 1, status: 'AVAILABLE' }),
      field: /\bstatus\b/,
    },
    { name: 'an empty status', body: json({ name: 'Rex', categoryId: 1, status: '' }), field: /\bstatus\b/ },
    { name: 'a null status', body: json({ name: 'Rex', categoryId: 1, status: null }), field: /\bstatus\b/ },
    { name: 'a numeric status', body: json({ name: 'Rex', categoryId: 1, status: 1 }), field: /\bstatus\b/ },
    { name: 'an array status', body: json({ name: 'Rex', categoryId: 1, status: ['sold'] }), field: /\bstatus\b/ },
  ])('refuses $name with 400 invalid_body naming the field', async ({ body, field }) => {
    await expectRejected(body, 'application/json', 400, 'invalid_body', [field]);
  });
});

describe('POST /v1/pets: content types other than JSON', () => {
  const validBody = json({ name: 'Rex', categoryId: 1 });

  it.each([
    'text/plain',
    'text/plain;charset=UTF-8',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=xyz',
    'application/xml',
    'application/octet-stream',
    'application/jsonx',
  ])('refuses Content-Type %s with 415 unsupported_media_type', async (contentType) => {
    await expectRejected(validBody, contentType, 415, 'unsupported_media_type');
  });
});

describe('POST /v1/pets: the store after every refusal', () => {
  it('still holds exactly the seeded pets', async () => {
    expect(await listPets(server.url)).toEqual(seeded);
  });
});
