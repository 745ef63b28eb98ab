import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/child-server.ts';

/**
 * A unit test sits beside its source with its name (core/world/world-engine.test.ts), so a
 * contributor finds a file's test by the file's name; test/ holds what crosses rooms. Every room
 * of core/ has tests beside its code: a new room comes with its own. test/'s folders are kinds of
 * test (http, process, parity...), never a room's name.
 */

/** The folders of a tree of core/ (folder → its file names) that hold code and no test. */
function roomsWithoutTests(rooms: Record<string, string[]>): string[] {
  return Object.entries(rooms)
    .filter(
      ([, files]) => files.some((file) => file.endsWith('.ts')) && !files.some((file) => file.endsWith('.test.ts')),
    )
    .map(([room]) => room);
}

describe('tests beside their source', () => {
  it('names a room of core/ with code and no test beside it', () => {
    expect(roomsWithoutTests({ store: ['pet-store.ts', 'pet-store.test.ts'], gadgets: ['gadget.ts'] })).toEqual([
      'gadgets',
    ]);
  });

  it('finds a test beside the code of every room of core/', () => {
    const core = join(repoRoot, 'core');
    const rooms = Object.fromEntries(
      readdirSync(core, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map(({ name }) => [name, readdirSync(join(core, name))]),
    );
    expect(Object.keys(rooms).length).toBeGreaterThan(3);
    expect(roomsWithoutTests(rooms)).toEqual([]);
  });

  it('keeps one folder per test kind in test/, none named after a room of core/', () => {
    const folders = (path: string) =>
      readdirSync(join(repoRoot, path), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map(({ name }) => name);
    const rooms = folders('core');
    expect(rooms.length).toBeGreaterThan(3);
    expect(folders('test').filter((kind) => rooms.includes(kind))).toEqual([]);
  });
});
