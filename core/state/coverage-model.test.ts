import { describe, expect, it } from 'vitest';
import { openapiDocument } from '../contract/spec.ts';
import { createCoverageModel, failureKinds } from './coverage.ts';
import type { OpenApiDocument } from '../contract/openapi-document.ts';

const model = createCoverageModel(openapiDocument);

/** The spec's operations and response keys, read straight from the document. */
const specResponses = Object.fromEntries(
  Object.values(openapiDocument.paths).flatMap((item) =>
    Object.values(item).map((operation) => [operation.operationId, Object.keys(operation['responses'] as object)]),
  ),
);

describe('the coverage model', () => {
  it('lists exactly the operations and documented responses of the spec', () => {
    expect(
      Object.fromEntries(model.operations.map((operation) => [operation.operationId, operation.responses])),
    ).toEqual(specResponses);
  });

  it('knows facts the spec file states', () => {
    const byId = new Map(model.operations.map((operation) => [operation.operationId, operation]));
    expect(byId.get('createPet')?.responses).toEqual(expect.arrayContaining(['201', '400']));
    expect(byId.get('createPet')).toMatchObject({ method: 'POST', path: '/pets' });
    expect(byId.get('getPet')).toMatchObject({ method: 'GET', path: '/pets/{petId}' });
    expect(model.spec).toEqual({ title: 'Animal Store', version: openapiDocument.info.version });
  });

  it('gives every operation every failure kind, and gone only to those with a sunset', () => {
    for (const operation of model.operations) {
      const sunset = operation.operationId === 'getPet';
      expect(operation.failures).toEqual(failureKinds.filter((kind) => kind !== 'gone' || sunset));
    }
    expect(failureKinds).toEqual(
      expect.arrayContaining(['reset', 'empty', 'timeout', 'malformed', 'slow-body', 'latency', 'rate-limit', 'error']),
    );
  });

  it('maps a status to the key documenting it: exact, then range, then default', () => {
    const document: OpenApiDocument = {
      info: { title: 't', version: '1' },
      components: { schemas: {} },
      paths: { '/a': { get: { operationId: 'a', responses: { '200': {}, '4XX': {}, default: {} } } } },
    };
    const [operation] = createCoverageModel(document).operations;
    const keyOf = (status: number) => operation!.responses[operation!.slotOfStatus[status]!];
    expect([keyOf(200), keyOf(404), keyOf(503), keyOf(201)]).toEqual(['200', '4XX', 'default', 'default']);
  });
});
