import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Adapter } from 'lowdb';
import { DataFile } from 'lowdb/node';
import { StoreLoadError, type StoreData } from '../core/index.ts';

/**
 * lowdb's atomic JSON file (temp file + rename, writes coalesced), laid out one pet per line so
 * that it stays pleasant to read, edit and diff at any size.
 * @example openStore(createJsonFileAdapter('.data/db.json'), { seed: 42, count: 50 })
 */
export function createJsonFileAdapter(path: string): Adapter<StoreData> {
  try {
    mkdirSync(dirname(path), { recursive: true });
  } catch (error) {
    throw new StoreLoadError(`its folder cannot be created (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
  return new DataFile<StoreData>(path, { parse: parseStoreFile, stringify: stringifyStoreData });
}

function parseStoreFile(text: string): StoreData {
  const value: unknown = JSON.parse(text);
  // `null` would read as "no file yet" and be seeded over; a file that holds it is simply wrong.
  if (value === null) throw new SyntaxError('the file holds null, not a store');
  return value as StoreData;
}

// Pets never change once stored (the API has no update), so each one is serialised once: a
// durable create at 10,000 pets then costs a join, not 10,000 JSON.stringify calls.
const petLines = new WeakMap<object, string>();

function petLine(pet: object): string {
  let line = petLines.get(pet);
  if (line === undefined) {
    line = `    ${JSON.stringify(pet)}`;
    petLines.set(pet, line);
  }
  return line;
}

export function stringifyStoreData({ meta, pets }: StoreData): string {
  const lines = pets.map(petLine).join(',\n');
  return `{\n  "meta": ${JSON.stringify(meta)},\n  "pets": [${lines ? `\n${lines}\n  ` : ''}]\n}\n`;
}
