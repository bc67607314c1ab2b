// Font files a workspace uploads for its doc styles (issue 10: "uploaded fonts are served from our
// storage"). Browsers and operating systems disagree on the type they claim for fonts (font/ttf,
// application/x-font-ttf, application/octet-stream or nothing), so a font is recognised by its bytes
// alone and served with its standard type. A font type is never rendered as a page, so this widens
// nothing attachment-type.ts guards against.

const startsWith = (bytes: Uint8Array, signature: number[]) => bytes.length >= signature.length && signature.every((byte, n) => bytes[n] === byte);
const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

const FONT_SIGNATURES: { type: string; signatures: number[][] }[] = [
  { type: "font/woff2", signatures: [ascii("wOF2")] },
  { type: "font/woff", signatures: [ascii("wOFF")] },
  { type: "font/otf", signatures: [ascii("OTTO")] },
  // TrueType: version 1.0 (0x00010000), or Apple's "true".
  { type: "font/ttf", signatures: [[0x00, 0x01, 0x00, 0x00], ascii("true")] },
];

/** A font file's standard type from its first bytes, or null when it is no font. */
export function fontMimeType(bytes: Uint8Array): string | null {
  // The smallest real font is far larger than its 12-byte header; a few bytes that merely start alike are not one.
  if (bytes.length < 64) return null;
  return FONT_SIGNATURES.find((font) => font.signatures.some((signature) => startsWith(bytes, signature)))?.type ?? null;
}

export const FONT_MIME_TYPES: readonly string[] = FONT_SIGNATURES.map((font) => font.type);
