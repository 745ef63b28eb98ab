import { connect } from 'node:net';
import { guardMs as defaultGuardMs } from './bounded-fetch.ts';

/** One HTTP/1.1 exchange over a raw `node:net` socket to 127.0.0.1, for what fetch cannot send or see. */

/** A parsed HTTP/1.1 answer read off a raw socket. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** What came back on a raw connection, and how it ended. */
export interface RawExchange {
  /** Every byte the server sent. */
  received: Buffer;
  /** The complete answers in `received`. */
  answers: RawAnswer[];
  /**
   * `reset`: the socket errored with ECONNRESET; `error`: another socket error; `closed`: an
   * orderly close; `answered`: `untilAnswers` answers came (the client then closed); `hung`: the guard.
   */
  ending: 'reset' | 'error' | 'closed' | 'answered' | 'hung';
  errorCode: string | undefined;
  /** ms from the start to the end. */
  ms: number;
}

/**
 * Writes `request` (latin1 bytes) to 127.0.0.1:`port` and collects what comes back until the server
 * ends the connection, `untilAnswers` complete answers came, or `guardMs` passes. The socket is
 * always destroyed before this resolves.
 * @example const exchange = await rawExchange(server.port, 'GET /v1/pets HTTP/1.1\r\n\r\n', { untilAnswers: 1 });
 */
export function rawExchange(
  port: number,
  request: string | Buffer,
  { guardMs = defaultGuardMs, untilAnswers = Infinity }: { guardMs?: number; untilAnswers?: number } = {},
): Promise<RawExchange> {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    let errorCode: string | undefined;
    let settled = false;
    const finish = (ending: RawExchange['ending']) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({
        received,
        answers: parseAnswers(received.toString('latin1')),
        ending,
        errorCode,
        ms: performance.now() - started,
      });
    };
    const timer = setTimeout(() => finish('hung'), guardMs);
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      if (parseAnswers(received.toString('latin1')).length >= untilAnswers) finish('answered');
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      errorCode = error.code;
      finish(error.code === 'ECONNRESET' ? 'reset' : 'error');
    });
    socket.on('close', () =>
      finish(errorCode === undefined ? 'closed' : errorCode === 'ECONNRESET' ? 'reset' : 'error'),
    );
    socket.write(typeof request === 'string' ? Buffer.from(request, 'latin1') : request);
  });
}

/** Complete answers in `text` (Content-Length or chunked bodies; a close ends a body without either). */
export function parseAnswers(text: string): RawAnswer[] {
  const answers: RawAnswer[] = [];
  let rest = text;
  for (let guard = 0; guard < 100 && rest.length > 0; guard++) {
    const headEnd = rest.indexOf('\r\n\r\n');
    if (headEnd < 0) break;
    const [statusLine = '', ...lines] = rest.slice(0, headEnd).split('\r\n');
    const found = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine);
    if (!found) break;
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    let afterHead = rest.slice(headEnd + 4);
    let body: string;
    if (headers['content-length'] !== undefined) {
      const length = Number(headers['content-length']);
      if (Buffer.byteLength(afterHead, 'latin1') < length) break;
      body = afterHead.slice(0, length);
      afterHead = afterHead.slice(length);
    } else if (/chunked/i.test(headers['transfer-encoding'] ?? '')) {
      const decoded = decodeChunked(afterHead);
      if (!decoded) break;
      body = decoded.body;
      afterHead = decoded.rest;
    } else {
      body = afterHead;
      afterHead = '';
    }
    answers.push({ status: Number(found[1]), headers, body: Buffer.from(body, 'latin1').toString('utf8') });
    rest = afterHead;
  }
  return answers;
}

function decodeChunked(text: string): { body: string; rest: string } | undefined {
  let body = '';
  let rest = text;
  for (let guard = 0; guard < 10_000; guard++) {
    const lineEnd = rest.indexOf('\r\n');
    if (lineEnd < 0) return undefined;
    const size = parseInt(rest.slice(0, lineEnd), 16);
    if (Number.isNaN(size)) return undefined;
    if (size === 0) {
      const end = rest.indexOf('\r\n\r\n', lineEnd);
      return end < 0 ? undefined : { body, rest: rest.slice(end + 4) };
    }
    if (rest.length < lineEnd + 2 + size + 2) return undefined;
    body += rest.slice(lineEnd + 2, lineEnd + 2 + size);
    rest = rest.slice(lineEnd + 2 + size + 2);
  }
  return undefined;
}
