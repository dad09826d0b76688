import { afterAll, describe, expect, it } from "vitest";
import { DocumentAccessLog, SheDocument } from "#models";
import { createSheDocument } from "../support/documents-db";
import { createTestUser, unique } from "../support/factories";
import { api, sessionCookieFor } from "../support/session";

/** SHE procedures (issue 15, spec 1 "SHE page"): active only, search and category filter, access log; /test-preview. */
const made: number[] = [];
afterAll(async () => {
  await SheDocument.destroy({ where: { id: made } });
});

describe("SHE standard operating procedures", () => {
  it("lists active documents only, filtered by category and search, and logs each view", async () => {
    const tag = unique("zq");
    const docs = await Promise.all([
      createSheDocument(`Confined space entry ${tag}`, "safety", "active"),
      createSheDocument(`Noise survey ${tag}`, "health", "active", "Hearing protection zones"),
      createSheDocument(`Old spill plan ${tag}`, "environment", "archived"),
      createSheDocument(`Draft dust plan ${tag}`, "environment", "draft"),
    ]);
    made.push(...docs.map((doc) => doc.id));
    const person = await createTestUser();
    const cookie = await sessionCookieFor(person.user.id);
    const titles = async (query: string) =>
      ((await api(`/api/she/documents?${query}`, { cookie })).json!.documents as { title: string }[])
        .map((doc) => doc.title)
        .filter((title) => title.includes(tag));
    expect((await titles(`search=${tag}`)).sort()).toEqual([`Confined space entry ${tag}`, `Noise survey ${tag}`]);
    expect(await titles(`search=${tag}&category=health`)).toEqual([`Noise survey ${tag}`]);
    expect(await titles(`search=${tag}&category=environment`)).toEqual([]);
    const page = await api(`/she?section=sop&category=safety&search=${tag}`, { cookie });
    expect(page.text).toContain(`Confined space entry ${tag}`);
    expect(page.text).not.toContain(`Noise survey ${tag}`);
    expect((await api("/she?section=training", { cookie })).text).toContain("Training materials will be available soon.");

    const preview = await api(`/api/she/documents/${docs[0].id}/preview`, { cookie });
    expect(preview.status).toBe(200);
    expect(preview.headers.get("content-disposition")).toMatch(/^inline; /);
    expect((await api(`/api/she/documents/${docs[2].id}/preview`, { cookie })).status).toBe(404);
    expect(await DocumentAccessLog.count({ where: { documentKind: "she", documentId: docs[0].id, userId: person.user.id } })).toBe(1);
  });
});

describe("/test-preview", () => {
  it("builds the stream URL from the ID (default 92) and says when the preview cannot load", async () => {
    const person = await createTestUser();
    const cookie = await sessionCookieFor(person.user.id);
    const start = await api("/test-preview", { cookie });
    expect(start.text).toContain("/api/documents/92/stream");
    const missing = await api("/test-preview?id=999999", { cookie });
    expect(missing.text).toContain("Failed to load document preview.");
  });
});
