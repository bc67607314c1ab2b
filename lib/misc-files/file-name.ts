// Names of uploaded files are shown to people and sent back in Content-Disposition, never used as
// storage keys. Still, a browser or an API client may send "C:\Users\x\plan.pdf" or "../../x": only
// the last path part is kept, control characters go, and the result is capped.

export const MAX_FILE_NAME = 200;
const FALLBACK_NAME = "file";

/** The name an uploaded file is stored under: its last path part, without control characters, at most 200 characters. */
export function cleanFileName(raw: string): string {
  const last = raw.split(/[/\\]/).pop() ?? "";
  const cleaned = last.replace(/[\u0000-\u001f\u007f]+/g, " ").replace(/\s+/g, " ").trim();
  const name = cleaned === "." || cleaned === ".." ? "" : cleaned;
  // Capped in UTF-16 units (what zod's max and the blocks' name fields count), never mid-character.
  const capped = name.length > MAX_FILE_NAME ? name.slice(0, MAX_FILE_NAME).replace(/[\ud800-\udbff]$/, "") : name;
  return capped || FALLBACK_NAME;
}

/**
 * `attachment` with the name in both forms (RFC 6266 / 5987): a plain ASCII fallback for old clients
 * and the exact UTF-8 name, percent-encoded so no character of it can end or bend the header.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
