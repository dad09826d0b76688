import { createServer, type AddressInfo } from "node:net";

export const EICAR = "X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*";

/**
 * A stand-in for clamd that speaks INSTREAM as clamd documents it: `zINSTREAM\0`, chunks
 * framed by a 4-byte big-endian length, a zero length to end; it answers
 * `stream: Eicar-Test-Signature FOUND\0` when the bytes hold the EICAR test string and
 * `stream: OK\0` otherwise. `scanned` counts the streams it read whole.
 */
export async function startFakeClamd() {
  const state = { scanned: 0 };
  const server = createServer((socket) => {
    let buffer = Buffer.alloc(0);
    let commandRead = false;
    const received: Buffer[] = [];
    socket.on("data", (data: Buffer) => {
      buffer = Buffer.concat([buffer, data]);
      if (!commandRead) {
        const end = buffer.indexOf(0);
        if (end < 0) return;
        if (buffer.subarray(0, end).toString() !== "zINSTREAM") {
          socket.end("UNKNOWN COMMAND\0");
          return;
        }
        commandRead = true;
        buffer = buffer.subarray(end + 1);
      }
      while (buffer.length >= 4) {
        const length = buffer.readUInt32BE(0);
        if (length === 0) {
          state.scanned += 1;
          const found = Buffer.concat(received).includes(EICAR);
          socket.end(found ? "stream: Eicar-Test-Signature FOUND\0" : "stream: OK\0");
          return;
        }
        if (buffer.length < 4 + length) return;
        received.push(buffer.subarray(4, 4 + length));
        buffer = buffer.subarray(4 + length);
      }
    });
    socket.on("error", () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `tcp://127.0.0.1:${port}`,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
