import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { ApiError } from '../../core/exchange/errors.ts';
import { nodeHttp } from './node-http.ts';

/**
 * Requests Node's parser refuses (a broken head, headers too large) or that time out never reach
 * Koa; Node would answer them in plain text. They get the API's JSON Error body too.
 */
export function answerClientErrorsAsJson(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable || (error.code === 'ECONNRESET' && socket.destroyed)) {
      socket.destroy();
      return;
    }
    const timedOut = error.code === 'ERR_HTTP_REQUEST_TIMEOUT';
    const apiError = timedOut
      ? new ApiError({
          code: 'request_timeout',
          message: 'The request was not received in time; the connection is closed.',
        })
      : new ApiError({
          code: 'invalid_request',
          message: `The request could not be parsed (${error.code ?? error.message}).`,
        });
    const body = String(apiError.toResponse().body);
    socket.end(
      `HTTP/1.1 ${apiError.status} ${nodeHttp.STATUS_CODES[apiError.status]}\r\n` +
        'content-type: application/json\r\n' +
        `content-length: ${Buffer.byteLength(body)}\r\n` +
        'connection: close\r\n\r\n' +
        body,
    );
  });
}
