// Run by cases/msw.ts in a fresh process: the time to import msw/node, then, on top of it, to import
// the built `animal-store-mock/msw` (through the package's own exports, as a consumer resolves it)
// and create a store with the defaults; printed as JSON.
// Usage: node bench/cases/msw-cold-child.ts
const started = performance.now();
await import('msw/node');
const mswMs = performance.now() - started;
const ours = performance.now();
const { createAnimalStore } = await import('animal-store-mock/msw');
await createAnimalStore();
const oursMs = performance.now() - ours;
console.log(JSON.stringify({ mswMs, oursMs }));
