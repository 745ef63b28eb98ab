import type { PactOptions } from './journal-to-pact.ts';
import { pactSpecVersions, type PactSpecVersion } from './pact-types.ts';

/** The names a pact is written for when none are given. */
export const defaultPacticipants = { consumer: 'consumer', provider: 'animal-store' } as const;

export type ReadPactQuery = { ok: true; options: PactOptions } | { ok: false; message: string };

const name = /^[^\u0000-\u001f\u007f]{1,100}$/;

/**
 * `GET /__admin/pact`'s query as pact options: `consumer`, `provider` (1-100 printable
 * characters), `spec` 3 or 4, `includeInjected` true or false.
 * @example readPactQuery(new URLSearchParams('consumer=web-app&spec=4')) // { ok: true, options: { consumer: 'web-app', provider: 'animal-store', spec: 4 } }
 */
export function readPactQuery(query: URLSearchParams): ReadPactQuery {
  const consumer = query.get('consumer') ?? defaultPacticipants.consumer;
  const provider = query.get('provider') ?? defaultPacticipants.provider;
  for (const [field, value] of [
    ['consumer', consumer],
    ['provider', provider],
  ] as const) {
    if (!name.test(value)) return { ok: false, message: `${field} must be 1 to 100 printable characters.` };
  }
  const spec = query.get('spec') ?? '3';
  const version = pactSpecVersions.find((one) => String(one) === spec);
  if (version === undefined)
    return {
      ok: false,
      message: `spec must be ${pactSpecVersions.join(' or ')} (the Pact specification version), not "${spec}".`,
    };
  const injected = query.get('includeInjected') ?? 'false';
  if (injected !== 'true' && injected !== 'false')
    return { ok: false, message: 'includeInjected must be true or false.' };
  return {
    ok: true,
    options: { consumer, provider, spec: version satisfies PactSpecVersion, includeInjected: injected === 'true' },
  };
}
