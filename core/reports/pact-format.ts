import type {
  PactInteraction,
  PactSpecVersion,
  PactV3,
  PactV4,
  PactV4Body,
  PactV4Interaction,
  Pacticipant,
} from './pact-types.ts';

/**
 * The interactions as a pact file of the version asked: V3 as they are, V4 with each header's
 * values as a list and each body as its content with its type.
 * @example pactDocument([], { consumer: 'web-app', provider: 'animal-store' }, 4).metadata.pactSpecification.version // '4.0'
 */
export function pactDocument(
  interactions: PactInteraction[],
  names: { consumer: string; provider: string },
  spec: PactSpecVersion,
): PactV3 | PactV4 {
  const consumer: Pacticipant = { name: names.consumer };
  const provider: Pacticipant = { name: names.provider };
  if (spec === 3) return { consumer, provider, interactions, metadata: { pactSpecification: { version: '3.0.0' } } };
  return {
    consumer,
    provider,
    interactions: interactions.map(toV4),
    metadata: { pactSpecification: { version: '4.0' } },
  };
}

function toV4({ description, providerStates, request, response }: PactInteraction): PactV4Interaction {
  const { headers: requestHeaders, body: requestBody, ...requestRest } = request;
  const { headers: responseHeaders, body: responseBody, ...responseRest } = response;
  return {
    type: 'Synchronous/HTTP',
    description,
    pending: false,
    ...(providerStates && { providerStates }),
    request: { ...requestRest, ...v4Parts(requestHeaders, requestBody, 'body' in request) },
    response: { ...responseRest, ...v4Parts(responseHeaders, responseBody, 'body' in response) },
  };
}

function v4Parts(
  headers: Record<string, string> | undefined,
  body: unknown,
  hasBody: boolean,
): { headers?: Record<string, string[]>; body?: PactV4Body } {
  const contentType = headers?.['Content-Type'] ?? (typeof body === 'string' ? 'text/plain' : 'application/json');
  return {
    ...(headers && { headers: Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, [value]])) }),
    ...(hasBody && { body: { content: body, contentType, encoded: false } }),
  };
}

/** The other way: a V4 interaction in the shape both versions share. */
export function fromV4({ description, providerStates, request, response }: PactV4Interaction): PactInteraction {
  const { headers: requestHeaders, body: requestBody, ...requestRest } = request;
  const { headers: responseHeaders, body: responseBody, ...responseRest } = response;
  return {
    description,
    ...(providerStates && { providerStates }),
    request: { ...requestRest, ...sharedParts(requestHeaders, requestBody) },
    response: { ...responseRest, ...sharedParts(responseHeaders, responseBody) },
  };
}

function sharedParts(
  headers: Record<string, string[]> | undefined,
  body: PactV4Body | undefined,
): { headers?: Record<string, string>; body?: unknown } {
  return {
    ...(headers && {
      headers: Object.fromEntries(Object.entries(headers).map(([name, values]) => [name, values.join(', ')])),
    }),
    ...(body && { body: body.content }),
  };
}
