// Baseline (c), the limit for a proxy in Node here: node:http piping each request to the upstream
// given as its one argument through a keep-alive Agent, and the answer back, untouched and unread.
// Usage: node bench/servers/pass-through-proxy.ts http://127.0.0.1:PORT
import { Agent, createServer, request as upstreamRequest } from 'node:http';
import type { AddressInfo } from 'node:net';

const upstream = new URL(process.argv[2] ?? '');
const agent = new Agent({ keepAlive: true });

const server = createServer((request, response) => {
  const forwarded = upstreamRequest(
    {
      agent,
      host: upstream.hostname,
      port: upstream.port,
      method: request.method,
      path: request.url,
      headers: { ...request.headers, host: upstream.host },
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  forwarded.on('error', () => {
    if (!response.headersSent) response.writeHead(502);
    response.end();
  });
  request.pipe(forwarded);
});

server.listen(0, '127.0.0.1', () => {
  console.log(`  URL       http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`);
});
process.once('SIGTERM', () => {
  agent.destroy();
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
