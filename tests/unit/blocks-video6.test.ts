import { renderBlockView, testBlock, testBlockContext } from "../support/blocks";
import { describe, expect, it } from "vitest";
import type { BlockModule } from "@/lib/blocks/definition";
import { blockModule } from "@/lib/blocks/registry";
import { vimeoBlock } from "@/lib/blocks/types/vimeo";
import { youtubeBlock } from "@/lib/blocks/types/youtube";
import { clampVideoWidth, vimeoId, youtubeId } from "@/lib/blocks/video-url";

const ID = "dQw4w9WgXcQ";
const CANONICAL = `https://www.youtube.com/watch?v=${ID}`;
const YOUTUBE = youtubeBlock as unknown as BlockModule;
const VIMEO = vimeoBlock as unknown as BlockModule;
const MODULES = [YOUTUBE, VIMEO];

const context = (mode: "editor" | "view") =>
  testBlockContext(mode, { mediaUrl: (id) => `https://media.test/${id}`, team: { name: "Acme" }, labels: { imageMissing: "NO-IMAGE", placeholder: "PLACEHOLDER-HINT", logoMissing: "NO-LOGO", imageAlt: "ALT" } });

function render(blockType: BlockModule, content: unknown, metaData: unknown, mode: "editor" | "view" = "view") {
  return renderBlockView(blockType, testBlock(blockType.definition.type, content, blockType.definition.metaData.parse(metaData)), context(mode));
}

const iframeSrc = (html: string) => /<iframe[^>]*\ssrc="([^"]*)"/.exec(html)?.[1]?.replaceAll("&amp;", "&") ?? null;

// Addresses neither block may accept: other schemes, look-alike hosts, provider names in another site's path or query.
const HOSTILE = [
  "javascript:alert(1)//https://www.youtube.com/watch?v=dQw4w9WgXcQ",
  "javascript:alert(1)//vimeo.com/123",
  "data:text/html,<script>alert(1)</script>",
  "data:text/html;base64,PHNjcmlwdD4=//vimeo.com/123",
  "ftp://youtube.com/watch?v=dQw4w9WgXcQ",
  "ftp://vimeo.com/123",
  "//vimeo.com/123",
  "vimeo.com/123",
  "https://youtube.com.evil.test/watch?v=dQw4w9WgXcQ",
  "https://vimeo.com.evil.test/123",
  "http://evil.test/?v=vimeo.com/123",
  "http://evil.test/vimeo.com/123",
  "https://evil.test/watch?v=dQw4w9WgXcQ&host=youtube.com",
  "https://evilyoutube.com/watch?v=dQw4w9WgXcQ",
  "https://evilvimeo.com/123",
  "https://vimeo.com@evil.test/123",
  "https://youtube.com@evil.test/watch?v=dQw4w9WgXcQ",
  "https://user:pw@www.youtube.com/watch?v=dQw4w9WgXcQ",
  "https://www.youtube.com:8443/watch?v=dQw4w9WgXcQ",
  `<script>alert(1)</script>`,
  "\"><img src=x onerror=alert(1)>",
];

describe("video block definitions", () => {
  it("are registered in the others group, and their defaults parse to themselves", () => {
    for (const block of MODULES) {
      expect(blockModule(block.definition.type)).toBe(block);
      const defaults = block.definition.defaults();
      expect(block.definition.content.parse(defaults.content)).toEqual(defaults.content);
      expect(block.definition.metaData.parse(defaults.metaData)).toEqual(defaults.metaData);
      expect(block.definition.metaData.parse(undefined)).toEqual(defaults.metaData);
      expect(block.definition.group).toBe("others");
    }
    expect(youtubeBlock.definition.type).toBe("youtube");
    expect(vimeoBlock.definition.type).toBe("vimeo");
    // Spec §9: start 0 s, 100% by 500 px.
    expect(youtubeBlock.definition.defaults()).toEqual({ content: null, metaData: { startInSeconds: 0, width: "100%", height: 500 } });
    expect(vimeoBlock.definition.defaults()).toEqual({ content: null, metaData: { width: "100%", height: 500 } });
  });

  it("refuse hostile and look-alike addresses in both blocks", () => {
    for (const block of MODULES) {
      for (const bad of [...HOSTILE, 42, { url: CANONICAL }, ["https://vimeo.com/1"]]) {
        expect(block.definition.content.safeParse(bad).success, `${block.definition.type}: ${String(bad)}`).toBe(false);
      }
      // Nothing set yet: null, missing or blank is "no video".
      for (const empty of [null, undefined, "", "   "]) expect(block.definition.content.parse(empty)).toBeNull();
      expect(block.definition.content.safeParse(`https://vimeo.com/${"1".repeat(3000)}`).success).toBe(false);
    }
  });
});

describe("youtube", () => {
  const content = youtubeBlock.definition.content;

  it("accepts every YouTube address form and stores the canonical watch URL", () => {
    const forms = [
      CANONICAL,
      `http://www.youtube.com/watch?v=${ID}`,
      `https://youtube.com/watch?v=${ID}`,
      `https://m.youtube.com/watch?v=${ID}`,
      `https://www.youtube.com/watch?feature=share&v=${ID}&t=42`,
      `https://www.youtube.com/watch/?v=${ID}`,
      `https://youtu.be/${ID}`,
      `http://youtu.be/${ID}?si=abc`,
      `https://www.youtube.com/embed/${ID}`,
      `https://youtube.com/embed/${ID}?start=5`,
      `https://m.youtube.com/shorts/${ID}/`,
      `https://www.youtube.com/shorts/${ID}`,
      `  https://WWW.YOUTUBE.COM/watch?v=${ID}  `,
    ];
    for (const form of forms) expect(content.parse(form), form).toBe(CANONICAL);
    expect(content.parse("https://youtu.be/a-b_c1234XY")).toBe("https://www.youtube.com/watch?v=a-b_c1234XY");
  });

  it("refuses addresses that are not a YouTube video", () => {
    const bad = [
      "https://www.youtube.com/",
      "https://www.youtube.com/watch",
      "https://www.youtube.com/watch?v=short",
      `https://www.youtube.com/watch?v=${ID}x`,
      `https://www.youtube.com/watch?v=${ID.slice(0, 10)}!`,
      `https://www.youtube.com/channel/${ID}`,
      `https://www.youtube.com/embed/${ID}/extra`,
      `https://youtu.be/${ID}x`,
      `https://youtu.be/watch?v=${ID}`,
      `https://music.youtube.com/watch?v=${ID}`,
      `https://www.youtube-nocookie.com/embed/${ID}`,
      `https://www.youtube.com/watch?v=${ID}\n<script>`,
      `https://vimeo.com/123`,
    ];
    for (const value of bad) expect(content.safeParse(value).success, value).toBe(false);
    expect(youtubeId("https://youtube.com.evil.test/watch?v=dQw4w9WgXcQ")).toBeNull();
    expect(youtubeId(null)).toBeNull();
    // The refusal carries a translatable key (the server answers 400 with it).
    const result = content.safeParse("https://evil.test/");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("validation.invalid");
  });

  it("clamps start, width and height, and drops unknown keys", () => {
    const meta = youtubeBlock.definition.metaData;
    expect(meta.parse({ startInSeconds: -5, width: "5%", height: 20, autoplay: true })).toEqual({ startInSeconds: 0, width: "10%", height: 150 });
    expect(meta.parse({ startInSeconds: 100_000, width: "2000px", height: 5000 })).toEqual({ startInSeconds: 86_400, width: "1600px", height: 1200 });
    expect(meta.parse({ startInSeconds: 12.6, width: "640px", height: 360.4 })).toEqual({ startInSeconds: 13, width: "640px", height: 360 });
    expect(meta.parse({ startInSeconds: "30", width: "expression(alert(1))", height: "big" })).toEqual({ startInSeconds: 0, width: "100%", height: 500 });
  });
});

describe("vimeo", () => {
  const content = vimeoBlock.definition.content;

  it("accepts vimeo addresses ending in digits and stores them as given (trimmed)", () => {
    const good = [
      "https://vimeo.com/123456789",
      "http://vimeo.com/123456789",
      "https://www.vimeo.com/123456789",
      "https://vimeo.com/123456789/",
      "https://vimeo.com/channels/staffpicks/123456789",
      "https://vimeo.com/groups/shortfilms/videos/76979871",
      "https://vimeo.com/showcase/1234/video/5678",
      "https://player.vimeo.com/video/123456789",
    ];
    for (const url of good) expect(content.parse(url), url).toBe(url);
    expect(content.parse("  https://vimeo.com/42 ")).toBe("https://vimeo.com/42");
    expect(vimeoId("https://vimeo.com/channels/staffpicks/123456789")).toBe("123456789");
    expect(vimeoId("https://vimeo.com/showcase/1234/video/5678")).toBe("5678");
  });

  it("refuses addresses that do not end in the video's digits or are not Vimeo's", () => {
    const bad = [
      "https://vimeo.com/",
      "https://vimeo.com/abc",
      "https://vimeo.com/abc123",
      "https://vimeo.com/123456789?share=copy",
      "https://vimeo.com/123456789#t=10",
      "https://vimeo.com/x?a=/1",
      "https://vimeo.com/x#/1",
      "https://vimeo.com/<script>/1",
      "https://vimeo.com/a b/1",
      "https://m.vimeo.com/123",
      "https://player.vimeo.com/123",
      "https://vimeo.com/123 https://evil.test/",
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    ];
    for (const value of bad) expect(content.safeParse(value).success, value).toBe(false);
  });

  it("clamps width and height", () => {
    const meta = vimeoBlock.definition.metaData;
    expect(meta.parse({ width: "150%", height: 1 })).toEqual({ width: "100%", height: 150 });
    expect(meta.parse({ width: "50px", height: 99_999 })).toEqual({ width: "200px", height: 1200 });
    expect(meta.parse({ width: 720, height: "x", startInSeconds: 9 })).toEqual({ width: "720px", height: 500 });
  });
});

describe("clampVideoWidth", () => {
  it("keeps in-range widths, clamps each unit to its range and falls back to 100%", () => {
    expect(clampVideoWidth("75%")).toBe("75%");
    expect(clampVideoWidth(" 33.4 % ")).toBe("33%");
    expect(clampVideoWidth("800PX")).toBe("800px");
    expect(clampVideoWidth("0%")).toBe("10%");
    expect(clampVideoWidth("1600.9px")).toBe("1600px");
    expect(clampVideoWidth("10em")).toBe("100%");
    expect(clampVideoWidth("-50%")).toBe("100%");
    expect(clampVideoWidth("100%;background:url(x)")).toBe("100%");
    expect(clampVideoWidth(Number.NaN)).toBe("100%");
    expect(clampVideoWidth(null)).toBe("100%");
  });
});

describe("video views", () => {
  it("render a YouTube iframe to the no-cookie player at the start offset", () => {
    const html = render(YOUTUBE, CANONICAL, { startInSeconds: 90, width: "640px", height: 360 });
    expect(iframeSrc(html)).toBe(`https://www.youtube-nocookie.com/embed/${ID}?start=90`);
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('title="YouTube"');
    expect(html).toContain('allow="accelerometer; encrypted-media; picture-in-picture; fullscreen"');
    expect(html).toContain('referrerPolicy="strict-origin-when-cross-origin"');
    expect(html).toContain('sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"');
    expect(html).toContain("width:640px");
    expect(html).toContain("height:360px");
  });

  it("render a Vimeo iframe from the id alone, with do-not-track", () => {
    const html = render(VIMEO, "https://vimeo.com/channels/staffpicks/76979871", { width: "80%", height: 420 });
    expect(iframeSrc(html)).toBe("https://player.vimeo.com/video/76979871?dnt=1");
    expect(html).toContain('title="Vimeo"');
    expect(html).toContain('sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"');
    expect(html).toContain("width:80%");
    expect(html).toContain("height:420px");
  });

  it("render no iframe for a missing or invalid address: a hint in the editor, nothing for readers", () => {
    // Stored values that bypassed the schema (old rows, imports) must still never reach an iframe.
    for (const block of MODULES) {
      for (const value of [null, "", ...HOSTILE]) {
        const view = render(block, value, {});
        expect(view, `${block.definition.type}: ${String(value)}`).toBe("");
        const editor = render(block, value, {}, "editor");
        expect(editor).not.toContain("<iframe");
        expect(editor).toContain("PLACEHOLDER-HINT");
        expect(editor).toContain("border-dashed");
      }
    }
  });
});
