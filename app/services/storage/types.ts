import type { Readable } from "node:stream";

/** What put() learned while it stored the bytes. */
export interface StoredObject {
  size: number;
  /** Hex SHA-256 of the stored bytes. */
  sha256: string;
}

/** An inclusive byte range, as in an HTTP Range header (`bytes=start-end`). */
export interface ByteRange {
  start: number;
  end: number;
}

/** A stored object being read: its bytes (the range if one was asked) and the whole object's size. */
export interface ObjectStream {
  stream: Readable;
  size: number;
}

export interface PutOptions {
  key: string;
  /** put() fails with StorageLimitError, keeping nothing, once the stream passes this many bytes. */
  maxBytes: number;
}

/** One place the portal keeps files: local disk or an S3-compatible store. */
export interface StorageBackend {
  readonly kind: "local" | "s3";
  put(stream: Readable, options: PutOptions): Promise<StoredObject>;
  get(key: string, range?: ByteRange): Promise<ObjectStream>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Every stored key, in no particular order (backups copy them all; issue 27). Half-written local files are not keys. */
  list(): AsyncIterable<string>;
  /** Removes what killed writes left behind (local disk's `.partial` files); answers how many. S3 keeps no partial objects. */
  sweepPartials?(): Promise<number>;
}

/** The stream passed its maxBytes: nothing was kept. */
export class StorageLimitError extends Error {
  override name = "StorageLimitError";
  constructor(readonly maxBytes: number) {
    super(`The file is larger than ${maxBytes} bytes.`);
  }
}

/** get() of a key that holds nothing. */
export class StorageNotFoundError extends Error {
  override name = "StorageNotFoundError";
  constructor(readonly key: string) {
    super("No stored object under that key.");
  }
}

/**
 * Keys are relative paths of safe segments (letters, digits, `.`, `_`, `-`), never `..`,
 * so a key can name no file outside the store's root on any backend.
 */
export function assertValidKey(key: string): void {
  const segments = key.split("/");
  const ok =
    key.length > 0 &&
    key.length <= 900 &&
    segments.every((segment) => /^[A-Za-z0-9._-]+$/.test(segment) && segment !== "." && segment !== "..");
  if (!ok) throw new Error("Invalid storage key.");
}
