import { connect, type Socket } from 'node:net';
import { errorStatuses } from '../../core/index.ts';

/**
 * Helpers shared by the reliability tests (issue 8): a seeded random generator whose seed is
 * printed on failure, an Error-body check that works on fetch and raw-socket answers alike, and a
 * bounded raw HTTP exchange over `node:net` (127.0.0.1 only).
 */

export { seededRandom } from '../../scripts/soak/random.ts';

/** `RELIABILITY_SEED` when set (to replay a failure), else a fresh one. */
export function reliabilitySeed(): number {
  const fromEnv = process.env.RELIABILITY_SEED;
  if (fromEnv !== undefined && /^\d+$/.test(fromEnv)) return Number(fromEnv) >>> 0;
  return (Date.now() ^ (process.pid << 16)) >>> 0;
}

/** Runs `body`; a failure's message is prefixed with what replays it. */
export async function withSeed<T>(seed: number, what: string, body: () => Promise<T>): Promise<T> {
  try {
    return await body();
  } catch (error) {
    if (error instanceof Error) {
      error.message = `[${what}: replay with RELIABILITY_SEED=${seed}] ${error.message}`;
    }
    throw error;
  }
}

const knownStatuses: Record<string, number> = errorStatuses;

/**
 * What is wrong with an answer that should be an Error: `application/json`, exactly
 * `{code, message, status}`, `status` equal to the HTTP status, a known code for that status and
 * a non-empty message. Returns the problems (empty when it is fine), so fast-check can report them.
 */
export function errorBodyProblems(status: number, contentType: string | null | undefined, text: string): string[] {
  const problems: string[] = [];
  if (!/^application\/json\s*(;|$)/i.test(contentType ?? '')) problems.push(`content-type is ${JSON.stringify(contentType)}, not application/json`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return [...problems, `body is not JSON: ${JSON.stringify(text.slice(0, 200))}`];
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return [...problems, `body is not an object: ${text.slice(0, 200)}`];
  const record = body as Record<string, unknown>;
  const keys = Object.keys(record).sort().join(',');
  if (keys !== 'code,message,status') problems.push(`body keys are ${keys}, not code,message,status`);
  if (record.status !== status) problems.push(`body status ${String(record.status)} is not the HTTP status ${status}`);
  if (typeof record.message !== 'string' || record.message.trim() === '') problems.push('message is empty or not a string');
  if (typeof record.code !== 'string') problems.push('code is not a string');
  else if (record.code in knownStatuses && knownStatuses[record.code] !== status) {
    problems.push(`code ${record.code} belongs to ${knownStatuses[record.code]}, not ${status}`);
  }
  return problems;
}

/** A parsed HTTP/1.1 answer read off a raw socket. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** What came back on a raw connection: the answers parsed, whether it closed, and every byte. */
export interface RawOutcome {
  answers: RawAnswer[];
  closed: boolean;
  raw: string;
}

/**
 * Opens a connection to 127.0.0.1:`port`, writes `request` (latin1 bytes) and collects answers
 * until the server closes, `expectAnswers` answers are complete, or `guardMs` passes (then
 * `closed` is false). The socket is always destroyed before this resolves.
 */
export function rawExchange(port: number, request: string | Buffer, { guardMs = 5_000, expectAnswers = 1 } = {}): Promise<RawOutcome> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let raw = Buffer.alloc(0);
    let done = false;
    const finish = (closed: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      const text = raw.toString('latin1');
      resolve({ answers: parseAnswers(text), closed, raw: text });
    };
    const timer = setTimeout(() => finish(false), guardMs);
    socket.on('data', (chunk: Buffer) => {
      raw = Buffer.concat([raw, chunk]);
      if (parseAnswers(raw.toString('latin1')).length >= expectAnswers) finish(true);
    });
    socket.on('close', () => finish(true));
    socket.on('error', () => finish(true));
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

/** Opens a raw connection and resolves once it is connected (rejects after `guardMs`). */
export function openSocket(port: number, guardMs = 5_000): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no connection to 127.0.0.1:${port} within ${guardMs} ms`));
    }, guardMs);
    socket.once('connect', () => {
      clearTimeout(timer);
      // A reset from the server must not become an uncaught error; socketEnd() reports the close.
      socket.on('error', () => {});
      resolve(socket);
    });
    socket.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

/** Resolves with how the socket ended: `closed` once the server closed it, or `open` after `guardMs`. */
export function socketEnd(socket: Socket, guardMs: number): Promise<{ state: 'closed' | 'open'; received: string }> {
  return new Promise((resolve) => {
    let received = '';
    const onData = (chunk: Buffer) => (received += chunk.toString('latin1'));
    const finish = (state: 'closed' | 'open') => {
      clearTimeout(timer);
      socket.off('data', onData).off('close', onClose).off('end', onClose);
      resolve({ state, received });
    };
    const onClose = () => finish('closed');
    const timer = setTimeout(() => finish('open'), guardMs);
    if (socket.destroyed || socket.readableEnded) return finish('closed');
    socket.on('data', onData).once('close', onClose).once('end', onClose);
  });
}
