import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import type { OpenApiDocument } from '../../core/contract/openapi-document.ts';
import { compileSchemaValidators, type Validator } from '../../core/contract/validators.ts';
import { documentedExtensionFor, type DocumentedExtension } from '../conformance/extensions.ts';

/** The spec file Prism reads: the in-process check reads the same file, not a generated copy. */
export const specPath = fileURLToPath(new URL('../../spec/openapi.yaml', import.meta.url));

type Json = Record<string, unknown>;

interface ResponseObject {
  description?: string;
  headers?: Record<string, Json>;
  content?: Record<string, { schema?: Json }>;
}

/** One operation of the spec, with its documented responses resolved. */
export interface ContractOperation {
  operationId: string;
  method: string;
  /** The spec's path template, `/pets/{petId}`. */
  template: string;
  matches: (pathname: string) => boolean;
  /** Status (as the spec spells it, `'200'`) to the JSON pointer of its resolved Response Object. */
  responses: Map<string, string>;
}

/** What a client saw, as the checks need it. */
export interface ObservedResponse {
  method: string;
  /** Path and query under the origin: `/v1/pets?limit=3`. */
  path: string;
  status: number;
  headers: Headers;
  body: string;
}

/** The verdict on one response. */
export interface ResponseCheck {
  operationId: string | undefined;
  /** `documented`: the spec lists the status; `extension`: a named documented extension; else `undocumented`. */
  kind: 'documented' | 'extension' | 'undocumented';
  extension: DocumentedExtension | undefined;
  problems: string[];
}

const mediaTypeOf = (headers: Headers) => (headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();

/**
 * An OpenAPI response validator compiled from spec/openapi.yaml with the project's own Ajv setup
 * (core/contract/validators.ts): status documented, media type, body schema, declared headers.
 * @example const spec = loadContractSpec(); spec.check({ method: 'GET', path: '/v1/pets', status: 200, headers, body })
 */
export function loadContractSpec(path = specPath) {
  const document = parse(readFileSync(path, 'utf8')) as OpenApiDocument & { servers?: { url: string }[] };
  const validators = compileSchemaValidators(document);
  const basePath = new URL(document.servers?.[0]?.url ?? 'http://localhost/').pathname.replace(/\/$/, '');

  const resolve = (value: Json, pointer: string): { value: Json; pointer: string } => {
    const ref = value.$ref;
    if (typeof ref !== 'string') return { value, pointer };
    if (!ref.startsWith('#/')) throw new TypeError(`only local $refs are supported, got ${ref}`);
    const target = ref
      .slice(1)
      .split('/')
      .slice(1)
      .reduce<unknown>((node, part) => (node as Json)[part.replaceAll('~1', '/').replaceAll('~0', '~')], document);
    return resolve(target as Json, ref.slice(1));
  };
  const at = (pointer: string): Json => resolve({ $ref: `#${pointer}` }, '').value;
  const escape = (part: string) => part.replaceAll('~', '~0').replaceAll('/', '~1');

  const operations: ContractOperation[] = Object.entries(document.paths).flatMap(([template, item]) => {
    const pattern = new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);
    return Object.entries(item).map(([method, operation]) => {
      const pointer = `/paths/${escape(template)}/${method}`;
      const responses = new Map(
        Object.entries((operation.responses ?? {}) as Record<string, Json>).map(([status, response]) => [
          status,
          resolve(response, `${pointer}/responses/${escape(status)}`).pointer,
        ]),
      );
      return {
        operationId: operation.operationId,
        method: method.toUpperCase(),
        template,
        matches: (p: string) => pattern.test(p),
        responses,
      };
    });
  });

  const compiled = new Map<string, Validator<unknown>>();
  const validatorAt = (pointer: string) => {
    let validate = compiled.get(pointer);
    if (!validate) compiled.set(pointer, (validate = validators.at(pointer)));
    return validate;
  };
  const errorSchema = validators.component('Error');

  /** The operation a request is for, or undefined when the spec has none (another path or method). */
  const operationFor = (method: string, path: string): ContractOperation | undefined => {
    const pathname = new URL(path, 'http://spec.invalid').pathname;
    if (!pathname.startsWith(`${basePath}/`)) return undefined;
    const relative = pathname.slice(basePath.length);
    return operations.find((operation) => operation.method === method.toUpperCase() && operation.matches(relative));
  };

  const checkJsonBody = (observed: ObservedResponse, validate: Validator<unknown>, problems: string[]): unknown => {
    let body: unknown;
    try {
      body = JSON.parse(observed.body);
    } catch {
      problems.push(`body is not JSON: ${JSON.stringify(observed.body.slice(0, 200))}`);
      return undefined;
    }
    const result = validate(body, 'body');
    if (!result.ok) problems.push(...result.problems.map((problem) => `schema: ${problem}`));
    return body;
  };

  const checkErrorStatus = (body: unknown, status: number, problems: string[]) => {
    if (status >= 400 && typeof body === 'object' && body !== null && (body as Json).status !== status) {
      problems.push(`Error body status ${JSON.stringify((body as Json).status)} is not the HTTP status ${status}`);
    }
  };

  return {
    document,
    basePath,
    operations,

    operationFor,

    /** Every (operationId, status) pair the spec documents, as `listPets 200`. */
    documentedPairs: (): string[] =>
      operations.flatMap(({ operationId, responses }) =>
        [...responses.keys()].map((status) => `${operationId} ${status}`),
      ),

    /**
     * Checks one response against the spec: a documented status must match its media type, schema
     * and declared headers (present, schema-valid); any other status must be a named documented
     * extension answering an Error body.
     */
    check(observed: ObservedResponse): ResponseCheck {
      const operation = operationFor(observed.method, observed.path);
      const problems: string[] = [];
      // `default` stands for faults and injected server errors only: a 4xx the mock answers must be listed by its status.
      const byDefault =
        observed.status >= 500 || observed.status === 408 ? operation?.responses.get('default') : undefined;
      const responsePointer = operation?.responses.get(String(observed.status)) ?? byDefault;
      if (operation && responsePointer) {
        const response = at(responsePointer) as ResponseObject;
        const content = response.content ?? {};
        const mediaTypes = Object.keys(content);
        const mediaType = mediaTypeOf(observed.headers);
        if (mediaTypes.length === 0) {
          if (observed.body !== '')
            problems.push(`the spec declares no body for ${observed.status}, got ${observed.body.length} bytes`);
        } else if (!mediaTypes.includes(mediaType)) {
          problems.push(`content-type "${mediaType}" is not one the spec declares (${mediaTypes.join(', ')})`);
        } else {
          const body = checkJsonBody(
            observed,
            validatorAt(`${responsePointer}/content/${escape(mediaType)}/schema`),
            problems,
          );
          checkErrorStatus(body, observed.status, problems);
        }
        for (const [name, declared] of Object.entries(response.headers ?? {})) {
          const header = resolve(declared, `${responsePointer}/headers/${escape(name)}`);
          const value = observed.headers.get(name);
          if (value === null) {
            problems.push(`header ${name}, declared for ${observed.status}, is missing`);
            continue;
          }
          const result = validatorAt(`${header.pointer}/schema`)(value, `header ${name}`);
          if (!result.ok) problems.push(...result.problems);
        }
        return { operationId: operation.operationId, kind: 'documented', extension: undefined, problems };
      }

      const extension = documentedExtensionFor(operation?.operationId, observed.status);
      if (!extension) {
        problems.push(
          `status ${observed.status} is neither documented for ${operation?.operationId ?? 'this request (no operation of the spec)'} nor a documented extension`,
        );
        return { operationId: operation?.operationId, kind: 'undocumented', extension: undefined, problems };
      }
      if (mediaTypeOf(observed.headers) !== 'application/json')
        problems.push(`content-type "${mediaTypeOf(observed.headers)}" is not application/json`);
      const body = checkJsonBody(observed, errorSchema, problems) as Json | undefined;
      checkErrorStatus(body, observed.status, problems);
      if (body && typeof body.code === 'string' && !extension.codes.includes(body.code)) {
        problems.push(`error code "${body.code}" is not one the extension names (${extension.codes.join(', ')})`);
      }
      return { operationId: operation?.operationId, kind: 'extension', extension, problems };
    },
  };
}

export type ContractSpec = ReturnType<typeof loadContractSpec>;
