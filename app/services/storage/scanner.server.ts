import { connect, type Socket } from "node:net";
import { Transform } from "node:stream";

export type ScanVerdict = { clean: true } | { clean: false; signature: string };

/**
 * A virus-scan tap for clamd's INSTREAM command (clamd's documented protocol: the
 * command `zINSTREAM\0`, then chunks each framed by a 4-byte big-endian length, then a
 * zero length; clamd answers `stream: OK` or `stream: <signature> FOUND`, NUL-ended).
 * Written here rather than through a client library: the maintained one (clamscan) also
 * looks for local binaries and configuration on start, and the protocol is these few lines.
 * clamd's StreamMaxLength must be at least the largest upload (50M for documents).
 *
 * `tap` passes every byte on unchanged after clamd has taken it (so storage waits for the
 * scanner, never the other way round); `verdict` settles once clamd has answered.
 */
export function clamdScanTap(clamavUrl: string, timeoutMs = 60_000) {
  const { hostname, port } = new URL(clamavUrl);
  const socket: Socket = connect({ host: hostname, port: Number(port) });
  socket.setTimeout(timeoutMs, () => socket.destroy(new Error("The virus scanner did not answer in time.")));
  let reply = "";
  const verdict = new Promise<ScanVerdict>((resolve, reject) => {
    socket.on("data", (data: Buffer) => {
      reply += data.toString("utf8");
      if (reply.includes("\0")) {
        socket.end();
        const text = reply.slice(0, reply.indexOf("\0")).trim();
        const found = /^stream: (.+) FOUND$/.exec(text);
        if (text === "stream: OK") resolve({ clean: true });
        else if (found) resolve({ clean: false, signature: found[1] });
        else reject(new Error(`The virus scanner answered: ${text}`));
      }
    });
    socket.on("error", reject);
    socket.on("close", () => reject(new Error("The virus scanner closed the connection without an answer.")));
  });
  verdict.catch(() => {});
  socket.write("zINSTREAM\0");

  const frame = (chunk: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(chunk.length);
    return Buffer.concat([length, chunk]);
  };
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (socket.destroyed) return callback(new Error("The virus scanner closed the connection."));
      socket.write(frame(chunk), (error) => callback(error ?? null, chunk));
    },
    flush(callback) {
      socket.write(Buffer.alloc(4), (error) => callback(error ?? null));
    },
  });
  tap.on("error", () => socket.destroy());
  return { tap, verdict };
}
