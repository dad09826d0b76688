import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { measuringStream } from "./measure.server";
import { assertValidKey, StorageNotFoundError, type ByteRange, type PutOptions, type StorageBackend } from "./types";

/**
 * Files on local disk under one root directory (DATA_DIR/files by default, outside
 * public/). put() writes to a temporary name beside the target and renames it only once
 * every byte is in, so a reader never sees half a file and a refused upload leaves nothing.
 */
export function localStorage(root: string): StorageBackend {
  const base = path.resolve(root);
  const fileOf = (key: string) => {
    assertValidKey(key);
    return path.join(base, ...key.split("/"));
  };

  return {
    kind: "local",

    async put(stream: Readable, { key, maxBytes }: PutOptions) {
      const target = fileOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const partial = `${target}.${randomUUID()}.partial`;
      const measure = measuringStream(maxBytes);
      const file = createWriteStream(partial, { flags: "wx", mode: 0o600 });
      try {
        await pipeline(stream, measure.stream, file);
        await rename(partial, target);
      } catch (error) {
        // A refusal in the first bytes can come while the file is still being opened: it is
        // removed once the stream has let go of it, or the opening would create it after.
        if (!file.closed) await new Promise<void>((resolve) => file.once("close", () => resolve()));
        await rm(partial, { force: true });
        throw error;
      }
      return measure.result();
    },

    async get(key: string, range?: ByteRange) {
      const file = fileOf(key);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) throw new StorageNotFoundError(key);
      const stream = createReadStream(file, range ? { start: range.start, end: range.end } : {});
      return { stream, size: info.size };
    },

    async delete(key: string) {
      await rm(fileOf(key), { force: true });
    },

    async exists(key: string) {
      const info = await stat(fileOf(key)).catch(() => null);
      return Boolean(info?.isFile());
    },
  };
}
