import type { FailureRule } from './failure-rules.ts';
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
  clock?: { now: string; speed?: number };
  /** Timed events on the mock's clock (docs/world.md). */
  world?: WorldInput;
  /** What a snapshot adds (`GET /__admin/snapshot`): what decides the next answer beyond the fields above. */
  snapshot?: ScenarioSnapshot;
}

/** A snapshot's own section (fixtures/scenario.schema.json `$defs/snapshot`), format version 1. */
export interface ScenarioSnapshot {
  version: 1;
  /** Real time it was taken, ISO 8601 (`GET /__admin/db` leaves it out). */
  takenAt?: string;
  /** The mock's clock: its instant (null: real time) and speed (0: paused). */
  clock: { now: string | null; speed: number };
  /** Where the failure rules' seeded random stream stands. */
  random: number[];
  /** What each rule of `failures` (by id) spent; a rate limit's windows as [key's position in `apiKeys`, start ms, count]. */
  rules: { id: string; matched: number; fired: number; windows: number[][] }[];
  /** Each stateful part's own section, by its key, checked by that part. */
  parts: Record<string, Record<string, unknown>>;
}

/** A duration: milliseconds, or a string such as `10m` or `2h`. */
export type Duration = number | string;

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

/** A world as written (fixtures/scenario.schema.json `$defs/world`): rates per hour, delays as ranges. */
export interface WorldInput {
  seed?: number;
  adoptions?: { perHour: number; soldAfter: [Duration, Duration] };
  arrivals?: { perHour: number; status?: PetStatus };
  departures?: { after: [Duration, Duration] };
}
