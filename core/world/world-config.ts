import ms from 'ms';
import type { PetStatus } from '../../spec/schema-types.ts';
import { ApiError } from '../exchange/errors.ts';
import { worldBounds } from './world-bounds.ts';
import { worldSchemaProblems } from '../store/scenario-schema.ts';
import type { Duration, WorldInput } from '../store/scenario-types.ts';

/** A checked world: rates per hour, delays as [min, max] in ms, the seed filled in. */
export interface WorldConfig {
  seed: number;
  adoptions?: { perHour: number; soldAfter: [number, number] };
  arrivals?: { perHour: number; status: PetStatus };
  departures?: { after: [number, number] };
}

/**
 * A world as given (a scenario's `world`, `--world`, `PUT /__admin/world`), checked against the
 * scenario schema's `$defs/world` and made ready for the engine; anything wrong is 400
 * `invalid_world` naming the field. The seed defaults to the mock's.
 * @example parseWorld({ adoptions: { perHour: 6, soldAfter: ['10m', '1h'] } }, 42).adoptions!.soldAfter // [600000, 3600000]
 */
export function parseWorld(input: unknown, defaultSeed: number): WorldConfig {
  const [problem] = worldSchemaProblems(input);
  if (problem) throw invalidWorld(`world${problem.path.replaceAll('/', '.')}`, problem.message);
  const world = input as WorldInput;
  return {
    seed: world.seed ?? defaultSeed,
    ...(world.adoptions && {
      adoptions: {
        perHour: world.adoptions.perHour,
        soldAfter: range(world.adoptions.soldAfter, 'world.adoptions.soldAfter'),
      },
    }),
    ...(world.arrivals && {
      arrivals: { perHour: world.arrivals.perHour, status: world.arrivals.status ?? 'available' },
    }),
    ...(world.departures && { departures: { after: range(world.departures.after, 'world.departures.after') } }),
  };
}

/** A duration in ms: a number as is, a string through `ms` ("10m", "2h"); NaN for a string it cannot read. */
export function readDuration(value: Duration): number {
  if (typeof value === 'number') return value;
  try {
    const parsed = ms(value as ms.StringValue);
    return typeof parsed === 'number' ? parsed : Number.NaN;
  } catch {
    // ms throws on "" rather than answering undefined.
    return Number.NaN;
  }
}

/** A duration as ms: an integer as is, a string through `ms` ("10m", "2h"); at most ten years. */
export function durationMs(value: Duration, field: string): number {
  const parsed = readDuration(value);
  if (!Number.isFinite(parsed) || parsed < 0)
    throw invalidWorld(field, 'must be a duration such as 10m, 2h or a number of ms');
  if (parsed > worldBounds.maxDurationMs)
    throw invalidWorld(field, `must be at most ${worldBounds.maxDurationMs} ms (ten years), not ${value}`);
  return Math.round(parsed);
}

function range([min, max]: [Duration, Duration], field: string): [number, number] {
  const from = durationMs(min, `${field}.0`);
  const to = durationMs(max, `${field}.1`);
  if (from > to) throw invalidWorld(field, `must be [min, max] with min <= max, not [${from} ms, ${to} ms]`);
  return [from, to];
}

function invalidWorld(field: string, problem: string): ApiError {
  return new ApiError({ code: 'invalid_world', message: `${field}: ${problem}.` });
}
