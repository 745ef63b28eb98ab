import { readFile } from 'node:fs/promises';
import type { Pet } from '../../core/internal.ts';

export interface DurableDb {
  /** The db file, parsed (it must be valid JSON). */
  file: { meta: { version: number; nextId: number; seed: number }; pets: Pet[] };
  /** The append log's whole lines, parsed; a torn last line (never acknowledged) is left out. */
  logged: Pet[];
  /** What a restart serves: the file's pets and the logged ones it lacks, by id. */
  pets: Pet[];
}

/**
 * What is on disk for a db file: the JSON file plus the creates in its append log (`<db>.log`) that
 * a compaction has not written into it yet, as docs/db-file.md documents them.
 * @example expect((await readDurableDb(db)).pets).toContainEqual(created);
 */
export async function readDurableDb(db: string): Promise<DurableDb> {
  const text = await readFile(db, 'utf8');
  let file: DurableDb['file'];
  try {
    file = JSON.parse(text) as DurableDb['file'];
  } catch (error) {
    throw new Error(
      `${db} is not valid JSON (${(error as Error).message}); it starts ${JSON.stringify(text.slice(0, 200))}`,
    );
  }
  const logText = await readFile(`${db}.log`, 'utf8').catch(() => '');
  const logged = logText
    .split('\n')
    .slice(0, -1)
    .map((line) => JSON.parse(line) as Pet);
  const byId = new Map(file.pets.map((pet) => [pet.id, pet]));
  for (const pet of logged) if (!byId.has(pet.id)) byId.set(pet.id, pet);
  return { file, logged, pets: [...byId.values()].sort((a, b) => a.id - b.id) };
}
