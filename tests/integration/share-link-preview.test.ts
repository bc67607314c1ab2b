import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { GET as sharedPage } from "@/app/shared/[key]/[recipient]/route";
import { GET as previewImage } from "@/app/shared/[key]/[recipient]/preview/[file]/route";
import { GET as senderPhoto } from "@/app/shared/[key]/[recipient]/sender-photo/route";
import { setProfilePhoto } from "@/lib/accounts/profile-photo";
import { POST as uploadMedia } from "@/app/api/team/[id]/media/route";
import { db } from "@/lib/db/client";
import { appUrl } from "@/lib/mail/config";
import { setShareEnabled } from "@/lib/sharing/manage";
import type { FrozenSnapshot } from "@/lib/sharing/frozen";
import { createUser } from "../factories/users";
import { callRoute } from "../support/call-route";
import { createShare, frozenBlocks, SECRET_TEXT } from "./share-view-support";

// Link previews (WhatsApp, iMessage, Slack, Outlook, LinkedIn): a crawler fetching the link as sent,
// with no cookie, gets the landing page's Open Graph tags and a 1200 x 630 picture; a PIN share's
// card names neither the document's title nor shows its pictures; a closed share has no picture.

const CRAWLER = "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)";
const COVER_COLOUR = { r: 0, g: 190, b: 0 };
const LANDING_COLOUR = { r: 0, g: 0, b: 210 };

async function crawl(key: string, query = "") {
  const url = `http://localhost:3000/shared/${key}/0${query}`;
  const request = new Request(url, { headers: { "user-agent": CRAWLER, "x-forwarded-for": "10.9.0.1" } });
  const response = await sharedPage(request, { params: Promise.resolve({ key, recipient: "0" }) });
  return { status: response.status, html: await response.text() };
}

async function fetchPreview(key: string, file: string, recipient = "0") {
  const request = new Request(`http://localhost:3000/shared/${key}/${recipient}/preview/${file}`, { headers: { "user-agent": CRAWLER } });
  const response = await previewImage(request, { params: Promise.resolve({ key, recipient, file }) });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** The content of `<meta property|name="name" content="...">` (React writes property/name before content). */
function meta(html: string, name: string): string | null {
  const match = new RegExp(`<meta (?:property|name)="${name.replace(/[:]/g, "\\$&")}" content="([^"]*)"`).exec(html);
  return match ? match[1].replaceAll("&amp;", "&").replaceAll("&#x27;", "'").replaceAll("&quot;", '"') : null;
}

async function uploadImage(token: string, teamId: string, colour: { r: number; g: number; b: number }, width = 1600, height = 900) {
  const png = await sharp({ create: { width, height, channels: 3, background: colour } }).png().toBuffer();
  const data = new FormData();
  data.append("file", new Blob([new Uint8Array(png)]), "picture.png");
  const answer = await callRoute(uploadMedia, "POST", "/x", { token, params: { id: teamId }, form: data });
  return { id: answer.body.attachmentId as string, width, height };
}

/** A share whose document has a cover picture (green), optionally a landing image (blue) and a PIN. */
async function shareWithPictures(options: { pin?: string; landing?: boolean } = {}) {
  const owner = await createUser();
  const teamId = (await db.team.findFirstOrThrow({ where: { members: { some: { userId: owner.user.id } } } })).id;
  const cover = await uploadImage(owner.token, teamId, COVER_COLOUR);
  const landing = options.landing ? await uploadImage(owner.token, teamId, LANDING_COLOUR, 1400, 900) : null;
  const blocks = frozenBlocks(["cover", "heading", "paragraph"]);
  blocks[0].content = { title: "Summer gala", subtitle: "", imageId: cover.id };
  const media: FrozenSnapshot["media"] = [cover, ...(landing ? [landing] : [])].map((item) => ({ ...item, mimeType: "image/png" }));
  return createShare({
    owner,
    blocks,
    pin: options.pin ?? null,
    media,
    mediaIds: media.map((item) => item.id),
    landingImageId: landing?.id ?? null,
    message: "Dear Anna and Marco,\nhere is our proposal for your gala.",
  });
}

/** The picture's pixel at (x, y). */
async function pixel(bytes: Buffer, x: number, y: number) {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return { r: data[at], g: data[at + 1], b: data[at + 2] };
}

const near = (a: { r: number; g: number; b: number }, b: { r: number; g: number; b: number }) => Math.abs(a.r - b.r) + Math.abs(a.g - b.g) + Math.abs(a.b - b.b) < 60;

const previewFile = (url: string) => url.split("/").pop()!;

describe("link previews of a share without a PIN", () => {
  it("give a crawler without cookies the title, the message and a 1200 x 630 picture of the cover, and do not count it as a visit", async () => {
    const { share } = await shareWithPictures();
    const { status, html } = await crawl(share.shareKey);
    expect(status).toBe(200);
    expect(meta(html, "og:title")).toBe("Summer gala");
    expect(meta(html, "og:description")).toBe("Dear Anna and Marco, here is our proposal for your gala.");
    expect(meta(html, "og:type")).toBe("website");
    expect(meta(html, "og:site_name")).toBe("Aubergine Events");
    expect(meta(html, "og:url")).toBe(`${appUrl()}/shared/${share.shareKey}/0`);
    expect(meta(html, "twitter:card")).toBe("summary_large_image");
    expect([meta(html, "og:image:width"), meta(html, "og:image:height"), meta(html, "og:image:type")]).toEqual(["1200", "630", "image/jpeg"]);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    const imageUrl = meta(html, "og:image")!;
    expect(imageUrl).toMatch(new RegExp(`^${appUrl()}/shared/${share.shareKey}/0/preview/[A-Za-z0-9_-]{16}\\.jpg$`));

    const image = await fetchPreview(share.shareKey, previewFile(imageUrl));
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/jpeg");
    expect(image.headers.get("cache-control")).toBe("public, max-age=86400");
    const metadata = await sharp(image.bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(["jpeg", 1200, 630]);
    expect(near(await pixel(image.bytes, 600, 200), COVER_COLOUR)).toBe(true);
    // Made once: the second fetch answers the same bytes (from memory or storage).
    expect((await fetchPreview(share.shareKey, previewFile(imageUrl))).bytes.equals(image.bytes)).toBe(true);

    // A preview fetch is not the client opening the link: no visit, no first-open notice.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await db.shareViewEvent.count({ where: { snapshotId: share.id } })).toBe(0);
    expect((await db.snapshot.findUniqueOrThrow({ where: { id: share.id } })).firstOpenedAt).toBeNull();
  });

  it("lead with the landing image when the share has one, and put the same tags on the document page", async () => {
    const { share } = await shareWithPictures({ landing: true });
    const landing = await crawl(share.shareKey);
    const imageUrl = meta(landing.html, "og:image")!;
    const image = await fetchPreview(share.shareKey, previewFile(imageUrl));
    expect(near(await pixel(image.bytes, 600, 200), LANDING_COLOUR)).toBe(true);

    const document = await crawl(share.shareKey, "?step=document");
    expect(document.status).toBe(200);
    expect(document.html).toContain(SECRET_TEXT);
    expect([meta(document.html, "og:title"), meta(document.html, "og:image")]).toEqual(["Summer gala", imageUrl]);
    // Neither fetch counts: the document step was not opened by the client either.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await db.shareViewEvent.count({ where: { snapshotId: share.id } })).toBe(0);
  });
});

describe("link previews of a PIN share", () => {
  it("name the workspace and the message only: no document title before the PIN, and no document picture in the card", async () => {
    const { share } = await shareWithPictures({ pin: "4821", landing: true });
    const { status, html } = await crawl(share.shareKey);
    expect(status).toBe(200);
    expect(html).not.toContain("Summer gala");
    expect(html).not.toContain(SECRET_TEXT);
    expect(meta(html, "og:title")).toBe("A private document for you");
    expect(meta(html, "og:site_name")).toBe("Aubergine Events");
    expect(meta(html, "og:description")).toBe("Dear Anna and Marco, here is our proposal for your gala.");
    // The headline no longer repeats the workspace's name (shown by the brand above it); a phone and a
    // wide screen place it differently, so the markup holds it twice, one copy hidden.
    const headlines = [...html.matchAll(/<h1[^>]*>([^<]*)<\/h1>/g)].map((match) => match[1]);
    expect(headlines.length).toBeGreaterThan(0);
    for (const headline of headlines) expect(headline).toBe("A private document for you");

    const image = await fetchPreview(share.shareKey, previewFile(meta(html, "og:image")!));
    expect(image.status).toBe(200);
    const metadata = await sharp(image.bytes).metadata();
    expect([metadata.width, metadata.height]).toEqual([1200, 630]);
    // The card is the style's colour: neither the cover nor the landing image anywhere on it.
    for (const [x, y] of [[20, 20], [600, 100], [1180, 610], [100, 500]]) {
      const colour = await pixel(image.bytes, x, y);
      expect(near(colour, COVER_COLOUR) || near(colour, LANDING_COLOUR), `${x},${y}`).toBe(false);
    }
  });

  it("gives the PIN step the same tags, still without the title", async () => {
    const { share } = await shareWithPictures({ pin: "4821" });
    const { status, html } = await crawl(share.shareKey, "?step=document");
    expect(status).toBe(200);
    expect(html).toContain("Please enter PIN code");
    expect(html).not.toContain("Summer gala");
    expect(meta(html, "og:title")).toBe("A private document for you");
  });
});

describe("the preview picture's route", () => {
  it("answers 404 for a disabled or expired share, and nothing of it once disabled", async () => {
    const { share, document } = await shareWithPictures();
    const file = previewFile(meta((await crawl(share.shareKey)).html, "og:image")!);
    await setShareEnabled(document.id, share.id, false);
    const disabled = await fetchPreview(share.shareKey, file);
    expect(disabled.status).toBe(404);
    expect(disabled.headers.get("content-type")).toContain("text/plain");
    expect(disabled.headers.get("cache-control")).toBe("no-store");

    const expired = await createShare({ expiryDate: new Date(Date.now() - 1000) });
    expect((await fetchPreview(expired.share.shareKey, "x.jpg")).status).toBe(404);
  });

  it("answers 404, never a 500, for bad keys, recipients and file names; an older stamp is sent to the current one", async () => {
    const { share } = await shareWithPictures();
    for (const [key, recipient, file] of [
      ["short", "0", "a.jpg"],
      ["../../etc/passwd", "0", "a.jpg"],
      ["A".repeat(22), "0", "a.jpg"],
      [share.shareKey, "7", "a.jpg"],
      [share.shareKey, "0; drop", "a.jpg"],
      [share.shareKey, "x".repeat(5000), "a.jpg"],
    ]) {
      expect((await fetchPreview(key, file, recipient)).status, `${key} ${recipient}`).toBe(404);
    }
    const stale = await fetchPreview(share.shareKey, "0000000000000000.jpg");
    expect(stale.status).toBe(307);
    expect(stale.headers.get("location")).toMatch(new RegExp(`^/shared/${share.shareKey}/0/preview/[A-Za-z0-9_-]{16}\\.jpg$`));
    expect((await fetchPreview(share.shareKey, "%00..%2F.jpg")).status).toBe(307);
  });
});

describe("the landing page's sender", () => {
  it("signs with the planner's name (no photo: initials, and no photo address)", async () => {
    const { share, owner } = await shareWithPictures();
    const user = await db.user.findUniqueOrThrow({ where: { id: owner.user.id }, select: { firstname: true, lastname: true } });
    const request = new Request(`http://localhost:3000/shared/${share.shareKey}/0`, { headers: { "user-agent": "vitest-phone", "x-forwarded-for": "10.9.0.9" } });
    const html = await (await sharedPage(request, { params: Promise.resolve({ key: share.shareKey, recipient: "0" }) })).text();
    expect(html).toContain(`${user.firstname} ${user.lastname}`.trim());
    expect(html).toContain("Sent by");
    expect(html).not.toContain("/sender-photo");
    await vi.waitFor(async () => expect(await db.shareViewEvent.count({ where: { snapshotId: share.id } })).toBe(1));
  });

  it("shows the planner's photo when the account has one, served small and only while the share is open", async () => {
    const { share, owner, document } = await shareWithPictures();
    const png = await sharp({ create: { width: 600, height: 600, channels: 3, background: "#c08040" } }).png().toBuffer();
    await setProfilePhoto(owner.user.id, new File([new Uint8Array(png)], "me.png", { type: "image/png" }));
    // The share's row is remembered for 2 s (lib/share/open-share.ts).
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const request = new Request(`http://localhost:3000/shared/${share.shareKey}/0`, { headers: { "user-agent": "vitest-phone", "x-forwarded-for": "10.9.0.10" } });
    const html = await (await sharedPage(request, { params: Promise.resolve({ key: share.shareKey, recipient: "0" }) })).text();
    expect(html).toMatch(new RegExp(`<img src="/shared/${share.shareKey}/0/sender-photo\\?v=[A-Za-z0-9]+" alt="" width="44" height="44"`));
    const photo = async () => senderPhoto(new Request("http://localhost:3000/x"), { params: Promise.resolve({ key: share.shareKey, recipient: "0" }) });
    const answer = await photo();
    expect([answer.status, answer.headers.get("content-type")]).toEqual([200, "image/webp"]);
    const metadata = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
    expect([metadata.width, metadata.height]).toEqual([96, 96]);
    await setShareEnabled(document.id, share.id, false);
    expect((await photo()).status).toBe(404);
    expect((await senderPhoto(new Request("http://localhost:3000/x"), { params: Promise.resolve({ key: "nope", recipient: "0" }) })).status).toBe(404);
  });
});
