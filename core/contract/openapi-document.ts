/** The id under which the spec's document is known to its validators: refs read `openapi.json#/...`. */
export const documentId = 'openapi.json';

/** The parts of an OpenAPI 3.1 document that the core reads. */
export interface OpenApiDocument {
  info: { title: string; version: string; [key: string]: unknown };
  paths: Record<string, Partial<Record<HttpMethodLower, OperationObject>>>;
  components: { schemas: Record<string, SchemaObject>; [key: string]: unknown };
  [key: string]: unknown;
}

export type HttpMethodLower = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch';

export interface OperationObject {
  operationId: string;
  deprecated?: boolean;
  parameters?: ParameterObject[];
  'x-deprecated-since'?: string;
  'x-sunset'?: string;
  'x-successor'?: string;
  [key: string]: unknown;
}

export interface ParameterObject {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema: SchemaObject;
  [key: string]: unknown;
}

export type SchemaObject = Record<string, unknown>;
