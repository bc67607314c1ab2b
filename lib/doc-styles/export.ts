import { db } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { attachmentDisposition } from "@/lib/misc-files/file-name";
import { DEFAULT_DOC_STYLE, readDocStyle } from "./defaults";
import type { DocStyleData } from "./schema";

// A style as a JSON file (issue 10: "import and export of a style as JSON round-trip exactly"). The
// file is the style's content in the schema's key order, so export → import → export gives the same
// bytes; import.ts reads exactly this (or the same object without format and version).

export const DOC_STYLE_FILE_FORMAT = "eventdocs-doc-style";
export const DOC_STYLE_FILE_VERSION = 1;

/** The file's object: format, version, then the content. */
export function docStyleFile(style: DocStyleData) {
  return {
    format: DOC_STYLE_FILE_FORMAT,
    version: DOC_STYLE_FILE_VERSION,
    name: style.name,
    fonts: style.fonts,
    colors: style.colors,
    others: style.others,
    uploadedFonts: style.uploadedFonts,
    customCSS: style.customCSS,
  };
}

export const docStyleFileText = (style: DocStyleData) => `${JSON.stringify(docStyleFile(style), null, 2)}\n`;

/** A file name of the style's name: no path separators, quotes or control characters. */
export function styleFileName(name: string): string {
  const safe = name.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, "_").trim();
  return `${safe || "doc-style"}.json`;
}

/** The style's file as a download. */
export async function exportDocStyle(styleId: string): Promise<Response> {
  const row = await db.docStyle.findUnique({ where: { id: styleId }, select: { name: true, fonts: true, colors: true, others: true, uploadedFonts: true, customCSS: true } });
  if (!row) throw notFound();
  const style = readDocStyle(row) ?? DEFAULT_DOC_STYLE;
  return new Response(docStyleFileText(style), {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "content-disposition": attachmentDisposition(styleFileName(style.name)),
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
}
