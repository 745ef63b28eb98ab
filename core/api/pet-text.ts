import type { Pet } from '../../spec/schema-types.ts';

// Stored pets are never changed in place (the store freezes them; a hand edit, a reset or a
// scenario stores new objects), so each one's JSON text is made once and a list page is joined
// from them, several times cheaper than a stringify per page (docs/performance.md has the figures).
const texts = new WeakMap<Pet, string>();

/** A stored pet's JSON text, the same bytes as `JSON.stringify(pet)`. */
export function petText(pet: Pet): string {
  let text = texts.get(pet);
  if (text === undefined) texts.set(pet, (text = JSON.stringify(pet)));
  return text;
}

/** A page of stored pets as a JSON array, the same bytes as `JSON.stringify(pets)`. */
export function petsText(pets: readonly Pet[]): string {
  return `[${pets.map(petText).join(',')}]`;
}
