import type * as Http from 'node:http';

/**
 * node:http as Node's own CommonJS module. An ESM `import` of it reads every export, and its lazy
 * ones (WebSocket, CloseEvent, MessageEvent) load undici at every start (docs/performance.md has
 * the cost), for nothing a server uses. Import from here; `import type` from node:http costs nothing.
 * @example nodeHttp.createServer((request, response) => response.end())
 */
export const nodeHttp: typeof Http = process.getBuiltinModule('node:http');
