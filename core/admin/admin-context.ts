import type { ApiError } from '../exchange/errors.ts';
import type { MockRequest, MockResponse } from '../exchange/exchange.ts';
import type { adminOperationTable } from './admin-operation-table.generated.ts';

/** An operation of spec/admin.openapi.yaml, by its operationId. */
export type AdminOperationId = keyof typeof adminOperationTable;

/** What an admin handler sees of one request. */
export interface AdminContext {
  request: MockRequest;
  params: Record<string, string>;
  /** Written by the sandbox dispatch when it refused to let the caller into a sandbox; thrown by the sandbox guard. */
  sandboxRefusal?: ApiError;
  /** The parsed JSON body (null when none). */
  body(): Promise<unknown>;
}

/** An operation's handler: its method and path are the admin spec's (core/admin/admin-operation-table.generated.ts). */
export interface AdminRoute {
  operationId: AdminOperationId;
  handle(context: AdminContext): Promise<MockResponse>;
}
