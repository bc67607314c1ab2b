import { attachmentDisposition } from "@/lib/misc-files/file-name";

// How a PDF is answered: a download named after the document (any title made a safe file name, in
// both the ASCII and the UTF-8 form of Content-Disposition), kept by the browser only.

const MAX_NAME = 150;

/** "<title>.pdf": path separators and control characters replaced, trimmed, never empty. */
export function pdfFileName(title: string): string {
  // A lone surrogate (half of a character) cannot be percent-encoded for filename*: it becomes U+FFFD.
  const cleaned = title
    .toWellFormed()
    .replace(/[\u0000-\u001f\u007f]+/g, " ")
    .replace(/[/\\:*?"<>|]+/g, "-")
    .replace(/\s+/g, " ")
    // No hidden file ("..x"), no name of only dots or spaces.
    .replace(/^[.\s]+/, "")
    .trim();
  const capped = cleaned.length > MAX_NAME ? cleaned.slice(0, MAX_NAME).replace(/[\ud800-\udbff]$/, "").trim() : cleaned;
  return `${capped || "document"}.pdf`;
}

export function pdfResponse(pdf: Buffer, title: string): Response {
  return new Response(new Uint8Array(pdf), {
    headers: {
      "content-type": "application/pdf",
      "content-length": String(pdf.length),
      "content-disposition": attachmentDisposition(pdfFileName(title)),
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
}
