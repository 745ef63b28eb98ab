#!/usr/bin/env node
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
const [command, ...args] = process.argv.slice(2);
// `animal-store-mock scenario ...` works on scenario files; anything else starts the server.
if (command === 'scenario') await (await import('./cli/scenario-command.ts')).runScenarioCommand(args);
else if (command === 'coverage') await (await import('./cli/coverage-command.ts')).runCoverageCommand(args);
else await import('./main.ts');
