// The MIME type an attachment file (a block's miscFileList) is stored and later served with. An
// import's files.json is written by whoever made the archive, so its mimeType is never trusted as
// it is: only types on this allow-list are kept, and only when the bytes look like that type;
// anything else (text/html, image/svg+xml, JavaScript, a PDF that is not one...) is stored as
// application/octet-stream, which browsers download instead of rendering.

export const FALLBACK_MIME_TYPE = "application/octet-stream";

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) => bytes.length >= at + signature.length && signature.every((byte, n) => bytes[at + n] === byte);
const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

const isPdf = (b: Uint8Array) => startsWith(b, ascii("%PDF-"));
const isZip = (b: Uint8Array) => startsWith(b, [0x50, 0x4b, 0x03, 0x04]) || startsWith(b, [0x50, 0x4b, 0x05, 0x06]);
/** Compound File Binary: the container of .doc, .xls and .ppt. */
const isCfb = (b: Uint8Array) => startsWith(b, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const isJpeg = (b: Uint8Array) => startsWith(b, [0xff, 0xd8, 0xff]);
const isPng = (b: Uint8Array) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const isGif = (b: Uint8Array) => startsWith(b, ascii("GIF87a")) || startsWith(b, ascii("GIF89a"));
const isWebp = (b: Uint8Array) => startsWith(b, ascii("RIFF")) && startsWith(b, ascii("WEBP"), 8);
const isBmp = (b: Uint8Array) => startsWith(b, ascii("BM"));
const isTiff = (b: Uint8Array) => startsWith(b, [0x49, 0x49, 0x2a, 0x00]) || startsWith(b, [0x4d, 0x4d, 0x00, 0x2a]);
/** ISO base media (HEIF/HEIC/AVIF): a `ftyp` box at offset 4. */
const isIsoMedia = (b: Uint8Array) => startsWith(b, ascii("ftyp"), 4);

/** Plain text: valid UTF-8 without NUL or other control characters than tab, line feed, form feed and carriage return. */
function isPlainText(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  return !/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text);
}

const OOXML = "application/vnd.openxmlformats-officedocument.";
const ODF = "application/vnd.oasis.opendocument.";

/** Allowed types, each with the check its bytes must pass. */
const ALLOWED: Record<string, (bytes: Uint8Array) => boolean> = {
  "application/pdf": isPdf,
  "application/zip": isZip,
  "application/x-zip-compressed": isZip,
  "text/plain": isPlainText,
  "image/jpeg": isJpeg,
  "image/png": isPng,
  "image/gif": isGif,
  "image/webp": isWebp,
  "image/bmp": isBmp,
  "image/tiff": isTiff,
  "image/heic": isIsoMedia,
  "image/heif": isIsoMedia,
  "image/avif": isIsoMedia,
  "application/msword": isCfb,
  "application/vnd.ms-excel": isCfb,
  "application/vnd.ms-powerpoint": isCfb,
  [`${OOXML}wordprocessingml.document`]: isZip,
  [`${OOXML}wordprocessingml.template`]: isZip,
  [`${OOXML}spreadsheetml.sheet`]: isZip,
  [`${OOXML}spreadsheetml.template`]: isZip,
  [`${OOXML}presentationml.presentation`]: isZip,
  [`${OOXML}presentationml.slideshow`]: isZip,
  [`${OOXML}presentationml.template`]: isZip,
  [`${ODF}text`]: isZip,
  [`${ODF}spreadsheet`]: isZip,
  [`${ODF}presentation`]: isZip,
  "application/rtf": (b) => startsWith(b, ascii("{\\rtf")),
};

/** The allowed types, for documentation and tests. */
export const ALLOWED_ATTACHMENT_TYPES: readonly string[] = Object.keys(ALLOWED);

/**
 * The type to store for an attachment: the claimed one (lower-cased, parameters dropped) when it is
 * allowed and the bytes match it, else application/octet-stream.
 */
export function attachmentMimeType(claimed: string, bytes: Uint8Array): string {
  const type = claimed.split(";")[0].trim().toLowerCase();
  const check = Object.hasOwn(ALLOWED, type) ? ALLOWED[type] : undefined;
  return check && check(bytes) ? type : FALLBACK_MIME_TYPE;
}
