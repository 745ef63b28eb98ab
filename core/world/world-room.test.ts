import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../test/support/child-server.ts';

/** The rooms that may hold the world's word: its own, those that reach it, and the files directly in core/ (the assembly, the front door). */
const reaching = new Set(['world', 'controls', 'admin']);

describe('the world room', () => {
  it('is named by no room but its own, the controls, the admin routes and the assembly', () => {
    const core = join(repoRoot, 'core');
    const naming = readdirSync(core, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.includes('/') && !reaching.has(file.split('/')[0]!) && /\.(ts|json)$/.test(file))
      .filter((file) => readFileSync(join(core, file), 'utf8').includes('world'));
    expect(naming).toEqual([]);
  });
});
