import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EMPLOYEE_MESSAGES } from "~/schemas/employee";
import { PROFILE_MESSAGES } from "~/schemas/profile-messages";

/**
 * Issue 25: the words of an area (enumerations, labels, limits, messages) live in modules of
 * their own, apart from the schemas, so a screen that only shows them loads no validation
 * code. The browser build splits code by module: one import of the validation library from
 * such a module would put it back on every page that shows a label.
 */
const WORD_MODULES = readdirSync("app/schemas")
  .filter((file) => /-messages\.ts$|^document-types\.ts$/.test(file))
  .map((file) => path.join("app/schemas", file));

describe("the schemas' words, apart from the validation library", () => {
  it("import neither zod nor a schema module", () => {
    expect(WORD_MODULES.length).toBeGreaterThanOrEqual(8);
    for (const file of WORD_MODULES) {
      const imports = [...readFileSync(file, "utf8").matchAll(/^import[^;]*from "([^"]+)"/gm)].map((match) => match[1]);
      const heavy = imports.filter((source) => /zod|conform|^~\/schemas\/(?!.*-messages$|document-types$)/.test(source));
      expect({ file, heavy }).toEqual({ file, heavy: [] });
    }
  });

  it("say what the schemas say", () => {
    expect(PROFILE_MESSAGES.invalidEmail).toBe(EMPLOYEE_MESSAGES.invalidEmail);
  });
});
