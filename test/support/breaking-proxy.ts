import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A proxy in front of a mock that breaks the contract on purpose: every JSON answer of `target`
 * passes through `rewrite(path, body)` (the state endpoint and everything else too, unchanged when
 * it returns the body as it is). Listens on 127.0.0.1, port 0.
 * @example const proxy = await startBreakingProxy(server.url.replace(/\/v1$/, ''), (path, body) => body);
 */
export async function startBreakingProxy(
  target: string,
  rewrite: (path: string, body: unknown) => unknown,
): Promise<{ origin: string; close(): Promise<void> }> {
  const server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(([name]) => name !== 'host' && name !== 'content-length'),
    ) as Record<string, string>;
    const answer = await fetch(`${target}${request.url}`, {
      method: request.method!,
      headers,
      ...(chunks.length > 0 && { body: Buffer.concat(chunks) }),
    });
    const text = await answer.text();
    const json = (answer.headers.get('content-type') ?? '').includes('json') && text !== '';
    const body = json ? JSON.stringify(rewrite(request.url!.split('?')[0]!, JSON.parse(text))) : text;
    response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'text/plain' });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
