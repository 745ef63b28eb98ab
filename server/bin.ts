#!/usr/bin/env node
import { enableCompileCache } from 'node:module';

// Start-up time matters to a mock that test suites spawn: Node keeps compiled code between runs.
enableCompileCache();
await import('./main.ts');
