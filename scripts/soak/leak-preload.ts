// Test-only: preloaded into the server under soak when the runner has $SOAK_INJECT_LEAK_BYTES set
// (see server-process.ts), to prove that the soak's memory checks fail on a real leak. It keeps
// that many bytes of JS heap for every HTTP request the server receives, forever. The product
// never loads it and never reads the variable.
import { subscribe } from 'node:diagnostics_channel';

const bytes = Number(process.env.SOAK_INJECT_LEAK_BYTES);
if (bytes > 0) {
  const kept: number[][] = [];
  // One small-integer slot is 8 bytes of a FixedArray: this many slots hold `bytes` of heap.
  const slots = Math.ceil(bytes / 8);
  subscribe('http.server.request.start', () => {
    kept.push(new Array<number>(slots).fill(kept.length));
  });
}
