import { describe, expect, it } from "vitest";
import { ALLOWED_ATTACHMENT_TYPES, attachmentMimeType, FALLBACK_MIME_TYPE } from "./attachment-type";

const bytes = (...parts: (string | number[])[]) => new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? Array.from(Buffer.from(part, "utf8")) : part)));
const PDF = bytes("%PDF-1.7\n", [0x25, 0xe2, 0xe3, 0xcf, 0xd3], "\n1 0 obj");
const ZIP = bytes([0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0]);
const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const CFB = bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
const TEXT = bytes("Menu\r\n\tStarter: soup\nMain: fish – €42\n");
const HTML = bytes("<html><script>alert(document.cookie)</script></html>");

describe("attachmentMimeType: files.json's mimeType is a claim", () => {
  it("keeps allowed types whose bytes agree, lower-cased and without parameters", () => {
    expect(attachmentMimeType("application/pdf", PDF)).toBe("application/pdf");
    expect(attachmentMimeType("Application/PDF; name=menu.pdf", PDF)).toBe("application/pdf");
    expect(attachmentMimeType("application/zip", ZIP)).toBe("application/zip");
    expect(attachmentMimeType("image/png", PNG)).toBe("image/png");
    expect(attachmentMimeType("image/jpeg", JPEG)).toBe("image/jpeg");
    expect(attachmentMimeType("application/msword", CFB)).toBe("application/msword");
    expect(attachmentMimeType("application/vnd.openxmlformats-officedocument.wordprocessingml.document", ZIP)).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect(attachmentMimeType("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", ZIP)).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(attachmentMimeType("text/plain; charset=utf-8", TEXT)).toBe("text/plain");
  });

  it("stores anything else as application/octet-stream: types off the list, and bytes that are not what they claim", () => {
    for (const type of ["text/html", "image/svg+xml", "application/javascript", "text/javascript", "application/xhtml+xml", "application/x-msdownload", "", "constructor", "__proto__"]) {
      expect(attachmentMimeType(type, HTML), type).toBe(FALLBACK_MIME_TYPE);
    }
    expect(attachmentMimeType("application/pdf", HTML)).toBe(FALLBACK_MIME_TYPE);
    expect(attachmentMimeType("image/png", JPEG)).toBe(FALLBACK_MIME_TYPE);
    expect(attachmentMimeType("application/vnd.openxmlformats-officedocument.wordprocessingml.document", PDF)).toBe(FALLBACK_MIME_TYPE);
    expect(attachmentMimeType("text/plain", bytes("MZ", [0, 0, 3, 0]))).toBe(FALLBACK_MIME_TYPE);
    expect(attachmentMimeType("text/plain", bytes([0xc3, 0x28]))).toBe(FALLBACK_MIME_TYPE);
    expect(attachmentMimeType("application/pdf", new Uint8Array(0))).toBe(FALLBACK_MIME_TYPE);
  });

  it("allows nothing a browser would run or render as a page", () => {
    expect(ALLOWED_ATTACHMENT_TYPES.filter((type) => /html|\/xml|\+xml|svg|script/.test(type))).toEqual([]);
  });
});
