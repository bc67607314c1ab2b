import { describe, expect, it } from "vitest";
import { assetsForBlockTypes } from "@/lib/share/islands";
import { shareMediaUrl, shareSrcSet, srcSetWidths } from "@/lib/share/urls";
import { lockSeconds } from "@/lib/sharing/pin";

describe("share view islands", () => {
  it("adds an island's assets only when its block type is present", () => {
    expect(assetsForBlockTypes(["heading", "paragraph", "image"])).toEqual(["share-view.js"]);
    expect(assetsForBlockTypes(["carousel", "carousel", "map-location"])).toEqual(["share-view.js", "carousel.js", "map.js", "map.css"]);
    expect(assetsForBlockTypes(["rsvp-form", "floor-plan"])).toEqual(["share-view.js", "floor-plan.js", "rsvp.js"]);
  });
});

describe("share view image URLs", () => {
  it("binds media to the share and offers widths up to the original's", () => {
    expect(shareMediaUrl("m1", "KEY")).toBe("/api/media/m1/max-width/1600?share=KEY");
    expect(srcSetWidths(1000)).toEqual([480, 800, 1200]);
    expect(srcSetWidths(3000)).toEqual([480, 800, 1200, 1600, 2400]);
    expect(srcSetWidths(300)).toEqual([480]);
    expect(srcSetWidths(null)).toEqual([480, 800, 1200, 1600, 2400]);
    // The last step is served at the original's width (never enlarged), and says so.
    expect(shareSrcSet("m1", "KEY", 1000)).toBe(
      "/api/media/m1/max-width/480?share=KEY 480w, /api/media/m1/max-width/800?share=KEY 800w, /api/media/m1/max-width/1200?share=KEY 1000w",
    );
  });
});

describe("PIN lock-out", () => {
  it("locks at the limit for a minute and doubles with each further wrong try, up to an hour", () => {
    expect(lockSeconds(4, 5)).toBe(0);
    expect(lockSeconds(5, 5)).toBe(60);
    expect(lockSeconds(6, 5)).toBe(120);
    expect(lockSeconds(8, 5)).toBe(480);
    expect(lockSeconds(11, 5)).toBe(3600);
    expect(lockSeconds(500, 5)).toBe(3600);
  });
});
