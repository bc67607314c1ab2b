import { describe, expect, it } from "vitest";
import { isCompactShellPath } from "./compact-shell";

describe("isCompactShellPath", () => {
  it("is the editor of a document", () => {
    expect(isCompactShellPath("/document/cm1abc")).toBe(true);
  });

  it("is no other page, nor a path that only begins like it", () => {
    for (const path of ["/documents", "/document", "/document/", "/documents/cm1abc", "/archive", "/", "/superadmin/document/cm1abc"]) {
      expect(isCompactShellPath(path), path).toBe(false);
    }
    expect(isCompactShellPath(null)).toBe(false);
  });
});
