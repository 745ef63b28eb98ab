import { petStatusOf } from './provider-states.ts';

/** What a description is made of: the operation, the request's parts, and the answer's status. */
export interface DescribedRequest {
  operationId: string;
  method: string;
  path: string;
  params: Record<string, string>;
  query: Record<string, string[]>;
  body: string | null;
  credentials: boolean;
  status: number;
}

/**
 * A description that says what the client did and got, and tells apart every distinct request:
 * "list sold pets, limit 5 → 200", "get pet 999 → 404", "list pets without credentials → 401".
 * @example describeInteraction({ operationId: 'getPet', params: { petId: '7' }, ... status: 200 }) // 'get pet 7 → 200'
 */
export function describeInteraction(request: DescribedRequest): string {
  return `${phrase(request)}${request.credentials ? '' : ' without credentials'} → ${request.status}`;
}

function phrase({ operationId, method, path, params, query, body }: DescribedRequest): string {
  const rest = Object.entries(query);
  const details = (skip: string[]) =>
    rest
      .filter(([name]) => !skip.includes(name))
      .map(([name, values]) => `, ${name} ${values.join(' and ')}`)
      .join('');
  switch (operationId) {
    case 'listPets': {
      const status = query['status']?.length === 1 ? petStatusOf(query['status'][0]) : undefined;
      return `list ${status ? `${status} ` : ''}pets${details(status ? ['status'] : [])}`;
    }
    case 'getPet':
      return `get pet ${params['petId']}${details([])}`;
    case 'createPet':
      return `create pet ${body ?? 'with no body'}${details([])}`;
    default:
      return `${method} ${path}${details([])}${body === null ? '' : ` ${body}`}`;
  }
}
