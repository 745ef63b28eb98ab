import { asValidator, type ValidateFunction } from '../contract/validation-result.ts';
import { ApiError } from '../exchange/errors.ts';
import type { AdminOperationRow } from './admin-operation-row.ts';

type Validators = Record<string, ValidateFunction>;
let loading: Promise<Validators> | undefined;
// ~150 kB of generated code: loaded with the first request that has input to check, not at start.
const loadValidators = () =>
  (loading ??= import('./admin-validators.generated.ts').then(({ validators }) => validators as Validators));

/** A query value as the text it came in, or the decimal number or boolean it spells: the schema says which it must be. */
const readings = (text: string): unknown[] => [
  text,
  ...(/^-?\d+(\.\d+)?$/.test(text) ? [Number(text)] : []),
  ...(text === 'true' || text === 'false' ? [text === 'true'] : []),
];

/**
 * The one check of an admin operation's input against its spec: each query parameter given, then
 * the JSON body when the spec gives its refusal (`x-refusal`). A failure is the 400 Error body:
 * that refusal (`{value}` is the value sent), or for a query parameter without one, the schema's rule
 * in words.
 * @example await checkAdminInput(adminOperationTable.setClock, '', { speed: -1 }) // throws invalid_body
 */
export async function checkAdminInput(
  row: Pick<AdminOperationRow, 'query' | 'body'>,
  query: string,
  body: () => Promise<unknown>,
): Promise<Record<string, unknown>> {
  if (row.query.length === 0 && row.body?.refusal === undefined) return {};
  const validators = await loadValidators();
  const search = new URLSearchParams(query);
  const read: Record<string, unknown> = {};
  for (const { name, schema, default: fallback, refusal } of row.query) {
    const text = search.get(name);
    if (text === null) {
      if (fallback !== undefined) read[name] = fallback;
      continue;
    }
    const validate = validators[schema]!;
    const candidates = readings(text);
    const valid = candidates.find((value) => validate(value));
    if (valid !== undefined) {
      read[name] = valid;
      continue;
    }
    // Told against its most typed reading: `-1` is below the minimum, not a string.
    const [problem] = (asValidator(validate)(candidates.at(-1), name) as { problems: string[] }).problems;
    throw new ApiError({ code: 'invalid_query', message: refusal?.replace('{value}', text) ?? `${problem}.` });
  }
  // A body without a refusal in the spec is its room's to check: its refusals carry the room's own codes.
  if (row.body?.refusal === undefined) return read;
  const value = await body();
  if (value === null && !row.body.required) return read;
  if (!validators[row.body.schema]!(value)) throw new ApiError({ code: 'invalid_body', message: row.body.refusal });
  return read;
}
