import { rm } from 'node:fs/promises';

// `npm run build` starts from an empty dist/: a file an earlier build wrote (a module since renamed,
// a chunk since merged) must never reach the tarball.
await rm(new URL('../dist/', import.meta.url), { recursive: true, force: true });
