import { pipeline, type Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate, createZstdDecompress } from 'node:zlib';
import { Agent } from 'undici';
import type { UpstreamSend } from '../../core/internal.ts';

/** The content codings undone, as fetch undoes them; any other leaves the body as it came. */
const decoders: Record<string, () => NodeJS.ReadWriteStream> = {
  gzip: createGunzip,
  'x-gzip': createGunzip,
  deflate: createInflate,
  br: createBrotliDecompress,
  zstd: createZstdDecompress,
};

/**
 * The server's way upstream: undici's `request` over a keep-alive pool per origin, so a proxied
 * request reuses a connection and builds no Fetch object (cheaper in CPU than Node's `fetch` or a
 * node:http `ClientRequest`: see docs/performance.md, the proxy's overhead). `close` ends the pooled sockets, and any call still
 * waiting (the server is stopping: nobody is left to answer).
 * @example const upstream = createPooledUpstream(); createMock({ proxy: { upstream: url, send: upstream.send } }); await upstream.close();
 */
export function createPooledUpstream(): { send: UpstreamSend; close(): Promise<void> } {
  // The forwarder's own timeout governs (504 naming it), so undici's are off.
  const agent = new Agent({ headersTimeout: 0, bodyTimeout: 0 });
  const send: UpstreamSend = async ({ method, url, headers, body, signal }) => {
    const pathAt = url.indexOf('/', url.indexOf('//') + 2);
    const [origin, path] = pathAt === -1 ? [url, '/'] : [url.slice(0, pathAt), url.slice(pathAt)];
    const answer = await agent.request({ origin, path, method, headers, body, signal });
    const codings = String(answer.headers['content-encoding'] ?? '')
      .split(',')
      .map((coding) => coding.trim().toLowerCase())
      .filter(Boolean)
      .reverse();
    const decoded =
      codings.length > 0 && codings.every((coding) => coding in decoders)
        ? (pipeline([answer.body, ...codings.map((coding) => decoders[coding]!())], () => {}) as unknown as Readable)
        : answer.body;
    return { status: answer.statusCode, headers: oneValueEach(answer.headers), body: await readAll(decoded) };
  };
  return { send, close: () => agent.destroy() };
}

/** The whole body; one cut short, aborted or undecodable rejects. */
function readAll(stream: Readable): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.once('end', () => resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)));
    stream.once('error', reject);
    // A body that stopped short without an error of its own (no Error built when it ended: a stack costs µs).
    stream.once('close', () => stream.readableEnded || reject(new Error('the answer was cut short')));
  });
}

/** The core's headers hold one value per name: repeats joined with `, ` as fetch joins them, but Set-Cookie keeps its last, as the fetch sender does. */
function oneValueEach(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  if (Object.values(headers).every((value) => typeof value === 'string')) return headers as Record<string, string>;
  const one: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    one[name] = typeof value === 'string' ? value : name === 'set-cookie' ? value.at(-1)! : value.join(', ');
  }
  return one;
}
