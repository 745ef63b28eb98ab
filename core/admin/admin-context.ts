import type { ApiError } from '../exchange/errors.ts';
import type { MockRequest, MockResponse } from '../exchange/exchange.ts';
import type { adminOperationTable } from './admin-operation-table.generated.ts';

/** An operation of spec/admin.openapi.yaml, by its operationId. */
export type AdminOperationId = keyof typeof adminOperationTable;

/** What an admin handler sees of one request. */
export interface AdminContext {
  request: MockRequest;
  params: Record<string, string>;
  /** The query as the operation's table checked it: each parameter read as its schema's type, defaults filled in. */
  query: Record<string, unknown>;
  /** Written by the sandbox dispatch when it refused to let the caller into a sandbox; thrown by the sandbox guard. */
  sandboxRefusal?: ApiError;
  /** The parsed JSON body (null when none). */
  body(): Promise<unknown>;
}

/** An operation's handler: its method and path are the admin spec's (core/admin/admin-operation-table.generated.ts). */
export interface AdminRoute {
  operationId: AdminOperationId;
  /** Reads its body as bytes itself (a HAR, under its own size limit): the table checks its query only. */
  rawBody?: true;
  handle(context: AdminContext): Promise<MockResponse>;
}
