import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { NewPet } from '../../core/internal.ts';
import { createPet, listPets } from '../support/requests.ts';
import { Harness, readDb, type DbFile } from './harness.ts';

const harness = new Harness();
afterEach(() => harness.cleanup());

const statuses = ['available', 'pending', 'sold'];

describe('first start seeds the db file', () => {
  it('creates the parent folders and writes 50 seeded pets in the documented shape by default', async () => {
    const dir = await harness.tempDir();
    const db = join(dir, 'deep', 'nested', 'folders', 'db.json');
    const server = await harness.start(['--port', '0', '--db', db, '--quiet']);

    const file = await readDb(db);
    expect(Object.keys(file).sort()).toEqual(['meta', 'pets']);
    expect(file.meta).toEqual({ version: 1, nextId: 51, seed: 42 });
    expect(file.pets).toHaveLength(50);
    expect(file.pets.map((pet) => pet.id)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    for (const pet of file.pets) {
      expect(Object.keys(pet).every((key) => ['id', 'name', 'categoryId', 'status'].includes(key))).toBe(true);
      expect(pet.name).toMatch(/\S/);
      expect(Number.isInteger(pet.categoryId)).toBe(true);
      if ('status' in pet) expect(statuses).toContain(pet.status);
    }
    // "realistic pet names, a handful of category ids, all three statuses and some pets without status"
    expect(new Set(file.pets.map((pet) => pet.status))).toEqual(new Set([...statuses, undefined]));
    const categories = new Set(file.pets.map((pet) => pet.categoryId));
    expect(categories.size).toBeGreaterThan(1);
    expect(categories.size).toBeLessThanOrEqual(10);
    expect(new Set(file.pets.map((pet) => pet.name)).size).toBeGreaterThan(10);

    // The server serves exactly what it wrote.
    expect(await listPets(server.url)).toEqual(file.pets);
  });

  it.each([
    { count: 0, nextId: 1 },
    { count: 3, nextId: 4 },
  ])('--count $count seeds $count pets and meta.nextId $nextId', async ({ count, nextId }) => {
    const db = join(await harness.tempDir(), 'db.json');
    await harness.start(['--port', '0', '--db', db, '--quiet', '--count', String(count)]);
    const file = await readDb(db);
    expect(file.pets).toHaveLength(count);
    expect(file.meta).toEqual({ version: 1, nextId, seed: 42 });
  });

  it('gives byte-identical files for the same --seed in two fresh dirs, and different pets for another seed', async () => {
    const [a, b, c] = [
      join(await harness.tempDir(), 'db.json'),
      join(await harness.tempDir(), 'db.json'),
      join(await harness.tempDir(), 'db.json'),
    ];
    await Promise.all([
      harness.start(['--port', '0', '--db', a, '--quiet', '--seed', '7']),
      harness.start(['--port', '0', '--db', b, '--quiet', '--seed', '7']),
      harness.start(['--port', '0', '--db', c, '--quiet', '--seed', '8']),
    ]);
    const [bytesA, bytesB] = await Promise.all([readFile(a), readFile(b)]);
    expect(bytesA.length).toBeGreaterThan(0);
    expect(bytesA.equals(bytesB)).toBe(true);

    const [seven, eight] = [await readDb(a), await readDb(c)];
    expect(seven.meta.seed).toBe(7);
    expect(eight.meta.seed).toBe(8);
    expect(eight.pets).toHaveLength(50);
    expect(eight.pets).not.toEqual(seven.pets);
    expect(eight.pets.map((pet) => pet.name)).not.toEqual(seven.pets.map((pet) => pet.name));
  });
});

describe('a restart keeps the data', () => {
  const newPets: NewPet[] = [
    { name: 'Biscuit', categoryId: 3, status: 'available' },
    { name: 'Pepper', categoryId: 1 },
    { name: 'Ziggy', categoryId: 9_007_199_254_740_991, status: 'sold' },
  ];

  it('serves the pets created before a SIGTERM after a restart on the same --db', async () => {
    const db = join(await harness.tempDir(), 'db.json');
    const first = await harness.start(['--port', '0', '--db', db, '--quiet']);
    const created = [];
    for (const pet of newPets) {
      const { status, body } = await createPet(first.url, pet);
      expect(status).toBe(201);
      created.push(body);
    }
    expect(await harness.stop(first)).toEqual({ code: 0, signal: null });

    const second = await harness.start(['--port', '0', '--db', db, '--quiet']);
    expect(second.stdout()).toMatch(/53 pets/);
    const listed = await listPets(second.url);
    expect(listed).toHaveLength(53);
    for (const pet of created) {
      expect(listed).toContainEqual(pet);
      const response = await fetch(`${second.url}/pets/${pet.id}`, { headers: { authorization: 'Bearer any-token' } });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual(pet);
    }
  });

  it('never reuses an id after a restart, even when the highest-id pet was deleted from the file by hand', async () => {
    const db = join(await harness.tempDir(), 'db.json');
    const first = await harness.start(['--port', '0', '--db', db, '--quiet']);
    const ids: number[] = [];
    for (const pet of newPets) ids.push((await createPet(first.url, pet)).body.id);
    expect(ids).toEqual([51, 52, 53]);
    expect(await harness.stop(first)).toEqual({ code: 0, signal: null });

    // Hand edit: drop the newest pet (id 53), leave everything else as it is.
    const file = await readDb(db);
    file.pets = file.pets.filter((pet) => pet.id !== 53);
    await writeFile(db, JSON.stringify(file, null, 2));

    const second = await harness.start(['--port', '0', '--db', db, '--quiet']);
    const { status, body } = await createPet(second.url, { name: 'After restart', categoryId: 2 });
    expect(status).toBe(201);
    expect(body.id).toBeGreaterThan(53);
    expect((await listPets(second.url)).map((pet) => pet.id)).not.toContain(53);
  });

  it('gives a new id above every stored id when meta.nextId was hand-edited below them', async () => {
    const db = join(await harness.tempDir(), 'db.json');
    const file: DbFile = {
      meta: { version: 1, nextId: 1, seed: 42 },
      pets: [
        { id: 5, name: 'Five', categoryId: 1 },
        { id: 12, name: 'Twelve', categoryId: 2, status: 'pending' },
      ],
    };
    await writeFile(db, JSON.stringify(file, null, 2));
    const server = await harness.start(['--port', '0', '--db', db, '--quiet']);
    const { status, body } = await createPet(server.url, { name: 'Thirteen', categoryId: 3 });
    expect(status).toBe(201);
    expect(body.id).toBeGreaterThan(12);
  });

  it('does not overwrite an existing file when restarted with a different --seed and --count', async () => {
    const db = join(await harness.tempDir(), 'db.json');
    const first = await harness.start(['--port', '0', '--db', db, '--quiet']);
    const { body: created } = await createPet(first.url, { name: 'Keeper', categoryId: 4 });
    expect(await harness.stop(first)).toEqual({ code: 0, signal: null });
    const before = await readFile(db);

    const second = await harness.start(['--port', '0', '--db', db, '--quiet', '--seed', '99', '--count', '5']);
    expect(await readFile(db)).toEqual(before);
    const listed = await listPets(second.url);
    expect(listed).toHaveLength(51);
    expect(listed).toContainEqual(created);
    expect(await harness.stop(second)).toEqual({ code: 0, signal: null });
    expect((await readFile(db)).equals(before)).toBe(true);
  });

  it('leaves a hand-written file byte-for-byte as it was when a restart with another --seed/--count changed nothing', async () => {
    const db = join(await harness.tempDir(), 'db.json');
    const handWritten = `${JSON.stringify(
      {
        meta: { version: 1, nextId: 3, seed: 42 },
        pets: [
          { id: 1, name: 'Rex', categoryId: 1, status: 'available' },
          { id: 2, name: 'Tom', categoryId: 2 },
        ],
      },
      null,
      2,
    )}\n`;
    await writeFile(db, handWritten);

    const server = await harness.start(['--port', '0', '--db', db, '--quiet', '--seed', '5', '--count', '10']);
    expect(await listPets(server.url)).toHaveLength(2);
    expect(await harness.stop(server)).toEqual({ code: 0, signal: null });
    expect(await readFile(db, 'utf8')).toBe(handWritten);
  });

  it('--reset replaces an existing file with freshly seeded data', async () => {
    const dir = await harness.tempDir();
    const db = join(dir, 'db.json');
    const fresh = join(dir, 'fresh.json');
    const first = await harness.start(['--port', '0', '--db', db, '--quiet']);
    expect((await createPet(first.url, { name: 'Gone soon', categoryId: 1 })).status).toBe(201);
    expect(await harness.stop(first)).toEqual({ code: 0, signal: null });
    expect((await readDb(db)).pets).toHaveLength(51);

    // What a first start with seed 7 and 10 pets writes, for comparison.
    await harness.start(['--port', '0', '--db', fresh, '--quiet', '--seed', '7', '--count', '10']);

    const reset = await harness.start([
      '--port',
      '0',
      '--db',
      db,
      '--quiet',
      '--reset',
      '--seed',
      '7',
      '--count',
      '10',
    ]);
    const file = await readDb(db);
    expect(file.meta).toEqual({ version: 1, nextId: 11, seed: 7 });
    expect(file.pets.map((pet) => pet.name)).not.toContain('Gone soon');
    expect((await readFile(db)).equals(await readFile(fresh))).toBe(true);
    expect(await listPets(reset.url)).toEqual(file.pets);
  });

  it('--reset also replaces a file that could not be loaded', async () => {
    const db = join(await harness.tempDir(), 'db.json');
    await writeFile(db, '{ this is not json');
    await harness.start(['--port', '0', '--db', db, '--quiet', '--reset']);
    const file = await readDb(db);
    expect(file.meta).toEqual({ version: 1, nextId: 51, seed: 42 });
    expect(file.pets).toHaveLength(50);
  });
});

describe('--in-memory writes no file', () => {
  it('does not create the file nor its folder given by --db', async () => {
    const dir = await harness.tempDir();
    const db = join(dir, 'sub', 'db.json');
    const server = await harness.start(['--port', '0', '--db', db, '--in-memory']);
    expect((await createPet(server.url, { name: 'Ephemeral', categoryId: 1 })).status).toBe(201);
    expect(await listPets(server.url)).toHaveLength(51);
    expect(await harness.stop(server)).toEqual({ code: 0, signal: null });
    expect(await readdir(dir)).toEqual([]);
  });

  it.each([
    { args: ['--in-memory'], written: [] },
    { args: [], written: ['.data'] },
  ])('in a fresh working directory, $args leaves the directory holding $written', async ({ args, written }) => {
    const cwd = await harness.tempDir();
    const server = await harness.start(['--port', '0', '--quiet', ...args], { cwd });
    expect((await createPet(server.url, { name: 'Ephemeral', categoryId: 1 })).status).toBe(201);
    expect(await harness.stop(server)).toEqual({ code: 0, signal: null });
    expect(await readdir(cwd)).toEqual(written);
    if (written.length > 0) expect((await readDb(join(cwd, '.data', 'db.json'))).pets).toHaveLength(51);
  });

  it('says so in the banner instead of naming a file', async () => {
    const server = await harness.start(['--port', '0', '--in-memory', '--quiet'], { cwd: await harness.tempDir() });
    expect(server.stdout()).toMatch(/in memory/i);
    expect(server.stdout()).not.toMatch(/db\.json/);
  });
});
