import type { FailureRule } from '../failures/failure-rule.ts';
import type { PetStatus } from '../../spec/schema-types.ts';
import type { StatusWeights } from '../../fixtures/generate-pets.ts';

/** A scenario file, as fixtures/scenario.schema.json describes it. */
export interface Scenario {
  /** Where editors find the schema; ignored when loading. */
  $schema?: string;
  name: string;
  version: 1;
  /** One line. */
  description: string;
  generate?: ScenarioGenerate;
  /** Explicit pets, after the generated ones. */
  pets?: ScenarioPet[];
  nextId?: number;
  apiKeys?: string[];
  failures?: FailureRule[];
  clock?: { now: string };
  /** Timed events on the mock's clock (docs/world.md). */
  world?: WorldInput;
}

/** A duration: milliseconds, or a string such as `10m` or `2h`. */
export type Duration = number | string;

/** A world as written (fixtures/scenario.schema.json `$defs/world`): rates per hour, delays as ranges. */
export interface WorldInput {
  seed?: number;
  adoptions?: { perHour: number; soldAfter: [Duration, Duration] };
  arrivals?: { perHour: number; status?: PetStatus };
  departures?: { after: [Duration, Duration] };
}

/** Options of the seeded generator; ids run 1..count. */
export interface ScenarioGenerate {
  seed: number;
  count: number;
  statusWeights?: StatusWeights;
  categoryIds?: number[];
  edgeCaseRate?: number;
}

/** A hand-written pet: its id is assigned when missing. */
export interface ScenarioPet {
  id?: number;
  name: string;
  categoryId: number;
  status?: PetStatus;
}

export type { FailureRule };
