import { baseUrl } from "./session";

/** One server-sent event as a browser's EventSource would see it. */
export interface SseEvent {
  id: string;
  event: string;
  data: string;
}

/**
 * Opens the live-updates stream as a browser would and collects its events until closed.
 * `events` fills as they arrive; `next(check)` waits for one that matches; `ended` resolves
 * when the server closes the stream.
 */
export async function openStream(
  cookie: string,
  { origin = baseUrl(), lastEventId, bearer }: { origin?: string; lastEventId?: string; bearer?: string } = {},
) {
  const controller = new AbortController();
  const response = await fetch(`${origin}/api/live-updates`, {
    headers: {
      ...(cookie ? { Cookie: cookie } : {}),
      ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
      Accept: "text/event-stream",
      ...(lastEventId ? { "Last-Event-ID": lastEventId } : {}),
    },
    signal: controller.signal,
  });
  const events: SseEvent[] = [];
  let raw = "";
  const waiters = new Set<() => void>();
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const ended = (async () => {
    let buffer = "";
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        raw += value;
        buffer += value;
        let cut: number;
        while ((cut = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event: SseEvent = { id: "", event: "message", data: "" };
          let hasData = false;
          for (const line of block.split("\n")) {
            const [, name, text] = /^([^:]*): ?(.*)$/.exec(line) ?? [];
            if (name === "id") event.id = text;
            else if (name === "event") event.event = text;
            else if (name === "data") {
              event.data += text;
              hasData = true;
            }
          }
          if (hasData) events.push(event);
        }
        for (const wake of waiters) wake();
      }
    } catch {
      // aborted by close()
    }
    for (const wake of waiters) wake();
  })();
  let finished = false;
  void ended.then(() => (finished = true));

  async function next(check: (event: SseEvent) => boolean, timeoutMs = 10_000): Promise<SseEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = events.find(check);
      if (found) return found;
      if (finished) throw new Error(`the stream ended without the event; it sent: ${raw}`);
      if (Date.now() > deadline) throw new Error(`no matching event within ${timeoutMs} ms; the stream sent: ${raw}`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          waiters.delete(wake);
          resolve();
        };
        waiters.add(wake);
        setTimeout(wake, 200);
      });
    }
  }

  return {
    response,
    events,
    raw: () => raw,
    next,
    ended,
    close: () => controller.abort(),
  };
}
