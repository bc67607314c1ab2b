import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

const FALLBACK = "/documents";

describe("safeRedirectPath", () => {
  it.each([
    "/documents",
    "/documents?x=1",
    "/documents?next=//evil.example#top",
    "/team/abc/members",
    "/%09/a", // a literal percent sign: browsers do not decode it into a tab
    "/%2F%2Fevil.example",
  ])("keeps the same-site path %j", (value) => {
    expect(safeRedirectPath(value, FALLBACK)).toBe(value);
  });

  it.each([
    undefined,
    "",
    "//a",
    "//evil.example/documents",
    "/\\a",
    "\\\\evil.example",
    "/\t/a",
    "/\n/a",
    "/\r/a",
    "\t//a",
    "/\u0000/a",
    "/\u007f/a",
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "https://a",
    "http://evil.example/documents",
    "a/relative/path",
    "documents",
    " /documents",
    "?x=1",
    "#top",
  ])("refuses %j", (value) => {
    expect(safeRedirectPath(value, FALLBACK)).toBe(FALLBACK);
  });
});
