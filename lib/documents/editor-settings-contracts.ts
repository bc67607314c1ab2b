import { z } from "zod";
import { NUMBERING_STYLES } from "@/lib/blocks/numbering";
import { defineContract } from "@/lib/http/contract";
import { idSchema } from "@/lib/validation/ids";

// Document settings the editor changes (editor issue): heading numbering, and the page header and
// footer (rich text HTML, sanitized on the server). Owner-only, recorded for undo like the other
// setters (lib/documents/contracts.ts).

const tag = "Documents";
const params = z.object({ id: idSchema });

export const HEADER_FOOTER_MAX = 20_000;

export const numberingStyleSchema = z.object({ numberingStyle: z.enum(NUMBERING_STYLES, { message: "validation.invalid" }) });

const richText = z.string().max(HEADER_FOOTER_MAX).nullable().optional();
export const headerFooterSchema = z.object({ header: richText, footer: richText });

export const editorSettingContracts = {
  setNumberingStyle: defineContract({
    method: "POST",
    path: "/api/document/{id}/set-numbering-style",
    tag,
    auth: "user",
    summary: `Set how headings are numbered: ${NUMBERING_STYLES.join(", ")} (owner; recorded for undo)`,
    params,
    body: numberingStyleSchema,
    example: { numberingStyle: "1.a)i)1." },
    response: z.object({ success: z.boolean(), numberingStyle: z.string(), version: z.number() }),
  }),
  setHeaderFooter: defineContract({
    method: "POST",
    path: "/api/document/{id}/set-header-footer",
    tag,
    auth: "user",
    summary: `Set the page header and/or footer: rich text HTML of at most ${HEADER_FOOTER_MAX} characters, sanitized (no script, style or event handlers); null or blank clears it, a field left out keeps its value (owner; recorded for undo)`,
    params,
    body: headerFooterSchema,
    example: { header: "<p><strong>Villa Aurelia</strong> · Summer gala 2026</p>", footer: null },
    response: z.object({ success: z.boolean(), header: z.string().nullable(), footer: z.string().nullable(), version: z.number() }),
  }),
};
