// Baseline (a), the limit for Node here: node:http answering the list route with a precomputed
// JSON array of 20 pets after checking the Authorization header. Nothing else is imported.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const names = ['Stella', 'Bruno', 'Luna', 'Max', 'Bella', 'Charlie', 'Daisy', 'Rocky', 'Molly', 'Buddy',
  'Coco', 'Milo', 'Ruby', 'Oscar', 'Rosie', 'Teddy', 'Lola', 'Toby', 'Zoe', 'Jack'];
const statuses = ['available', 'pending', 'sold', undefined] as const;
const pets = names.map((name, i) => {
  const status = statuses[i % statuses.length];
  return status ? { id: i + 1, name, categoryId: 1 + (i % 5), status } : { id: i + 1, name, categoryId: 1 + (i % 5) };
});
const listBody = Buffer.from(JSON.stringify(pets));
const unauthorized = Buffer.from(JSON.stringify({ code: 'unauthorized', message: 'Missing API key.', status: 401 }));
const notFound = Buffer.from(JSON.stringify({ code: 'not_found', message: 'No such path.', status: 404 }));

const server = createServer((request, response) => {
  const send = (status: number, body: Buffer) => {
    response.writeHead(status, { 'content-type': 'application/json', 'content-length': body.length });
    response.end(body);
  };
  if (!/^Bearer\s+\S/i.test(request.headers.authorization ?? '')) return send(401, unauthorized);
  const { url = '' } = request;
  if (request.method === 'GET' && (url === '/v1/pets' || url.startsWith('/v1/pets?'))) return send(200, listBody);
  return send(404, notFound);
});

server.listen(0, '127.0.0.1', () => {
  console.log(`  URL       http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`);
});
process.once('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
