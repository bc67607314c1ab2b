import { describe, expect, it } from "vitest";
import { frozenBlock } from "@/tests/support/frozen";
import type { FrozenBlock, FrozenSnapshot } from "./frozen";
import { fitInside, shareMailImages } from "./share-email-images";

const block = (segmentType: string, content: unknown, order = 0, parent: string | null = null) => frozenBlock(segmentType, content, { order, parent });

const frozen = (blocks: FrozenBlock[], logoId: string | null = "logo") =>
  ({
    team: { id: "t", name: "Villa Aurelia", logoId, faviconId: null },
    blocks,
    media: [
      { id: "logo", width: 800, height: 200, mimeType: "image/png" },
      { id: "cover", width: 2400, height: 1600, mimeType: "image/jpeg" },
      { id: "landing", width: 1000, height: 1500, mimeType: "image/jpeg" },
      { id: "photo", width: 512, height: 512, mimeType: "image/webp" },
    ],
  }) as unknown as FrozenSnapshot;

const base = { shareKey: "AbCdEfGhIjKlMnOpQrStUv", origin: "https://rose.eventdocs.app", landingImageId: null, pinProtected: false, photo: null };
const src = (id: string, width: number) => `https://rose.eventdocs.app/api/media/${id}/max-width/${width}?share=AbCdEfGhIjKlMnOpQrStUv`;

describe("shareMailImages", () => {
  it("serves the logo and the document's cover through the share's media address, twice the display width", () => {
    const images = shareMailImages({ ...base, frozen: frozen([block("cover", { title: "", subtitle: "", imageId: "cover" })]) });
    expect(images.logo).toEqual({ src: src("logo", 400), width: 200, height: 50 });
    expect(images.preview).toEqual({ src: src("cover", 1200), width: 600, height: 400 });
    expect(images.photo).toBeNull();
  });

  it("prefers the share's landing image, fitted inside the preview box", () => {
    const images = shareMailImages({ ...base, landingImageId: "landing", frozen: frozen([block("cover", { imageId: "cover" })]) });
    expect(images.preview).toEqual({ src: src("landing", 600), width: 300, height: 450 });
  });

  it("never shows a PIN share's document image, only its landing image (shown on its PIN page too)", () => {
    const document = frozen([block("cover", { imageId: "cover" })]);
    expect(shareMailImages({ ...base, pinProtected: true, frozen: document }).preview).toBeNull();
    expect(shareMailImages({ ...base, pinProtected: true, landingImageId: "landing", frozen: document }).preview?.src).toBe(src("landing", 600));
  });

  it("shows only what the share lists, and nothing without a logo", () => {
    const images = shareMailImages({ ...base, landingImageId: "elsewhere", frozen: frozen([block("cover", { imageId: "gone" })], null) });
    expect(images).toEqual({ logo: null, preview: null, photo: null });
  });

  it("shows the sender's photo it is given at 48 px", () => {
    const images = shareMailImages({ ...base, frozen: frozen([]), photo: { id: "photo", width: 512, height: 512 } });
    expect(images.photo).toEqual({ src: src("photo", 96), width: 48, height: 48 });
  });
});

describe("fitInside", () => {
  it("never enlarges and keeps proportions", () => {
    expect(fitInside({ id: "a", width: 300, height: 100 }, { width: 600, height: 450 })).toEqual({ width: 300, height: 100 });
    expect(fitInside({ id: "a", width: 4000, height: 1000 }, { width: 200, height: 56 })).toEqual({ width: 200, height: 50 });
    expect(fitInside({ id: "a", width: null, height: null }, { width: 600, height: 450 })).toEqual({ width: 600, height: 360 });
  });
});
