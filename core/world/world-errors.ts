import { roomErrors } from '../exchange/errors.ts';

/** The world's error codes and their statuses (spec/admin.openapi.yaml lists them with the others). */
export const worldErrorStatuses = {
  invalid_world: 400,
  // A move that would apply more events than the limit; the body says `needed` and `limit`.
  world_limit: 400,
  clock_backwards: 400,
} as const;

/** An error of the world's, with its declared status. */
export const worldError = roomErrors(worldErrorStatuses);
