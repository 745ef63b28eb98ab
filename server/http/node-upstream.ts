import { Agent as HttpAgent, request as httpRequest, type IncomingHttpHeaders, type RequestOptions } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { pipeline, type Readable } from 'node:stream';
import { urlToHttpOptions } from 'node:url';
import { createBrotliDecompress, createGunzip, createInflate, createZstdDecompress } from 'node:zlib';
import type { UpstreamSend } from '../../core/index.ts';

/** The content codings undone, as fetch undoes them; any other leaves the body as it came. */
const decoders: Record<string, () => NodeJS.ReadWriteStream> = {
  gzip: createGunzip, 'x-gzip': createGunzip, deflate: createInflate, br: createBrotliDecompress, zstd: createZstdDecompress,
};

/**
 * The server's way upstream: node:http(s) over keep-alive pools, so a proxied request reuses a
 * connection instead of opening one, and no Fetch object is built. `close` ends the pooled sockets.
 * @example const upstream = createNodeUpstream(); createMock({ proxy: { upstream: url, send: upstream.send } }); upstream.close();
 */
export function createNodeUpstream(): { send: UpstreamSend; close(): void } {
  const agents = { http: new HttpAgent({ keepAlive: true }), https: new HttpsAgent({ keepAlive: true }) };
  // A server has one upstream: its origin is parsed once, not at every request.
  let target: { origin: string; options: RequestOptions; secure: boolean } | undefined;
  const send: UpstreamSend = ({ method, url, headers, body, signal }) => new Promise((resolve, reject) => {
    const pathAt = url.indexOf('/', url.indexOf('//') + 2);
    const origin = pathAt === -1 ? url : url.slice(0, pathAt);
    if (target?.origin !== origin) {
      const secure = origin.startsWith('https:');
      target = { origin, secure, options: { ...urlToHttpOptions(new URL(origin)), agent: secure ? agents.https : agents.http } };
    }
    const sent = body === null ? headers : { ...headers, 'content-length': String(body.byteLength) };
    const options = { ...target.options, method, path: pathAt === -1 ? '/' : url.slice(pathAt), headers: sent, signal };
    const outgoing = (target.secure ? httpsRequest : httpRequest)(options, (answer) => {
      const codings = (answer.headers['content-encoding'] ?? '').split(',').map((coding) => coding.trim().toLowerCase()).filter(Boolean).reverse();
      const decoded = codings.length > 0 && codings.every((coding) => coding in decoders)
        ? pipeline([answer, ...codings.map((coding) => decoders[coding]!())], () => {}) as unknown as Readable
        : answer;
      readAll(decoded).then((bytes) => resolve({ status: answer.statusCode!, headers: oneValueEach(answer.headers), body: bytes }), reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body ?? undefined);
  });
  return {
    send,
    close() {
      agents.http.destroy();
      agents.https.destroy();
    },
  };
}

/** The whole body; one cut short, aborted or undecodable rejects. */
function readAll(stream: Readable): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.once('end', () => resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)));
    stream.once('error', reject);
    // Settled already when it ended; otherwise the body stopped short without an error of its own.
    stream.once('close', () => reject(new Error('the answer was cut short')));
  });
}

/** The core's headers hold one value per name: a repeated Set-Cookie keeps its last, as the fetch sender does. */
function oneValueEach(headers: IncomingHttpHeaders): Record<string, string> {
  const one: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) one[name] = typeof value === 'string' ? value : value.at(-1)!;
  }
  return one;
}
