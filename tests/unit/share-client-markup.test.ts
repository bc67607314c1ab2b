import { NextIntlClientProvider } from "next-intl";
import { createElement, type ComponentProps, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { BlockData, BlockModule, BlockRenderContext } from "@/lib/blocks/definition";
import { carouselBlock } from "@/lib/blocks/types/carousel";
import { floorPlanBlock } from "@/lib/blocks/types/floor-plan";
import { mapLocationBlock } from "@/lib/blocks/types/map-location";
import de from "@/messages/de.json";
import { testBlockContext } from "../support/blocks";

// The share view's scripts (lib/share/client) read the views' server markup: these are the data
// attributes they rely on, rendered the way the share view renders (interactive, with image sizes).

const A = "ckmedia0000000000000000a1";
const B = "ckmedia0000000000000000b2";

function shareContext(): BlockRenderContext {
  const base = testBlockContext("view", { mediaUrl: (id) => `/api/media/${id}/max-width/1600?share=K` });
  return {
    ...base,
    interactive: true,
    labels: { ...base.labels, text: (key, values) => `[${key}${values ? ` ${JSON.stringify(values)}` : ""}]` },
    mediaImage: (id) => (id === A || id === B ? { width: 1200, height: 800, srcSet: `/api/media/${id}/max-width/640?share=K 640w, /api/media/${id}/max-width/1200?share=K 1200w` } : undefined),
  };
}

function render(module: BlockModule, content: unknown, metaData: unknown, context = shareContext()) {
  const block: BlockData = {
    id: "b1",
    segmentType: module.definition.type,
    content: module.definition.content.parse(content),
    metaData: module.definition.metaData.parse(metaData),
    imageList: [],
    miscFileList: [],
    positionName: null,
  };
  const view = createElement(module.View as ComponentType<{ block: BlockData; context: BlockRenderContext }>, { block, context });
  const intl = { locale: "de", messages: de, timeZone: "UTC" } as unknown as ComponentProps<typeof NextIntlClientProvider>;
  return renderToStaticMarkup(createElement(NextIntlClientProvider, intl, view));
}

const attr = (html: string, name: string) => html.match(new RegExp(`${name}="([^"]*)"`))?.[1];

describe("share view markup the browser scripts read", () => {
  it("carousel: the viewport carries the count, autoplay and translated labels; images have sizes", () => {
    const html = render(carouselBlock as unknown as BlockModule, "", { autoplay: true, slides: [{ imageId: A, caption: "" }, { imageId: B, caption: "Hall" }] });
    expect(html).toMatch(/<section[^>]*class="group\/carousel"/);
    expect(attr(html, "data-count")).toBe("2");
    expect(html).toContain('data-autoplay=""');
    expect(attr(html, "data-label-previous")).toBe("[carousel.previous]");
    expect(attr(html, "data-label-next")).toBe("[carousel.next]");
    expect(attr(html, "data-label-status")).toBe('[carousel.status {&quot;current&quot;:&quot;{current}&quot;,&quot;total&quot;:&quot;{total}&quot;}]');
    expect(html).toContain(`srcSet="/api/media/${A}/max-width/640?share=K 640w`);
    expect(html).toMatch(/<img[^>]*width="1200"[^>]*height="800"/);
  });

  it("carousel without autoplay says so by leaving the attribute out", () => {
    const html = render(carouselBlock as unknown as BlockModule, "", { autoplay: false, slides: [{ imageId: A, caption: "" }, { imageId: B, caption: "" }] });
    expect(html).not.toContain("data-autoplay");
  });

  it("map: the box carries the place and the live map's labels, only in the interactive share view", () => {
    const content = { address: `Villa "Erba" <b>`, lat: 45.99, lng: 9.25, pinned: true };
    const html = render(mapLocationBlock as unknown as BlockModule, content, { zoomLevel: 15 });
    expect(html).toContain('data-map-location=""');
    expect(attr(html, "data-lat")).toBe("45.99");
    expect(attr(html, "data-lng")).toBe("9.25");
    expect(attr(html, "data-zoom")).toBe("15");
    expect(html).toContain('data-pinned=""');
    expect(attr(html, "data-address")).toBe("Villa &quot;Erba&quot; &lt;b&gt;");
    expect(attr(html, "data-label-zoom-in")).toBe("[map-location.zoomIn]");
    expect(attr(html, "data-label-open")).toBe("[map-location.openInOsm]");

    const editorHtml = render(mapLocationBlock as unknown as BlockModule, content, { zoomLevel: 15 }, { ...shareContext(), interactive: false });
    expect(editorHtml).not.toContain("data-label-");
  });

  it("floor plan: the root, area, target and controls are marked; labels translated; the image has sizes", () => {
    const html = render(floorPlanBlock as unknown as BlockModule, { imageId: A, caption: "Ground floor" }, { height: 500 });
    expect(html).toContain('data-floor-plan=""');
    expect(html).toContain('data-floor-plan-area=""');
    expect(html).toContain('data-floor-plan-target=""');
    expect(html).toContain('data-floor-plan-controls=""');
    expect(attr(html, "data-label-zoom-in")).toBe(de.blocks["floor-plan"].zoomIn);
    expect(attr(html, "data-label-reset")).toBe(de.blocks["floor-plan"].reset);
    expect(html).toMatch(/<img[^>]*srcSet="[^"]*640w[^"]*"[^>]*sizes="[^"]+"[^>]*width="1200"[^>]*height="800"/);
  });
});
