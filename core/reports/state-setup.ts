import { ApiError } from '../exchange/errors.ts';
import type { Pet } from '../../spec/schema-types.ts';
import type { StoreData } from '../store/store-data.ts';
import type { ProviderState } from './pact-types.ts';
import { providerState, readProviderState, type MockState } from './provider-states.ts';

/** What a verifier posts around each interaction (Pact's provider-state change request). */
export type StateChange =
  | { action: 'teardown' }
  | { action: 'setup'; state: MockState | undefined; params: Record<string, unknown> };

export type ReadStateChange = { ok: true; change: StateChange } | { ok: false; message: string };

/**
 * Reads `{ state, params, action }` as Pact's verifier sends it: `teardown`, an empty state (an
 * interaction with none), or a state the mock writes; anything else is a message.
 * @example readStateChange({ state: 'no pet with id 9', action: 'setup' }) // { ok: true, change: { action: 'setup', state: { kind: 'no-pet', id: 9 }, params: {} } }
 */
export function readStateChange(body: unknown): ReadStateChange {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { ok: false, message: 'Send { "state": "<name>", "params": {...}, "action": "setup" | "teardown" }.' };
  const { state = '', params = {}, action = 'setup' } = body as Record<string, unknown>;
  if (action !== 'setup' && action !== 'teardown')
    return { ok: false, message: `action must be setup or teardown, not ${JSON.stringify(action)}.` };
  if (typeof state !== 'string') return { ok: false, message: 'state must be a string.' };
  if (typeof params !== 'object' || params === null || Array.isArray(params))
    return { ok: false, message: 'params must be an object.' };
  if (action === 'teardown') return { ok: true, change: { action } };
  if (state === '') return { ok: true, change: { action, state: undefined, params: {} } };
  const read = readProviderState({ name: state, params: params as ProviderState['params'] & object });
  if (!read.ok) return { ok: false, message: `The mock cannot set up "${state}": ${read.message}.` };
  return { ok: true, change: { action, state: read.state, params: params as Record<string, unknown> } };
}

/**
 * The store's data with a state made true, changing as little as it can: missing pets are added
 * (after every id in use), a pet is put in place with its id, absent ones removed. `values` is what
 * the verifier's ProviderState generators read (`${id}`).
 * @example withState(data, { kind: 'pet-exists', pet: { id: 7, name: 'Rex', categoryId: 1 } }).values // { id: 7, name: 'Rex', categoryId: 1 }
 */
export function withState(data: StoreData, state: MockState): { data: StoreData; values: Record<string, unknown> } {
  const { meta, pets } = data;
  switch (state.kind) {
    case 'pets-exist': {
      const matching = pets.filter((pet) => state.status === undefined || pet.status === state.status).length;
      const added: Pet[] = [];
      for (let id = meta.nextId; matching + added.length < state.count; id++) {
        added.push({ id, name: `Pet ${id}`, categoryId: 1, status: state.status ?? 'available' });
      }
      return {
        data: { meta: { ...meta, nextId: meta.nextId + added.length }, pets: [...pets, ...added] },
        values: { count: state.count },
      };
    }
    case 'no-pets':
      return {
        data: { meta, pets: pets.filter((pet) => state.status !== undefined && pet.status !== state.status) },
        values: {},
      };
    case 'pet-exists': {
      const others = pets.filter((pet) => pet.id !== state.pet.id);
      const kept = [...others, state.pet].sort((a, b) => a.id - b.id);
      return {
        data: { meta: { ...meta, nextId: Math.max(meta.nextId, state.pet.id + 1) }, pets: kept },
        values: { ...state.pet },
      };
    }
    case 'no-pet':
      return { data: { meta, pets: pets.filter((pet) => pet.id !== state.id) }, values: { id: state.id } };
  }
}

/** The part of a store the state set-up reads and writes. */
export interface StateStore {
  snapshot(): StoreData;
  replace(data: StoreData): Promise<void>;
}

/**
 * Sets up a provider state a pact of this mock names (`POST /__admin/pact/state`,
 * `store.setUpProviderState()`): `teardown` and an empty state change nothing; a state it cannot
 * set up throws `invalid_provider_state` and changes nothing. Resolves with the values the
 * verifier's generators read (`id`).
 * @example await setUpProviderState(controls.store, { state: 'no pet with id 9', action: 'setup' }) // { id: 9 }
 */
export async function setUpProviderState(store: StateStore, body: unknown): Promise<Record<string, unknown>> {
  const read = readStateChange(body);
  if (!read.ok) throw new ApiError({ code: 'invalid_provider_state', message: read.message });
  const { change } = read;
  if (change.action === 'teardown' || change.state === undefined) return {};
  const { data, values } = withState(store.snapshot(), change.state);
  // Past the largest safe integer ids stop being unique: refused before anything changes.
  if (data.meta.nextId > Number.MAX_SAFE_INTEGER) {
    const id =
      change.state.kind === 'pet-exists'
        ? `the pet id ${change.state.pet.id}`
        : `adding pets from id ${store.snapshot().meta.nextId}`;
    throw new ApiError({
      code: 'invalid_provider_state',
      message: `The mock cannot set up "${providerState(change.state).name}": ${id} would set the next id past ${Number.MAX_SAFE_INTEGER} (Number.MAX_SAFE_INTEGER). Nothing changed.`,
    });
  }
  await store.replace(data);
  return values;
}
