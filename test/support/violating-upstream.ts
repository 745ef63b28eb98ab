import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const json = { 'content-type': 'application/json' };
const deprecated = {
  deprecation: '@1767225600',
  sunset: 'Thu, 05 Dec 2030 00:00:00 GMT',
  link: '</v1/pets>; rel="successor-version"',
};

/** One deliberate break of the contract per request, and one answer that keeps it. */
export const violatingAnswers: Record<string, Answer> = {
  'GET /v1/pets?limit=1': { status: 200, headers: json, body: '[{"id":"1","name":"Rex","categoryId":1}]' },
  'GET /v1/pets/2': { status: 200, headers: { ...json, ...deprecated }, body: '{"id":2,"name":"Rex"}' },
  'GET /v1/pets?status=sold': {
    status: 500,
    headers: { 'content-type': 'text/html' },
    body: '<html><body>Internal Server Error</body></html>',
  },
  'POST /v1/pets': { status: 201, headers: json, body: '{"id":7,"name":"Rex","categoryId":1}' },
  'GET /v1/pets/4': { status: 404, headers: json, body: '{"code":"not_found","message":"No pet 4.","status":400}' },
  'GET /v1/pets/3': { status: 418, headers: json, body: '{"code":"teapot","message":"I am a teapot.","status":418}' },
  'GET /v1/pets/1': {
    status: 200,
    headers: { ...json, ...deprecated },
    body: '{"id":1,"name":"Rex","categoryId":1,"status":"sold"}',
  },
};

/**
 * An upstream on 127.0.0.1 that answers `violatingAnswers` by method and target (404 otherwise).
 * @example const upstream = await startViolatingUpstream(); fetch(`${upstream.url}/pets/2`)
 */
export async function startViolatingUpstream(): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    request.resume().once('end', () => {
      const answer = violatingAnswers[`${request.method} ${request.url}`] ?? {
        status: 404,
        headers: json,
        body: '{"code":"not_found","message":"No.","status":404}',
      };
      response.writeHead(answer.status, answer.headers).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
