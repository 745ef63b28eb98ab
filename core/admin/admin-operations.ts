import type { Controls } from './controls.ts';
import { clockOperations } from './clock-routes.ts';
import { coverageOperations } from './coverage-routes.ts';
import { explainOperations } from './explain-routes.ts';
import { failureOperations } from './failure-routes.ts';
import { journalOperations } from './journal-routes.ts';
import { scenarioOperations } from './scenario-routes.ts';
import { worldOperations } from './world-routes.ts';

/**
 * The control plane's operations over one mock's controls as functions, named by their
 * operationId in spec/admin.openapi.yaml: each route reads its input from HTTP and calls one;
 * `/__admin/mcp`'s tools call the same ones in process, past the guards they met at that route.
 * @example createAdminOperations(mock.controls).getClock()
 */
export function createAdminOperations(controls: Controls) {
  return {
    ...scenarioOperations(controls),
    ...failureOperations(controls),
    ...journalOperations(controls),
    ...explainOperations(controls),
    ...clockOperations(controls),
    ...worldOperations(controls),
    ...coverageOperations(controls),
  };
}

export type AdminOperations = ReturnType<typeof createAdminOperations>;
