import type { Pet } from '../../spec/schema-types.ts';
import { specValidators } from '../contract/spec.ts';
import type { JournalEntry } from '../state/journal.ts';
import { basePath } from '../contract/interface-facts.ts';
import { contractAnswer, type ContractAnswer } from './contract-answer.ts';
import { describeInteraction } from './describe-interaction.ts';
import type { Generators, MatchingRules, PactInteraction } from './pact-types.ts';
import { petStatusOf, providerState, type MockState } from './provider-states.ts';
import { schemaRules, type ListBounds } from './schema-rules.ts';

/** What a pact's request carries in place of the key the client sent: the key is never written. */
export const exampleAuthorization = 'Bearer example-api-key';

/** One journaled exchange as an interaction, and what tells its request apart from every other. */
export interface DraftInteraction {
  key: string;
  interaction: PactInteraction;
}

const regex = (pattern: string) => ({
  combine: 'AND' as const,
  matchers: [{ match: 'regex' as const, regex: pattern }],
});

/**
 * The interaction an exchange gives, or undefined when it gives none: a dropped connection or
 * broken body (never), an injected status (only with `includeInjected`; injected latency alone
 * keeps the real answer), a request the contract has no operation for, a body of a media type it
 * does not take, a status the operation does not document, or bodies the journal no longer holds
 * whole (or that claim JSON and are not).
 */
export function interactionOf(entry: JournalEntry, includeInjected: boolean): DraftInteraction | undefined {
  const { status, response } = entry;
  if (status === null || entry.fault !== null || response === null || entry.bodiesDropped) return undefined;
  const injected = (entry.injected ?? []).some(({ kind }) => kind !== 'latency');
  if (injected && !includeInjected) return undefined;
  const contract = contractAnswer(entry.method, entry.path);
  if (!contract || (!injected && !contract.documents(status))) return undefined;
  const requestType = entry.headers['content-type'];
  // A body of a type the operation does not take is outside the contract (its 415 included).
  if (entry.body !== null && !contract.consumes(requestType)) return undefined;
  const requestBody = bodyValue(entry.body, requestType);
  const answerType = response.headers['content-type'];
  const answerBody = bodyValue(response.body, answerType);
  if (requestBody === invalid || answerBody === invalid) return undefined;
  // A 401 is the request without the key: the key that was refused is never written.
  const credentials = status !== 401 && entry.headers['authorization'] !== undefined;
  const query = sortedQuery(entry.query, contract.queryNames);
  const path = entry.path.startsWith(`${basePath}/`) ? entry.path.slice(basePath.length) : entry.path;
  const states = statesOf(contract, status, query, answerBody);
  const description = describeInteraction({
    operationId: contract.operationId,
    method: entry.method,
    path,
    params: contract.params,
    query,
    body: entry.body,
    credentials,
    status,
  });
  const requestHeaders = {
    ...(credentials && { Authorization: exampleAuthorization }),
    ...(requestType !== undefined && entry.body !== null && { 'Content-Type': requestType }),
  };
  const petId = states.find((state) => state.kind === 'pet-exists') && contract.params['petId'];
  const interaction: PactInteraction = {
    description,
    ...(states.length > 0 && { providerStates: states.map(providerState) }),
    request: {
      method: entry.method,
      path,
      ...(Object.keys(query).length > 0 && { query }),
      ...(Object.keys(requestHeaders).length > 0 && { headers: requestHeaders }),
      ...(requestBody !== absent && { body: requestBody }),
      ...(credentials && { matchingRules: { header: { Authorization: regex('^Bearer .+$') } } }),
      // The pet's id is the one the provider's set-up gives back.
      ...(petId && {
        generators: {
          path: { type: 'ProviderState', expression: path.replace(/[^/]+$/, '${id}'), dataType: 'STRING' },
        },
      }),
    },
    response: {
      status,
      ...(answerType !== undefined && { headers: { 'Content-Type': answerType } }),
      ...(answerBody !== absent && { body: answerBody }),
      matchingRules: responseRules(contract, status, query, answerBody, answerType),
      ...(petId && {
        generators: {
          body: { '$.id': { type: 'ProviderState', expression: '${id}', dataType: 'INTEGER' } },
        } satisfies Generators,
      }),
    },
  };
  const key = JSON.stringify([entry.method, path, query, entry.body, requestType, credentials, status]);
  return { key, interaction };
}

/** `application/json`, with parameters or a `+json` suffix. */
const isJsonMedia = (type: string | undefined): boolean =>
  type !== undefined && /^application\/([\w.+-]*\+)?json\s*(;|$)/i.test(type);

const absent = Symbol('absent');
const invalid = Symbol('invalid');

/** A JSON body's value, a text body as text; `invalid` when it claims JSON and is not (cut, say). */
function bodyValue(text: string | null, type: string | undefined): unknown {
  if (text === null || text === '') return absent;
  if (!isJsonMedia(type)) return text;
  try {
    return JSON.parse(text);
  } catch {
    return invalid;
  }
}

/**
 * The declared parameters' values as lists, names in order, so one request's query is written the
 * same however it was sent; the mock ignores the others, and they may carry a key.
 */
function sortedQuery(query: JournalEntry['query'], declared: ReadonlySet<string>): Record<string, string[]> {
  return Object.fromEntries(
    Object.keys(query)
      .filter((name) => declared.has(name))
      .sort()
      .map((name) => [name, ([] as string[]).concat(query[name]!)]),
  );
}

/** What the provider must hold for this answer, read from the answer itself. */
function statesOf(
  { operationId, params }: ContractAnswer,
  status: number,
  query: Record<string, string[]>,
  body: unknown,
): MockState[] {
  if (operationId === 'getPet' && status === 200 && isPet(body)) {
    return [{ kind: 'pet-exists', pet: body }];
  }
  if (operationId === 'getPet' && status === 404 && /^\d+$/.test(params['petId'] ?? ''))
    return [{ kind: 'no-pet', id: Number(params['petId']) }];
  if (operationId === 'listPets' && status === 200 && Array.isArray(body)) {
    // The list's filter says which pets the provider must hold.
    const filter = query['status']?.length === 1 ? petStatusOf(query['status'][0]) : undefined;
    const status = filter && { status: filter };
    return [body.length > 0 ? { kind: 'pets-exist', count: body.length, ...status } : { kind: 'no-pets', ...status }];
  }
  return [];
}

function isPet(value: unknown): value is Pet {
  return specValidators().component<Pet>('Pet')(value).ok;
}

/** The contract's shape for the answer, the list bounded by the request's `limit` (or its default). */
function responseRules(
  contract: ContractAnswer,
  status: number,
  query: Record<string, string[]>,
  body: unknown,
  type: string | undefined,
): MatchingRules {
  const schema = contract.responseSchema(status, true);
  const limit = contract.limit && Number(query[contract.limit.name]?.[0] ?? contract.limit.default);
  const bounds: ListBounds = {
    ...(Array.isArray(body) && body.length > 0 && { min: 1 }),
    ...(limit !== undefined && Number.isSafeInteger(limit) && { max: limit }),
  };
  return {
    ...(schema && body !== absent && { body: schemaRules(schema, bounds) }),
    ...(type !== undefined && {
      header: { 'Content-Type': regex(`^${type.split(';')[0]!.trim().replace(/[.+]/g, '\\$&')}`) },
    }),
  };
}
