import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Pet } from '../../core/internal.ts';
import { readDurableDb, type DurableDb } from '../support/durable-db.ts';
import { expectError } from '../support/error-body.ts';
import { auth, createPet, jsonPost, listPets } from '../support/requests.ts';
import { adminUrl } from '../support/test-server.ts';
import { waitFor } from '../support/wait-for.ts';
import { Harness, readDb, type Server } from './harness.ts';

const harness = new Harness();
afterEach(() => harness.cleanup());

/** The bound on a reload in these tests; it takes about 0.1 s (a 50 ms settle, then a read). */
const reloadBoundMs = 5_000;

/** Writes the db file as an editor that saves in place would. */
async function editFile(db: string, change: (file: DurableDb['file']) => void): Promise<DurableDb['file']> {
  const file = (await readDurableDb(db)).file;
  change(file);
  await writeFile(db, JSON.stringify(file, null, 2));
  return file;
}

async function startOn(db: string, count = 5): Promise<Server> {
  return harness.start(['--port', '0', '--db', db, '--quiet', '--count', String(count)]);
}

async function getPet(url: string, id: number): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${url}/pets/${id}`, { headers: auth() });
  return { status: response.status, body: await response.json() };
}

describe('hand edits of the db file while the server runs are kept', () => {
  it('serves a pet added, a pet renamed and a pet removed by hand, logs the reload, and moves the next id past them', async () => {
    const db = join(await harness.tempDir(), 'db.json');
    const server = await startOn(db);
    const created = (await createPet(server.url, { name: 'Created first', categoryId: 1 })).body;

    const handmade: Pet = { id: 500, name: 'Made by hand', categoryId: 2, status: 'pending' };
    await editFile(db, (file) => {
      file.pets.push(handmade);
      file.pets[0]!.name = 'Renamed by hand';
      file.pets = file.pets.filter(({ id }) => id !== 2);
    });
    await waitFor(
      async () => (await getPet(server.url, 500)).status === 200,
      'the hand-made pet to be served',
      reloadBoundMs,
    );
    const listed = await listPets(server.url);
    expect(listed.find(({ id }) => id === 1)?.name).toBe('Renamed by hand');
    expect(listed.map(({ id }) => id)).not.toContain(2);
    expect(listed).toContainEqual(handmade);
    expect(listed).toContainEqual(created);
    expect(server.stdout()).toContain(`reloaded ${db} (6 pets)`);

    const next = await createPet(server.url, { name: 'After the edit', categoryId: 3 });
    expect(next.body.id).toBe(501);
    expect(await harness.stop(server)).toEqual({ code: 0, signal: null });
    const file = await readDb(db);
    expect(file.pets.map(({ id }) => id)).toEqual([1, 3, 4, 5, created.id, 500, 501]);
    expect(file.pets[0]!.name).toBe('Renamed by hand');
  });

  it('refuses an edit that breaks the file, keeps serving and never overwrites it, and takes the fix', async () => {
    const db = join(await harness.tempDir(), 'db.json');
    const server = await startOn(db);
    const created = (await createPet(server.url, { name: 'Before the break', categoryId: 1 })).body;
    const served = await listPets(server.url);

    const broken = '{ "meta": { "version": 1, "nextId": 6, "seed": 42 }, "pets": [ {"id": 1, ';
    await writeFile(db, broken);
    await waitFor(() => /cannot reload/.test(server.stderr()), 'the refusal in the log', reloadBoundMs);
    expect(server.stderr()).toContain(db);
    expect(server.stderr()).toMatch(/not valid JSON/);
    expect(await listPets(server.url)).toEqual(served);

    const refused = await fetch(`${server.url}/pets`, jsonPost({ name: 'During the break', categoryId: 2 }));
    await expectError(refused, 503, 'storage_unavailable', [db, /not valid JSON/]);
    // Longer than a compaction waits: the broken file is still exactly what the person wrote.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await readFile(db, 'utf8')).toBe(broken);

    // A wrong shape is refused the same way, naming the field.
    await writeFile(
      db,
      JSON.stringify({ meta: { version: 1, nextId: 6, seed: 42 }, pets: [{ id: 'one', name: 'x', categoryId: 1 }] }),
    );
    await waitFor(() => /cannot reload[^\n]*id/.test(server.stderr()), 'the shape refusal in the log', reloadBoundMs);

    const fixed = await editFile(db, (file) => {
      file.pets = [{ id: 1, name: 'Fixed by hand', categoryId: 4 }];
    });
    await waitFor(async () => (await listPets(server.url)).length === 2, 'the fixed file to be served', reloadBoundMs);
    expect(await listPets(server.url)).toEqual([...fixed.pets, created]);
    const after = await createPet(server.url, { name: 'After the fix', categoryId: 5 });
    expect(after.status).toBe(201);
  });

  it('overwrites a broken file when told to: POST /__admin/reset', async () => {
    const db = join(await harness.tempDir(), 'db.json');
    const server = await startOn(db);
    const start = await listPets(server.url);
    await writeFile(db, 'not json at all');
    await waitFor(() => /cannot reload/.test(server.stderr()), 'the refusal in the log', reloadBoundMs);
    const reset = await fetch(adminUrl(server, '/reset'), { method: 'POST' });
    expect(reset.status).toBe(200);
    expect((await readDb(db)).pets).toEqual(start);
    expect((await createPet(server.url, { name: 'After the reset', categoryId: 1 })).status).toBe(201);
  });

  it('loses neither an edit nor a create when they race: every acknowledged create and every edited pet stays', async () => {
    const db = join(await harness.tempDir(), 'db.json');
    const server = await startOn(db, 20);
    const acknowledged: Pet[] = [];
    let creating = true;
    const workers = Array.from({ length: 6 }, async (_, worker) => {
      for (let i = 0; creating && i < 200; i++) {
        const { status, body } = await createPet(server.url, { name: `worker ${worker} #${i}`, categoryId: worker });
        expect(status).toBe(201);
        acknowledged.push(body);
      }
    });
    // Meanwhile someone edits the file five times: atomically (a new file renamed over it) or in place.
    const edited: Pet[] = [];
    for (let round = 0; round < 5; round++) {
      // Each edit lands among creates: after a few more of them were acknowledged.
      await waitFor(() => acknowledged.length >= 6 * (round + 1), 'more creates acknowledged');
      const file = (await readDurableDb(db)).file;
      // Far apart: after each edit, creates take the ids right after its hand-made pet.
      const handmade: Pet = { id: 100_000 * (round + 1), name: `hand ${round}`, categoryId: 9 };
      file.pets.push(handmade);
      file.pets[round]!.name = `renamed by hand ${round}`;
      edited.push(handmade, file.pets[round]!);
      if (round % 2 === 0) {
        await writeFile(`${db}.edit`, JSON.stringify(file, null, 2));
        await rename(`${db}.edit`, db);
      } else {
        await writeFile(db, JSON.stringify(file, null, 2));
      }
      await waitFor(
        async () => (await getPet(server.url, handmade.id)).status === 200,
        `edit ${round} to be served`,
        reloadBoundMs,
      );
    }
    creating = false;
    await Promise.all(workers);
    expect(acknowledged.length).toBeGreaterThan(20);

    const check = (pets: Pet[], where: string) => {
      const byId = new Map(pets.map((pet) => [pet.id, pet]));
      for (const pet of acknowledged) expect(byId.get(pet.id), `${where}: acknowledged create ${pet.id}`).toEqual(pet);
      for (const pet of edited) expect(byId.get(pet.id), `${where}: edited pet ${pet.id}`).toEqual(pet);
    };
    const served = await Promise.all(
      [...acknowledged, ...edited].map(async ({ id }) => (await getPet(server.url, id)).body as Pet),
    );
    check(served, 'served');
    expect(await harness.stop(server)).toEqual({ code: 0, signal: null });
    check((await readDb(db)).pets, 'the file after a clean stop');
  });
});
