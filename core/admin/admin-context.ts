/** What an admin handler sees of one request. */
export interface AdminContext {
  request: Request;
  url: URL;
  params: Record<string, string>;
  /** Aborts when the client goes away. */
  signal: AbortSignal;
  /** The parsed JSON body (null when none). */
  body(): Promise<unknown>;
}

export interface AdminRoute {
  method: string;
  /** Router syntax, relative to `/__admin`. */
  path: string;
  handle(context: AdminContext): Promise<Response>;
}
