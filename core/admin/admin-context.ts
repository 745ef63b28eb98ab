import type { MockRequest, MockResponse } from '../exchange/exchange.ts';

/** What an admin handler sees of one request. */
export interface AdminContext {
  request: MockRequest;
  params: Record<string, string>;
  /** The parsed JSON body (null when none). */
  body(): Promise<unknown>;
}

export interface AdminRoute {
  method: string;
  /** Router syntax, relative to `/__admin`. */
  path: string;
  handle(context: AdminContext): Promise<MockResponse>;
}
