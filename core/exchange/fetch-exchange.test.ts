import { describe, expect, it } from 'vitest';
import { fromFetchRequest, toFetchResponse } from './fetch-exchange.ts';

describe('toFetchResponse', () => {
  it.each([
    { label: 'ASCII JSON', body: '{"name":"Rex"}', bytes: 14 },
    { label: 'JSON with characters past ASCII', body: '{"name":"Zoë 🐕"}', bytes: 20 },
  ])('gives $label its length in bytes and the same bytes', async ({ body, bytes }) => {
    const response = toFetchResponse({ status: 200, headers: { 'content-type': 'application/json' }, body });
    expect(response.headers.get('content-length')).toBe(String(bytes));
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(new TextDecoder().decode(await response.arrayBuffer())).toBe(body);
  });

  it('adds no type of its own to text that has none', async () => {
    const response = toFetchResponse({ status: 200, headers: {}, body: '{"cut' });
    expect(response.headers.get('content-type')).toBeNull();
    expect(response.headers.get('content-length')).toBe('5');
    expect(await response.text()).toBe('{"cut');
  });

  it('sends bytes as they are, and no length for no body', async () => {
    const bytes = toFetchResponse({
      status: 200,
      headers: { 'content-type': 'application/octet-stream' },
      body: new Uint8Array([1, 2, 3]),
    });
    expect(bytes.headers.get('content-length')).toBe('3');
    expect([...new Uint8Array(await bytes.arrayBuffer())]).toEqual([1, 2, 3]);
    const empty = toFetchResponse({ status: 204, headers: { vary: 'Origin' }, body: null });
    expect(empty.headers.get('content-length')).toBeNull();
    expect(empty.headers.get('vary')).toBe('Origin');
  });
});

describe('fromFetchRequest', () => {
  it('takes a target split by the caller instead of reading the URL again', async () => {
    const request = new Request('http://api.test/v1/pets?limit=3', { headers: { authorization: 'Bearer k' } });
    const mock = await fromFetchRequest(request, { path: '/v1/pets', query: 'limit=3' });
    expect(mock).toMatchObject({
      method: 'GET',
      path: '/v1/pets',
      query: 'limit=3',
      headers: { authorization: 'Bearer k' },
      body: null,
    });
    expect(mock.origin).toBe('http://api.test');
  });

  it('reads a body once, up to one byte past the limit', async () => {
    const request = new Request('http://api.test/v1/pets', { method: 'POST', body: '{"name":"Rex","categoryId":1}' });
    expect(new TextDecoder().decode((await fromFetchRequest(request)).body!)).toBe('{"name":"Rex","categoryId":1}');
  });
});
