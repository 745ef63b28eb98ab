import type { Pet } from '../../spec/schema-types.ts';
import { specValidators } from '../contract/spec.ts';
import type { Scenario } from '../store/scenario-types.ts';
import type { StoreData } from '../store/store-data.ts';
import { basePath } from '../contract/interface-facts.ts';
import { contractAnswer } from './contract-answer.ts';
import { readProviderState, type MockState } from './provider-states.ts';
import type { ReadPact } from './read-pact.ts';
import { withState } from './state-setup.ts';

export type PactToScenarioResult =
  | { ok: true; scenario: Scenario }
  | { ok: false; error: { code: 'pact_unknown_state'; message: string } };

/**
 * A scenario holding the pets a pact's states and answers describe: each "a pet with id N exists",
 * each pet an answer of the contract shows (lists, reads, creates: the last one shown of an id
 * wins), then the states' counts and absences made true around them. No API keys: any bearer key
 * is let in. A state the mock cannot set up makes no scenario.
 * @example pactToScenario(read.pact, { name: 'from-pact' }).ok
 */
export function pactToScenario(pact: ReadPact, { name = 'from-pact' }: { name?: string } = {}): PactToScenarioResult {
  const states: MockState[] = [];
  for (const { description, providerStates = [] } of pact.interactions) {
    for (const state of providerStates) {
      const read = readProviderState(state);
      if (!read.ok)
        return {
          ok: false,
          error: {
            code: 'pact_unknown_state',
            message: `"${description}" needs "${state.name}", which the mock cannot set up: ${read.message}`,
          },
        };
      states.push(read.state);
    }
  }
  const shown = new Map<number, Pet>();
  for (const state of states) if (state.kind === 'pet-exists') shown.set(state.pet.id, state.pet);
  for (const { request, response } of pact.interactions) {
    for (const pet of petsOf(request.method, request.path, response.status, response.body)) shown.set(pet.id, pet);
  }
  const pets = [...shown.values()].sort((a, b) => a.id - b.id);
  let data: StoreData = { meta: { version: 1, nextId: (pets.at(-1)?.id ?? 0) + 1, seed: 0 }, pets };
  // Absences first, sparing pets an answer shows; then the counts, which add what is missing.
  for (const state of states) {
    if (state.kind === 'no-pet' && !shown.has(state.id)) data = withState(data, state).data;
    if (state.kind === 'no-pets')
      data = {
        ...data,
        pets: data.pets.filter(
          (pet) => shown.has(pet.id) || (state.status !== undefined && pet.status !== state.status),
        ),
      };
  }
  for (const state of states) if (state.kind === 'pets-exist') data = withState(data, state).data;
  return {
    ok: true,
    scenario: {
      name,
      version: 1,
      description: `The pets of the pact between ${pact.consumer} and ${pact.provider} (${pact.interactions.length} interactions).`,
      pets: data.pets.map(({ id, name: petName, categoryId, status }) => ({
        id,
        name: petName,
        categoryId,
        ...(status && { status }),
      })),
      nextId: data.meta.nextId,
    },
  };
}

/** The pets a contract answer carries (a list, a read, a create), each checked against the spec's Pet. */
function petsOf(method: string, path: string, status: number, body: unknown): Pet[] {
  const contract = contractAnswer(method, `${basePath}${path}`);
  if (!contract || status < 200 || status > 299) return [];
  const validate = specValidators().component<Pet>('Pet');
  return (Array.isArray(body) ? body : [body]).flatMap((one) => {
    const checked = validate(one);
    return checked.ok ? [checked.value] : [];
  });
}
