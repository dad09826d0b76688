import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CHUNK_GROUPS } from "../../scripts/chunk-groups.mjs";

/**
 * The browser build's chunk groups (scripts/chunk-groups.mjs, issue 25) name files by path: a
 * file moved or renamed would silently leave its group (and cost its pages a request again).
 */
const groups = CHUNK_GROUPS as { name: string; members: string[] }[];

describe("chunk groups", () => {
  it("name files and installed packages that exist", () => {
    const missing = groups.flatMap((group) =>
      group.members.filter((member) =>
        member.startsWith("package:") ? !existsSync(`node_modules/${member.slice("package:".length)}/package.json`) : !existsSync(member),
      ),
    );
    expect(missing).toEqual([]);
  });

  it("put each file in one group only, under a name of its own", () => {
    const members = groups.flatMap((group) => group.members);
    expect(members.filter((member, index) => members.indexOf(member) !== index)).toEqual([]);
    const names = groups.map((group) => group.name);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });
});
