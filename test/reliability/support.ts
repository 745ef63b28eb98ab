import { connect, type Socket } from 'node:net';

/**
 * Helpers of the reliability tests (issue 8) only: a seeded random generator whose seed is printed
 * on failure, and raw connections held open over `node:net` (127.0.0.1 only). The Error-body
 * check and the one-shot raw exchange are in test/support.
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
