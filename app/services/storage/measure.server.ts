import { createHash } from "node:crypto";
import { Transform } from "node:stream";
import { StorageLimitError, type StoredObject } from "./types";

/**
 * A pass-through that counts and hashes the bytes it passes and fails with
 * StorageLimitError the moment they pass maxBytes (so the limit holds while reading,
 * whatever the writer behind it does).
 */
export function measuringStream(maxBytes: number) {
  const hash = createHash("sha256");
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > maxBytes) {
        callback(new StorageLimitError(maxBytes));
        return;
      }
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  const result = (): StoredObject => ({ size, sha256: hash.digest("hex") });
  return { stream, result };
}
