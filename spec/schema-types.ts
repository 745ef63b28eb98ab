import type { components } from './openapi-types.generated.ts';

/** A pet as the API answers it (spec/openapi.yaml `Pet`). */
export type Pet = components['schemas']['Pet'];
/** What `createPet` takes (spec/openapi.yaml `NewPet`). */
export type NewPet = components['schemas']['NewPet'];
/** A pet's status in the store. */
export type PetStatus = components['schemas']['PetStatus'];
/** Every error's body: `{code, message, status}`, `status` equal to the HTTP status. */
export type ErrorBody = components['schemas']['Error'];
