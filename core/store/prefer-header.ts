import type { FailureRule } from './failure-rules.ts';
import { faultKinds } from './fault-kinds.generated.ts';

const faults: ReadonlySet<string> = new Set(faultKinds);

/**
 * Reads a per-request failure from `Prefer` (RFC 7240), as Prism reads `code=`:
 * `Prefer: code=503`, `Prefer: delay=1500`, `Prefer: fault=reset`, or several at once.
 * Preferences it does not know, or values out of range, are ignored, as the RFC asks.
 * @example preferredFailure('code=503, delay=100') // { id: 'prefer', status: 503, latency: 100 }
 */
export function preferredFailure(header: string | undefined): (FailureRule & { id: string }) | undefined {
  if (header === undefined) return undefined;
  const rule: FailureRule & { id: string } = { id: 'prefer' };
  for (const preference of header.split(/[,;]/)) {
    const [name = '', value = ''] = preference.split('=', 2).map((part) => part.trim().replace(/^"(.*)"$/, '$1'));
    const number = /^\d+$/.test(value) ? Number(value) : NaN;
    if (name === 'code' && number >= 400 && number <= 599) rule.status = number;
    else if (name === 'delay' && number >= 0) rule.latency = number;
    else if (name === 'fault' && faults.has(value)) rule.fault = value as NonNullable<FailureRule['fault']>;
  }
  if (rule.status !== undefined && rule.fault !== undefined) delete rule.fault;
  return Object.keys(rule).length > 1 ? rule : undefined;
}

/**
 * The preferences of `Prefer` that the mock does not read, for passing on to an upstream: the ones
 * it reads were acted on here and must not act twice. Undefined when none is left.
 * @example foreignPreferences('return=minimal, code=503') // 'return=minimal'
 */
export function foreignPreferences(header: string | undefined): string | undefined {
  const kept = (header ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !/^(code|delay|fault)\s*(=|;|$)/i.test(part));
  return kept.length > 0 ? kept.join(', ') : undefined;
}
