import { unsupportedNode } from './supported-node.ts';

/** The part of Node's `process` this check needs; a browser has none (the core runs there too). */
interface NodeProcess {
  versions: { node?: string };
  exit(code: number): never;
}

// Imported first by every package entry: an old Node gets one line naming both versions here,
// before a dependency fails deep inside with a stack trace.
const node = (globalThis as { process?: NodeProcess }).process;
const problem = node?.versions.node === undefined ? undefined : unsupportedNode(node.versions.node);
if (problem) {
  console.error(problem);
  node!.exit(1);
}
