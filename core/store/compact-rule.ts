import { unknownOperationProblem } from '../contract/operation-ids.ts';
import type { FailureRule } from './failure-rules.ts';
import { faultKinds, type FaultKind } from './fault-kinds.generated.ts';

const methods = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']);

/**
 * Reads the compact rule syntax of `--fail`: `<target>:<effect>[@probability][*times][+after]`.
 * target: an operationId, an HTTP method, a path (may hold `*`), or `*` for every request.
 * effect: a status (`503`, and its `Retry-After`: `503,retry-after=5`, or none with
 * `503,retry-after=none`), latency (`200ms`, `100-800ms`), a fault (`reset`, `empty`, `timeout`,
 * `malformed`, `slow-body`) or a rate limit (`ratelimit=5/60s`).
 * Throws a RangeError that says what is wrong.
 * @example parseCompactRule('listPets:503@0.3') // { operationId: 'listPets', status: 503, probability: 0.3 }
 */
export function parseCompactRule(text: string): FailureRule {
  const found =
    /^(?<target>[^:]+):(?<effect>[^@*+]+)(?:@(?<probability>[\d.]+))?(?:\*(?<times>\d+))?(?:\+(?<after>\d+))?$/.exec(
      text.trim(),
    );
  if (!found?.groups)
    throw new RangeError(`"${text}" is not <target>:<effect>[@probability][*times][+after], e.g. listPets:503@0.3`);
  const { target = '', effect = '', probability, times, after } = found.groups;
  const rule: FailureRule = { ...targetOf(target), ...effectOf(effect, text) };
  if (probability !== undefined) {
    const chance = Number(probability);
    if (!(chance >= 0 && chance <= 1)) throw new RangeError(`"${text}": a probability is 0..1`);
    rule.probability = chance;
  }
  if (times !== undefined) rule.times = Number(times);
  if (after !== undefined) rule.after = Number(after);
  return rule;
}

function targetOf(target: string): FailureRule {
  if (target === '*') return {};
  if (target.startsWith('/')) return { path: target };
  if (methods.has(target.toUpperCase())) return { method: target.toUpperCase() };
  const unknown = unknownOperationProblem(target);
  if (unknown) throw new RangeError(unknown);
  return { operationId: target };
}

function effectOf(effect: string, text: string): FailureRule {
  const error = /^(\d{3})(?:,retry-after=(\d+|none))?$/.exec(effect);
  if (error) {
    const status = Number(error[1]);
    if (status < 400 || status > 599) throw new RangeError(`"${text}": an error status is 400..599`);
    const retryAfter = error[2];
    return retryAfter === undefined
      ? { status }
      : { status, retryAfter: retryAfter === 'none' ? null : Number(retryAfter) };
  }
  const latency = /^(\d+)(?:-(\d+))?ms$/.exec(effect);
  if (latency) {
    const [min, max] = [Number(latency[1]), latency[2] === undefined ? undefined : Number(latency[2])];
    if (max !== undefined && max < min) throw new RangeError(`"${text}": a latency range is min-max`);
    return { latency: max === undefined ? min : [min, max] };
  }
  if ((faultKinds as readonly string[]).includes(effect)) return { fault: effect as FaultKind };
  const rate = /^ratelimit=(\d+)\/(\d+)(ms|s|m)$/.exec(effect);
  if (rate) {
    const unit = { ms: 1, s: 1000, m: 60_000 }[rate[3] as 'ms' | 's' | 'm'];
    return { rateLimit: { limit: Number(rate[1]), windowMs: Number(rate[2]) * unit } };
  }
  throw new RangeError(
    `"${text}": the effect is a status (503, 503,retry-after=none), latency (200ms, 100-800ms), a fault (${faultKinds.join(', ')}) or ratelimit=5/60s`,
  );
}
