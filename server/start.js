// `npm start`: the server from its TypeScript source. This entry is JavaScript on purpose: with
// Node's compile cache warm, the stripped TypeScript is read from the cache and Node need not load
// its TypeScript stripper at all (a part of every start: docs/performance.md). The published bin is dist/server/bin.js.
// The cache is on before the first TypeScript module, or that one is stripped at every start. An old
// Node has no compile cache (and cannot strip types either: the check below says so).
(await import('node:module')).enableCompileCache?.();
// A Node that cannot run TypeScript cannot read the version rule either: it is too old for a checkout.
const rule = await import('../core/supported-node.ts').catch(() => undefined);
const problem = rule
  ? rule.unsupportedNode(process.versions.node)
  : `animal-store-mock from its source needs Node 22.18 or newer, which runs TypeScript; this is Node ${process.versions.node}. ` +
    'Run npm start (it uses the pinned Node 24), or upgrade Node, e.g. to 24 LTS.';
if (problem) {
  console.error(problem);
  process.exit(1);
}
const args = process.argv.slice(2);
// A checkout has no dist/ui until something builds it: the banner's Dashboard line must answer.
if (!args.some((arg) => ['--help', '-h', '--version', '-V'].includes(arg))) {
  const failed = (await import('./build-dashboard.ts')).buildDashboardIfNeeded((line) => console.log(line));
  if (failed) console.error(`animal-store-mock: ${failed}`);
}
await (await import('./main.ts')).run(args);
