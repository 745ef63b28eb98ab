import { readFileSync } from 'node:fs';
import { InvalidArgumentError } from 'commander';
import { ApiError } from '../../core/exchange/errors.ts';
import type { WorldInput } from '../../core/store/scenario-types.ts';
import { parseWorld } from '../../core/world/world-config.ts';

/**
 * `--world <file|json>`: inline JSON (it starts with `{`) or a file holding it, checked as
 * `PUT /__admin/world` checks it; a bad one is one line naming the field.
 */
export function parseWorldArgument(text: string): WorldInput {
  let json = text.trim();
  if (!json.startsWith('{')) {
    try {
      json = readFileSync(json, 'utf8');
    } catch (error) {
      throw new InvalidArgumentError(
        `cannot read the world file (${(error as { code?: string }).code ?? (error as Error).message}).`,
      );
    }
  }
  let world: unknown;
  try {
    world = JSON.parse(json);
  } catch {
    throw new InvalidArgumentError('not JSON: give {"adoptions": {...}, ...} or a file holding it.');
  }
  try {
    parseWorld(world, 0);
  } catch (error) {
    if (error instanceof ApiError) throw new InvalidArgumentError(error.message);
    throw error;
  }
  return world as WorldInput;
}
