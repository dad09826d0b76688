import path from "node:path";
import { fileURLToPath } from "node:url";
import { getEnv } from "~/env.server";
import { localStorage } from "./local.server";
import { parseS3Url, s3Storage } from "./s3.server";
import type { StorageBackend } from "./types";

export { assertValidKey, StorageLimitError, StorageNotFoundError } from "./types";
export type { ByteRange, ObjectStream, PutOptions, StorageBackend, StoredObject } from "./types";
export { localStorage } from "./local.server";
export { parseS3Url, s3Storage } from "./s3.server";

/**
 * The one place the portal keeps files (employee documents, SHE procedures, HR policies,
 * equity-committee files...). STORAGE_URL unset: DATA_DIR/files on local disk (outside
 * public/); `file:///path`: another directory; `s3://bucket...`: an S3-compatible store.
 */
export function storageFromUrl(url: string | undefined, dataDir: string): StorageBackend {
  if (!url) return localStorage(path.join(dataDir, "files"));
  if (url.startsWith("file://")) return localStorage(fileURLToPath(url));
  return s3Storage(parseS3Url(url));
}

let current: StorageBackend | undefined;

export function getStorage(): StorageBackend {
  const env = getEnv();
  current ??= storageFromUrl(env.STORAGE_URL, env.DATA_DIR);
  return current;
}
