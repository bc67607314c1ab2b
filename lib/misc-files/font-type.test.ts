import { describe, expect, it } from "vitest";
import { fontMimeType } from "./font-type";

const file = (head: number[] | string, size = 128) => {
  const bytes = new Uint8Array(size);
  bytes.set(typeof head === "string" ? Array.from(head, (c) => c.charCodeAt(0)) : head);
  return bytes;
};

describe("fontMimeType", () => {
  it("recognises woff2, woff, otf and ttf by their first bytes", () => {
    expect(fontMimeType(file("wOF2"))).toBe("font/woff2");
    expect(fontMimeType(file("wOFF"))).toBe("font/woff");
    expect(fontMimeType(file("OTTO"))).toBe("font/otf");
    expect(fontMimeType(file([0, 1, 0, 0]))).toBe("font/ttf");
    expect(fontMimeType(file("true"))).toBe("font/ttf");
  });

  it("says null for anything else, and for a few bytes that only start like a font", () => {
    expect(fontMimeType(file("%PDF-1.7"))).toBeNull();
    expect(fontMimeType(file("<html><script>"))).toBeNull();
    expect(fontMimeType(file("wOF2", 8))).toBeNull();
    expect(fontMimeType(new Uint8Array(0))).toBeNull();
  });
});
