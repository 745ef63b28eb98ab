import type Koa from 'koa';
import pc from 'picocolors';

/** One line per request: method, path, status, milliseconds. */
export function requestLogger(write: (line: string) => void): Koa.Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      // The core's answer is written straight to Node's response; a dropped connection has none.
      const { statusCode, headersSent } = ctx.res;
      const paint = !headersSent || statusCode >= 500 ? pc.red : statusCode >= 400 ? pc.yellow : pc.green;
      write(`${pc.bold(ctx.method)} ${ctx.originalUrl} ${paint(headersSent ? String(statusCode) : 'dropped')} ${(performance.now() - started).toFixed(1)}ms`);
    }
  };
}
