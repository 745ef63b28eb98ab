import { unescapeToken } from '../contract/json-pointer.ts';
import { asValidator, describeAjvErrors, type ValidateFunction } from '../contract/validation-result.ts';
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
 * @example await checkAdminInput(adminOperationTable.listStorePets, 'limit=0', async () => null) // throws invalid_query
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
  await checkAdminBody(row, body);
  return read;
}

/**
 * The check of an operation's JSON body against its spec, for the routes and for the in-process
 * MCP tools alike: a body whose spec gives no refusal is its room's to check (its refusals carry
 * the room's own codes); otherwise its shape and each field with a refusal of its own. The first
 * field that fails is refused in its words, any other failure in the body's.
 * @example await checkAdminBody(adminOperationTable.createSandbox, async () => ({ seed: -1 })) // throws invalid_body naming seed
 */
export async function checkAdminBody(
  row: Pick<AdminOperationRow, 'body'>,
  body: () => Promise<unknown>,
): Promise<void> {
  if (row.body?.refusal === undefined) return;
  const value = await body();
  if (value === null && !row.body.required) return;
  const validate = (await loadValidators())[row.body.schema]!;
  if (validate(value)) return;
  const problems = describeAjvErrors(validate.errors ?? []);
  for (const { pointer, keyword } of problems) {
    // A field missing or unknown is the body's to say: its refusal is about a value sent.
    if (keyword === 'required' || keyword === 'additionalProperties') continue;
    const field = unescapeToken(pointer.split('/')[1] ?? '');
    const refusal = Object.hasOwn(row.body.fields ?? {}, field) ? row.body.fields![field] : undefined;
    if (refusal === undefined) continue;
    // Echoed short: a refusal names the value, it does not carry it back whole.
    const sent = String(JSON.stringify((value as Record<string, unknown>)[field]));
    const shown = sent.length > 80 ? `${sent.slice(0, 80)}…` : sent;
    throw new ApiError({ code: 'invalid_body', message: refusal.replace('{value}', shown) });
  }
  const [first] = problems;
  const problem = first
    ? `${first.pointer.slice(1).replaceAll('/', '.') || 'the body'} ${first.rule}`
    : 'it does not fit';
  throw new ApiError({ code: 'invalid_body', message: row.body.refusal.replace('{problem}', problem) });
}
