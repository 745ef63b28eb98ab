import { asValidator } from '../contract/validation-result.ts';
import { StoreLoadError } from '../store/check-store-data.ts';
import { validators } from './world-validators.generated.ts';
import { worldBounds } from './world-bounds.ts';

/** The name the world's record has in the store's meta (`meta.world` of a db file). */
export const storedWorldName = 'world';

/** The clock and world a store keeps with its data, so a restart resumes where they stood. */
export interface StoredWorld {
  /** The simulated time (ms) when written, or null for real time; and the speed. */
  clock: { now: number | null; speed: number };
  /** The world in force (durations in ms), or null. */
  world: object | null;
  /** Where it stands: counters and due times, or null. */
  state: object | null;
  /** The seq of the newest event. */
  seq: number;
}

/** The id its validator is generated under. */
export const storedWorldSchemaId = 'stored-world.json';

/** JSON Schema of the record (docs/db-file.md): compiled by `npm run generate`. */
export const storedWorldSchema = {
  type: 'object',
  required: ['clock', 'world', 'state', 'seq'],
  properties: {
    // Held to the bounds of a clock move (world-bounds.ts), so a hand-edited file cannot start a clock reads fail on.
    clock: {
      type: 'object',
      required: ['now', 'speed'],
      properties: {
        now: { type: ['integer', 'null'], minimum: -worldBounds.maxTimeMs, maximum: worldBounds.maxTimeMs },
        speed: { type: 'number', minimum: 0, maximum: worldBounds.maxSpeed },
      },
    },
    world: { type: ['object', 'null'] },
    state: { type: ['object', 'null'] },
    seq: { type: 'integer', minimum: 0 },
  },
};

const checkRecord = asValidator<StoredWorld>(validators[storedWorldSchemaId]);

/**
 * The record a store kept (its meta's `world`), checked; undefined when it kept none. A record of
 * another shape refuses the file as the store's own check does.
 */
export function storedWorld(record: unknown): StoredWorld | undefined {
  if (record === undefined) return undefined;
  const result = checkRecord(record, `meta.${storedWorldName}`);
  if (result.ok) return result.value;
  throw new StoreLoadError(`wrong shape: ${result.problems.slice(0, 5).join('; ')}`);
}
