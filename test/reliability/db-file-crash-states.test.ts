import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { StoreLoadError, type Pet, type StoreData } from '../../core/internal.ts';
import { openStore } from '../../core/store/open-store.ts';
import { seedStoreData } from '../../core/store/store-data.ts';
import { openDbFile, type DbFile } from '../../server/db-file/db-file.ts';

/**
 * What a start finds after a `kill -9` at each step of a compaction (write the temp file, rename
 * it over the db file, empty the log) or in the middle of an append, built on disk by hand.
 */

const quiet = { info: () => {}, error: () => {} };
const opened: DbFile[] = [];
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.close()));
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

const pets: Pet[] = [
  { id: 1, name: 'Rex', categoryId: 1 },
  { id: 2, name: 'Tom', categoryId: 2, status: 'sold' },
];
const logged: Pet[] = [
  { id: 3, name: 'Logged', categoryId: 3 },
  { id: 4, name: 'Logged too', categoryId: 4, status: 'pending' },
];
const fileOf = (nextId: number, list: Pet[]): string =>
  JSON.stringify({ meta: { version: 1, nextId, seed: 1 }, pets: list } satisfies StoreData);
const logOf = (list: Pet[]): string => list.map((pet) => `${JSON.stringify(pet)}\n`).join('');

async function start(files: Record<string, string>): Promise<{ db: string; pets: Pet[] }> {
  const dir = await mkdtemp(join(tmpdir(), 'animal-store-crash-states-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) await writeFile(join(dir, name), text);
  const db = join(dir, 'db.json');
  const file = openDbFile(db, { fsync: false, log: quiet });
  opened.push(file);
  const { store } = await openStore(file.adapter, { initialData: () => seedStoreData({ seed: 1, count: 0 }) });
  return { db, pets: store.snapshot().pets };
}

describe('a start after a crash at any step of a compaction or an append', () => {
  it.each([
    {
      step: 'while the temp file was written',
      files: { 'db.json': fileOf(3, pets), '.db.json.tmp': '{ "meta": {"vers', 'db.json.log': logOf(logged) },
    },
    {
      step: 'after the rename, before the log was emptied',
      files: { 'db.json': fileOf(5, [...pets, ...logged]), 'db.json.log': logOf(logged) },
    },
    { step: 'after the log was emptied', files: { 'db.json': fileOf(5, [...pets, ...logged]), 'db.json.log': '' } },
    {
      step: 'in the middle of an append (a torn last line)',
      files: { 'db.json': fileOf(3, pets), 'db.json.log': `${logOf(logged)}{"id":5,"na` },
    },
  ])('$step: every logged pet is there once', async ({ files }) => {
    const { pets: loaded } = await start(files);
    expect(loaded).toEqual([...pets, ...logged]);
  });

  it('drops a torn last line from the log, so the next append starts on a line of its own', async () => {
    const { db } = await start({ 'db.json': fileOf(3, pets), 'db.json.log': `${logOf(logged)}{"id":5,"na` });
    expect(await readFile(`${db}.log`, 'utf8')).toBe(logOf(logged));
  });

  it('refuses a log with a broken line before its end, naming the line, and leaves it as it is', async () => {
    const broken = `${logOf(logged.slice(0, 1))}{"id":4,"na\n${logOf(logged.slice(1))}`;
    const failure = await start({ 'db.json': fileOf(3, pets), 'db.json.log': broken }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StoreLoadError);
    expect((failure as Error).message).toMatch(/line 2 of its append log .*db\.json\.log is not JSON/);
  });

  it('refuses a logged pet of the wrong shape, naming the line', async () => {
    const failure = await start({
      'db.json': fileOf(3, pets),
      'db.json.log': logOf([logged[0]!, { id: 4, name: 7 } as unknown as Pet]),
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StoreLoadError);
    expect((failure as Error).message).toMatch(/append log: .*line 2\.name/);
  });
});
