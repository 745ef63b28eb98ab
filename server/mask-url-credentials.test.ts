import { describe, expect, it } from 'vitest';
import { maskUrlCredentials } from './mask-url-credentials.ts';

describe('maskUrlCredentials', () => {
  it.each([
    ['http://u:TOKEN@127.0.0.1:4010', 'http://***@127.0.0.1:4010'],
    ['GET http://u:PW@127.0.0.1:4010/v1/pets?a=b@c', 'GET http://***@127.0.0.1:4010/v1/pets?a=b@c'],
    ['https://:only-password@staging.example.com/v1', 'https://***@staging.example.com/v1'],
    ['http://u:p@ss@host/x', 'http://***@host/x'],
    ['HTTP://U:P@HOST', 'HTTP://***@HOST'],
    ['a http://a:b@x and ws://c:d@y', 'a http://***@x and ws://***@y'],
  ])('masks the userinfo of %s', (text, shown) => {
    expect(maskUrlCredentials(text)).toBe(shown);
  });

  it.each([
    'http://127.0.0.1:4010/v1/pets',
    '/v1/pets?email=a@b.example',
    'mailto:me@example.com',
    'pid 42: node bin.ts --port 4010 --db .data/db.json',
  ])('leaves %s as it is', (text) => {
    expect(maskUrlCredentials(text)).toBe(text);
  });
});
