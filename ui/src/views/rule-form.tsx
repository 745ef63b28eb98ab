import { useState } from 'preact/hooks';
import type { FailureRule } from '../admin-types.ts';
import { Choice } from '../components/choice.tsx';

const operations = { '': 'Any operation', listPets: 'listPets', createPet: 'createPet', getPet: 'getPet' };
const effects = {
  status: 'Error response',
  latency: 'Latency',
  reset: 'Drop the connection (reset)',
  empty: 'Close without an answer',
  timeout: 'Hang, then close',
  malformed: 'Malformed JSON body',
  'slow-body': 'Slow body',
  rateLimit: 'Rate limit',
} as const;
type Effect = keyof typeof effects;

/** The schema lets latency go with an error or a network fault (a 503 after 2 s, say). */
const takesLatency = (effect: Effect) => effect !== 'latency' && effect !== 'rateLimit';

interface Fields {
  operationId: string;
  effect: Effect;
  status: string;
  retryAfter: string;
  latency: string;
  durationMs: string;
  limit: string;
  windowSeconds: string;
  extraLatency: string;
  probability: string;
  times: string;
}

const blank: Fields = {
  operationId: '',
  effect: 'status',
  status: '500',
  retryAfter: '',
  latency: '1000',
  durationMs: '3000',
  limit: '5',
  windowSeconds: '60',
  extraLatency: '',
  probability: '',
  times: '',
};

/**
 * A form for one failure rule. It only assembles the rule: the mock checks it (against the
 * scenario schema) and its Error message is shown when a field is wrong.
 */
export function RuleForm({ onAdd }: { onAdd: (rule: FailureRule) => Promise<boolean> }) {
  const [fields, setFields] = useState(blank);
  const set = (next: Partial<Fields>) => setFields((current) => ({ ...current, ...next }));
  const field = (name: keyof Fields) => ({
    value: fields[name],
    onInput: (event: Event) => set({ [name]: (event.currentTarget as HTMLInputElement).value }),
  });
  const { effect } = fields;
  const takesExtraLatency = takesLatency(effect);

  return (
    <form
      class="rule-form"
      aria-labelledby="rule-form-heading"
      onSubmit={async (event) => {
        event.preventDefault();
        if (await onAdd(toRule(fields))) setFields(blank);
      }}
    >
      <h3 id="rule-form-heading">Add a rule</h3>
      <div class="grid-fields">
        <Choice
          label="Operation"
          value={fields.operationId}
          options={operations}
          onChange={(operationId) => set({ operationId })}
        />
        <Choice label="Effect" value={effect} options={effects} onChange={(chosen) => set({ effect: chosen })} />
        {effect === 'status' && (
          <label>
            Status
            <input type="number" min={400} max={599} required {...field('status')} />
          </label>
        )}
        {effect === 'status' && (
          <label>
            Retry-After (s; empty: 1 on a 429 or 503; none: no header)
            <input type="text" inputMode="numeric" placeholder="default" {...field('retryAfter')} />
          </label>
        )}
        {effect === 'latency' && (
          <label>
            Latency (ms)
            <input type="number" min={0} required {...field('latency')} />
          </label>
        )}
        {(effect === 'timeout' || effect === 'slow-body') && (
          <label>
            Duration (ms)
            <input type="number" min={0} required {...field('durationMs')} />
          </label>
        )}
        {effect === 'rateLimit' && (
          <>
            <label>
              Requests allowed
              <input type="number" min={1} required {...field('limit')} />
            </label>
            <label>
              Per (seconds)
              <input type="number" min={1} required {...field('windowSeconds')} />
            </label>
          </>
        )}
        {takesExtraLatency && (
          <label>
            Added latency (ms, empty for none)
            <input type="number" min={0} {...field('extraLatency')} />
          </label>
        )}
        <label>
          Probability (0–1, empty for always)
          <input type="number" min={0} max={1} step="any" {...field('probability')} />
        </label>
        <label>
          Times (empty for no limit)
          <input type="number" min={1} step={1} {...field('times')} />
        </label>
      </div>
      <button type="submit">Add rule</button>
    </form>
  );
}

function toRule(fields: Fields): FailureRule {
  const rule: FailureRule = fields.operationId === '' ? {} : { operationId: fields.operationId };
  switch (fields.effect) {
    case 'status':
      rule.status = Number(fields.status);
      if (fields.retryAfter.trim() !== '') rule.retryAfter = retryAfterOf(fields.retryAfter.trim());
      break;
    case 'latency':
      rule.latency = Number(fields.latency);
      break;
    case 'rateLimit':
      rule.rateLimit = { limit: Number(fields.limit), windowMs: Number(fields.windowSeconds) * 1000 };
      break;
    case 'timeout':
    case 'slow-body':
      rule.fault = fields.effect;
      rule.durationMs = Number(fields.durationMs);
      break;
    default:
      rule.fault = fields.effect;
  }
  if (fields.extraLatency !== '' && takesLatency(fields.effect)) rule.latency = Number(fields.extraLatency);
  if (fields.probability !== '') rule.probability = Number(fields.probability);
  if (fields.times !== '') rule.times = Number(fields.times);
  return rule;
}

/** `none` sends no Retry-After; seconds are a number; anything else goes as typed, for the mock to refuse by name. */
function retryAfterOf(text: string): number | null {
  if (text.toLowerCase() === 'none') return null;
  return /^\d+$/.test(text) ? Number(text) : (text as unknown as number);
}
