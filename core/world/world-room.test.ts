import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../test/support/child-server.ts';
import { adminErrorStatuses } from '../exchange/errors.ts';

/**
 * What may hold the world's word: its own room, the admin room that reaches it, the scenario files
 * (the world is a part of a scenario file, checked with the rest) and the files directly in core/
 * (the assembly, the front door).
 */
const reaching = (file: string) => /^(world|admin)\//.test(file) || /^store\/scenario-/.test(file);

/** The world's error codes sit in the control plane's one table of codes, with every other room's. */
const codes = new RegExp(`\\b(${Object.keys(adminErrorStatuses).join('|')})\\b`, 'g');

describe('the world room', () => {
  it('is named by no room but its own, the admin room, the scenario files and the assembly', () => {
    const core = join(repoRoot, 'core');
    const naming = readdirSync(core, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.includes('/') && !reaching(file) && /\.(ts|json)$/.test(file))
      .filter((file) => readFileSync(join(core, file), 'utf8').replace(codes, '').includes('world'));
    expect(naming).toEqual([]);
  });
});
