import { ApiError } from '../errors.ts';
import { headerOf, type MockRequest } from '../http/exchange.ts';

/** The header that selects a sandbox. */
export const sandboxHeader = 'animal-store-sandbox';

const validName = /^[A-Za-z0-9._-]{1,64}$/;
export const sandboxNameRule = '1-64 characters of A-Z a-z 0-9 . _ -';

/** The query parameter the control plane also takes, for what cannot send headers (EventSource, links). */
export const sandboxParameter = 'sandbox';

/**
 * The sandbox a request asks for: undefined without the header (or, where `fromQuery`, the
 * `sandbox` query parameter); a 400 `invalid_sandbox` for a name that breaks the rule or a header
 * given twice (joined with a comma, which no name holds).
 */
export function requestedSandbox(request: Pick<MockRequest, 'headers' | 'query'>, fromQuery = false): string | undefined {
  const name = headerOf(request, sandboxHeader) ?? (fromQuery && request.query !== '' ? (new URLSearchParams(request.query).get(sandboxParameter) ?? undefined) : undefined);
  if (name === undefined) return undefined;
  if (!validName.test(name)) throw invalidSandboxName(name);
  return name;
}

/** The same rule for a name given in a body or a path. */
export function checkedSandboxName(name: string): string {
  if (!validName.test(name)) throw invalidSandboxName(name);
  return name;
}

function invalidSandboxName(name: string): ApiError {
  const given = name.includes(',') ? 'the header was given more than once' : `got ${JSON.stringify(name.slice(0, 80))}`;
  return new ApiError('invalid_sandbox', `Invalid ${sandboxHeader} header: a sandbox name is ${sandboxNameRule} (${given}).`);
}
