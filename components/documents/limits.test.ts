import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DOCUMENT_TITLE_MAX as LIMIT } from "@/lib/documents/limits";
import { DOCUMENT_TITLE_MAX, PROJECT_MAX, renameSchema } from "@/lib/documents/schemas";

const source = (file: string) => readFileSync(path.join(import.meta.dirname, file), "utf8");
const FORMS = ["document-header.tsx", "create-document-dialog.tsx", "document-dialogs.tsx"];

describe("title length in the forms", () => {
  it("is the server's limit, from a module client code can import (plain constants, no imports)", () => {
    expect(LIMIT).toBe(DOCUMENT_TITLE_MAX);
    expect(renameSchema.safeParse({ title: "x".repeat(DOCUMENT_TITLE_MAX) }).success).toBe(true);
    expect(renameSchema.safeParse({ title: "x".repeat(DOCUMENT_TITLE_MAX + 1) }).success).toBe(false);
    expect(source("../../lib/documents/limits.ts")).not.toMatch(/^\s*import\b/m);
  });

  it("is never hard-coded in the title and project fields", () => {
    for (const file of FORMS) {
      const text = source(file);
      expect(text, file).not.toMatch(/maxLength=\{\d+\}/);
      expect(text, file).toContain("maxLength={DOCUMENT_TITLE_MAX}");
      expect(text, file).toContain('from "@/lib/documents/limits"');
    }
    expect(source("create-document-dialog.tsx")).toContain("maxLength={PROJECT_MAX}");
    expect(PROJECT_MAX).toBe(200);
  });
});
