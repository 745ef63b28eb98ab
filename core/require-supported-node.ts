import { unsupportedNode } from './supported-node.ts';

// Imported first by every package entry: on an old Node, importing the package throws one Error
// naming both versions, before a dependency fails deep inside; a library never ends its host's process.
const version = (globalThis as { process?: { versions: { node?: string } } }).process?.versions.node;
const problem = version === undefined ? undefined : unsupportedNode(version);
if (problem) throw new Error(problem);
