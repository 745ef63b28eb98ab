import { unsupportedNode } from './supported-node.ts';

// Imported first by every package entry: an old Node gets one line naming both versions here,
// before a dependency fails deep inside with a stack trace. Browsers have no `process` to check.
const problem = typeof process === 'undefined' || process.versions?.node === undefined ? undefined : unsupportedNode(process.versions.node);
if (problem) {
  console.error(problem);
  process.exit(1);
}
