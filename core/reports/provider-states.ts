import type { Pet, PetStatus } from '../../spec/schema-types.ts';
import { specValidators } from '../contract/spec.ts';
import type { ProviderState } from './pact-types.ts';
import { pointerOf } from './schema-rules.ts';

/** The states the mock writes into a pact, and sets up when a verifier asks (`POST /__admin/pact/state`). */
export type MockState =
  | { kind: 'pets-exist'; count: number; status?: PetStatus }
  | { kind: 'no-pets'; status?: PetStatus }
  | { kind: 'pet-exists'; pet: Pet }
  | { kind: 'no-pet'; id: number };

const statuses = pointerOf('#/components/schemas/PetStatus')['enum'] as readonly PetStatus[];

/** A pet status of the contract's enum, else undefined. */
export const petStatusOf = (value: unknown): PetStatus | undefined => statuses.find((status) => status === value);

/**
 * A state as it is written: a name that says it, and the params that make it.
 * @example providerState({ kind: 'no-pet', id: 999 }) // { name: 'no pet with id 999', params: { id: 999 } }
 */
export function providerState(state: MockState): ProviderState {
  const withStatus = 'status' in state && state.status ? ` with status ${state.status}` : '';
  switch (state.kind) {
    case 'pets-exist':
      return {
        name: `pets exist${withStatus}`,
        params: { count: state.count, ...(state.status && { status: state.status }) },
      };
    case 'no-pets':
      return { name: `no pets exist${withStatus}`, params: state.status ? { status: state.status } : {} };
    case 'pet-exists':
      return { name: `a pet with id ${state.pet.id} exists`, params: { ...state.pet } };
    case 'no-pet':
      return { name: `no pet with id ${state.id}`, params: { id: state.id } };
  }
}

export type ReadState = { ok: true; state: MockState } | { ok: false; message: string };

const namePatterns: [RegExp, (match: RegExpExecArray, params: Record<string, unknown>) => ReadState][] = [
  [
    /^pets exist( with status (\w+))?$/,
    (match, params) => {
      const status = statusOf(match[2]);
      if (status === null) return notSetUp(`"${match[2]}" is not a pet status`);
      const count = params['count'] ?? 1;
      if (!Number.isSafeInteger(count) || (count as number) < 1 || (count as number) > 1000)
        return notSetUp('params.count must be an integer from 1 to 1000');
      return { ok: true, state: { kind: 'pets-exist', count: count as number, ...(status && { status }) } };
    },
  ],
  [
    /^no pets exist( with status (\w+))?$/,
    (match) => {
      const status = statusOf(match[2]);
      if (status === null) return notSetUp(`"${match[2]}" is not a pet status`);
      return { ok: true, state: { kind: 'no-pets', ...(status && { status }) } };
    },
  ],
  [
    /^a pet with id (\d+) exists$/,
    (match, params) => {
      const pet = { ...params, id: params['id'] ?? Number(match[1]) };
      const checked = specValidators().component<Pet>('Pet')(pet, 'params');
      if (!checked.ok) return notSetUp(checked.problems.join('; '));
      if (checked.value.id !== Number(match[1]) || checked.value.id < 1)
        return notSetUp(`params.id must be the name's id, ${match[1]}`);
      const { id, name, categoryId, status } = checked.value;
      return { ok: true, state: { kind: 'pet-exists', pet: { id, name, categoryId, ...(status && { status }) } } };
    },
  ],
  [
    /^no pet with id (\d+)$/,
    (match) => {
      const id = Number(match[1]);
      return Number.isSafeInteger(id)
        ? { ok: true, state: { kind: 'no-pet', id } }
        : notSetUp('the id is not a safe integer');
    },
  ],
];

/**
 * A state a verifier asks for, read back into what the mock sets up; a name it does not write, or
 * params that do not fit it, is a message instead.
 * @example readProviderState({ name: 'no pet with id 9' }) // { ok: true, state: { kind: 'no-pet', id: 9 } }
 */
export function readProviderState({ name, params = {} }: ProviderState): ReadState {
  for (const [pattern, read] of namePatterns) {
    const match = pattern.exec(name);
    if (match) return read(match, params);
  }
  return notSetUp(`the mock does not know the state "${name}"`);
}

/** Undefined for no status, null for one outside the enum. */
function statusOf(text: string | undefined): PetStatus | undefined | null {
  return text === undefined ? undefined : (petStatusOf(text) ?? null);
}

function notSetUp(message: string): ReadState {
  return { ok: false, message };
}
