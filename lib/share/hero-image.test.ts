import { describe, expect, it } from "vitest";
import type { FrozenBlock, FrozenSnapshot } from "@/lib/sharing/frozen";
import { frozenBlock } from "@/tests/support/frozen";
import { documentCoverImageId, heroMedia } from "./hero-image";

const block = (segmentType: string, content: unknown, order: number, parent: string | null = null) => frozenBlock(segmentType, content, { order, parent });

const frozen = (blocks: FrozenBlock[], mediaIds: string[]) =>
  ({ blocks, media: mediaIds.map((id) => ({ id, width: 1600, height: 900, mimeType: "image/jpeg" })) }) as unknown as FrozenSnapshot;

describe("the landing page's picture", () => {
  it("is the cover block's image, else the first cover-image block's", () => {
    expect(documentCoverImageId(frozen([block("cover-image", "m2", 2), block("cover", { title: "", imageId: "m1" }, 0)], []))).toBe("m1");
    expect(documentCoverImageId(frozen([block("cover", { title: "", imageId: null }, 0), block("cover-image", null, 1), block("cover-image", "m3", 2)], []))).toBe("m3");
    expect(documentCoverImageId(frozen([block("paragraph", "<p>x</p>", 0)], []))).toBeNull();
  });

  it("takes only a top-level cover-image block, the first in reading order", () => {
    expect(documentCoverImageId(frozen([block("cover", { imageId: null }, 0), block("cover-image", "nested", 0, "x"), block("cover-image", "second", 3), block("cover-image", "first", 1)], []))).toBe("first");
  });

  it("leads with the landing image, else the cover; a PIN share before its PIN never with the cover", () => {
    const doc = frozen([block("cover", { imageId: "cover" }, 0)], ["cover", "landing"]);
    expect(heroMedia(doc, "landing", false)).toMatchObject({ id: "landing", source: "landing", width: 1600 });
    expect(heroMedia(doc, null, false)).toMatchObject({ id: "cover", source: "cover" });
    expect(heroMedia(doc, "landing", true)).toMatchObject({ id: "landing" });
    expect(heroMedia(doc, null, true)).toBeNull();
  });

  it("uses a cover only when the frozen copy lists it (so the share serves it)", () => {
    expect(heroMedia(frozen([block("cover", { imageId: "elsewhere" }, 0)], []), null, false)).toBeNull();
  });
});
