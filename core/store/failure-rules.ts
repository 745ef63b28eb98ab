import type { AdminSchema } from '../../spec/admin-types.ts';

/**
 * A failure rule, as scenario files, the CLI and the admin API give it: the type generated from
 * fixtures/scenario.schema.json (through spec/admin.openapi.yaml), not restated here.
 */
export type FailureRule = AdminSchema<'FailureRule'>;

/** A rule in force, with what it has done so far (matched, fired, left: `null` when unbounded). */
export type ActiveFailureRule = AdminSchema<'ActiveFailureRule'>;

/** What a request is matched on. */
export interface RequestFacts {
  operationId: string | undefined;
  method: string;
  path: string;
  apiKey: string;
}

export type FailureOutcome =
  | {
      type: 'error';
      status: number;
      code: string | undefined;
      message: string | undefined;
      retryAfter: number | null | undefined;
      rule: string;
    }
  | { type: 'fault'; fault: NonNullable<FailureRule['fault']>; durationMs: number | undefined; rule: string };

/** What the rules decided for one request. */
export interface FailureDecision {
  latencyMs: number;
  outcome: FailureOutcome | undefined;
  /** Headers to add to the answer (rate-limit state). */
  headers: Record<string, string>;
  /** Ids of the rules that fired. */
  fired: string[];
  /**
   * The rules that fired, in order, and whether each came from the request (`Prefer`) or the rules
   * in force; `fired` counts its firings with this one, `latencyMs` what it added.
   */
  firedRules: { rule: FailureRule & { id: string }; fromRequest: boolean; fired: number; latencyMs: number }[];
}

/** What a rule in force has spent, as a snapshot keeps it: its counts and its rate-limit windows per API key. */
export interface SpentRule {
  rule: FailureRule & { id: string };
  matched: number;
  fired: number;
  /** Per API key: when its window started (ms) and how many requests it counted. */
  windows: readonly (readonly [key: string, start: number, count: number])[];
}

interface RuleState {
  rule: FailureRule & { id: string };
  matched: number;
  fired: number;
  windows: Map<string, { start: number; count: number }>;
  matches: (facts: RequestFacts) => boolean;
}

/**
 * The failure rules in force and their counters. Rules are tried in order; latencies add up, and
 * the first rule with an error, a fault or an exceeded rate limit decides the answer.
 * @example const rules = createFailureRules({ random: Math.random, now: Date.now }); rules.add({ operationId: 'listPets', status: 503 });
 */
export function createFailureRules({ random, now }: { random: () => number; now: () => number }) {
  let states: RuleState[] = [];
  let counter = 0;

  const view = ({ rule, matched, fired }: RuleState): ActiveFailureRule => ({
    ...rule,
    matched,
    fired,
    left: rule.times === undefined ? null : Math.max(0, rule.times - fired),
  });

  const add = (rule: FailureRule): ActiveFailureRule => {
    const taken = (id: string) => states.some((state) => state.rule.id === id);
    let id = rule.id;
    if (id === undefined)
      do id = `rule-${++counter}`;
      while (taken(id));
    if (taken(id)) throw new RangeError(`a failure rule with id "${id}" exists already`);
    const state: RuleState = {
      rule: { ...rule, id },
      matched: 0,
      fired: 0,
      windows: new Map(),
      matches: matcher(rule),
    };
    states.push(state);
    return view(state);
  };

  const applies = (state: RuleState, facts: RequestFacts): boolean => {
    if (!state.matches(facts)) return false;
    state.matched++;
    const { after = 0, times, probability } = state.rule;
    if (state.matched <= after) return false;
    if (times !== undefined && state.fired >= times) return false;
    if (probability !== undefined && !(random() < probability)) return false;
    state.fired++;
    return true;
  };

  return {
    list: (): ActiveFailureRule[] => states.map(view),
    /** Whether no rule is in force: lets the request path skip deciding. */
    isEmpty: (): boolean => states.length === 0,
    add,
    remove(id: string): boolean {
      const before = states.length;
      states = states.filter((state) => state.rule.id !== id);
      return states.length < before;
    },
    clear(): void {
      states = [];
    },
    replace(rules: readonly FailureRule[]): void {
      states = [];
      rules.forEach(add);
    },

    /** The rules in force with what each has spent: a value of its own, unchanged by later requests. */
    spent(): SpentRule[] {
      if (states.length === 0) return noRulesSpent;
      return states.map(({ rule, matched, fired, windows }) => ({
        rule,
        matched,
        fired,
        windows:
          windows.size === 0 ? noWindows : [...windows].map(([key, { start, count }]) => [key, start, count] as const),
      }));
    },
    /** Puts these rules in force with what they had spent (a snapshot's load). */
    restore(spent: readonly SpentRule[]): void {
      states = [];
      for (const { rule, matched, fired, windows } of spent) {
        add(rule);
        const state = states.at(-1)!;
        state.matched = matched;
        state.fired = fired;
        for (const [key, start, count] of windows) state.windows.set(key, { start, count });
      }
    },

    decide(facts: RequestFacts, extra: readonly (FailureRule & { id: string })[] = []): FailureDecision {
      const decision: FailureDecision = { latencyMs: 0, outcome: undefined, headers: {}, fired: [], firedRules: [] };
      const candidates = [
        ...extra.map((rule) => ({ rule, matched: 0, fired: 0, windows: new Map(), matches: () => true })),
        ...states,
      ];
      for (const [index, state] of candidates.entries()) {
        if (!applies(state, facts)) continue;
        decision.fired.push(state.rule.id);
        const latencyMs = latencyOf(state.rule, random);
        decision.firedRules.push({
          rule: state.rule,
          fromRequest: index < extra.length,
          fired: state.fired,
          latencyMs,
        });
        decision.latencyMs += latencyMs;
        decision.outcome = outcomeOf(state, facts, decision.headers, now());
        if (decision.outcome) break;
      }
      return decision;
    },
  };
}

const noWindows: SpentRule['windows'] = [];
const noRulesSpent: SpentRule[] = [];

function matcher({ operationId, method, path }: FailureRule): (facts: RequestFacts) => boolean {
  const pathPattern = path === undefined ? undefined : globToRegExp(path);
  return (facts) =>
    (operationId === undefined || operationId === facts.operationId) &&
    (method === undefined || method.toUpperCase() === facts.method) &&
    (pathPattern === undefined || pathPattern.test(facts.path));
}

function globToRegExp(glob: string): RegExp {
  return new RegExp(
    `^${glob
      .split('*')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );
}

function latencyOf({ latency }: FailureRule, random: () => number): number {
  if (latency === undefined) return 0;
  if (typeof latency === 'number') return latency;
  const [min, max] = latency;
  return Math.round(min + random() * (max - min));
}

function outcomeOf(
  state: RuleState,
  facts: RequestFacts,
  headers: Record<string, string>,
  now: number,
): FailureOutcome | undefined {
  const { rule } = state;
  if (rule.status !== undefined) {
    return {
      type: 'error',
      status: rule.status,
      code: rule.code,
      message: rule.message,
      retryAfter: rule.retryAfter,
      rule: rule.id,
    };
  }
  if (rule.fault !== undefined) return { type: 'fault', fault: rule.fault, durationMs: rule.durationMs, rule: rule.id };
  if (rule.rateLimit === undefined) return undefined;

  const { limit, windowMs } = rule.rateLimit;
  let window = state.windows.get(facts.apiKey);
  if (!window || now >= window.start + windowMs) {
    window = { start: now, count: 0 };
    state.windows.set(facts.apiKey, window);
  }
  window.count++;
  const resetSeconds = Math.max(1, Math.ceil((window.start + windowMs - now) / 1000));
  Object.assign(headers, {
    'ratelimit-limit': String(limit),
    'ratelimit-remaining': String(Math.max(0, limit - window.count)),
    'ratelimit-reset': String(resetSeconds),
  });
  if (window.count <= limit) return undefined;
  return {
    type: 'error',
    status: 429,
    code: rule.code ?? 'rate_limited',
    message:
      rule.message ?? `Rate limit of ${limit} requests per ${windowMs / 1000} s exceeded; retry in ${resetSeconds} s.`,
    retryAfter: resetSeconds,
    rule: rule.id,
  };
}
