/**
 * One request at a time against the portal, as a person at a desk asks: each figure is the
 * server's time for one request plus a loopback round trip, the whole body read.
 */

export interface Figures {
  p50: number;
  p95: number;
  max: number;
  /** Bytes of the last body, decompressed (fetch undoes the compression the request asked for). */
  bytes: number;
  count: number;
  errors: number;
}

export async function timedGet(url: string, cookie: string) {
  const started = performance.now();
  try {
    const response = await fetch(url, { headers: { Cookie: cookie, "Accept-Encoding": "gzip, br" } });
    const body = await response.arrayBuffer();
    return { ms: performance.now() - started, status: response.status, bytes: body.byteLength };
  } catch {
    // No answer in time (fetch gives up after 300 s without headers), or the connection dropped.
    return { ms: performance.now() - started, status: 0, bytes: 0 };
  }
}

/** `repeat` sequential requests after `warmUp` unmeasured ones; p95 is the nearest rank (with 10 requests, the slowest). */
export async function measureSequential(url: string, cookie: string, repeat: number, warmUp = 1): Promise<Figures> {
  for (let i = 0; i < warmUp; i++) await timedGet(url, cookie);
  const times: number[] = [];
  let errors = 0;
  let bytes = 0;
  for (let i = 0; i < repeat; i++) {
    const answer = await timedGet(url, cookie);
    if (answer.status !== 200) errors += 1;
    else times.push(answer.ms);
    bytes = answer.bytes;
  }
  times.sort((a, b) => a - b);
  const rank = (q: number) => times[Math.max(0, Math.min(times.length - 1, Math.ceil(q * times.length) - 1))] ?? NaN;
  return { p50: rank(0.5), p95: rank(0.95), max: times.at(-1) ?? NaN, bytes, count: times.length, errors };
}

const ms = (value: number) => (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(0)} ms`).padStart(9);

export function figuresLine(label: string, figures: Figures, goalMs?: number) {
  const verdict = goalMs === undefined ? "" : figures.p95 <= goalMs ? "  ok" : `  OVER ${goalMs / 1000} s`;
  const size = figures.bytes >= 1024 * 1024 ? `${(figures.bytes / 1024 / 1024).toFixed(1)} MB` : `${(figures.bytes / 1024).toFixed(0)} KB`;
  const errors = figures.errors ? `  ${figures.errors} errors` : "";
  return `  ${label.padEnd(58)} p50 ${ms(figures.p50)}  p95 ${ms(figures.p95)}  ${size.padStart(8)}${errors}${verdict}`;
}
