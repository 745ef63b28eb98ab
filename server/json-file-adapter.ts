import { mkdirSync } from 'node:fs';
import { open, readFile, rename } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Adapter } from 'lowdb';
import { StoreLoadError, type StoreData } from '../core/index.ts';

/** Pets per write call: small strings, and the event loop gets a turn between them. */
const petsPerChunk = 2_000;

/**
 * A lowdb adapter for the JSON db file, laid out one pet per line so that it stays pleasant to
 * read, edit and diff at any size. Writes are atomic (a temp file, then rename) and go out in
 * chunks from a snapshot taken when the write starts: a 100,000-pet store is never one giant
 * string, and requests are served while it is written. The store runs one write at a time.
 * @example openStore(createJsonFileAdapter('.data/db.json'), { seed: 42, count: 50 })
 */
export function createJsonFileAdapter(path: string): Adapter<StoreData> {
  try {
    mkdirSync(dirname(path), { recursive: true });
  } catch (error) {
    throw new StoreLoadError(`its folder cannot be created (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
  const temporary = join(dirname(path), `.${basename(path)}.tmp`);
  return {
    async read() {
      let text: string;
      try {
        text = await readFile(path, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      return parseStoreFile(text);
    },
    async write({ meta, pets }) {
      const snapshot = { meta: { ...meta }, pets: pets.slice() };
      const file = await open(temporary, 'w');
      try {
        for (const chunk of storeFileChunks(snapshot)) await file.write(chunk);
      } finally {
        await file.close();
      }
      await rename(temporary, path);
    },
  };
}

function parseStoreFile(text: string): StoreData {
  const value: unknown = JSON.parse(text);
  // `null` would read as "no file yet" and be seeded over; a file that holds it is simply wrong.
  if (value === null) throw new SyntaxError('the file holds null, not a store');
  return value as StoreData;
}

// Pets never change once stored (the API has no update), so each one is serialised once: a
// durable create at 10,000 pets then costs joins, not 10,000 JSON.stringify calls.
const petLines = new WeakMap<object, string>();

function petLine(pet: object): string {
  let line = petLines.get(pet);
  if (line === undefined) {
    line = `    ${JSON.stringify(pet)}`;
    petLines.set(pet, line);
  }
  return line;
}

// Pets only ever append, so a full chunk's text stays valid while its first and last pets are the
// same objects: a durable create re-joins only the last, partial chunk.
const fullChunks = new Map<number, { first: object; last: object; text: string }>();

function chunkText(pets: readonly object[], start: number): string {
  const end = Math.min(start + petsPerChunk, pets.length);
  const [first, last] = [pets[start]!, pets[end - 1]!];
  const cached = fullChunks.get(start);
  if (cached && cached.first === first && cached.last === last) return cached.text;
  const text = pets.slice(start, end).map(petLine).join(',\n');
  if (end - start === petsPerChunk) fullChunks.set(start, { first, last, text });
  return text;
}

/** The file's text, in pieces that concatenate to the documented layout. */
function* storeFileChunks({ meta, pets }: StoreData): Generator<string> {
  yield `{\n  "meta": ${JSON.stringify(meta)},\n  "pets": [`;
  for (let start = 0; start < pets.length; start += petsPerChunk) {
    yield `${start === 0 ? '\n' : ',\n'}${chunkText(pets, start)}`;
  }
  yield `${pets.length > 0 ? '\n  ' : ''}]\n}\n`;
}
