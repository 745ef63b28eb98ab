import type { ValidateFunction } from '../contract/validation-result.ts';
import type { PetStatus } from '../../spec/schema-types.ts';
import type { ScenarioProblem } from '../scenario/scenario-error.ts';
import { problemsAgainst } from '../scenario/scenario-schema.ts';
import type { ScenarioSection } from '../scenario/scenario-section.ts';
import type { Duration } from '../scenario/scenario-types.ts';
import { validators } from './world-validators.generated.ts';

/** A world as written (fixtures/scenario.schema.json `$defs/world`): rates per hour, delays as ranges. */
export interface WorldInput {
  seed?: number;
  adoptions?: { perHour: number; soldAfter: [Duration, Duration] };
  arrivals?: { perHour: number; status?: PetStatus };
  departures?: { after: [Duration, Duration] };
}

declare module '../scenario/scenario-types.ts' {
  interface ScenarioSections {
    /** Timed events on the mock's clock (docs/world.md). */
    world: WorldInput;
  }
}

// Generated from the schema's `$defs/world` by `npm run generate`, here in the world's own room.
const validateWorld: ValidateFunction = validators['scenario#/$defs/world'];

/** Problems of a world against the schema's `$defs/world`, paths from the world. */
export function worldSchemaProblems(world: unknown): ScenarioProblem[] {
  return problemsAgainst(validateWorld, world);
}

/** The world's section of a scenario file (`world`), as the scenario room checks it. */
export const worldSection: ScenarioSection = { key: 'world', problems: worldSchemaProblems };
