import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { Readable } from "node:stream";
import { measuringStream } from "./measure.server";
import { assertValidKey, StorageNotFoundError, type ByteRange, type PutOptions, type StorageBackend } from "./types";

export interface S3Location {
  bucket: string;
  /** Prepended to every key ("" or "portal/"). */
  prefix: string;
  endpoint?: string;
  region: string;
  forcePathStyle: boolean;
}

/**
 * `s3://bucket[/prefix][?endpoint=http://host:port&region=af-south-1&forcePathStyle=true]`.
 * Without endpoint it is AWS itself; with one (MinIO, Ceph, s3rver...) path-style
 * addressing is the default. Credentials come from the SDK's own chain (environment,
 * profile, instance role), never from the URL, so the URL can be logged.
 */
export function parseS3Url(url: string): S3Location {
  const parsed = new URL(url);
  if (parsed.protocol !== "s3:" || !parsed.hostname) throw new Error("STORAGE_URL must look like s3://bucket?region=...");
  const endpoint = parsed.searchParams.get("endpoint") ?? undefined;
  const prefix = decodeURIComponent(parsed.pathname).replace(/^\/+|\/+$/g, "");
  return {
    bucket: parsed.hostname,
    prefix: prefix ? `${prefix}/` : "",
    endpoint,
    region: parsed.searchParams.get("region") ?? process.env.AWS_REGION ?? "us-east-1",
    forcePathStyle: (parsed.searchParams.get("forcePathStyle") ?? (endpoint ? "true" : "false")) === "true",
  };
}

function isMissing(error: unknown) {
  return (
    error instanceof S3ServiceException &&
    (error.$metadata.httpStatusCode === 404 || error.name === "NoSuchKey" || error.name === "NotFound")
  );
}

/** Objects in an S3-compatible bucket, so several portal servers share the same files. */
export function s3Storage(location: S3Location, client?: S3Client): StorageBackend {
  const s3 =
    client ??
    new S3Client({
      region: location.region,
      endpoint: location.endpoint,
      forcePathStyle: location.forcePathStyle,
      // We hash every upload ourselves; the SDK's default trailing checksums (aws-chunked
      // bodies) are not understood by every S3-compatible server.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
  const Bucket = location.bucket;
  const objectKey = (key: string) => {
    assertValidKey(key);
    return location.prefix + key;
  };

  return {
    kind: "s3",

    async put(stream: Readable, { key, maxBytes }: PutOptions) {
      const measure = measuringStream(maxBytes);
      stream.on("error", (error) => measure.stream.destroy(error));
      const body = stream.pipe(measure.stream);
      // lib-storage sends parts of 5 MB as they fill (one PutObject below that) and aborts
      // the multipart upload if the body fails, so a refused file leaves no object.
      const upload = new Upload({
        client: s3,
        params: { Bucket, Key: objectKey(key), Body: body, ContentType: "application/octet-stream" },
        queueSize: 2,
        partSize: 5 * 1024 * 1024,
        leavePartsOnError: false,
      });
      let failure: unknown = null;
      measure.stream.on("error", (error) => (failure = error));
      try {
        await upload.done();
      } catch (error) {
        // The body's own failure (the size limit) matters more than how the abort went
        // (s3rver, for one, has no AbortMultipartUpload; a bucket lifecycle rule clears parts).
        throw failure ?? error;
      }
      if (failure) throw failure;
      return measure.result();
    },

    async get(key: string, range?: ByteRange) {
      try {
        const answer = await s3.send(
          new GetObjectCommand({ Bucket, Key: objectKey(key), Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
        );
        const total = answer.ContentRange ? Number(answer.ContentRange.split("/")[1]) : Number(answer.ContentLength ?? 0);
        return { stream: answer.Body as Readable, size: total };
      } catch (error) {
        if (isMissing(error)) throw new StorageNotFoundError(key);
        throw error;
      }
    },

    async delete(key: string) {
      await s3.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },

    async exists(key: string) {
      try {
        await s3.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await s3.send(new ListObjectsV2Command({ Bucket, Prefix: location.prefix || undefined, ContinuationToken }));
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key.slice(location.prefix.length);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
