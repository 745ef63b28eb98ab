export { createApp, basePath, type App, type AppOptions } from './app.ts';
export { ApiError, errorStatuses, type ErrorCode } from './errors.ts';
export { openStore, StoreLoadError, type OpenStoreOptions } from './store/open-store.ts';
export type { PetStore } from './store/pet-store.ts';
export type { StoreData, StoreMeta } from './store/store-data.ts';
export type { NewPet, Pet, PetStatus, ErrorBody } from './contract/schema-types.ts';
export { openapiDocument } from './contract/spec.ts';
export { localOrigins } from './http/cors.ts';
export { maxBodyBytes } from './http/json-body.ts';
