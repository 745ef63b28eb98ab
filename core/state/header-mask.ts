import type { HeaderRecord } from '../exchange/exchange.ts';
import { redacted as mark } from '../exchange/secret-query.ts';

/** Header names whose values never reach the journal, the live feed, the dashboard or a HAR. */
export const maskedHeaderNames = [
  'authorization',
  'proxy-authorization',
  'cookie',
  'set-cookie',
  'x-api-key',
  'x-auth-token',
] as const;

/** Any header whose name holds one of these is masked too (`x-csrf-token`, `x-client-secret`, `api-key`). */
const maskedNameParts = ['token', 'secret', 'key'];

const withScheme = /^([A-Za-z][\w!#$%&'*+.^`|~-]*[ \t]+)\S/;

/**
 * The mask applied where the journal records a request: the default names, the `extra` ones
 * (`--mask-header`), and names holding token, secret or key keep their name, lose their value.
 * @example createHeaderMask(['x-tenant'])({ cookie: 'a=1', accept: '*\/*' }) // { cookie: '[redacted]', accept: '*\/*' }
 */
export function createHeaderMask(extra: readonly string[] = []): <H extends HeaderRecord>(headers: H) => H {
  const names = new Set<string>([...maskedHeaderNames, ...extra.map((name) => name.toLowerCase())]);
  // Verdicts by name: the same few names come with every request.
  const verdicts = new Map<string, boolean>();
  const masked = (name: string): boolean => {
    let verdict = verdicts.get(name);
    if (verdict === undefined) {
      const lower = name.toLowerCase();
      verdict = names.has(lower) || maskedNameParts.some((part) => lower.includes(part));
      if (verdicts.size < 1024) verdicts.set(name, verdict);
    }
    return verdict;
  };
  return (headers) => {
    let copy: Record<string, string | readonly string[] | undefined> | undefined;
    for (const name in headers) {
      const value = headers[name];
      if (value === undefined || !masked(name)) continue;
      copy ??= { ...headers };
      copy[name] = typeof value === 'string' ? maskValue(name, value) : value.map((one) => maskValue(name, one));
    }
    return (copy ?? headers) as typeof headers;
  };
}

function maskValue(name: string, value: string): string {
  const scheme = name.endsWith('authorization') ? withScheme.exec(value)?.[1] : undefined;
  return scheme === undefined ? mark : `${scheme}${mark}`;
}
