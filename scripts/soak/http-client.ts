import { Agent, request } from 'node:http';

/** One request as the soak sends it, on 127.0.0.1 only. */
export interface Outgoing {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer | undefined;
}

export type Outcome =
  | { type: 'answer'; status: number; contentType: string | undefined; text: string; ms: number }
  | { type: 'error'; code: string; message: string; ms: number };

/** A keep-alive agent with at most `sockets` connections. */
export function createAgent(sockets: number): Agent {
  return new Agent({ keepAlive: true, maxSockets: sockets, maxFreeSockets: sockets });
}

/**
 * Sends one request and reads the whole answer; network failures (an injected reset, say) come
 * back as `error` outcomes, and a request that gets no answer within `timeoutMs` as code `HANG`.
 */
export function send(agent: Agent, port: number, outgoing: Outgoing, timeoutMs: number): Promise<Outcome> {
  const started = performance.now();
  const ms = () => Math.round((performance.now() - started) * 100) / 100;
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(guard);
      resolve(outcome);
    };
    const headers: Record<string, string | number> = { ...outgoing.headers };
    if (outgoing.body) headers['content-length'] = outgoing.body.length;
    const req = request(
      { host: '127.0.0.1', port, method: outgoing.method, path: outgoing.path, headers, agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          settle({
            type: 'answer',
            status: res.statusCode ?? 0,
            contentType: res.headers['content-type'],
            text: Buffer.concat(chunks).toString('utf8'),
            ms: ms(),
          }),
        );
        res.on('error', (error: NodeJS.ErrnoException) =>
          settle({ type: 'error', code: error.code ?? 'ERROR', message: error.message, ms: ms() }),
        );
      },
    );
    const guard = setTimeout(() => {
      settle({ type: 'error', code: 'HANG', message: `no answer within ${timeoutMs} ms`, ms: ms() });
      req.destroy();
    }, timeoutMs);
    req.on('error', (error: NodeJS.ErrnoException) =>
      settle({ type: 'error', code: error.code ?? 'ERROR', message: error.message, ms: ms() }),
    );
    req.end(outgoing.body);
  });
}
