import { fromV4 } from './pact-format.ts';
import type { PactInteraction, PactSpecVersion, PactV4Interaction } from './pact-types.ts';

/** Why a file is not a pact this mock reads; `code` is stable, `message` one line. */
export interface PactInputError {
  code: 'pact_not_json' | 'pact_not_pact' | 'pact_unsupported_version';
  message: string;
}

/** A pact file as read: its names, its version, its interactions as they are written (V3 or V4 shape). */
export interface ReadPact {
  consumer: string;
  provider: string;
  spec: PactSpecVersion;
  /** The interactions as the file has them (checked for the parts read here only). */
  raw: PactInteraction[] | PactV4Interaction[];
  /** The same, in the shape both versions share. */
  interactions: PactInteraction[];
}

export type ReadPactResult = { ok: true; pact: ReadPact } | { ok: false; error: PactInputError };

const versions: Record<string, PactSpecVersion> = { '3.0.0': 3, '4.0': 4 };

/**
 * Reads a pact file's text: JSON, with a consumer, a provider, interactions (each with a
 * description, a request and a response) and a V3 or V4 `metadata.pactSpecification.version`.
 * @example readPact('{}').ok // false (pact_not_pact)
 */
export function readPact(text: string): ReadPactResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return failed('pact_not_json', `not JSON (${(error as Error).message})`);
  }
  if (!isRecord(value)) return failed('pact_not_pact', 'not a pact: the JSON is not an object');
  const consumer = nameOf(value['consumer']);
  const provider = nameOf(value['provider']);
  const version = (value['metadata'] as { pactSpecification?: { version?: unknown } } | undefined)?.pactSpecification
    ?.version;
  const interactions = value['interactions'];
  if (consumer === undefined || provider === undefined || !Array.isArray(interactions) || typeof version !== 'string') {
    return failed(
      'pact_not_pact',
      'not a pact: it needs consumer.name, provider.name, interactions and metadata.pactSpecification.version',
    );
  }
  const spec = versions[version];
  if (spec === undefined)
    return failed(
      'pact_unsupported_version',
      `Pact specification ${version} is not read here: write V3 (3.0.0) or V4 (4.0)`,
    );
  const index = interactions.findIndex((one) => !isInteraction(one, spec));
  if (index !== -1)
    return failed(
      'pact_not_pact',
      `not a pact: interaction ${index} needs a description, a request (method, path) and a response (status)${spec === 4 ? ' of type Synchronous/HTTP' : ''}`,
    );
  const pact: ReadPact =
    spec === 4
      ? {
          consumer,
          provider,
          spec,
          raw: interactions as PactV4Interaction[],
          interactions: (interactions as PactV4Interaction[]).map(fromV4),
        }
      : {
          consumer,
          provider,
          spec,
          raw: interactions as PactInteraction[],
          interactions: interactions as PactInteraction[],
        };
  return { ok: true, pact };
}

function isInteraction(value: unknown, spec: PactSpecVersion): boolean {
  if (!isRecord(value) || typeof value['description'] !== 'string') return false;
  const { request, response } = value as {
    request?: { method?: unknown; path?: unknown };
    response?: { status?: unknown };
  };
  if (spec === 4 && value['type'] !== 'Synchronous/HTTP') return false;
  return typeof request?.method === 'string' && typeof request.path === 'string' && Number.isInteger(response?.status);
}

function nameOf(value: unknown): string | undefined {
  const name = isRecord(value) ? value['name'] : undefined;
  return typeof name === 'string' && name !== '' ? name : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function failed(code: PactInputError['code'], message: string): ReadPactResult {
  return { ok: false, error: { code, message } };
}
