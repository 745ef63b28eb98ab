/** One Server-Sent Event as a test sees it. */
export interface ServerSentEvent {
  event: string;
  id: string | undefined;
  data: string;
}

/**
 * Reads a text/event-stream response event by event (comment and retry-only blocks skipped).
 * @example const events = readEvents(response); const hello = await events.next();
 */
export function readEvents(response: Response) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  // A read outlives a timed-out `next`, so the chunk it brings is not lost.
  let pending: Promise<ReadableStreamReadResult<string>> | undefined;
  return {
    async next(timeoutMs = 5_000): Promise<ServerSentEvent> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const end = buffered.indexOf('\n\n');
        if (end !== -1) {
          const block = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          const event = parseBlock(block);
          if (event) return event;
          continue;
        }
        pending ??= reader.read();
        let timer: ReturnType<typeof setTimeout> | undefined;
        const timedOut = new Promise<'timeout'>((resolve) => {
          timer = setTimeout(() => resolve('timeout'), Math.max(0, deadline - Date.now()));
        });
        const chunk = await Promise.race([pending, timedOut]);
        clearTimeout(timer);
        if (chunk === 'timeout')
          throw new Error(`no event within ${timeoutMs} ms; buffered: ${JSON.stringify(buffered)}`);
        pending = undefined;
        if (chunk.done) throw new Error('the stream ended');
        buffered += chunk.value;
      }
    },
    cancel: () => reader.cancel(),
  };
}

function parseBlock(block: string): ServerSentEvent | undefined {
  const fields = new Map<string, string>();
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    fields.set(line.slice(0, colon), line.slice(colon + 1).replace(/^ /, ''));
  }
  if (!fields.has('data')) return undefined;
  return { event: fields.get('event') ?? 'message', id: fields.get('id'), data: fields.get('data')! };
}
