import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Pet } from '../../core/internal.ts';
import { createPet, listPets, sendJson } from '../support/requests.ts';
import { adminUrl, startTestServer } from '../support/test-server.ts';

/**
 * Issue 52, point 1: loads, undos and resets of one store take turns. N + k parallel undos over N
 * backups restore each backup once, newest first, and refuse the rest with 409; mixed with creates,
 * none is lost and no id is given twice.
 */

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function serverOnAFile() {
  const dir = await mkdtemp(join(tmpdir(), 'animal-store-turns-'));
  dirs.push(dir);
  return startTestServer({ db: join(dir, 'db.json'), count: 5 });
}

const scenarios = ['sold-out', 'empty', 'one-of-each', 'mixed-status'] as const;
const load = (server: { url: string }, name: string) => sendJson(adminUrl(server, '/scenario'), 'POST', { name });
const undo = (server: { url: string }) => sendJson(adminUrl(server, '/scenario/undo'), 'POST', {});
const names = (pets: readonly Pet[]) => pets.map(({ id, name }) => `${id} ${name}`);

describe('what replaces the pets takes turns', () => {
  it.each(Array.from({ length: 10 }, (_, round) => round))(
    'round %i: 8 loads, then 11 parallel undos: 8 restore the backups newest first, 3 are 409, the store is as before',
    async () => {
      const server = await serverOnAFile();
      try {
        const before = names(await listPets(server.url));
        const seen: string[][] = [];
        for (let i = 0; i < 8; i++) {
          seen.push(names(await listPets(server.url)));
          expect((await load(server, scenarios[i % scenarios.length]!)).status).toBe(200);
        }
        const answers = await Promise.all(Array.from({ length: 11 }, () => undo(server)));
        const statuses = answers.map(({ status }) => status);
        expect(statuses.filter((status) => status === 200)).toHaveLength(8);
        expect(statuses.filter((status) => status === 409)).toHaveLength(3);
        // Each backup restored once: eight different ones, the last of them the oldest, the store before the loads.
        const restored = await Promise.all(
          answers
            .filter(({ status }) => status === 200)
            .map(async (answer) => (await answer.json()) as { restored: string; pets: number }),
        );
        expect(new Set(restored.map(({ restored: path }) => path)).size).toBe(8);
        expect(restored.map(({ pets }) => pets).sort()).toEqual(seen.map((pets) => pets.length).sort());
        expect(names(await listPets(server.url))).toEqual(before);
      } finally {
        await server.close();
      }
    },
  );

  it('loads and undos mixed with creates lose no create and give no id twice, 10 rounds', async () => {
    for (let round = 0; round < 10; round++) {
      const server = await serverOnAFile();
      try {
        const work: Promise<unknown>[] = [];
        const created: Promise<{ status: number; body: Pet }>[] = [];
        for (let i = 0; i < 6; i++) {
          work.push(load(server, scenarios[i % scenarios.length]!));
          created.push(createPet(server.url, { name: `Turn ${round}-${i}`, categoryId: 1 }));
          work.push(undo(server));
        }
        await Promise.all(work);
        const answers = await Promise.all(created);
        expect(answers.map(({ status }) => status)).toEqual(answers.map(() => 201));
        const ids = answers.map(({ body }) => body.id);
        expect(new Set(ids).size).toBe(ids.length);
        const kept = await listPets(server.url);
        expect(new Set(kept.map(({ id }) => id)).size).toBe(kept.length);
      } finally {
        await server.close();
      }
    }
  });
});
