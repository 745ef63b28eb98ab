import type Koa from 'koa';
import pc from 'picocolors';

/** One line per request: method, path, status, milliseconds. */
export function requestLogger(write: (line: string) => void): Koa.Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const status = ctx.status;
      const paint = status >= 500 ? pc.red : status >= 400 ? pc.yellow : pc.green;
      write(`${pc.bold(ctx.method)} ${ctx.originalUrl} ${paint(String(status))} ${(performance.now() - started).toFixed(1)}ms`);
    }
  };
}
