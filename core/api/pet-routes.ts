import { specOperation, specValidators } from '../contract/spec.ts';
import type { NewPet, PetStatus } from '../../spec/schema-types.ts';
import type { ErrorFact, NotFoundReason } from '../exchange/decision-facts.ts';
import { ApiError } from '../exchange/errors.ts';
import { parseJsonBody } from '../exchange/json-body.ts';
import { petsText, petText } from './pet-text.ts';
import { jsonTextResponse } from '../exchange/respond.ts';
import { createParameterParser } from '../exchange/parameters.ts';
import type { Route } from './request-context.ts';
import type { PetStore } from '../store/pet-store.ts';

const notAnObject: ErrorFact = ['validation', 'body', '', 'type'];

/**
 * The spec's operations on pets, over a store. `departed` (the timed changes') says whether a
 * timed change removed a pet: asked only on getPet's 404 path.
 */
export function createPetRoutes(
  store: PetStore,
  basePath: string,
  departed: (id: number) => boolean = () => false,
): Route[] {
  const validators = specValidators();
  const validateNewPet = validators.component<NewPet>('NewPet');
  const fromSpec = (operationId: string) => {
    const { method, path, deprecation } = specOperation(operationId);
    return {
      operationId,
      method,
      path,
      deprecation,
      parse: createParameterParser(specOperation(operationId), validators),
    };
  };
  const listPets = fromSpec('listPets');
  const getPet = fromSpec('getPet');

  return [
    {
      ...listPets,
      async handle({ request, params }) {
        const { query } = listPets.parse(request.query, params);
        const pets = store.list({ limit: query.limit as number, status: query.status as PetStatus | undefined });
        return jsonTextResponse(petsText(pets), pets);
      },
    },
    {
      ...fromSpec('createPet'),
      async handle({ request }) {
        const body = parseJsonBody(request);
        if (typeof body !== 'object' || body === null || Array.isArray(body)) {
          throw new ApiError({
            code: 'invalid_body',
            message: 'The request body must be a JSON object with name and categoryId (a NewPet).',
            fact: notAnObject,
          });
        }
        const result = validateNewPet(body);
        if (!result.ok) {
          const [issue] = result.issues;
          throw new ApiError({
            code: 'invalid_body',
            message: `Invalid NewPet: ${result.problems.join('; ')}.`,
            fact: ['validation', 'body', issue?.pointer ?? '', issue?.keyword ?? 'type'],
          });
        }
        const pet = await store.create(result.value);
        return jsonTextResponse(petText(pet), pet, 201, { location: `${basePath}/pets/${pet.id}` });
      },
    },
    {
      ...getPet,
      async handle({ request, params }) {
        const id = getPet.parse(request.query, params).path.petId as number;
        const pet = store.get(id);
        if (!pet) {
          const nextId = store.nextId();
          throw new ApiError({
            code: 'not_found',
            message: `No pet with id ${id}.`,
            fact: ['store', notFoundReason(id, nextId, departed), id, nextId],
          });
        }
        return jsonTextResponse(petText(pet), pet);
      },
    },
  ];
}

function notFoundReason(id: number, nextId: number, departed: (id: number) => boolean): NotFoundReason {
  if (departed(id)) return 'departed';
  return id >= nextId ? 'above' : 'never-created';
}
