#!/usr/bin/env -S node --max-semi-space-size=16 --min-semi-space-size=4
import { unsupportedNode } from '../core/supported-node.ts';

// Checked before anything Node-version-specific is linked, so an old Node gets one clear line.
const problem = unsupportedNode(process.versions.node);
if (problem) {
  console.error(problem);
  process.exit(1);
}
// Start-up time matters to a mock that test suites spawn: Node keeps compiled code between runs.
const { enableCompileCache } = await import('node:module');
enableCompileCache();
await (await import('./cli/run-cli.ts')).runCli(process.argv.slice(2));
