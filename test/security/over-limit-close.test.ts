import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAnswers } from '../support/raw-exchange.ts';
import { startTestServer, testKey } from '../support/test-server.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;

/**
 * Sends a 2 MiB body (twice the limit) with `Connection: close` in 64 KiB writes and reads nothing
 * until the whole request is written, as many clients do; the status it then reads, or how the
 * socket failed (EPIPE, ECONNRESET, `hung` after 5 s).
 */
function sendAllThenRead(port: number, target: string, extra: string): Promise<number | string> {
  const size = 2 * 1024 * 1024;
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    let settled = false;
    const finish = (outcome: number | string) => {
      if (settled) return;
      settled = true;
      clearTimeout(guard);
      socket.destroy();
      resolve(outcome);
    };
    const guard = setTimeout(() => finish('hung'), 5_000);
    socket.pause();
    socket.on('data', (data: Buffer) => {
      received += data.toString('latin1');
      const [answer] = parseAnswers(received);
      if (answer) finish(answer.status);
    });
    socket.on('error', (error: NodeJS.ErrnoException) => finish(error.code ?? 'error'));
    socket.on('close', () => finish('closed'));
    socket.write(
      `POST ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${extra}Content-Type: application/json\r\nContent-Length: ${size}\r\nConnection: close\r\n\r\n`,
    );
    let sent = 0;
    const pump = () => {
      if (settled) return;
      if (sent >= size) return void socket.resume();
      sent += chunk.length;
      socket.write(chunk, () => setImmediate(pump));
    };
    pump();
  });
}

/** The 413 always reaches a client that sends its whole body and asks to close. */
describe('an over-limit body with Connection: close', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it.for([
    ['the control plane', '/__admin/scenario', ''],
    ['the API', '/v1/pets', `Authorization: Bearer ${testKey}\r\n`],
  ])('gets its 413 on %s, 50 times out of 50', { timeout: 60_000 }, async ([, target, extra]) => {
    const outcomes: (number | string)[] = [];
    for (let attempt = 0; attempt < 50; attempt++) outcomes.push(await sendAllThenRead(server.port, target!, extra!));
    expect(outcomes).toEqual(Array(50).fill(413));
  });
});
