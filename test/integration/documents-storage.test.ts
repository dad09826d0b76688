import { createHash } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnvCache } from "~/env.server";
import { storeUploadedFile } from "~/services/uploads/intake.server";
import { ServiceError } from "~/services/errors.server";
import {
  getStorage,
  localStorage,
  parseS3Url,
  s3Storage,
  StorageLimitError,
  StorageNotFoundError,
  type StorageBackend,
} from "~/services/storage/index.server";
import { makePdf, makePng, makeXlsx } from "../support/documents";
import { EICAR, startFakeClamd } from "../support/fake-clamd";

/**
 * The storage module (issue 15) on both backends: local disk and a real S3-protocol server
 * (s3rver, started here), the size limit while streaming, the type by content and the
 * clamd scanner hook (a stand-in that speaks INSTREAM and flags the EICAR string).
 */

async function text(stream: Readable) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function roundTrip(name: string, backend: () => StorageBackend) {
  describe(`${name} backend`, () => {
    it("stores a stream, reports size and sha256, reads it whole and in a range, and deletes it", async () => {
      const storage = backend();
      const stored = await storage.put(Readable.from([Buffer.from("hello "), Buffer.from("copper")]), {
        key: "t/a/one.txt",
        maxBytes: 100,
      });
      expect(stored.size).toBe(12);
      expect(stored.sha256).toBe(createHash("sha256").update("hello copper").digest("hex"));
      expect(await storage.exists("t/a/one.txt")).toBe(true);
      const whole = await storage.get("t/a/one.txt");
      expect(whole.size).toBe(12);
      expect(await text(whole.stream)).toBe("hello copper");
      const part = await storage.get("t/a/one.txt", { start: 6, end: 11 });
      expect(part.size).toBe(12);
      expect(await text(part.stream)).toBe("copper");
      await storage.delete("t/a/one.txt");
      expect(await storage.exists("t/a/one.txt")).toBe(false);
      await expect(storage.get("t/a/one.txt")).rejects.toBeInstanceOf(StorageNotFoundError);
    });

    it("refuses a stream one byte past maxBytes and keeps nothing", async () => {
      const storage = backend();
      const bytes = Buffer.alloc(6 * 1024 * 1024 + 1, 7);
      const chunks = Array.from({ length: Math.ceil(bytes.length / 65536) }, (_, i) => bytes.subarray(i * 65536, (i + 1) * 65536));
      await expect(storage.put(Readable.from(chunks), { key: "t/big.bin", maxBytes: bytes.length - 1 })).rejects.toBeInstanceOf(
        StorageLimitError,
      );
      expect(await storage.exists("t/big.bin")).toBe(false);
      // Exactly at the limit is fine (and crosses lib-storage's 5 MB part size on S3).
      const ok = await storage.put(Readable.from(chunks), { key: "t/big.bin", maxBytes: bytes.length });
      expect(ok.size).toBe(bytes.length);
      await storage.delete("t/big.bin");
    });

    it("refuses keys that could leave the store", async () => {
      const storage = backend();
      for (const key of ["../etc/passwd", "a/../../b", "/abs", "a//b", ""]) {
        await expect(storage.put(Readable.from([Buffer.from("x")]), { key, maxBytes: 10 })).rejects.toThrow("Invalid storage key.");
      }
    });
  });
}

let localRoot: string;
let s3Dir: string;
let s3: S3rver;
let s3Url: string;

beforeAll(async () => {
  localRoot = await mkdtemp(path.join(tmpdir(), "portal-storage-"));
  s3Dir = await mkdtemp(path.join(tmpdir(), "portal-s3rver-"));
  s3 = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: s3Dir, configureBuckets: [{ name: "portal-test" }] });
  const { port } = await s3.run();
  s3Url = `s3://portal-test/hr?endpoint=http://127.0.0.1:${port}&region=af-south-1`;
});

afterAll(async () => {
  await s3.close();
  await rm(localRoot, { recursive: true, force: true });
  await rm(s3Dir, { recursive: true, force: true });
});

roundTrip("local disk", () => localStorage(localRoot));
roundTrip("S3 (s3rver)", () => {
  const location = parseS3Url(s3Url);
  const client = new S3Client({
    region: location.region,
    endpoint: location.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  return s3Storage(location, client);
});

describe("STORAGE_URL", () => {
  it("reads bucket, prefix, endpoint and region, with path-style addressing for an endpoint", () => {
    expect(parseS3Url("s3://portal-files/prod?endpoint=http://127.0.0.1:4569&region=af-south-1")).toEqual({
      bucket: "portal-files",
      prefix: "prod/",
      endpoint: "http://127.0.0.1:4569",
      region: "af-south-1",
      forcePathStyle: true,
    });
    expect(parseS3Url("s3://portal-files?region=eu-west-1").forcePathStyle).toBe(false);
  });
});

async function refusal(work: Promise<unknown>) {
  const error = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ServiceError);
  return error as ServiceError;
}

describe("uploads: type by content", () => {
  const store = (bytes: Buffer, filename: string, maxBytes = 1024 * 1024) =>
    storeUploadedFile(Readable.from([bytes]), { filename, prefix: "test-intake", maxBytes });

  it("accepts a PDF, a PNG, an xlsx and UTF-8 text with their own names, typed by content", async () => {
    const cases: [Buffer, string, string][] = [
      [await makePdf(), "contract.pdf", "application/pdf"],
      [await makePng(), "photo.PNG", "image/png"],
      [await makeXlsx(), "shifts.xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
      [Buffer.from("naam,skof\nNdapewa,dag\n"), "roster.csv", "text/csv; charset=utf-8"],
    ];
    for (const [bytes, name, mime] of cases) {
      const stored = await store(bytes, name);
      expect(stored.mime, name).toBe(mime);
      expect(stored.size).toBe(bytes.length);
      expect(stored.scanStatus).toBe("unscanned");
      expect(await getStorage().exists(stored.key)).toBe(true);
      await getStorage().delete(stored.key);
    }
  });

  it("refuses content that does not match its name, and types outside the allow-list", async () => {
    const mismatch = await refusal(store(await makePdf(), "photo.png"));
    expect(mismatch.status).toBe(400);
    expect(mismatch.message).toBe(
      `The file's content does not match its name: "photo.png" is a PDF file, not .png. Rename it or upload the right file.`,
    );
    const exe = await refusal(store(Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200)]), "setup.pdf"));
    expect(exe.message).toContain("This type of file is not accepted.");
    const html = await refusal(store(Buffer.from("<html><script>alert(1)</script></html>"), "page.html"));
    expect(html.message).toContain("This type of file is not accepted.");
    const binaryAsText = await refusal(store(Buffer.from([0x41, 0x00, 0x42]), "notes.txt"));
    expect(binaryAsText.message).toBe("The file is not plain UTF-8 text.");
    const latin1 = await refusal(store(Buffer.from([0x63, 0x61, 0x66, 0xe9]), "notes.txt"));
    expect(latin1.message).toBe("The file is not plain UTF-8 text.");
    expect(await readdir(path.join(process.env.DATA_DIR!, "files", "test-intake")).catch(() => [])).toEqual([]);
  });

  it("refuses a file one byte over the limit with the spec's message", async () => {
    const pdf = await makePdf();
    const tooBig = await refusal(store(Buffer.concat([pdf, Buffer.alloc(10)]), "big.pdf", pdf.length + 9));
    expect(tooBig.status).toBe(413);
    expect(tooBig.message).toBe("File exceeds the 50MB limit");
    expect(await readdir(path.join(process.env.DATA_DIR!, "files", "test-intake")).catch(() => [])).toEqual([]);
  });
});

describe("uploads: the clamd scanner hook", () => {
  it("blocks the EICAR test file before it is kept and marks clean files clean", async () => {
    const clamd = await startFakeClamd();
    process.env.CLAMAV_URL = clamd.url;
    resetEnvCache();
    try {
      const infected = await refusal(
        storeUploadedFile(Readable.from([Buffer.from(EICAR)]), { filename: "eicar.txt", prefix: "test-scan", maxBytes: 1024 }),
      );
      expect(infected.status).toBe(422);
      expect(infected.message).toBe("The file was refused: the virus scanner found a threat in it.");
      expect(await readdir(path.join(process.env.DATA_DIR!, "files", "test-scan")).catch(() => [])).toEqual([]);
      const clean = await storeUploadedFile(Readable.from([await makePdf()]), {
        filename: "ok.pdf",
        prefix: "test-scan",
        maxBytes: 1024 * 1024,
      });
      expect(clean.scanStatus).toBe("clean");
      expect(clamd.state.scanned).toBe(2);
      await getStorage().delete(clean.key);
    } finally {
      await clamd.close();
    }
    // With the scanner configured but gone, uploads are refused rather than kept unscanned.
    const down = await refusal(
      storeUploadedFile(Readable.from([await makePdf()]), { filename: "ok.pdf", prefix: "test-scan", maxBytes: 1024 * 1024 }),
    );
    expect(down.status).toBe(503);
    delete process.env.CLAMAV_URL;
    resetEnvCache();
  });
});
