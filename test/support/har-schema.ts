import { createRequire } from 'node:module';
import { Ajv } from 'ajv';
import { formats } from '../../core/contract/formats.ts';

// har-schema is CommonJS JSON schemas (draft-06) without types: one schema per HAR object, by name.
const schemas = createRequire(import.meta.url)('har-schema') as Record<string, object>;

/** Ajv for har-schema: it uses keywords of its own (`min`, `optional`), so not strict. */
const ajv = new Ajv({ allErrors: true, strict: false, validateSchema: false });
ajv.addFormat('date-time', formats['date-time']);
ajv.addFormat('uri', (text: string) => URL.canParse(text));
ajv.addFormat('ipv4', /^(\d{1,3}\.){3}\d{1,3}$/).addFormat('ipv6', /^(?=.*:)[\da-f:.]+$/i);
for (const schema of Object.values(schemas)) ajv.addSchema(schema);
const validate = ajv.getSchema('har.json#')!;

/**
 * The problems of a document as HAR 1.2 (har-schema), as `path message` lines; `[]` when valid.
 * @example expect(harProblems(journalToHar(entries, { origin }))).toEqual([])
 */
export function harProblems(document: unknown): string[] {
  if (validate(document)) return [];
  return (validate.errors ?? []).map(({ instancePath, message }) => `${instancePath || '(root)'} ${message}`);
}
