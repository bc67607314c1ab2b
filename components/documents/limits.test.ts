import { readFileSync } from "node:fs";
import path from "node:path";
import { NextIntlClientProvider } from "next-intl";
import { createElement, type ComponentProps, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DOCUMENT_TITLE_MAX as LIMIT } from "@/lib/documents/limits";
import { DOCUMENT_TITLE_MAX, PROJECT_MAX, renameSchema } from "@/lib/documents/schemas";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import it_ from "@/messages/it.json";
import tr from "@/messages/tr.json";
import { isTitleTooLong, TitleLengthCounter } from "./title-length";

const root = path.join(import.meta.dirname, "../..");
const source = (file: string) => readFileSync(path.join(root, file), "utf8");
/** Every form that names a document (saved blocks are documents too). */
const FORMS = [
  "components/documents/document-header.tsx",
  "components/documents/create-document-dialog.tsx",
  "components/documents/document-dialogs.tsx",
  "components/editor/panel/title-field.tsx",
  "components/editor/save-template-dialog.tsx",
  "components/content-templates/new-saved-block-dialog.tsx",
];

const MESSAGES = { en, de, es, it: it_, tr } as const;
const render = (element: ReactElement, locale: keyof typeof MESSAGES = "en") => {
  const props = { locale, messages: MESSAGES[locale] as typeof en, timeZone: "UTC" } as ComponentProps<typeof NextIntlClientProvider>;
  return renderToStaticMarkup(createElement(NextIntlClientProvider, props, element));
};

describe("title length in the forms", () => {
  it("is 120 characters, the server's limit, from a module client code can import (plain constants, no imports)", () => {
    expect(LIMIT).toBe(120);
    expect(LIMIT).toBe(DOCUMENT_TITLE_MAX);
    expect(renameSchema.safeParse({ title: "x".repeat(DOCUMENT_TITLE_MAX) }).success).toBe(true);
    expect(renameSchema.safeParse({ title: ` ${"x".repeat(DOCUMENT_TITLE_MAX)} ` }).success).toBe(true);
    expect(renameSchema.safeParse({ title: "x".repeat(DOCUMENT_TITLE_MAX + 1) }).success).toBe(false);
    expect(source("lib/documents/limits.ts")).not.toMatch(/^\s*import\b/m);
  });

  it("comes with every field that names a document, never hard-coded", () => {
    for (const file of FORMS) {
      const text = source(file);
      expect(text, file).not.toMatch(/maxLength=\{\d+\}/);
      expect(text.includes("<DocumentTitleField") || text.includes("maxLength={DOCUMENT_TITLE_MAX}"), file).toBe(true);
      expect(text.includes("<DocumentTitleField") || text.includes("<TitleLengthCounter"), `${file} shows the counter`).toBe(true);
    }
    expect(source("components/documents/create-document-dialog.tsx")).toContain("maxLength={PROJECT_MAX}");
    expect(PROJECT_MAX).toBe(200);
  });

  it("tells a stored title over the limit from one within it (trimmed, as the server counts)", () => {
    expect(isTitleTooLong("x".repeat(120))).toBe(false);
    expect(isTitleTooLong(`  ${"x".repeat(120)}  `)).toBe(false);
    expect(isTitleTooLong("x".repeat(121))).toBe(true);
  });
});

describe("the title counter", () => {
  it("shows the count quietly far from the limit", () => {
    const html = render(createElement(TitleLengthCounter, { length: 12 }));
    expect(html).toContain('aria-live="polite"');
    expect(html).toContain(">12/120<");
    expect(html).toContain("text-ink-500");
    expect(html).not.toContain("sr-only");
  });

  it("warns near the limit and says how many characters are left", () => {
    const html = render(createElement(TitleLengthCounter, { length: 118 }));
    expect(html).toContain(">118/120<");
    expect(html).toContain("text-warning-700");
    expect(html).toContain("2 characters left");
    expect(render(createElement(TitleLengthCounter, { length: 119 }))).toContain("1 character left");
  });

  it("shows a stored title over the limit in red with the excess", () => {
    const html = render(createElement(TitleLengthCounter, { length: 130 }));
    expect(html).toContain(">130/120<");
    expect(html).toContain("text-danger-700");
    expect(html).toContain("10 characters too many");
  });

  it("reads in every language", () => {
    for (const locale of Object.keys(MESSAGES) as (keyof typeof MESSAGES)[]) {
      const spoken = (length: number) => render(createElement(TitleLengthCounter, { length }), locale).match(/class="sr-only">([^<]*)</)?.[1] ?? "";
      const [near, over] = [spoken(117), spoken(125)];
      expect(near, locale).toMatch(/^\D*3\D+$/);
      expect(over, locale).toMatch(/^\D*5\D+$/);
      expect(near, locale).not.toBe(over);
    }
  });
});
