import createClient from 'openapi-fetch';
import type { components, paths } from './generated/openapi-typescript.ts';

type ErrorBody = components['schemas']['Error'];
type Statuses<Operation> = Operation extends { responses: infer Responses } ? keyof Responses : never;

// Every status the mock answers is a response of its operation, so the client has a type for it.
export const listPets: Statuses<paths['/pets']['get']>[] = [200, 400, 401, 429, 'default'];
export const createPet: Statuses<paths['/pets']['post']>[] = [201, 400, 401, 413, 415, 429, 'default'];
export const getPet: Statuses<paths['/pets/{petId}']['get']>[] = [200, 400, 401, 404, 410, 429, 'default'];

const client = createClient<paths>({ baseUrl: 'http://127.0.0.1:4010/v1', headers: { Authorization: 'Bearer dev' } });

/** What a UI shows for one pet: its name, or the error the mock answered, typed as the Error body. */
export async function petLabel(petId: number): Promise<string> {
  const { data, error, response } = await client.GET('/pets/{petId}', { params: { path: { petId } } });
  if (error !== undefined) {
    const body: ErrorBody = error;
    return response.status === 410 ? `retired: ${body.message}` : `${body.status} ${body.code}`;
  }
  return data.name;
}
