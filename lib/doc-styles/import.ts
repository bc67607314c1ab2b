import { db } from "@/lib/db/client";
import { AppError } from "@/lib/http/errors";
import { parseOrThrow } from "@/lib/http/validation";
import type { Translator } from "@/lib/i18n/translator";
import { DOC_STYLE_FILE_FORMAT, DOC_STYLE_FILE_VERSION } from "./export";
import { docStyleBodySchema } from "./schema";
import { storableStyle } from "./storable";
import { docStyleSelect, docStyleViewOf } from "./view";

// POST /api/team/{id}/doc-styles/import: a style file (export.ts) becomes a new style of the
// workspace. Whatever is wrong answers a 400 a person can act on: a file that is not JSON shows the
// parser's own words, a file of another kind says so, and a style with wrong fields names each one
// (`fonts.h1.size`), as every other style write does. Nothing is written unless all is valid.

export const DOC_STYLE_FILE_MAX_BYTES = 1024 * 1024;

const notJson = (detail: string) => new AppError("INVALID_INPUT", "docStyleImportNotJson", { detail }, [{ path: "file", message: "validation.invalid" }]);
const notStyle = (path: string) => new AppError("INVALID_INPUT", "docStyleImportNotStyle", {}, [{ path, message: "validation.invalid" }]);

/** The file's JSON, or a 400 carrying the parser's message. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (error) {
    throw notJson(error instanceof Error ? error.message : String(error));
  }
}

/** The style in the file: the export's object, or the same without format and version. */
export function readStyleFile(text: string, t: Translator) {
  const json = parseJson(text);
  if (!json || typeof json !== "object" || Array.isArray(json)) throw notStyle("file");
  const { format, version, ...content } = json as Record<string, unknown>;
  if (format !== undefined && format !== DOC_STYLE_FILE_FORMAT) throw notStyle("format");
  if (version !== undefined && version !== DOC_STYLE_FILE_VERSION) throw notStyle("version");
  return parseOrThrow(docStyleBodySchema, content, t);
}

export async function importDocStyle(teamId: string, file: File, t: Translator) {
  if (file.size > DOC_STYLE_FILE_MAX_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", "docStyleImportTooLarge", { size: "1 MB" });
  const style = readStyleFile(await file.text(), t);
  const row = await db.docStyle.create({ data: { teamId, ...(await storableStyle(teamId, style)) }, select: docStyleSelect });
  return docStyleViewOf(row);
}
