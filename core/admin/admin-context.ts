import type { ApiError } from '../exchange/errors.ts';
import type { MockRequest, MockResponse } from '../exchange/exchange.ts';

/** What an admin handler sees of one request. */
export interface AdminContext {
  request: MockRequest;
  params: Record<string, string>;
  /** Written by the sandbox dispatch when it refused to let the caller into a sandbox; thrown by the sandbox guard. */
  sandboxRefusal?: ApiError;
  /** The parsed JSON body (null when none). */
  body(): Promise<unknown>;
}

export interface AdminRoute {
  method: string;
  /** Router syntax, relative to `/__admin`. */
  path: string;
  handle(context: AdminContext): Promise<MockResponse>;
}
