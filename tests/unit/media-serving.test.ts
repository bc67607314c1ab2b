import { describe, expect, it } from "vitest";
import { displayFileName } from "@/lib/media/image-upload";
import { MAX_FILES_PER_BATCH, MAX_UPLOAD_BYTES, MAX_UPLOAD_LABEL } from "@/lib/media/limits";
import { mediaServingContracts } from "@/lib/media/serving-contracts";
import { resolveVariant, snapSide } from "@/lib/media/variants";

const source = { id: "m1", storageKey: "media/t1/m1/original.png", mimeType: "image/png", checksum: "abc" };

describe("media sizes", () => {
  it("snaps requested sides up to the next step, never past 4000", () => {
    expect([16, 80, 81, 300, 1000, 1921, 3999, 4000].map(snapSide)).toEqual([80, 80, 160, 320, 1200, 2400, 4000, 4000]);
  });

  it("chooses WebP only when Accept names it, and names the stored file and ETag by fit, box and format", () => {
    const webp = resolveVariant(source, { fit: "inside", width: 300, height: 200, accept: "image/avif,image/webp,*/*" });
    expect(webp).toMatchObject({ width: 320, height: 240, format: "webp", mimeType: "image/webp", storageKey: "media/t1/m1/sizes/inside-320x240.webp" });
    expect(webp.etag).toBe('"abc-inside-320x240.webp"');
    const png = resolveVariant(source, { fit: "max-width", width: 500, height: 999, accept: "*/*" });
    expect(png).toMatchObject({ width: 640, height: 0, format: "png", storageKey: "media/t1/m1/sizes/max-width-640x0.png" });
    expect(resolveVariant({ ...source, mimeType: "image/jpeg" }, { fit: "inside", width: 80, height: 80, accept: null }).format).toBe("jpeg");
  });

  it("accepts whole sides 16..4000 in the path and refuses the rest", () => {
    const params = mediaServingContracts.fitted.params!;
    const id = "ckabcdefghijklmnopqrstuvw";
    expect(params.parse({ id, w: "16", h: "4000" })).toEqual({ id, w: 16, h: 4000 });
    for (const bad of ["15", "4001", "1e3", "12.5", "-1", "", "99999"]) expect(params.safeParse({ id, w: bad, h: "100" }).success).toBe(false);
  });

  it("accepts a sha256 in hex only, in either case", () => {
    const params = mediaServingContracts.checksum.params!;
    expect(params.parse({ hash: "A".repeat(64) })).toEqual({ hash: "a".repeat(64) });
    expect(params.safeParse({ hash: "g".repeat(64) }).success).toBe(false);
    expect(params.safeParse({ hash: "a".repeat(63) }).success).toBe(false);
  });
});

describe("upload names and limits", () => {
  it("keeps only the last path segment of a file name, without control characters", () => {
    expect(displayFileName("../../etc/passwd.jpg", "image")).toBe("passwd.jpg");
    expect(displayFileName("C:\\Users\\me\\photo.png", "image")).toBe("photo.png");
    expect(displayFileName("a\u0000b\nc.png", "image")).toBe("abc.png");
    expect(displayFileName("..", "image")).toBe("image");
    expect(displayFileName("", "image")).toBe("image");
    expect(displayFileName("x".repeat(300), "image")).toHaveLength(200);
  });

  it("defaults to 20 files per batch and 20 MB per file", () => {
    expect([MAX_FILES_PER_BATCH, MAX_UPLOAD_BYTES, MAX_UPLOAD_LABEL]).toEqual([20, 20 * 1024 * 1024, "20 MB"]);
  });
});
