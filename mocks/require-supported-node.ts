import { unsupportedNode } from '../core/supported-node.ts';

// Imported first by the node entry: an old Node is told so here, before msw fails deep inside.
const problem = unsupportedNode(process.versions.node);
if (problem) throw new Error(problem);
