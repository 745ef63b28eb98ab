import type { ScenarioProblem } from './scenario-error.ts';
import type { ScenarioSections } from './scenario-types.ts';

/**
 * A feature's section of a scenario file, as its room gives it to whoever checks scenarios: the
 * scenario room carries the section as written and checks it only through this.
 * @example scenarioProblems(value, [{ key: 'tides', problems: (tides) => (Array.isArray(tides) ? [] : [{ path: '', message: 'must be an array' }]) }])
 */
export interface ScenarioSection {
  /** Its key in the file, declared by its room in `ScenarioSections`. */
  readonly key: keyof ScenarioSections & string;
  /** Problems of the section's value against the room's part of the schema, paths from the section. */
  problems(value: unknown): ScenarioProblem[];
}
