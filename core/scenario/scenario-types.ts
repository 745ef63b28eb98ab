import type { PetStatus } from '../contract/schema-types.ts';
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

/** A failure rule (`$defs/failureRule` of the schema): which requests, and what happens to them. */
export interface FailureRule {
  id?: string;
  operationId?: string;
  /** Any case. */
  method?: string;
  /** An exact path (`/v1/pets`) or a glob where `*` stands for anything (`/v1/pets/*`). */
  path?: string;
  /** Effect: an error response with this status (400..599). */
  status?: number;
  code?: string;
  message?: string;
  /** Seconds, for `Retry-After`. */
  retryAfter?: number;
  /** Effect: latency in ms, fixed or a `[min, max]` range. */
  latency?: number | [number, number];
  /** Effect: a network fault. */
  fault?: 'reset' | 'empty' | 'timeout' | 'malformed' | 'slow-body';
  /** For `timeout` and `slow-body`, in ms. */
  durationMs?: number;
  /** Effect: at most `limit` requests per `windowMs`, then 429. */
  rateLimit?: { limit: number; windowMs: number };
  /** Chance (0..1) that a matching request is affected. */
  probability?: number;
  /** Affect this many requests, then expire. */
  times?: number;
  /** Let the first N matching requests through untouched. */
  after?: number;
}
