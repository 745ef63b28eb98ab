import type { CreatePetErrors, GetPetErrors, ListPetsErrors } from './generated/hey-api/types.gen.ts';

// Every error status the mock answers has its type in the generated client, the Error body.
export const listPets: (keyof ListPetsErrors)[] = [400, 401, 429, 'default'];
export const createPet: (keyof CreatePetErrors)[] = [400, 401, 413, 415, 429, 'default'];
export const getPet: (keyof GetPetErrors)[] = [400, 401, 404, 410, 429, 'default'];

export const gone: GetPetErrors[410] = { code: 'gone', message: 'getPet is past its sunset.', status: 410 };
