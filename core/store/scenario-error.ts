import { ApiError } from '../exchange/errors.ts';

/** One thing wrong in a scenario: where (a JSON pointer, `''` for the whole value) and what. */
export interface ScenarioProblem {
  path: string;
  message: string;
}

const shownProblems = 20;

/**
 * A scenario that cannot be loaded; nothing of it was applied.
 * @example new ScenarioError('inline', [{ path: '/pets/0/name', message: 'is required' }]).message
 *   // 'inline: invalid scenario\n  /pets/0/name: is required'
 */
export class ScenarioError extends Error {
  readonly code = 'invalid_scenario';
  override name = 'ScenarioError';
  /** The file path, or `inline` for a scenario given as a value. */
  readonly source: string;
  readonly problems: ScenarioProblem[];

  constructor(source: string, problems: ScenarioProblem[]) {
    const lines = problems.slice(0, shownProblems).map(({ path, message }) => `  ${path || '(root)'}: ${message}`);
    if (problems.length > shownProblems) lines.push(`  ... and ${problems.length - shownProblems} more`);
    super([`${source}: invalid scenario`, ...lines].join('\n'));
    this.source = source;
    this.problems = problems;
  }
}

/**
 * What the control plane answers for a scenario it cannot load (an unknown built-in's name
 * included): 400 `invalid_scenario` with the error's message; any other error is left as it is.
 */
export function scenarioRefusal(error: unknown): unknown {
  return error instanceof ScenarioError ? new ApiError({ code: 'invalid_scenario', message: error.message }) : error;
}
