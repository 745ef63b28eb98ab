import type { components, operations } from './openapi-types.generated.ts';

export type Pet = components['schemas']['Pet'];
export type NewPet = components['schemas']['NewPet'];
export type PetStatus = components['schemas']['PetStatus'];
export type ErrorBody = components['schemas']['Error'];
export type ListPetsQuery = NonNullable<operations['listPets']['parameters']['query']>;
export type GetPetPath = operations['getPet']['parameters']['path'];
