import type { StoreData } from '../../core/internal.ts';

/** Pets per piece: small strings, and the event loop gets a turn between them. */
const petsPerChunk = 2_000;

/**
 * The db file's text, one pet per line so that it stays pleasant to read, edit and diff at any
 * size, in pieces that concatenate to the documented layout. Each maker keeps its own cache, so
 * two stores in one process never share text, and text of data that was replaced is dropped.
 * @example const chunks = createStoreFileText(); for (const piece of chunks(data)) await file.write(piece);
 */
export function createStoreFileText(): (data: StoreData) => Generator<string> {
  // Pets never change once stored (the API has no update) and only ever append, so a full chunk's
  // text stays valid while its first and last pets are the same objects: a compaction at 100,000
  // pets serialises only the last, partial chunk. Only whole chunks are kept (~70 B a pet): a
  // line kept per pet as well cost ~165 B more, memory that grew with every create.
  const fullChunks = new Map<number, { first: object; last: object; text: string }>();

  const petLine = (pet: object): string => `    ${JSON.stringify(pet)}`;

  const chunkText = (pets: readonly object[], start: number): string => {
    const end = Math.min(start + petsPerChunk, pets.length);
    const [first, last] = [pets[start]!, pets[end - 1]!];
    const cached = fullChunks.get(start);
    if (cached && cached.first === first && cached.last === last) return cached.text;
    const text = pets.slice(start, end).map(petLine).join(',\n');
    if (end - start === petsPerChunk) fullChunks.set(start, { first, last, text });
    else fullChunks.delete(start);
    return text;
  };

  return function* chunks({ meta, pets }) {
    yield `{\n  "meta": ${JSON.stringify(meta)},\n  "pets": [`;
    for (let start = 0; start < pets.length; start += petsPerChunk) {
      yield `${start === 0 ? '\n' : ',\n'}${chunkText(pets, start)}`;
    }
    yield `${pets.length > 0 ? '\n  ' : ''}]\n}\n`;
    for (const start of fullChunks.keys()) if (start >= pets.length) fullChunks.delete(start);
  };
}
