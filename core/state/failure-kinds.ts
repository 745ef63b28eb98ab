import { faultKinds } from '../store/fault-kinds.generated.ts';

/** Where an injected failure came from: a failure rule, the request's `Prefer` header, or the clock. */
export const injectionSources = ['rule', 'prefer', 'clock'] as const;
export type InjectionSource = (typeof injectionSources)[number];

/**
 * Every kind of failure the mock injects: an error status, a rate limit's 429, added latency, each
 * network fault, and 410 after a deprecated operation's sunset (only operations with one have it).
 */
export const failureKinds = ['error', 'rate-limit', 'latency', ...faultKinds, 'gone'] as const;
export type FailureKind = (typeof failureKinds)[number];

/** The sources each kind can come from: `Prefer` reads `code=`, `delay=` and `fault=`; only the clock makes 410. */
export function sourcesOf(kind: FailureKind): readonly InjectionSource[] {
  if (kind === 'gone') return ['clock'];
  if (kind === 'rate-limit') return ['rule'];
  return ['rule', 'prefer'];
}

/** The kinds an operation can meet: all but `gone`, which needs a sunset. */
export function kindsOf(hasSunset: boolean): FailureKind[] {
  return failureKinds.filter((kind) => kind !== 'gone' || hasSunset);
}

/** One failure the mock injected into one exchange; `status` for `error` only. */
export interface Injection {
  kind: FailureKind;
  source: InjectionSource;
  status?: number;
}
