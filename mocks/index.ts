import '../core/require-supported-node.ts';

export { createAnimalStore, type AnimalStore, type AnimalStoreOptions } from './create-animal-store.ts';
export { createHandlers, type HandlerOptions } from './create-handlers.ts';
export type { CoverageDocument, ErrorBody, FailureRule, NewPet, Pet, PetStatus, Scenario } from '../core/index.ts';
