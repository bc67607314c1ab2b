import { describe, expect, it } from "vitest";
import type { BlockModule } from "@/lib/blocks/definition";
import { attachmentBlock } from "@/lib/blocks/types/attachment";
import { attachmentEntries, describedFiles, fileExtension, fileKind, formatBytes } from "@/lib/blocks/types/attachment/rules";
import { bizcardBlock } from "@/lib/blocks/types/bizcard";
import { storedWebsite, telHref, websiteLabel } from "@/lib/blocks/types/bizcard/contact";
import { defaultShow, emptyContact, isContactEmpty, type BizcardMeta } from "@/lib/blocks/types/bizcard/definition";
import { contactFromProfile } from "@/lib/blocks/types/bizcard/profile-fill";
import { instagramBlock } from "@/lib/blocks/types/instagram";
import { instagramProfile, storedHandle } from "@/lib/blocks/types/instagram/handle";
import { renderBlockView, testBlock, testBlockContext, type TestContextOptions } from "../support/blocks";

const MEDIA_ID = "cm1234567890abcdefghijkl";
const FILE_A = "cfilea1234567890abcdefgh";
const FILE_B = "cfileb1234567890abcdefgh";
const HOSTILE = `<script>alert("x")</script><img src=x onerror=alert(1)>`;

const modules = [attachmentBlock, instagramBlock, bizcardBlock] as unknown as BlockModule[];

function render<C, M>(module: BlockModule<C, M>, content: unknown, metaData: unknown, mode: "editor" | "view" = "view", options: TestContextOptions = {}, miscFileList: string[] = []) {
  const block = testBlock(module.definition.type, module.definition.content.parse(content), module.definition.metaData.parse(metaData), { miscFileList });
  return renderBlockView(module, block, testBlockContext(mode, options));
}

/** The attributes of the first <a> whose href matches. */
function link(html: string, href: RegExp) {
  const tag = [...html.matchAll(/<a\s[^>]*>/g)].map((m) => m[0]).find((a) => href.test(/href="([^"]*)"/.exec(a)?.[1] ?? ""));
  if (!tag) return null;
  return Object.fromEntries([...tag.matchAll(/\s([a-z-]+)(?:="([^"]*)")?/g)].map((m) => [m[1], m[2] ?? ""]));
}

describe("the three definitions", () => {
  it("have their type, group and defaults, and the defaults parse to themselves", () => {
    expect(modules.map((m) => [m.definition.type, m.definition.group])).toEqual([
      ["attachment", "others"],
      ["instagram", "branding"],
      ["bizcard", "branding"],
    ]);
    for (const { definition } of modules) {
      const defaults = definition.defaults();
      expect(definition.content.parse(defaults.content)).toEqual(defaults.content);
      expect(definition.metaData.parse(defaults.metaData)).toEqual(defaults.metaData);
      expect(definition.metaData.parse(undefined)).toEqual(defaults.metaData);
      expect(definition.metaData.parse(null)).toEqual(defaults.metaData);
    }
    expect(attachmentBlock.definition.defaults()).toEqual({ content: { title: "", files: [] }, metaData: {} });
    expect(instagramBlock.definition.defaults()).toEqual({ content: { text: "" }, metaData: { handleOverride: null } });
    const bizcard = bizcardBlock.definition.defaults();
    expect(bizcard.content).toBeNull();
    expect(bizcard.metaData.show).toEqual({ photo: false, name: true, title: true, company: true, logo: true, email: true, phone: true, instagram: true, website: true });
    expect(bizcard.metaData.contactData).toEqual(emptyContact());
  });
});

describe("attachment", () => {
  const { content } = attachmentBlock.definition;

  it("clamps sizes, keeps at most 20 files, drops descriptions of lost files and unknown keys, refuses over-long names and titles", () => {
    expect(content.parse(undefined)).toEqual({ title: "", files: [] });
    const parsed = content.parse({
      title: "Docs",
      files: [{ fileId: FILE_A, name: "a.pdf", size: -5, extra: 1 }, { fileId: null, name: "lost.pdf", size: 3 }, { fileId: FILE_B, name: "b.pdf", size: 12.6 }],
      evil: true,
    });
    expect(parsed).toEqual({
      title: "Docs",
      files: [
        { fileId: FILE_A, name: "a.pdf", size: 0 },
        { fileId: FILE_B, name: "b.pdf", size: 13 },
      ],
    });
    expect(content.parse({ files: [{ fileId: FILE_A, name: "x", size: "big" }] }).files[0].size).toBe(0);
    const many = Array.from({ length: 25 }, (_, i) => ({ fileId: `ckfile${String(i).padStart(19, "0")}`, name: `f${i}.pdf`, size: i }));
    const kept = content.parse({ files: many }).files;
    expect(kept).toHaveLength(20);
    expect(kept[19].name).toBe("f19.pdf");
    expect(content.safeParse({ title: "t".repeat(201) }).success).toBe(false);
    expect(content.safeParse({ files: [{ fileId: FILE_A, name: "n".repeat(201), size: 1 }] }).success).toBe(false);
    expect(content.safeParse({ files: [{ fileId: "../etc/passwd", name: "x", size: 1 }] }).success).toBe(false);
    expect(content.safeParse({ files: "nope" }).success).toBe(false);
  });

  it("lists miscFileList's files in the descriptions' order, each with its own name; undescribed files come last", () => {
    const files = [
      { fileId: FILE_B, name: " Menu.pdf ", size: 1200 },
      { fileId: "ckgone000000000000000000a1", name: "Gone.pdf", size: 5 },
    ];
    expect(attachmentEntries([FILE_A, FILE_B], files)).toEqual([
      { id: FILE_B, name: "Menu.pdf", size: 1200 },
      { id: FILE_A, name: "", size: null },
    ]);
    expect(attachmentEntries([], files)).toEqual([]);
    expect(describedFiles([FILE_A, FILE_B], files)).toEqual([
      { fileId: FILE_B, name: "Menu.pdf", size: 1200 },
      { fileId: FILE_A, name: "", size: 0 },
    ]);
  });

  it("names file types and sizes", () => {
    expect(["Plan.PDF", "a.docx", "b.xlsx", "c.pptx", "d.jpeg", "e.zip", "f.xyz", "noext", "x.toolongext"].map((n) => fileKind(fileExtension(n)))).toEqual([
      "pdf", "document", "sheet", "slides", "image", "archive", "other", "other", "other",
    ]);
    expect(fileExtension("archive.tar.gz")).toBe("gz");
    expect(fileKind("constructor")).toBe("other");
    expect([0, 512, 1536, 1_258_291, 15 * 1024 * 1024, 3 * 1024 ** 3].map(formatBytes)).toEqual(["0 B", "512 B", "1.5 kB", "1.2 MB", "15 MB", "3 GB"]);
  });

  it("renders each file as an escaped download link to context.fileUrl", () => {
    const html = render(attachmentBlock, { title: HOSTILE, files: [{ fileId: FILE_A, name: `${HOSTILE}.pdf`, size: 2048 }, { fileId: FILE_B, name: "Floor plan.xlsx", size: 0 }] }, {}, "view", {}, [FILE_A, FILE_B]);
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;script&gt;");
    const first = link(html, new RegExp(FILE_A));
    expect(first).toMatchObject({ href: `https://files.test/download/${FILE_A}`, download: "" });
    expect(link(html, new RegExp(FILE_B))).toMatchObject({ download: "" });
    expect(html).toContain("2 kB");
    expect(html).toContain("Floor plan.xlsx");
    expect(html).toContain(">PDF<");
  });

  it("labels a file without a description by its number, and renders nothing without files for readers", () => {
    const html = render(attachmentBlock, { files: [{ fileId: FILE_A, name: "a.pdf", size: 1 }] }, {}, "view", {}, [FILE_A, FILE_B]);
    expect(html).toContain("#2");
    expect(render(attachmentBlock, { title: "Docs", files: [{ fileId: FILE_A, name: "a.pdf", size: 1 }] }, {}, "view")).toBe("");
    expect(render(attachmentBlock, {}, {}, "editor")).toContain("border-dashed");
  });
});

describe("instagram", () => {
  const { content, metaData } = instagramBlock.definition;

  it("stores the handle override without @, null when empty, and refuses invalid handles and long texts", () => {
    expect(metaData.parse({ handleOverride: "@villa.aurelia" })).toEqual({ handleOverride: "villa.aurelia" });
    expect(metaData.parse({ handleOverride: "" })).toEqual({ handleOverride: null });
    expect(metaData.parse({ handleOverride: null, other: 1 })).toEqual({ handleOverride: null });
    for (const bad of ["villa aurelia", "a".repeat(31), "javascript:alert(1)", "x/../y", 42]) expect(metaData.safeParse({ handleOverride: bad }).success, String(bad)).toBe(false);
    expect(content.parse({ text: "Follow us" })).toEqual({ text: "Follow us" });
    expect(content.safeParse({ text: "t".repeat(301) }).success).toBe(false);
    expect(storedHandle(" @abc ")).toBe("abc");
    expect(storedHandle("a b")).toBeNull();
    expect(instagramProfile("@v.a")).toEqual({ handle: "v.a", url: "https://www.instagram.com/v.a/" });
    for (const none of [null, "", "...", "a b", "<x>"]) expect(instagramProfile(none)).toBeNull();
  });

  it("links the workspace's profile in a new tab without opener or referrer, and escapes the text", () => {
    const html = render(instagramBlock, { text: HOSTILE }, {}, "view", { team: { instagram: "villa.aurelia" } });
    expect(link(html, /instagram\.com/)).toMatchObject({ href: "https://www.instagram.com/villa.aurelia/", target: "_blank", rel: "noopener noreferrer" });
    // A narrow phone may break the handle after its dot (<wbr>), never inside a word.
    expect(html).toContain("@villa.<wbr/>aurelia");
    expect(html).not.toContain("<script");
    expect(html).toContain("&lt;script&gt;");
  });

  it("prefers the block's override, and without any handle shows nothing to readers and a hint in the editor", () => {
    const html = render(instagramBlock, {}, { handleOverride: "other.profile" }, "view", { team: { instagram: "villa.aurelia" } });
    expect(html).toContain("https://www.instagram.com/other.profile/");
    expect(html).not.toContain("villa.aurelia");
    expect(render(instagramBlock, { text: "Hi" }, {}, "view")).toBe("");
    expect(render(instagramBlock, { text: "Hi" }, {}, "editor")).toContain("border-dashed");
  });
});

describe("bizcard", () => {
  const { metaData, mediaIds } = bizcardBlock.definition;
  const parse = (contactData: Record<string, unknown>, show: Record<string, unknown> = {}) => metaData.parse({ show, contactData });
  const full = {
    name: "Ada Lovelace",
    title: "Wedding planner",
    company: "Villa Aurelia",
    email: "ada@villa.example",
    phone: "+90 (532) 123 45 67",
    instagram: "@villa.aurelia",
    website: "villa.example",
    photoId: MEDIA_ID,
  };

  it("validates contact data: e-mail, handle and http(s) website, or empty; refuses the rest", () => {
    const meta = parse(full);
    expect(meta.contactData).toEqual({ ...full, instagram: "villa.aurelia", website: "https://villa.example/" });
    expect(meta.show).toEqual(defaultShow());
    expect(parse({}).contactData).toEqual(emptyContact());
    expect(parse({ email: null, website: null, instagram: null }).contactData).toEqual(emptyContact());
    expect(parse({ email: " ", website: "  " }).contactData).toMatchObject({ email: "", website: "" });
    const refused: Record<string, unknown>[] = [
      { email: "not-an-email" },
      { email: "a@b" },
      { email: `${"a".repeat(250)}@example.com` },
      { instagram: "villa aurelia" },
      { instagram: "a".repeat(31) },
      { website: "javascript:alert(1)" },
      { website: "JavaScript:alert(1)//https://x.test" },
      { website: "data:text/html,<script>alert(1)</script>" },
      { website: "mailto:ada@villa.example" },
      { website: "ftp://villa.example" },
      { website: `https://villa.example/${"a".repeat(2000)}` },
      { name: "n".repeat(121) },
      { title: "t".repeat(121) },
      { company: "c".repeat(121) },
      { phone: "1".repeat(41) },
      { photoId: "../../etc/passwd" },
    ];
    for (const bad of refused) expect(metaData.safeParse({ contactData: bad }).success, JSON.stringify(bad).slice(0, 60)).toBe(false);
    expect(metaData.parse({ show: { photo: "yes", name: false } }).show).toMatchObject({ photo: false, name: false, title: true });
  });

  it("declares the photo as media, reading raw metaData defensively", () => {
    expect(mediaIds?.(null, parse(full))).toEqual([MEDIA_ID]);
    expect(mediaIds?.(null, parse({}))).toEqual([]);
    expect(mediaIds?.(null, { contactData: { photoId: "m1" } } as unknown as BizcardMeta)).toEqual(["m1"]);
    for (const raw of [null, undefined, "x", { contactData: null }, { contactData: { photoId: 5 } }]) expect(mediaIds?.(null, raw as unknown as BizcardMeta)).toEqual([]);
  });

  it("helpers: website forms, tel: addresses and emptiness", () => {
    expect(storedWebsite("https://www.villa.example/contact")).toBe("https://www.villa.example/contact");
    expect(storedWebsite("www.villa.example")).toBe("https://www.villa.example/");
    expect(storedWebsite("")).toBe("");
    expect(storedWebsite("javascript:alert(1)")).toBeNull();
    expect(storedWebsite("https://")).toBeNull();
    expect(websiteLabel("https://www.villa.example/")).toBe("villa.example");
    expect(telHref("+90 (532) 123 45 67")).toBe("tel:+905321234567");
    expect(telHref("call me")).toBeNull();
    expect(isContactEmpty(emptyContact())).toBe(true);
    expect(isContactEmpty({ ...emptyContact(), phone: "1" })).toBe(false);
    expect(isContactEmpty({ ...emptyContact(), photoId: MEDIA_ID })).toBe(false);
  });

  it("fills from the profile and workspace, keeping website and photo and skipping values the card refuses", () => {
    const current = { ...emptyContact(), name: "Old", website: "https://keep.example/", photoId: MEDIA_ID };
    const me = { firstname: "Ada", lastname: "Lovelace", title: "Planner", email: "ada@villa.example", mobilePhone: "+90 532 123 45 67", instagramUserName: null };
    expect(contactFromProfile(me, { name: "Villa Aurelia", instagram: "villa.aurelia" }, current)).toEqual({
      name: "Ada Lovelace",
      title: "Planner",
      company: "Villa Aurelia",
      email: "ada@villa.example",
      phone: "+90 532 123 45 67",
      instagram: "villa.aurelia",
      website: "https://keep.example/",
      photoId: MEDIA_ID,
    });
    const odd = contactFromProfile({ ...me, email: "broken", instagramUserName: "@ada.l", title: null, mobilePhone: null }, { name: "x".repeat(200), instagram: null }, emptyContact());
    expect(odd).toMatchObject({ email: "", instagram: "ada.l", title: "", phone: "", company: "x".repeat(120) });
    // What the fill produces is always a card the server accepts.
    expect(metaData.safeParse({ contactData: odd }).success).toBe(true);
  });

  it("renders an escaped card with mailto:, tel:, instagram and website links", () => {
    const html = render(bizcardBlock, null, { contactData: { ...full, name: HOSTILE }, show: { photo: true, logo: false } });
    expect(html).not.toContain("<script");
    expect(html).toContain("&lt;script&gt;");
    expect(link(html, /^mailto:/)?.href).toBe("mailto:ada@villa.example");
    expect(link(html, /^tel:/)?.href).toBe("tel:+905321234567");
    expect(link(html, /instagram\.com/)).toMatchObject({ href: "https://www.instagram.com/villa.aurelia/", target: "_blank", rel: "noopener noreferrer" });
    expect(link(html, /villa\.example\/$/)).toMatchObject({ href: "https://villa.example/", target: "_blank", rel: "noopener noreferrer" });
    expect(link(html, /^mailto:/)?.target).toBeUndefined();
    // The photo: round, its alt the (escaped) name, never a file name.
    const photo = /<img[^>]*src="https:\/\/media\.test\/files\/cm1234567890abcdefghijkl"[^>]*>/.exec(html)?.[0] ?? "";
    expect(photo).toContain("rounded-full");
    expect(photo).toContain('alt="&lt;script&gt;');
    expect(html).toContain("Villa Aurelia");
    expect(html).toContain("Wedding planner");
  });

  it("follows the show flags, and puts the workspace logo in the company's place", () => {
    const hidden = render(bizcardBlock, null, { contactData: full, show: { email: false, phone: false, website: false, title: false } });
    expect(hidden).not.toContain("mailto:");
    expect(hidden).not.toContain("tel:");
    expect(hidden).not.toContain("Wedding planner");
    expect(hidden).not.toContain(MEDIA_ID); // the photo is off by default
    const withLogo = render(bizcardBlock, null, { contactData: full }, "view", { team: { logoId: "clogo1234567890abcdefghi", name: "Acme & Co" } });
    expect(withLogo).toMatch(/<img[^>]*src="https:\/\/media\.test\/files\/clogo1234567890abcdefghi"[^>]*alt="Acme &amp; Co"/);
    expect(withLogo).not.toContain(">Villa Aurelia<");
    const noLogoFlag = render(bizcardBlock, null, { contactData: full, show: { logo: false } }, "view", { team: { logoId: "clogo1234567890abcdefghi" } });
    expect(noLogoFlag).not.toContain("clogo");
    expect(noLogoFlag).toContain(">Villa Aurelia<");
  });

  it("renders nothing for readers when there is nothing to show, and a hint in the editor", () => {
    expect(render(bizcardBlock, null, {})).toBe("");
    expect(render(bizcardBlock, null, {}, "editor")).toContain("border-dashed");
  });
});
