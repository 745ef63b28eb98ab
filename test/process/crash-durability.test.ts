import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { NewPet, Pet } from '../../core/internal.ts';
import { readDurableDb } from '../support/durable-db.ts';
import { createPet } from '../support/requests.ts';
import { Harness, readDb } from './harness.ts';

const harness = new Harness();
afterEach(() => harness.cleanup());

const statuses = ['available', 'pending', 'sold', undefined] as const;

/** Distinct, recognisable pets: every field differs from pet to pet, some have no status. */
function petsToSend(round: number, total: number): NewPet[] {
  return Array.from({ length: total }, (_, i) => {
    const status = statuses[i % statuses.length];
    return { name: `round ${round} pet ${i} «ünïcode»`, categoryId: round * 1000 + i, ...(status ? { status } : {}) };
  });
}

describe('kill -9 right after acknowledged creates loses none of them', () => {
  it.each([
    { round: 1, total: 100, killAfter: 1 },
    { round: 2, total: 200, killAfter: 80 },
    { round: 3, total: 100, killAfter: 100 },
  ])(
    'round $round: $total concurrent creates, SIGKILL as soon as $killAfter got their 201',
    async ({ round, total, killAfter }) => {
      const db = join(await harness.tempDir(), 'db.json');
      const server = await harness.start(['--port', '0', '--db', db, '--quiet']);
      const sent = petsToSend(round, total);

      const acknowledged: { sent: NewPet; stored: Pet }[] = [];
      let killed = false;
      const attempts = sent.map(async (pet) => {
        try {
          const { status, body } = await createPet(server.url, pet);
          if (status !== 201 || killed) return;
          acknowledged.push({ sent: pet, stored: body });
          if (acknowledged.length >= killAfter) {
            killed = true;
            server.process.kill('SIGKILL');
          }
        } catch {
          // The connection died with the process: not acknowledged, so it may or may not be stored.
        }
      });
      await Promise.all(attempts);
      expect(killed).toBe(true);
      expect(await server.exited).toEqual({ code: null, signal: 'SIGKILL' });
      expect(acknowledged.length).toBeGreaterThanOrEqual(killAfter);

      // The db file is valid JSON; with the creates its append log holds, it has every acknowledged pet.
      const { file, logged } = await readDurableDb(db);
      const stored = new Map<number, Pet>();
      for (const pet of file.pets) {
        expect(stored.has(pet.id), `id ${pet.id} appears twice in the file`).toBe(false);
        stored.set(pet.id, pet);
      }
      for (const pet of logged) if (!stored.has(pet.id)) stored.set(pet.id, pet);
      for (const { sent: pet, stored: body } of acknowledged) {
        expect(body).toEqual({ id: body.id, ...pet });
        expect(stored.get(body.id), `acknowledged pet ${body.id} is missing from the file and its log`).toEqual({
          id: body.id,
          ...pet,
        });
      }

      // The file a crash left behind is one the server accepts, and it goes on with fresh ids.
      const restarted = await harness.start(['--port', '0', '--db', db, '--quiet']);
      const after = await createPet(restarted.url, { name: 'after the crash', categoryId: 1 });
      expect(after.status).toBe(201);
      expect(after.body.id).toBeGreaterThan(Math.max(...[...stored.keys()]));
      expect(await harness.stop(restarted)).toEqual({ code: 0, signal: null });
      expect((await readDb(db)).pets).toContainEqual(after.body);
    },
    30_000,
  );
});
