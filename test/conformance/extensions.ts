/**
 * Statuses the mock answers with that spec/openapi.yaml does not list: the documented extensions.
 * Each answers an `Error` body (`{code, message, status}`, status equal to the HTTP status) with
 * one of the named codes. The contract suite fails on any status that is neither documented by the
 * spec for its operation nor listed here, and on an entry here that no request exercises (so the
 * list cannot go stale).
 *
 * Every status of a spec operation is documented there now (`default` stands for faults and injected
 * 5xx): what is left is answered outside the spec's operations (a known path with another method, or
 * a path the spec names without a shape).
 */
export interface DocumentedExtension {
  operationId: string;
  status: number;
  codes: readonly string[];
  why: string;
}

export const outsideTheSpec = 'outside the spec';

export const documentedExtensions: readonly DocumentedExtension[] = [
  {
    operationId: outsideTheSpec,
    status: 405,
    codes: ['method_not_allowed'],
    why: 'a known path with another method; Allow lists the methods',
  },
  {
    operationId: outsideTheSpec,
    status: 501,
    codes: ['not_implemented'],
    why: 'GET /store/orders, named by the interface, shape not shown',
  },
];

/** The extension that allows `status` for this request (`operationId` undefined: a request outside the spec). */
export function documentedExtensionFor(
  operationId: string | undefined,
  status: number,
): DocumentedExtension | undefined {
  const where = operationId ?? outsideTheSpec;
  return documentedExtensions.find((extension) => extension.status === status && extension.operationId === where);
}

/** A short name for an extension, as coverage lists it. */
export const extensionName = ({ operationId, status }: DocumentedExtension) => `${operationId} ${status}`;
