import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { measuringStream } from "./measure.server";
import { assertValidKey, StorageNotFoundError, type ByteRange, type PutOptions, type StorageBackend } from "./types";

function isValidKey(key: string) {
  try {
    assertValidKey(key);
    return true;
  } catch {
    return false; // a file someone put there by hand under a name no key can have
  }
}

/** `<key>.<pid>-<uuid>.partial`: the process writing it, so a sweep can tell a live write from a dead one. */
const PARTIAL = /\.(\d+)-[0-9a-f-]{36}\.partial$/;
/** A partial file untouched this long is stale whoever wrote it (a process on another machine sharing the folder). */
const STALE_PARTIAL_MS = 60 * 60 * 1000;

function processIsAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

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
  /** The partial files this process is writing now. */
  const writing = new Set<string>();

  /**
   * Removes the `.partial` files a write left behind in `dir` (and below): a process killed in
   * the middle of an upload cannot remove its own. A partial is left alone while its writer
   * (this process, or another live one on this machine) may still be writing it, unless nothing
   * touched it for an hour.
   */
  async function sweepPartials(dir: string): Promise<number> {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    let removed = 0;
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        removed += await sweepPartials(full);
        continue;
      }
      if (!entry.name.endsWith(".partial") || writing.has(full)) continue;
      const pid = Number(PARTIAL.exec(entry.name)?.[1] ?? 0);
      const writer = pid && pid !== process.pid && processIsAlive(pid);
      if (writer) {
        const info = await stat(full).catch(() => null);
        if (!info || Date.now() - info.mtimeMs < STALE_PARTIAL_MS) continue;
      }
      await rm(full, { force: true });
      removed += 1;
    }
    return removed;
  }

  return {
    kind: "local",

    async put(stream: Readable, { key, maxBytes }: PutOptions) {
      const target = fileOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const partial = `${target}.${process.pid}-${randomUUID()}.partial`;
      writing.add(partial);
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
        // Whatever an earlier, killed write left beside it goes too.
        await sweepPartials(path.dirname(target)).catch(() => 0);
        throw error;
      } finally {
        writing.delete(partial);
      }
      return measure.result();
    },

    sweepPartials: () => sweepPartials(base),

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

    async *list() {
      const walk = async function* (dir: string, prefix: string): AsyncGenerator<string> {
        const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
        for (const entry of entries) {
          const key = prefix + entry.name;
          if (entry.isDirectory()) yield* walk(path.join(dir, entry.name), `${key}/`);
          else if (entry.isFile() && !entry.name.endsWith(".partial") && isValidKey(key)) yield key;
        }
      };
      yield* walk(base, "");
    },
  };
}
