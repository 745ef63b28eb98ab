import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Harness } from './harness.ts';

const harness = new Harness();
afterEach(() => harness.cleanup());

const meta = { version: 1, nextId: 10, seed: 42 };
const pet = (id: unknown) => ({ id, name: `Pet ${String(id)}`, categoryId: 1, status: 'available' });

/** Each bad file, and what the message must say about the problem. */
const badFiles: { name: string; content: string; problem: RegExp }[] = [
  { name: 'not JSON', content: '{ "meta": { "version": 1, ', problem: /JSON/i },
  { name: 'an empty file', content: '', problem: /JSON|empty/i },
  { name: 'the JSON value null', content: 'null', problem: /null/i },
  { name: 'a JSON array', content: '[]', problem: /object|array|shape/i },
  { name: 'meta without pets', content: JSON.stringify({ meta }), problem: /pets/ },
  { name: 'pets without meta', content: JSON.stringify({ pets: [pet(1)] }), problem: /meta/ },
  { name: 'a pet with a string id', content: JSON.stringify({ meta, pets: [pet(1), pet('2')] }), problem: /\bid\b/ },
  {
    name: 'a pet with an unknown status',
    content: JSON.stringify({ meta, pets: [{ ...pet(1), status: 'lost' }] }),
    problem: /status/,
  },
  {
    name: 'duplicate pet ids',
    content: JSON.stringify({ meta, pets: [pet(7), pet(8), pet(7)] }),
    problem: /\b7\b.*(twice|duplicate)|(twice|duplicate).*\b7\b/i,
  },
  {
    name: 'an unknown format version',
    content: JSON.stringify({ meta: { ...meta, version: 2 }, pets: [] }),
    problem: /version/,
  },
  {
    name: 'a non-integer nextId',
    content: JSON.stringify({ meta: { ...meta, nextId: 'ten' }, pets: [] }),
    problem: /nextId/,
  },
];

describe('a corrupt or wrong-shaped db file is refused and left untouched', () => {
  it.each(badFiles)(
    'refuses $name: exits non-zero, names the file and the problem, keeps the bytes',
    async ({ content, problem }) => {
      const dir = await harness.tempDir();
      const db = join(dir, 'store.json');
      await writeFile(db, content);
      const before = await readFile(db);

      const run = await harness.runToExit(['--port', '0', '--db', db, '--seed', '1', '--count', '3']);

      expect(run.code).not.toBe(0);
      expect(run.code).not.toBeNull();
      expect(run.stdout()).not.toMatch(/http:\/\//);
      expect(run.stderr()).toContain(db);
      // The path itself ("…/store.json") must not be what matches the problem.
      expect(run.stderr().replaceAll(db, '<db>')).toMatch(problem);
      expect((await readFile(db)).equals(before)).toBe(true);
      // No seeded replacement was put anywhere next to it either, and the lock this start made is gone.
      expect(await readdir(dir)).toEqual(['store.json']);
    },
  );

  it('refuses a directory where the db file should be, names it, and leaves it as it was', async () => {
    const dir = await harness.tempDir();
    const db = join(dir, 'db.json');
    await mkdir(db);
    await writeFile(join(db, 'keep.txt'), 'keep me');

    const run = await harness.runToExit(['--port', '0', '--db', db]);

    expect(run.code).not.toBe(0);
    expect(run.code).not.toBeNull();
    expect(run.stdout()).not.toMatch(/http:\/\//);
    expect(run.stderr()).toContain(db);
    expect(run.stderr().replaceAll(db, '<db>')).toMatch(/directory|EISDIR/i);
    expect((await stat(db)).isDirectory()).toBe(true);
    expect(await readdir(db)).toEqual(['keep.txt']);
    expect(await readFile(join(db, 'keep.txt'), 'utf8')).toBe('keep me');
  });

  it('refuses a --db whose folder cannot be created (a file is in the way) with a message, not a stack trace, naming the db file', async () => {
    const dir = await harness.tempDir();
    const parent = join(dir, 'not-a-folder');
    await writeFile(parent, 'plain file');
    const db = join(parent, 'db.json');

    const run = await harness.runToExit(['--port', '0', '--db', db]);

    expect(run.code).not.toBe(0);
    expect(run.code).not.toBeNull();
    expect(run.stdout()).not.toMatch(/http:\/\//);
    expect(run.stderr()).toContain(db);
    expect(run.stderr()).not.toMatch(/^\s+at /m);
    expect(await readFile(parent, 'utf8')).toBe('plain file');
  });
});
