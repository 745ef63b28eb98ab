// Baseline (a), the limit for Node here: node:http answering the mock's three read routes over the
// same pets as bare Koa, after checking the Authorization header. Each distinct GET's body is made
// once and then sent as bytes, so nothing but node:http's own work is measured.
// Usage: node bench/servers/raw-node.ts [count]
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generatePets } from '../../fixtures/generate-pets.ts';

const pets = generatePets({ seed: 42, count: Number(process.argv[2] ?? 100) });
const byId = new Map(pets.map((pet) => [pet.id, pet]));
const json = (value: unknown) => Buffer.from(JSON.stringify(value));
const unauthorized = json({ code: 'unauthorized', message: 'Missing API key.', status: 401 });
const notFound = json({ code: 'not_found', message: 'No such path.', status: 404 });

/** The body of `GET /v1/pets[?limit=&status=]` or `GET /v1/pets/{id}`; undefined for any other target. */
function answer(url: string): Buffer | undefined {
  const [path = '', query = ''] = url.split('?', 2);
  if (path === '/v1/pets') {
    const search = new URLSearchParams(query);
    const status = search.get('status');
    const from = status === null ? pets : pets.filter((pet) => pet.status === status);
    return json(from.slice(0, Number(search.get('limit') ?? 20)));
  }
  const pet = path.startsWith('/v1/pets/') ? byId.get(Number(path.slice('/v1/pets/'.length))) : undefined;
  return pet && json(pet);
}

// The loads send a few dozen distinct targets; the cap only keeps a stray client from growing it.
const bodies = new Map<string, Buffer | undefined>();
const server = createServer((request, response) => {
  const send = (status: number, body: Buffer) => {
    response.writeHead(status, { 'content-type': 'application/json', 'content-length': body.length });
    response.end(body);
  };
  if (!/^Bearer\s+\S/i.test(request.headers.authorization ?? '')) return send(401, unauthorized);
  const { url = '' } = request;
  if (request.method !== 'GET') return send(404, notFound);
  let body = bodies.get(url);
  if (body === undefined && !bodies.has(url)) {
    body = answer(url);
    if (bodies.size < 1_000) bodies.set(url, body);
  }
  return body ? send(200, body) : send(404, notFound);
});

server.listen(0, '127.0.0.1', () => {
  console.log(`  URL       http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`);
});
process.once('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
