import { renderBlockView, testBlock, testBlockContext } from "../support/blocks";
import { describe, expect, it } from "vitest";
import type { BlockModule, BlockRenderContext } from "@/lib/blocks/definition";
import { blockModule } from "@/lib/blocks/registry";
import { coverBlock } from "@/lib/blocks/types/cover";
import { coverImageBlock } from "@/lib/blocks/types/cover-image";
import { imageBlock } from "@/lib/blocks/types/image";
import { overlayWidthDown, overlayWidthUp, snapOverlayWidth } from "@/lib/blocks/types/image/overlay-width";
import { nextZoomClicks, zoomScale } from "@/lib/blocks/types/image/zoom";
import { imageAndTextBlock } from "@/lib/blocks/types/image-and-text";
import { logoImageBlock } from "@/lib/blocks/types/logo-image";

const MEDIA = "ckmedia0000000000000000a1";
const LOGO = "cklogo00000000000000000b2";
const MODULES = [imageBlock, coverBlock, coverImageBlock, logoImageBlock, imageAndTextBlock] as unknown as BlockModule[];

const parseMeta = <C, M>(block: BlockModule<C, M>, value: unknown) => block.definition.metaData.parse(value);
const parseContent = <C, M>(block: BlockModule<C, M>, value: unknown) => block.definition.content.parse(value);

const context = (mode: "editor" | "view", logoId: string | null = null) =>
  testBlockContext(mode, { mediaUrl: (id) => `https://media.test/files/${id}?sig=1&x=2`, team: { logoId } });

function render<C, M>(module: BlockModule<C, M>, content: C, metaData: M, ctx: BlockRenderContext) {
  return renderBlockView(module, testBlock(module.definition.type, content, metaData), ctx);
}

describe("image block definitions", () => {
  it("are registered, and their defaults parse to themselves", () => {
    for (const block of MODULES) {
      expect(blockModule(block.definition.type)).toBe(block);
      const defaults = block.definition.defaults();
      expect(block.definition.content.parse(defaults.content)).toEqual(defaults.content);
      expect(block.definition.metaData.parse(defaults.metaData)).toEqual(defaults.metaData);
      // Missing metaData is filled with the same defaults.
      expect(block.definition.metaData.parse(undefined)).toEqual(defaults.metaData);
    }
    expect([imageBlock, coverBlock, coverImageBlock, logoImageBlock, imageAndTextBlock].map((m) => [m.definition.type, m.definition.group])).toEqual([
      ["image", "textAndImages"],
      ["cover", "branding"],
      ["cover-image", "textAndImages"],
      ["logo-image", "branding"],
      ["image-and-text", "textAndImages"],
    ]);
    expect(coverBlock.definition.fixedPosition).toBe("cover");
    expect(coverBlock.definition.hiddenFromPicker).toBe(true);
  });

  it("accept only id-shaped media ids", () => {
    const idOnly = [imageBlock, coverImageBlock, logoImageBlock] as unknown as BlockModule[];
    for (const block of idOnly) {
      expect(parseContent(block, MEDIA)).toBe(MEDIA);
      expect(parseContent(block, null)).toBeNull();
      expect(parseContent(block, undefined)).toBeNull();
      for (const bad of ["../../etc/passwd", "short", "https://evil.test/x.png", `${MEDIA}"`, 42, { id: MEDIA }]) {
        expect(block.definition.content.safeParse(bad).success, String(bad)).toBe(false);
      }
    }
    expect(coverBlock.definition.content.safeParse({ title: "T", imageId: "javascript:alert(1)" }).success).toBe(false);
    expect(imageAndTextBlock.definition.content.safeParse({ imageId: "x y" }).success).toBe(false);
  });
});

describe("image", () => {
  it("clamps paddings and border thickness to 0-20, snaps the overlay width and drops unknown keys", () => {
    const meta = parseMeta(imageBlock, {
      overlaySettings: { paddingTop: -4, paddingRight: 25, paddingBottom: 12, paddingLeft: "7", borderThickness: 99, borderColor: "#ABC", width: 93, shadow: true },
      imgCaption: "Sunset",
      autoFitWidth: "yes",
      align: "justify",
      userSpecifiedWidth: 150,
      rogue: "<script>",
    });
    expect(meta.overlaySettings).toEqual({ paddingTop: 0, paddingRight: 20, paddingBottom: 12, paddingLeft: 5, borderThickness: 20, borderColor: "#abc", width: 90 });
    expect(meta).not.toHaveProperty("rogue");
    expect(meta.autoFitWidth).toBe(true);
    expect(meta.align).toBe("center");
    expect(meta.userSpecifiedWidth).toBe(100);
    expect(parseMeta(imageBlock, { userSpecifiedWidth: 1 }).userSpecifiedWidth).toBe(5);
    expect(parseMeta(imageBlock, { userSpecifiedWidth: "50" }).userSpecifiedWidth).toBeNull();
    expect(parseMeta(imageBlock, { overlaySettings: { borderColor: "red;background:url(x)" } }).overlaySettings.borderColor).toBe("#ffffff");
    expect(imageBlock.definition.metaData.safeParse({ imgCaption: "x".repeat(301) }).success).toBe(false);
  });

  it("snaps the overlay width to steps of 10 from 30, 5 from 20 and 2.5 below, within 5-90", () => {
    const widthOf = (width: unknown) => parseMeta(imageBlock, { overlaySettings: { width } }).overlaySettings.width;
    expect([93, 27, 18.7, 3, 34, 35, 22, 29, 6, 90, 5, "wide"].map(widthOf)).toEqual([90, 25, 17.5, 5, 30, 40, 20, 30, 5, 90, 5, 90]);
    expect(snapOverlayWidth(12.4)).toBe(12.5);
  });

  it("steps the overlay width with + and − by the region's step", () => {
    expect([5, 17.5, 20, 25, 30, 80, 90].map(overlayWidthUp)).toEqual([7.5, 20, 25, 30, 40, 90, 90]);
    expect([90, 40, 30, 25, 20, 7.5, 5].map(overlayWidthDown)).toEqual([80, 30, 25, 20, 17.5, 5, 5]);
    // Off-grid values are snapped first.
    expect(overlayWidthUp(27)).toBe(30);
  });

  it("zooms by 1.25 per click and resets after the sixth click", () => {
    const scales: number[] = [];
    let clicks = 0;
    for (let i = 0; i < 7; i += 1) {
      clicks = nextZoomClicks(clicks);
      scales.push(Number(zoomScale(clicks).toFixed(4)));
    }
    expect(scales).toEqual([1.25, 1.5625, 1.9531, 2.4414, 3.0518, 1, 1.25]);
    expect(zoomScale(0)).toBe(1);
  });

  it("renders a figure with the context's URL, the caption as alt text and figcaption", () => {
    const meta = parseMeta(imageBlock, { hasCaption: true, imgCaption: "Our <b>venue</b>", align: "right", autoFitWidth: false, userSpecifiedWidth: 40 });
    const html = render(imageBlock, MEDIA, meta, context("view"));
    expect(html).toContain(`src="https://media.test/files/${MEDIA}?sig=1&amp;x=2"`);
    expect(html).toContain('alt="Our &lt;b&gt;venue&lt;/b&gt;"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('decoding="async"');
    expect(html).toMatch(/<figure[^>]*style="width:40%"/);
    expect(html).toMatch(/<figcaption[^>]*>Our &lt;b&gt;venue&lt;\/b&gt;<\/figcaption><\/figure>/);
    expect(html).toContain("justify-end");
    expect(html).not.toContain("/api/media/download");
  });

  it("uses a generic alt without a caption, and no figcaption when the caption is off", () => {
    const html = render(imageBlock, MEDIA, imageBlock.definition.defaults().metaData, context("view"));
    expect(html).toContain('alt="GENERIC-ALT"');
    expect(html).not.toContain("figcaption");
    expect(html).toMatch(/style="width:100%"/);
  });

  it("shows the missing-image hint in the editor only", () => {
    const meta = imageBlock.definition.defaults().metaData;
    expect(render(imageBlock, null, meta, context("editor"))).toContain("NO-IMAGE-YET");
    expect(render(imageBlock, null, meta, context("view"))).toBe("");
  });
});

describe("cover", () => {
  it("keeps title, subtitle and image id, drops unknown keys and refuses garbage", () => {
    expect(parseContent(coverBlock, { title: "Gala", subtitle: "2026", imageId: MEDIA, html: "<script>" })).toEqual({ title: "Gala", subtitle: "2026", imageId: MEDIA });
    expect(parseContent(coverBlock, {})).toEqual({ title: "", subtitle: "", imageId: null });
    for (const bad of ["Gala", 1, [], { title: "x".repeat(201) }, { subtitle: "x".repeat(301) }, { title: 5 }]) {
      expect(coverBlock.definition.content.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect(parseMeta(coverBlock, { overlayOpacity: 2, textAlign: "left", height: "huge", x: 1 })).toEqual({ overlayOpacity: 0.8, textAlign: "left", height: "medium" });
    expect(parseMeta(coverBlock, { overlayOpacity: -1 }).overlayOpacity).toBe(0);
  });

  it("renders the background through the context with alt='', the overlay, and the title as a heading", () => {
    const content = { title: "Summer <gala>", subtitle: "Lake Como", imageId: MEDIA };
    const html = render(coverBlock, content, parseMeta(coverBlock, { overlayOpacity: 0.5 }), context("view"));
    expect(html).toContain(`<img src="https://media.test/files/${MEDIA}?sig=1&amp;x=2" alt=""`);
    expect(html).toMatch(/<h2[^>]*>Summer &lt;gala&gt;<\/h2>/);
    expect(html).toContain("Lake Como");
    expect(html).toContain("opacity:0.5");
  });

  it("renders nothing when empty in a shared document, and a placeholder in the editor", () => {
    const empty = coverBlock.definition.defaults();
    expect(render(coverBlock, empty.content, empty.metaData, context("view"))).toBe("");
    expect(render(coverBlock, empty.content, empty.metaData, context("editor"))).toContain("PLACEHOLDER");
  });
});

describe("cover image", () => {
  it("clamps the height to 150-800 and falls back on unknown focal points", () => {
    expect(parseMeta(coverImageBlock, { height: 1000, focal: "top" })).toEqual({ height: 800, focal: "top" });
    expect(parseMeta(coverImageBlock, { height: 10, focal: "left" })).toEqual({ height: 150, focal: "center" });
    expect(parseMeta(coverImageBlock, { height: 200.4 }).height).toBe(200);
  });

  it("renders a cropped full-width image with alt text", () => {
    const html = render(coverImageBlock, MEDIA, { height: 420, focal: "bottom" as const }, context("view"));
    expect(html).toContain("height:420px");
    expect(html).toContain("object-bottom");
    expect(html).toContain('alt="GENERIC-ALT"');
    expect(html).toContain(`https://media.test/files/${MEDIA}`);
    expect(render(coverImageBlock, null, { height: 420, focal: "bottom" as const }, context("view"))).toBe("");
  });
});

describe("logo image", () => {
  it("clamps the size to 40-300 px", () => {
    expect(parseMeta(logoImageBlock, { size: 500, align: "left" })).toEqual({ size: 300, align: "left" });
    expect(parseMeta(logoImageBlock, { size: 10 }).size).toBe(40);
  });

  it("shows the workspace logo by default and an override when set, with the workspace's name as alt", () => {
    const meta = logoImageBlock.definition.defaults().metaData;
    const workspace = render(logoImageBlock, null, meta, context("view", LOGO));
    expect(workspace).toContain(`https://media.test/files/${LOGO}`);
    expect(workspace).toContain('alt="Acme Events"');
    expect(workspace).toContain("width:120px");
    expect(render(logoImageBlock, MEDIA, meta, context("view", LOGO))).toContain(`https://media.test/files/${MEDIA}`);
  });

  it("without any logo shows the hint in the editor and nothing to readers", () => {
    const meta = logoImageBlock.definition.defaults().metaData;
    expect(render(logoImageBlock, null, meta, context("editor"))).toContain("NO-LOGO-YET");
    expect(render(logoImageBlock, null, meta, context("view"))).toBe("");
  });
});

describe("image and text", () => {
  it("sanitizes the text on parse, clamps the splitter and drops unknown keys", () => {
    const content = parseContent(imageAndTextBlock, { imageId: MEDIA, html: '<p onclick="x()">Hi <script>alert(1)</script><img src=x onerror=alert(1)></p>', extra: 1 });
    expect(content).toEqual({ imageId: MEDIA, html: "<p>Hi </p>" });
    expect(parseMeta(imageAndTextBlock, { splitterWidth: 95, imageSide: "top" })).toEqual({ splitterWidth: 80, imageSide: "left" });
    expect(parseMeta(imageAndTextBlock, { splitterWidth: 5, imageSide: "right" })).toEqual({ splitterWidth: 20, imageSide: "right" });
    expect(imageAndTextBlock.definition.content.safeParse("<p>text</p>").success).toBe(false);
  });

  it("renders the image column at the splitter width, and sanitizes stored HTML again", () => {
    const raw = { imageId: MEDIA, html: '<p>Menu</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>' };
    const html = render(imageAndTextBlock, raw, { splitterWidth: 35, imageSide: "right" as const }, context("view"));
    expect(html).toContain("--image-column:35%");
    expect(html).toContain("flex-row-reverse");
    expect(html).toContain(`https://media.test/files/${MEDIA}`);
    expect(html).toContain('alt="GENERIC-ALT"');
    expect(html).toContain("<p>Menu</p>");
    expect(html).not.toContain("<script");
    expect(html).not.toContain("javascript:");
  });

  it("shows the missing-image hint in the editor and hides an empty block from readers", () => {
    const empty = imageAndTextBlock.definition.defaults();
    expect(render(imageAndTextBlock, empty.content, empty.metaData, context("editor"))).toContain("NO-IMAGE-YET");
    expect(render(imageAndTextBlock, empty.content, empty.metaData, context("view"))).toBe("");
  });
});
