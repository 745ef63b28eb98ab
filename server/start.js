// `npm start`: the server from its TypeScript source. This entry is JavaScript on purpose: with
// Node's compile cache warm, the stripped TypeScript is read from the cache and Node need not load
// its TypeScript stripper at all (~30 ms of every start). The published bin is dist/server/bin.js.
import { enableCompileCache } from 'node:module';

enableCompileCache();
await import('./main.ts');
