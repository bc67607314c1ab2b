import { sanitizeRichText } from "@/lib/blocks/sanitize";
import type { NumberingStyle } from "@/lib/blocks/numbering";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { updateDocumentFields, type DocumentFields } from "./field-update";
import { requireLiveDocument } from "./lifecycle";

// Editor settings of a document (numbering, header and footer). Owner-only: the route handlers ask
// lib/auth/policy.ts requireDocumentOwner first. Changes go through updateDocumentFields, so they are
// recorded for undo in the same transaction, as every other setter (lib/documents/settings.ts).

interface Change {
  documentId: string;
  userId: string;
}

// updateDocumentFields refuses a document in the trash (409) and an ended plan (402) inside the
// write's transaction, under the document's lock.

export async function setNumberingStyle(change: Change, numberingStyle: NumberingStyle) {
  const doc = await updateDocumentFields({ ...change, action: "set-numbering-style", fields: { numberingStyle } });
  return { success: true, numberingStyle: doc.numberingStyle, version: doc.version };
}

/** Header and footer are stored as sanitized HTML strings (JSON columns); blank HTML is stored as null. */
const cleanRichText = (html: string | null) => {
  const clean = html === null ? "" : sanitizeRichText(html).trim();
  return clean && clean.replace(/<[^>]*>|&nbsp;|\s/g, "") ? clean : null;
};

const asText = (value: Prisma.JsonValue | null) => (typeof value === "string" ? value : null);

export async function setHeaderFooter(change: Change, input: { header?: string | null; footer?: string | null }) {
  const fields: DocumentFields = {};
  if (input.header !== undefined) fields.header = cleanRichText(input.header);
  if (input.footer !== undefined) fields.footer = cleanRichText(input.footer);
  // Nothing to change is a read: the trash answers as for a write, the plan does not matter.
  const doc = Object.keys(fields).length
    ? await updateDocumentFields({ ...change, action: "set-header-footer", fields })
    : await db.$transaction(async (tx) => {
        await requireLiveDocument(change.documentId, tx);
        return tx.document.findUniqueOrThrow({ where: { id: change.documentId }, select: { header: true, footer: true, version: true } });
      });
  return { success: true, header: asText(doc.header), footer: asText(doc.footer), version: doc.version };
}
