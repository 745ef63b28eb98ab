/**
 * A network fault is a value: `Response.error()` means "no HTTP answer" in both adapters. Which
 * way the connection ends is noted beside it, for the adapter that owns a socket (Koa); MSW can
 * only express a network error, so it treats every kind alike.
 */
export type NetworkFault = 'reset' | 'empty' | 'timeout';

const faults = new WeakMap<Response, NetworkFault>();
const streamed = new WeakSet<Response>();

/**
 * A response that drops the connection: `reset` with an RST, `empty` closed with nothing sent,
 * `timeout` closed likewise once the hang is over (named apart for the journal).
 */
export function networkFaultResponse(kind: NetworkFault): Response {
  const response = Response.error();
  faults.set(response, kind);
  return response;
}

export function networkFaultOf(response: Response): NetworkFault | undefined {
  return response.type === 'error' ? (faults.get(response) ?? 'reset') : undefined;
}

/** Marks a response whose body must be streamed as it comes (a slow body), not buffered. */
export function streamedResponse(response: Response): Response {
  streamed.add(response);
  return response;
}

export function isStreamedResponse(response: Response): boolean {
  return streamed.has(response);
}
