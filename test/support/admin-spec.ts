import { readFileSync } from 'node:fs';
import type { ErrorObject } from 'ajv/dist/2020.js';
import { parse } from 'yaml';
import { formats } from '../../core/contract/formats.ts';
import type { OpenApiDocument } from '../../core/contract/openapi-document.ts';
import { createSpecAjv, documentId } from '../../core/contract/spec-ajv.ts';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

type Json = Record<string, unknown>;
interface ResponseObject {
  $ref?: string;
  content?: Record<string, { schema?: Json }>;
}

/** One admin answer as a client saw it. */
export interface AdminExchange {
  method: string;
  /** Path (and query) under `/__admin`: `/failures/r1`. */
  path: string;
  status: number;
  /** The media type, without parameters. */
  mediaType: string;
  body: string;
}

/** What the check made of an answer: the operation it belongs to and what breaks its schema. */
export interface AdminCheck {
  /** `operationId status`, e.g. `addFailures 201`; undefined when no operation has the path. */
  answer: string | undefined;
  problems: string[];
}

/**
 * Checks admin answers against spec/admin.openapi.yaml, with Ajv set up as for the API's schemas
 * (core/contract/spec-ajv.ts) and the files the admin spec refers to added under the refs it uses.
 * @example const spec = loadAdminSpec(); expect(spec.check(exchange).problems).toEqual([]);
 */
export function loadAdminSpec() {
  const document = parse(read('spec/admin.openapi.yaml')) as OpenApiDocument;
  // strictRequired off as for the scenario schema, whose effect rules name properties one level up.
  const ajv = createSpecAjv(document, { strictRequired: false });
  ajv.addFormat('date-time', formats['date-time']);
  ajv.addSchema({ components: (parse(read('spec/openapi.yaml')) as OpenApiDocument).components }, 'openapi.yaml');
  // An id of its own, so its inner refs (`#/$defs/...`) resolve in it and not in the admin document.
  const scenarioSchema = JSON.parse(read('fixtures/scenario.schema.json')) as Json;
  ajv.addSchema(
    { ...scenarioSchema, $id: 'https://api.animal-store.example/schemas/scenario.schema.json' },
    '../fixtures/scenario.schema.json',
  );
  ajv.addSchema(JSON.parse(read('spec/coverage.schema.json')) as Json, 'coverage.schema.json');
  ajv.addSchema(JSON.parse(read('spec/resilience.schema.json')) as Json, 'resilience.schema.json');

  const operations = Object.entries(document.paths).flatMap(([template, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      method: method.toUpperCase(),
      template,
      operationId: operation.operationId,
      pattern: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`),
      responses: operation['responses'] as Record<string, ResponseObject>,
    })),
  );
  const pointer = (...parts: string[]) =>
    parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');
  const responseOf = (found: ResponseObject) =>
    found.$ref
      ? (document.components['responses'] as Record<string, ResponseObject>)[found.$ref.split('/').at(-1)!]!
      : found;

  // Ajv's own words with its params, so an extra field is named (`additionalProperty: "x"`).
  const describe = (subject: string, errors: ErrorObject[] | null | undefined) =>
    (errors ?? []).map((e) => `${subject}: ${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`);

  return {
    /** Every documented answer, `operationId status`. */
    documented: operations
      .flatMap(({ operationId, responses }) => Object.keys(responses).map((status) => `${operationId} ${status}`))
      .sort(),

    /** What breaks a named schema of the admin spec: for payloads that are no answer of their own (the live feed's). */
    schemaProblems(name: string, value: unknown): string[] {
      const validate = ajv.getSchema(`${documentId}#/components/schemas/${name}`)!;
      return validate(value) ? [] : describe(name, validate.errors);
    },

    /** Status documented, media type documented, and a JSON body that its schema accepts. */
    check({ method, path, status, mediaType, body }: AdminExchange): AdminCheck {
      const operation = operations.find(
        (candidate) => candidate.method === method && candidate.pattern.test(path.split('?')[0]!),
      );
      if (!operation) return { answer: undefined, problems: [`no operation answers ${method} ${path}`] };
      const answer = `${operation.operationId} ${status}`;
      const documented = operation.responses[String(status)];
      if (!documented) return { answer, problems: [`${answer} is not documented`] };
      const content = responseOf(documented).content;
      if (!content)
        return { answer, problems: body === '' ? [] : [`${answer} has no body documented, got ${body.slice(0, 80)}`] };
      const [documentedType] = Object.keys(content).filter((type) => type === mediaType || type === '*/*');
      if (!documentedType)
        return { answer, problems: [`${answer} is ${mediaType}, documented: ${Object.keys(content).join(', ')}`] };
      if (documentedType !== 'application/json') return { answer, problems: [] };
      const schemaAt = documented.$ref
        ? `#/components/responses/${documented.$ref.split('/').at(-1)}/content/application~1json/schema`
        : `#/${pointer('paths', operation.template, method.toLowerCase(), 'responses', String(status), 'content', 'application/json', 'schema')}`;
      const validate = ajv.getSchema(`${documentId}${schemaAt}`)!;
      return { answer, problems: validate(JSON.parse(body)) ? [] : describe(answer, validate.errors) };
    },
  };
}
