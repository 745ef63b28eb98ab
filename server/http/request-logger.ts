import type Koa from 'koa';
import pc from 'picocolors';
import { maskSecretQuery } from '../../core/exchange/secret-query.ts';
import { maskUrlCredentials } from '../mask-url-credentials.ts';

/** One line per request: method, path, status, milliseconds; an absolute-form target's credentials and secret query values masked. */
export function requestLogger(write: (line: string) => void): Koa.Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      // The core's answer is written straight to Node's response; a dropped connection has none.
      const { statusCode, headersSent } = ctx.res;
      const paint = !headersSent || statusCode >= 500 ? pc.red : statusCode >= 400 ? pc.yellow : pc.green;
      write(
        `${pc.bold(ctx.method)} ${shownTarget(ctx.originalUrl)} ${paint(headersSent ? String(statusCode) : 'dropped')} ${(performance.now() - started).toFixed(1)}ms`,
      );
    }
  };
}

/** The request target as a log may show it: `/v1/pets?limit=2&api_key=[redacted]`. */
function shownTarget(target: string): string {
  const question = target.indexOf('?');
  const shown =
    question === -1 ? target : `${target.slice(0, question + 1)}${maskSecretQuery(target.slice(question + 1))}`;
  return maskUrlCredentials(shown);
}
