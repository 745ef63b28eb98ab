import type { AdminEvent } from '../simulation/change-feed.ts';
import type { Controls } from '../simulation/controls.ts';
import { streamedResponse } from '../http/network-fault.ts';
import type { AdminRoute } from './admin-context.ts';

const keepAliveMs = 15_000;
/** Events a client may fall behind by before it is dropped (it reconnects and catches up). */
const maxBacklog = 1_000;

/**
 * `GET /__admin/events`: Server-Sent Events, `request` with each journal entry (id = its journal
 * id) and `change` with the part of the state a control changed. A client that reconnects with
 * `Last-Event-ID` first gets the journal entries it missed.
 */
export function eventsRoutes(controls: Controls, shutdown: AbortSignal): AdminRoute[] {
  return [
    {
      method: 'GET',
      path: '/events',
      async handle({ request, signal }) {
        const lastSeen = Number(request.headers.get('last-event-id'));
        return streamedResponse(
          new Response(eventStream(controls, Number.isSafeInteger(lastSeen) ? lastSeen : null, [signal, shutdown]), {
            headers: {
              'content-type': 'text/event-stream; charset=utf-8',
              'cache-control': 'no-cache, no-transform',
              // Proxies such as nginx would otherwise buffer the stream.
              'x-accel-buffering': 'no',
              // A stream ends only when the client or the server is done: nothing to keep alive after.
              connection: 'close',
            },
          }),
        );
      },
    },
  ];
}

function eventStream(controls: Controls, lastSeen: number | null, endWhen: AbortSignal[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let stop = () => {};
  return new ReadableStream<Uint8Array>({
    start(controller) {
      let open = true;
      const end = () => {
        if (!open) return;
        open = false;
        stop();
        controller.close();
      };
      const write = (text: string) => {
        if (!open) return;
        if ((controller.desiredSize ?? 0) < -maxBacklog) end();
        else controller.enqueue(encoder.encode(text));
      };
      const send = (event: AdminEvent) => write(formatEvent(event));
      write('retry: 1000\n\n');
      if (lastSeen !== null) {
        for (const entry of controls.journal.list()) if (entry.id > lastSeen) send({ type: 'request', entry });
      }
      const unsubscribe = controls.subscribe(send);
      const keepAlive = setInterval(() => write(': keep-alive\n\n'), keepAliveMs);
      stop = () => {
        open = false;
        unsubscribe();
        clearInterval(keepAlive);
        for (const signal of endWhen) signal.removeEventListener('abort', end);
      };
      for (const signal of endWhen) signal.addEventListener('abort', end, { once: true });
      if (endWhen.some((signal) => signal.aborted)) end();
    },
    cancel: () => stop(),
  });
}

function formatEvent(event: AdminEvent): string {
  return event.type === 'request'
    ? `id: ${event.entry.id}\nevent: request\ndata: ${JSON.stringify(event.entry)}\n\n`
    : `event: change\ndata: ${JSON.stringify({ part: event.part })}\n\n`;
}
