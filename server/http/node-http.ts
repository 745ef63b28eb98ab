import type * as Http from 'node:http';

/**
 * node:http as Node's own CommonJS module. An ESM `import` of it reads every export, and its lazy
 * ones (WebSocket, CloseEvent, MessageEvent) load undici: ~30 ms of CPU at every start, for
 * nothing a server uses. Import from here; `import type` from node:http costs nothing.
 * @example nodeHttp.createServer((request, response) => response.end())
 */
export const nodeHttp: typeof Http = process.getBuiltinModule('node:http');
