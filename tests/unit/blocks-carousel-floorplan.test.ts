import { NextIntlClientProvider } from "next-intl";
import { createElement, type ComponentProps, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { testBlockContext } from "../support/blocks";
import { describe, expect, it } from "vitest";
import type { BlockData, BlockModule, BlockRenderContext } from "@/lib/blocks/definition";
import { carouselBlock } from "@/lib/blocks/types/carousel";
import { CAROUSEL_AUTOPLAY_MS, CAROUSEL_LIMITS } from "@/lib/blocks/types/carousel/definition";
import { addImage, replaceImage, setCaption } from "@/lib/blocks/types/carousel/rules";
import { floorPlanBlock } from "@/lib/blocks/types/floor-plan";
import { attachPanzoom, type PanzoomFactory } from "@/lib/blocks/types/floor-plan/pan-zoom";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import it_ from "@/messages/it.json";
import tr from "@/messages/tr.json";

const A = "ckmedia0000000000000000a1";
const B = "ckmedia0000000000000000b2";
const C = "ckmedia0000000000000000c3";
const XSS = `<script>alert(1)</script><img src=x onerror=alert(2)>`;
const CAROUSEL = carouselBlock as unknown as BlockModule;
const FLOOR_PLAN = floorPlanBlock as unknown as BlockModule;

const context = (mode: "editor" | "view") => testBlockContext(mode, { fileUrl: (id) => `https://media.test/misc/${id}`, labels: { logoMissing: "NO-LOGO" } });

type IntlProps = ComponentProps<typeof NextIntlClientProvider>;

/** Renders a block's view the way the server does, inside the app's message provider (the islands translate). */
function render(module: BlockModule, input: { content?: unknown; metaData?: unknown; imageList?: string[] }, mode: "editor" | "view" = "view", messages: object = en) {
  const block: BlockData = {
    id: "b1",
    segmentType: module.definition.type,
    content: module.definition.content.parse(input.content),
    metaData: module.definition.metaData.parse(input.metaData),
    imageList: input.imageList ?? [],
    miscFileList: [],
    positionName: null,
  };
  const view = createElement(module.View as ComponentType<{ block: BlockData; context: BlockRenderContext }>, { block, context: context(mode) });
  const intl = { locale: "en", messages, onError: () => {} } as unknown as IntlProps;
  return renderToStaticMarkup(createElement(NextIntlClientProvider, intl, view));
}

const srcs = (html: string) => [...html.matchAll(/<img[^>]*\ssrc="([^"]*)"/g)].map((match) => match[1]);
const alts = (html: string) => [...html.matchAll(/<img[^>]*\salt="([^"]*)"/g)].map((match) => match[1]);

describe("carousel definition", () => {
  it("is a text-and-images block whose defaults parse to themselves (spec §9: height 250, transparency 0.5)", () => {
    const { definition } = carouselBlock;
    expect([definition.type, definition.group]).toEqual(["carousel", "textAndImages"]);
    const defaults = definition.defaults();
    expect(defaults).toEqual({
      content: null,
      metaData: { height: 250, slides: [], watermark: { text: "", fontSize: 32, transparency: 0.5, enabled: false }, autoplay: true },
    });
    expect(definition.metaData.parse(defaults.metaData)).toEqual(defaults.metaData);
    expect(definition.metaData.parse(undefined)).toEqual(defaults.metaData);
    expect(definition.metaData.parse({ watermark: null })).toEqual(defaults.metaData);
    expect(CAROUSEL_AUTOPLAY_MS).toBe(2000);
    // The slides live in metaData: content is unused and whatever is sent is stored as null.
    expect(definition.content.parse(undefined)).toBeNull();
    expect(definition.content.parse({ images: [A] })).toBeNull();
    // Their images are declared, so writes check them and exports and copies carry them.
    expect(definition.mediaIds?.(null, { slides: [{ imageId: A, caption: "x" }, { imageId: 7 }, "x", { imageId: B }] } as never)).toEqual([A, B]);
  });

  it("clamps and rounds numbers, falls back on unreadable values", () => {
    const parse = (value: unknown) => carouselBlock.definition.metaData.parse(value);
    expect(parse({ height: 20, watermark: { fontSize: 2, transparency: -1 } })).toMatchObject({ height: 100, watermark: { fontSize: 10, transparency: 0 } });
    expect(parse({ height: 9000, watermark: { fontSize: 400, transparency: 3 } })).toMatchObject({ height: 800, watermark: { fontSize: 96, transparency: 1 } });
    expect(parse({ height: 333.6, watermark: { fontSize: 20.4, transparency: 0.25 } })).toMatchObject({ height: 334, watermark: { fontSize: 20, transparency: 0.25 } });
    expect(parse({ height: "tall", autoplay: "no", watermark: { fontSize: "big", transparency: "half", enabled: "yes" } })).toMatchObject({
      height: 250,
      autoplay: true,
      watermark: { fontSize: 32, transparency: 0.5, enabled: false },
    });
    expect(parse({ slides: [{ imageId: A, caption: "Terrace" }, { imageId: B, caption: null }], extra: 1, watermark: { text: "© Villa Rosa", enabled: true, colour: "red" } })).toEqual({
      height: 250,
      slides: [
        { imageId: A, caption: "Terrace" },
        { imageId: B, caption: "" },
      ],
      watermark: { text: "© Villa Rosa", fontSize: 32, transparency: 0.5, enabled: true },
      autoplay: true,
    });
  });

  it("drops slides without an image and repeated images, cuts the list at the limit, and refuses over-long texts", () => {
    const parse = (value: unknown) => carouselBlock.definition.metaData.parse(value).slides;
    const safe = (value: unknown) => carouselBlock.definition.metaData.safeParse(value).success;
    // An import that could not bring an image writes null; the same image twice is shown once (spec §5).
    expect(parse({ slides: [{ imageId: null, caption: "lost" }, { imageId: A, caption: "a" }, { imageId: A, caption: "again" }] })).toEqual([{ imageId: A, caption: "a" }]);
    const many = Array.from({ length: 60 }, (_, index) => ({ imageId: `ckmedia${String(index).padStart(18, "0")}`, caption: "" }));
    expect(parse({ slides: many })).toHaveLength(CAROUSEL_LIMITS.images);
    expect(safe({ slides: [{ imageId: A, caption: "x".repeat(CAROUSEL_LIMITS.caption) }] })).toBe(true);
    expect(safe({ slides: [{ imageId: A, caption: "x".repeat(CAROUSEL_LIMITS.caption + 1) }] })).toBe(false);
    expect(safe({ slides: "Terrace" })).toBe(false);
    expect(safe({ slides: [{ imageId: "not an id", caption: "" }] })).toBe(false);
    expect(safe({ watermark: { text: "x".repeat(60) } })).toBe(true);
    expect(safe({ watermark: { text: "x".repeat(61) } })).toBe(false);
  });
});

describe("carousel image rules", () => {
  const slide = (imageId: string, caption = "") => ({ imageId, caption });

  it("adds an image with an empty caption, refuses one already there (spec §5) and a 51st", () => {
    expect(addImage([slide(A, "Terrace")], B)).toEqual([slide(A, "Terrace"), slide(B)]);
    expect(addImage([], A)).toEqual([slide(A)]);
    expect(addImage([slide(A), slide(B)], A)).toEqual({ error: "duplicate" });
    const full = Array.from({ length: CAROUSEL_LIMITS.images }, (_, index) => slide(`ckmedia${String(index).padStart(18, "0")}`));
    expect(addImage(full, C)).toEqual({ error: "full" });
  });

  it("replaces in place keeping the caption; the same image at its own place is fine, elsewhere a duplicate", () => {
    const slides = [slide(A, "Terrace"), slide(B, "Hall")];
    expect(replaceImage(slides, 1, C)).toEqual([slide(A, "Terrace"), slide(C, "Hall")]);
    expect(replaceImage(slides, 1, B)).toEqual(slides);
    expect(replaceImage(slides, 1, A)).toEqual({ error: "duplicate" });
    expect(setCaption(slides, 1, "Ballroom")).toEqual([slide(A, "Terrace"), slide(B, "Ballroom")]);
  });

  it("shows the spec's duplicate message, translated in every language", () => {
    expect(en.blocks.carousel.duplicate).toBe("This image is already added to carousel.");
    for (const messages of [tr, de, es, it_]) {
      expect(messages.blocks.carousel.duplicate).toBeTruthy();
      expect(messages.blocks.carousel.duplicate).not.toBe(en.blocks.carousel.duplicate);
      expect(messages.blocks["floor-plan"].name).not.toBe("");
    }
  });
});

const slide = (imageId: string, caption = "") => ({ imageId, caption });

describe("carousel view", () => {
  it("renders nothing for readers without images, and a hint in the editor", () => {
    expect(render(CAROUSEL, {})).toBe("");
    expect(render(CAROUSEL, {}, "editor")).toContain("NO-IMAGE-YET");
  });

  it("renders every slide in order as a scroll-snap strip of the chosen height, with captions as alt texts", () => {
    const html = render(CAROUSEL, { metaData: { height: 420, slides: [slide(A, "Terrace at dusk"), slide(B, "  "), slide(C)] } });
    expect(srcs(html)).toEqual([A, B, C].map((id) => `https://media.test/files/${id}`));
    expect(alts(html)).toEqual(["Terrace at dusk", "GENERIC-ALT", "GENERIC-ALT"]);
    expect(html).toContain("<figcaption");
    expect(html.match(/<figcaption/g)).toHaveLength(1);
    expect(html).toMatch(/data-carousel-viewport=""[^>]*tabindex="0"[^>]*style="height:420px"/);
    expect(html).toContain("snap-x snap-mandatory overflow-x-auto");
    // The island's region carries translated names; its buttons only appear once Embla has loaded.
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toContain('aria-label="Image carousel"');
    expect(html).not.toContain("<button");
    expect(html).not.toContain(`data-enhanced=""`);
  });

  it("translates the region's names", () => {
    const html = render(CAROUSEL, { metaData: { slides: [slide(A)] } }, "view", de);
    expect(html).toContain('aria-label="Bilderkarussell"');
  });

  it("draws an enabled watermark with opacity 1 - transparency and its size; a disabled or empty one not at all", () => {
    const on = render(CAROUSEL, { metaData: { watermark: { text: "© Villa Rosa", enabled: true, fontSize: 40, transparency: 0.25 }, slides: [slide(A)] } });
    expect(on).toContain("© Villa Rosa");
    expect(on).toMatch(/style="font-size:40px;opacity:0.75"/);
    const half = render(CAROUSEL, { metaData: { watermark: { text: "Draft", enabled: true }, slides: [slide(A)] } });
    expect(half).toMatch(/style="font-size:32px;opacity:0.5"/);
    expect(render(CAROUSEL, { metaData: { watermark: { text: "Draft", enabled: false }, slides: [slide(A)] } })).not.toContain("Draft");
    expect(render(CAROUSEL, { metaData: { watermark: { text: "   ", enabled: true }, slides: [slide(A)] } })).not.toContain("opacity");
  });

  it("escapes captions and watermark text, and shows at most 50 images", () => {
    const html = render(CAROUSEL, { metaData: { slides: [slide(A, XSS)], watermark: { text: "<b>x</b>", enabled: true } } });
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<b>x</b>");
    expect(html).toContain("&lt;script&gt;");
    const many = Array.from({ length: 60 }, (_, index) => `ckmedia${String(index).padStart(18, "0")}`);
    expect(srcs(render(CAROUSEL, { metaData: { slides: many.map((id) => slide(id)) } }))).toHaveLength(CAROUSEL_LIMITS.images);
  });
});

describe("floor plan definition", () => {
  it("is an events block whose defaults parse to themselves", () => {
    const { definition } = floorPlanBlock;
    expect([definition.type, definition.group]).toEqual(["floor-plan", "events"]);
    const defaults = definition.defaults();
    expect(defaults).toEqual({ content: { imageId: null, caption: "" }, metaData: { height: 500 } });
    expect(definition.content.parse(defaults.content)).toEqual(defaults.content);
    expect(definition.content.parse(null)).toEqual(defaults.content);
    expect(definition.metaData.parse(undefined)).toEqual(defaults.metaData);
    expect(definition.content.parse({ imageId: A, caption: "Ballroom", extra: 1 })).toEqual({ imageId: A, caption: "Ballroom" });
  });

  it("clamps the height to 200..1200 and refuses a bad image id or an over-long caption", () => {
    const height = (value: unknown) => floorPlanBlock.definition.metaData.parse({ height: value }).height;
    expect([height(50), height(5000), height(733.4), height("tall")]).toEqual([200, 1200, 733, 500]);
    const safe = (value: unknown) => floorPlanBlock.definition.content.safeParse(value).success;
    expect(safe({ imageId: "../../etc/passwd" })).toBe(false);
    expect(safe({ caption: "x".repeat(300) })).toBe(true);
    expect(safe({ caption: "x".repeat(301) })).toBe(false);
  });

  it("names its image as media, reading raw content defensively", () => {
    const ids = (content: unknown) => floorPlanBlock.definition.mediaIds!(content as never, { height: 500 });
    expect(ids({ imageId: A, caption: "" })).toEqual([A]);
    expect(ids({ imageId: null, caption: "" })).toEqual([]);
    expect(ids({ imageId: 5 })).toEqual([]);
    expect(ids(null)).toEqual([]);
    expect(ids("text")).toEqual([]);
  });
});

describe("floor plan view", () => {
  it("renders nothing for readers without an image, and a hint in the editor", () => {
    expect(render(FLOOR_PLAN, {})).toBe("");
    expect(render(FLOOR_PLAN, {}, "editor")).toContain("NO-IMAGE-YET");
  });

  it("shows the image fitted in a box of the chosen height, with its caption and a full-size link that works without JavaScript", () => {
    const html = render(FLOOR_PLAN, { content: { imageId: A, caption: "Ballroom, 120 seats" }, metaData: { height: 640 } });
    const url = `https://media.test/files/${A}`;
    expect(srcs(html)).toEqual([url]);
    expect(alts(html)).toEqual(["Ballroom, 120 seats"]);
    expect(html).toContain("object-contain");
    expect(html).toContain('style="height:640px"');
    expect(html).toContain("<figcaption");
    expect(html).toContain(`<a href="${url}" target="_blank" rel="noopener"`);
    expect(html).toContain("Open full size");
    // Zooming arrives with the lazily loaded library: no dead buttons in the static HTML.
    expect(html).not.toContain("<button");
    expect(html).not.toContain("tabindex");
  });

  it("uses the generic alt text without a caption, translates the link and escapes the caption", () => {
    const plain = render(FLOOR_PLAN, { content: { imageId: A } }, "view", es);
    expect(alts(plain)).toEqual(["GENERIC-ALT"]);
    expect(plain).toContain("Abrir a tamaño completo");
    expect(plain).not.toContain("<figcaption");
    const hostile = render(FLOOR_PLAN, { content: { imageId: A, caption: XSS } });
    expect(hostile).not.toContain("<script>");
    expect(hostile).toContain("&lt;script&gt;");
  });
});

describe("floor plan zoom", () => {
  /** A stand-in for @panzoom/panzoom that records what it was asked to do. */
  function setup() {
    const calls: string[] = [];
    let scale = 1;
    const fake = {
      getScale: () => scale,
      zoomIn: () => calls.push("zoomIn"),
      zoomOut: () => calls.push("zoomOut"),
      reset: () => calls.push("reset"),
      pan: (x: number, y: number) => calls.push(`pan ${x} ${y}`),
      zoomWithWheel: () => calls.push("wheel"),
      setOptions: (options: { touchAction?: string }) => calls.push(`touch ${options.touchAction}`),
      destroy: () => calls.push("destroy"),
      resetStyle: () => calls.push("resetStyle"),
    };
    let options: Record<string, unknown> = {};
    const factory = ((_: HTMLElement, given: Record<string, unknown>) => {
      options = given;
      return fake;
    }) as unknown as PanzoomFactory;
    const area = new EventTarget() as unknown as HTMLElement;
    const target = Object.assign(new EventTarget(), { style: { transform: "scale(2)" } }) as unknown as HTMLElement;
    const controls = attachPanzoom(factory, area, target, false);
    const fire = (on: EventTarget, type: string, props: object) => {
      const event = Object.assign(new Event(type, { cancelable: true }), props);
      on.dispatchEvent(event);
      return event;
    };
    return { calls, options: () => options, area, target, controls, fire, zoomTo: (value: number) => (scale = value) };
  }

  it("zooms with the wheel only while Ctrl or ⌘ is held, so scrolling the page is never taken over", () => {
    const { calls, area, fire } = setup();
    fire(area, "wheel", { ctrlKey: false, metaKey: false });
    expect(calls).toEqual([]);
    fire(area, "wheel", { ctrlKey: true, metaKey: false });
    fire(area, "wheel", { ctrlKey: false, metaKey: true });
    expect(calls).toEqual(["wheel", "wheel"]);
  });

  it("answers + - 0 and the arrows on the focused area, and leaves other keys alone", () => {
    const { calls, area, fire, zoomTo } = setup();
    expect(fire(area, "keydown", { key: "+" }).defaultPrevented).toBe(true);
    fire(area, "keydown", { key: "-" });
    fire(area, "keydown", { key: "0" });
    zoomTo(2);
    fire(area, "keydown", { key: "ArrowRight" });
    fire(area, "keydown", { key: "ArrowUp" });
    expect(fire(area, "keydown", { key: "a" }).defaultPrevented).toBe(false);
    expect(fire(area, "keydown", { key: "+", ctrlKey: true }).defaultPrevented).toBe(false);
    expect(calls).toEqual(["zoomIn", "zoomOut", "reset", "pan -30 0", "pan 0 30"]);
  });

  it("lets a touch swipe scroll the page until zoomed in, keeps clicks unzoomed, and cleans up", () => {
    const { calls, options, area, target, controls, fire, zoomTo } = setup();
    expect(options()).toMatchObject({ minScale: 1, panOnlyWhenZoomed: true, touchAction: "pan-y", animate: true });
    const start = options().handleStartEvent as (event: Event) => void;
    const press = new Event("pointerdown", { cancelable: true });
    start(press);
    expect(press.defaultPrevented).toBe(false);
    zoomTo(2);
    fire(target, "panzoomchange", {});
    const zoomedPress = new Event("pointerdown", { cancelable: true });
    start(zoomedPress);
    expect(zoomedPress.defaultPrevented).toBe(true);
    controls.destroy();
    fire(area, "wheel", { ctrlKey: true });
    fire(area, "keydown", { key: "+" });
    expect(calls).toEqual(["touch none", "destroy", "resetStyle"]);
    expect(target.style.transform).toBe("");
  });
});
