/**
 * A server-sent events answer (text/event-stream) for a loader. remix-utils' eventStream
 * writes neither `id:` (which a reconnecting EventSource sends back as Last-Event-ID, so it
 * can catch up) nor `retry:`, and forces `Cache-Control: no-cache`, which our compression
 * middleware would then buffer; so this is ours, in the same shape.
 *
 * - `retry` tells the browser to reconnect that long after a drop (spec 1: 3 s).
 * - A comment line every `heartbeatMs` keeps proxies and mobile networks from closing an
 *   idle connection; before each one `stillAllowed` is asked, and a false closes the stream
 *   (the session ended: signed out, timed out, or ended by HR).
 * - `no-transform` keeps compression off; `X-Accel-Buffering: no` turns nginx's buffering off.
 */
export interface StreamEvent {
  id?: string;
  event?: string;
  data: string;
}

export interface EventStreamOptions {
  retryMs: number;
  heartbeatMs: number;
  stillAllowed?: () => Promise<boolean>;
}

export type StreamInit = (send: (event: StreamEvent) => void, close: () => void) => () => void;

function field(name: string, value: string) {
  // A field never spans lines: a CR or LF in a value would start a new field.
  return `${name}: ${value.replace(/[\r\n]+/g, " ")}\n`;
}

export function eventStream(signal: AbortSignal, init: StreamInit, options: EventStreamOptions) {
  const encoder = new TextEncoder();
  let cleanup: (() => void) | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let closed = false;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const write = (text: string) => {
        if (!closed) controller.enqueue(encoder.encode(text));
      };
      const close = () => {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        signal.removeEventListener("abort", close);
        cleanup?.();
        controller.close();
      };
      signal.addEventListener("abort", close);
      write(`retry: ${options.retryMs}\n: connected\n\n`);
      heartbeat = setInterval(() => {
        void (options.stillAllowed?.() ?? Promise.resolve(true))
          .then((allowed) => (allowed ? write(": heartbeat\n\n") : close()))
          .catch(() => close());
      }, options.heartbeatMs);
      const send = (event: StreamEvent) =>
        write(
          (event.id ? field("id", event.id) : "") + (event.event ? field("event", event.event) : "") + field("data", event.data) + "\n",
        );
      cleanup = init(send, close);
      if (signal.aborted) close();
    },
    cancel() {
      closed = true;
      clearInterval(heartbeat);
      cleanup?.();
    },
  });
  return new Response(stream, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store, no-transform",
      "X-Accel-Buffering": "no",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
