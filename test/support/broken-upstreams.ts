import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';

/** A TCP server on 127.0.0.1 that misbehaves in one way, counting the connections it gets. */
export interface BrokenUpstream {
  /** Base URL, ending in /v1 (`https://…` for the TLS case). */
  url: string;
  connections(): number;
  close(): Promise<void>;
}

/** How each kind treats a connection: drop it at once, never answer, answer the head and stall, answer plain HTTP to TLS. */
const behaviours: Record<'drops' | 'hangs' | 'stalls-mid-body' | 'speaks-plain-http', (socket: Socket) => void> = {
  drops: (socket) => socket.destroy(),
  hangs: (socket) => socket.resume(),
  'stalls-mid-body': (socket) =>
    socket.once('data', () =>
      socket.write('HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n[{"id":1,'),
    ),
  'speaks-plain-http': (socket) =>
    socket.once('data', () => socket.end('HTTP/1.1 400 Bad Request\r\ncontent-length: 0\r\n\r\n')),
};

/**
 * Starts an upstream that fails in the given way; `refusing` is a port where nothing listens.
 * @example const upstream = await startBrokenUpstream('hangs'); await upstream.close();
 */
export async function startBrokenUpstream(kind: keyof typeof behaviours | 'refusing'): Promise<BrokenUpstream> {
  let count = 0;
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    count += 1;
    sockets.add(socket.once('close', () => sockets.delete(socket)));
    socket.on('error', () => {});
    if (kind !== 'refusing') behaviours[kind](socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  if (kind === 'refusing') await close();
  return {
    url: `${kind === 'speaks-plain-http' ? 'https' : 'http'}://127.0.0.1:${port}/v1`,
    connections: () => count,
    close: kind === 'refusing' ? async () => {} : close,
  };
}
