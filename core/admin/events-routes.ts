import type { AdminEvent } from './change-feed.ts';
import type { Controls } from './controls.ts';
import { headerOf } from '../exchange/exchange.ts';
import type { AdminRoute } from './admin-context.ts';

const keepAliveMs = 15_000;
/** Events a client may fall behind by before it is dropped (it reconnects and resyncs). */
const maxBacklog = 1_000;
/** Missed entries sent again to a client that reconnects; past that it reloads instead. */
const maxReplay = 500;

/**
 * `GET /__admin/events`: Server-Sent Events. First `hello` (this journal's instance and newest
 * id), then `request` with each journal entry (id `<instance>.<entry id>`) and `change` with the
 * part of the state a control changed. A client reconnecting with the `Last-Event-ID` of this
 * same journal first gets the entries it missed (up to 500).
 */
export function eventsRoutes(controls: Controls, shutdown: AbortSignal): AdminRoute[] {
  return [
    {
      operationId: 'streamEvents',
      handle: async ({ request }) => ({
        status: 200,
        headers: {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          // Proxies such as nginx would otherwise buffer the stream.
          'x-accel-buffering': 'no',
          // A stream ends only when the client or the server is done: nothing to keep alive after.
          connection: 'close',
        },
        body: eventStream(controls, missedEntries(controls, headerOf(request, 'last-event-id')), [
          request.signal,
          shutdown,
        ]),
      }),
    },
  ];
}

/** What a reconnecting client missed: only for an id of this journal, and not too many. */
function missedEntries({ journal }: Controls, lastEventId: string | undefined): AdminEvent[] {
  const [, instance, seen] = /^(\w+)\.(\d{1,15})$/.exec(lastEventId ?? '') ?? [];
  if (instance !== journal.instance || seen === undefined) return [];
  const lastSeen = Number(seen);
  if (lastSeen > journal.newestId() || journal.newestId() - lastSeen > maxReplay) return [];
  return journal.after(lastSeen).map((entry) => ({ type: 'request', entry }));
}

function eventStream(controls: Controls, replay: AdminEvent[], endWhen: AbortSignal[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let stop = () => {};
  return new ReadableStream<Uint8Array>({
    start(controller) {
      let open = true;
      const unsubscribe = controls.subscribe((event) => write(formatEvent(controls, event)));
      const keepAlive = setInterval(() => write(': keep-alive\n\n'), keepAliveMs);
      const end = () => {
        if (!open) return;
        stop();
        controller.close();
      };
      // One cleanup, set before anything is written, so it holds whenever the stream ends.
      stop = () => {
        if (!open) return;
        open = false;
        unsubscribe();
        clearInterval(keepAlive);
        for (const signal of endWhen) signal.removeEventListener('abort', end);
      };
      function write(text: string) {
        if (!open) return;
        if ((controller.desiredSize ?? 0) < -maxBacklog) end();
        else controller.enqueue(encoder.encode(text));
      }
      for (const signal of endWhen) signal.addEventListener('abort', end, { once: true });
      write('retry: 1000\n\n');
      write(
        `event: hello\ndata: ${JSON.stringify({ journal: controls.journal.instance, newest: controls.journal.newestId() })}\n\n`,
      );
      for (const event of replay) write(formatEvent(controls, event));
      if (endWhen.some((signal) => signal.aborted)) end();
    },
    cancel: () => stop(),
  });
}

function formatEvent({ journal }: Controls, event: AdminEvent): string {
  if (event.type === 'request')
    return `id: ${journal.instance}.${event.entry.id}\nevent: request\ndata: ${JSON.stringify(event.entry)}\n\n`;
  return event.type === 'world'
    ? `event: world\ndata: ${JSON.stringify(event.event)}\n\n`
    : `event: change\ndata: ${JSON.stringify({ part: event.part })}\n\n`;
}
