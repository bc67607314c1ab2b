import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { GET as sharedPage, POST as sharedPin } from "@/app/shared/[key]/[recipient]/route";
import { BLOCKS } from "@/lib/blocks/registry";
import { db } from "@/lib/db/client";
import { SHARE_WIDE_MAX } from "@/lib/sharing/pin";
import { ISLAND_ASSETS, PRICING_CHOICES } from "@/lib/share/islands";
import { createShare, frozenBlocks, SECRET_TEXT } from "./share-view-support";

// The public share view (/shared/{key}/{recipient}): landing, PIN step, document, link-disabled page.

const manifest = () => JSON.parse(readFileSync(path.resolve(".share-build/manifest.json"), "utf8")) as Record<string, string>;

interface PageCall {
  query?: Record<string, string>;
  cookie?: string;
  address?: string;
  language?: string;
  headers?: Record<string, string>;
}

async function page(key: string, recipient: string, options: PageCall = {}) {
  const url = new URL(`http://localhost:3000/shared/${key}/${recipient}`);
  for (const [name, value] of Object.entries(options.query ?? {})) url.searchParams.set(name, value);
  const headers = new Headers({ "accept-language": options.language ?? "en", "x-forwarded-for": options.address ?? "10.0.0.1", "user-agent": "vitest-phone" });
  if (options.cookie) headers.set("cookie", options.cookie);
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  const response = await sharedPage(new Request(url, { headers }), { params: Promise.resolve({ key, recipient }) });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

async function postPin(key: string, body: string, options: PageCall & { type?: string } = {}) {
  const url = new URL(`http://localhost:3000/shared/${key}/0?step=document`);
  const headers = new Headers({
    "accept-language": "en",
    "x-forwarded-for": options.address ?? "10.0.0.2",
    "content-type": options.type ?? "application/x-www-form-urlencoded",
  });
  if (options.cookie) headers.set("cookie", options.cookie);
  const response = await sharedPin(new Request(url, { method: "POST", headers, body }), { params: Promise.resolve({ key, recipient: "0" }) });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

const scriptSources = (html: string) => [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => /\bsrc="([^"]+)"/.exec(m[1])?.[1] ?? null);

/** Pages rendered per visit are never stored; the document page is stored and revalidated on every open (share-view-etag.test.ts). */
function expectSafePage(headers: Headers, html: string, cacheControl = "private, no-store") {
  expect(headers.get("content-type")).toBe("text/html; charset=utf-8");
  expect(headers.get("cache-control")).toBe(cacheControl);
  expect(headers.get("x-robots-tag")).toContain("noindex");
  expect(headers.get("referrer-policy")).toBe("same-origin");
  expect(headers.get("content-security-policy")).toContain("script-src 'self'");
  expect(headers.get("content-security-policy")).not.toContain("unsafe-inline'; script");
  // No inline script: every <script> has a src on our own asset route.
  for (const src of scriptSources(html)) expect(src).toMatch(/^\/shared-assets\//);
  expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
}

describe("the landing page", () => {
  it("shows the title, the escaped message and the go-to-document link, and records loaded-share-page", async () => {
    const { share } = await createShare({ message: 'Hello <script>alert("x")</script>\nsecond line' });
    const { status, headers, html } = await page(share.shareKey, "0");
    expect(status).toBe(200);
    expectSafePage(headers, html);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("<title>Summer gala</title>");
    expect(html).toContain("Go to document");
    expect(html).not.toContain('<script>alert("x")</script>');
    expect(html).toContain("Hello &lt;script&gt;");
    expect(html).not.toContain(SECRET_TEXT);
    const visitId = /data-visit-id="([^"]+)"/.exec(html)?.[1];
    expect(visitId).toMatch(/^[0-9a-f-]{36}$/);
    expect(html).toContain(`href="/shared/${share.shareKey}/0?step=document&amp;v=${visitId}"`);
    expect(html).toContain(`data-events-url="/api/shared-document/${share.shareKey}/0/events"`);
    expect(scriptSources(html)).toEqual([manifest()["share-view.js"]]);

    // Recorded after the answer (the visitor does not wait for it, nor for the owner's notice).
    const events = await vi.waitFor(async () => {
      const rows = await db.shareViewEvent.findMany({ where: { snapshotId: share.id } });
      expect(rows).toHaveLength(1);
      return rows;
    });
    expect(events.map((e) => [e.name, e.visitId, e.recipientKey, e.userAgent])).toEqual([["loaded_share_page", visitId, "0", "vitest-phone"]]);
    expect(events[0].ipHash).toMatch(/^[0-9a-f]{64}$/);
    expect(events[0].ipHash).not.toContain("10.0.0.1");
    await vi.waitFor(async () => expect((await db.snapshot.findUniqueOrThrow({ where: { id: share.id } })).firstOpenedAt).not.toBeNull());
  });

  it("counts at most 30 opens an hour from one address (reloads cannot inflate the figures)", async () => {
    const { share } = await createShare({});
    for (let i = 0; i < 32; i++) await page(share.shareKey, "0", { address: "10.6.0.1" });
    await vi.waitFor(async () => expect(await db.shareViewEvent.count({ where: { snapshotId: share.id } })).toBe(30), { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await db.shareViewEvent.count({ where: { snapshotId: share.id } })).toBe(30);
  });

  it("does not count link-preview fetchers, nor the planner's own team, as visits", async () => {
    const { share, owner } = await createShare({});
    await page(share.shareKey, "0", { headers: { "user-agent": "WhatsApp/2.23.20.0 A" } });
    await page(share.shareKey, "0", { headers: { "user-agent": "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)" } });
    await page(share.shareKey, "0", { headers: { authorization: `Bearer ${owner.token}` } });
    await page(share.shareKey, "0", { headers: { "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1" } });
    await vi.waitFor(async () => expect(await db.shareViewEvent.count({ where: { snapshotId: share.id } })).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await db.shareViewEvent.count({ where: { snapshotId: share.id } })).toBe(1);
  });

  it("speaks the visitor's language", async () => {
    const { share } = await createShare();
    const { html } = await page(share.shareKey, "0", { language: "tr-TR,tr;q=0.9" });
    expect(html).toContain('<html lang="tr">');
    expect(html).toContain("Belgeye git");
  });
});

describe("the document step", () => {
  it("renders every block type's view from the frozen copy and continues the visit", async () => {
    const types = [...BLOCKS.keys()];
    const { share } = await createShare({ blocks: frozenBlocks(types) });
    const visitId = "6f1c2f0e-8b1a-4c37-9d7e-0a1b2c3d4e5f";
    const { status, headers, html } = await page(share.shareKey, "0", { query: { step: "document", v: visitId } });
    expect(status).toBe(200);
    expectSafePage(headers, html, "private, no-cache");
    for (const type of types) expect(html).toContain(`data-block-type="${type}"`);
    expect(html).not.toContain("Cannot find block directive");
    expect(html).toContain(SECRET_TEXT);
    expect(html).toContain("Welcome to the gala");
    expect(html).not.toContain("live0"); // frozen blocks' source ids never reach visitors
    // The wait status the browser script drives, with its translated texts.
    expect(html).toMatch(/<div id="share-wait" role="status" aria-live="polite" hidden=""[^>]*data-msg-still="Still loading..."/);
    expect(html).toContain('data-msg-himm="Himm, still loading."');
    expect(html).toContain('data-msg-longer="This is taking longer than usual..."');
    expect(html).toContain(`data-share-key="${share.shareKey}"`);
    expect(html).toContain('data-recipient="0"');
    // Every island asset the build has is referenced, because every type is present.
    const built = manifest();
    const sources = scriptSources(html);
    for (const [type, names] of Object.entries(ISLAND_ASSETS)) if (type !== PRICING_CHOICES) for (const name of names) if (built[name]) expect(html).toContain(built[name]);
    expect(sources).toContain(built["share-view.js"]);

    // Recorded after the answer (the visitor does not wait for it).
    await vi.waitFor(async () => {
      const events = await db.shareViewEvent.findMany({ where: { snapshotId: share.id } });
      expect(events.map((e) => [e.name, e.visitId])).toEqual([["clicked_go_to_document", visitId]]);
    });
  });

  it("references only share-view.js for a document without interactive blocks", async () => {
    const { share } = await createShare({ blocks: frozenBlocks(["heading", "paragraph", "divider", "image"]) });
    const { html } = await page(share.shareKey, "0", { query: { step: "document" } });
    expect(scriptSources(html)).toEqual([manifest()["share-view.js"]]);
    expect(html).not.toMatch(/carousel\.|map\.|floor-plan\.|rsvp\./);
    expect(html).not.toContain("__next");
  });

  it("blocks printing when the share prevents it", async () => {
    const { share } = await createShare({ preventPrinting: true });
    const { html } = await page(share.shareKey, "0", { query: { step: "document" } });
    expect(html).toContain("data-prevent-printing");
    expect(html).toContain("This document may not be printed.");
    const plain = await createShare();
    expect((await page(plain.share.shareKey, "0", { query: { step: "document" } })).html).not.toContain("data-prevent-printing");
  });
});

describe("the PIN step", () => {
  it("asks for the PIN without sending anything of the document", async () => {
    const { share } = await createShare({ pin: "4821" });
    const { status, headers, html } = await page(share.shareKey, "0", { query: { step: "document" } });
    expect(status).toBe(200);
    expectSafePage(headers, html);
    expect(html).toContain("Please enter PIN code");
    expect(html).toMatch(/<form [^>]*action="\/shared\/[0-9A-Za-z]{22}\/0\?step=document&amp;v=[0-9a-f-]{36}" method="post"/);
    expect(html).toContain('inputMode="numeric"');
    expect(html).toContain('autoComplete="one-time-code"');
    expect(html).toContain('maxLength="4"');
    expect(html).not.toContain(SECRET_TEXT);
    expect(html).not.toContain("Welcome to the gala");
    expect(html).not.toContain("data-block-type");
    expect(html).not.toContain("4821");
  });

  it("refuses a wrong PIN (401, flagged), accepts the right one, then shows the document with the cookie", async () => {
    const { share } = await createShare({ pin: "4821" });
    const wrong = await postPin(share.shareKey, "pin=1111");
    expect(wrong.status).toBe(401);
    expect(wrong.html).toContain("Incorrect PIN Code");
    expect(wrong.html).toContain('aria-invalid="true"');
    expect(wrong.html).not.toContain(SECRET_TEXT);
    expect(wrong.headers.get("set-cookie")).toBeNull();

    const right = await postPin(share.shareKey, "pin=4821");
    expect(right.status).toBe(200);
    expect(right.html).toMatch(/<meta http-equiv="refresh" content="1;url=\/shared\/[0-9A-Za-z]{22}\/0\?step=document&amp;v=/);
    expect(right.html).not.toContain(SECRET_TEXT);
    const cookie = right.headers.get("set-cookie")!.split(";")[0];
    expect(cookie).toMatch(new RegExp(`^share-pin-${share.id}=`));
    expect(right.headers.get("set-cookie")).toContain("HttpOnly");

    const document = await page(share.shareKey, "0", { query: { step: "document" }, cookie });
    expect(document.status).toBe(200);
    expect(document.html).toContain(SECRET_TEXT);
    // Another share's cookie opens nothing here.
    const other = await createShare({ pin: "4821" });
    expect((await page(other.share.shareKey, "0", { query: { step: "document" }, cookie })).html).not.toContain(SECRET_TEXT);
  });

  it("answers absurd PIN strings and oversized bodies with the form and its error, never a 500", async () => {
    const { share } = await createShare({ pin: "4821" });
    for (const body of ["pin=12345678901234567890", "pin=abcd", "pin=-123", "pin=", "nothing=1", "%%%", "pin=" + "9".repeat(100_000)]) {
      const answer = await postPin(share.shareKey, body, { address: `10.1.0.${body.length % 250}` });
      expect(answer.status).toBe(400);
      expect(answer.html).toContain("The PIN code has exactly 4 digits.");
      expect(answer.html).toContain('aria-invalid="true"');
    }
    const multipart = new FormData();
    multipart.set("pin", "4821");
    const request = new Request(`http://localhost:3000/shared/${share.shareKey}/0?step=document`, { method: "POST", body: multipart, headers: { "x-forwarded-for": "10.1.1.1" } });
    const viaMultipart = await sharedPin(request, { params: Promise.resolve({ key: share.shareKey, recipient: "0" }) });
    expect(viaMultipart.status).toBe(200);
    expect(viaMultipart.headers.get("set-cookie")).toContain(`share-pin-${share.id}=`);
  });

  it("locks an address out after 5 wrong tries, even for the right PIN, and the lock grows", async () => {
    const { share } = await createShare({ pin: "4821" });
    for (let i = 0; i < 5; i++) expect((await postPin(share.shareKey, "pin=0000", { address: "10.2.0.1" })).status).toBe(401);
    const locked = await postPin(share.shareKey, "pin=4821", { address: "10.2.0.1" });
    expect(locked.status).toBe(429);
    expect(locked.html).toContain("Too many incorrect PIN codes. Please try again in 1 minute.");
    expect(locked.headers.get("retry-after")).toBe("60");
    expect(locked.headers.get("set-cookie")).toBeNull();
    // The GET of the document step says so too, without the form.
    const lockedGet = await page(share.shareKey, "0", { query: { step: "document" }, address: "10.2.0.1" });
    expect(lockedGet.status).toBe(429);
    // Another address still may try.
    expect((await postPin(share.shareKey, "pin=4821", { address: "10.2.0.2" })).status).toBe(200);

    // After the lock ends, the next wrong try locks twice as long.
    await db.rateLimitBucket.updateMany({ where: { key: { startsWith: `share-pin:${share.id}:` } }, data: { resetAt: new Date(Date.now() - 1000) } });
    expect((await postPin(share.shareKey, "pin=0000", { address: "10.2.0.1" })).status).toBe(401);
    const again = await postPin(share.shareKey, "pin=4821", { address: "10.2.0.1" });
    expect(again.status).toBe(429);
    expect(again.html).toContain("2 minutes");
  });

  it("caps the share as a whole across addresses for the addresses that guessed, not for a fresh one (lockouts.test.ts)", async () => {
    const { share } = await createShare({ pin: "4821" });
    for (let i = 0; i < SHARE_WIDE_MAX; i++) await postPin(share.shareKey, "pin=0000", { address: `10.3.${i}.1` });
    expect((await postPin(share.shareKey, "pin=4821", { address: "10.3.1.1" })).status).toBe(429);
    expect((await postPin(share.shareKey, "pin=4821", { address: "10.3.99.1" })).status).toBe(200);
  });

  it("counts guesses sent at the same moment one by one: a burst gets 5 tries, then the lock", async () => {
    const { share } = await createShare({ pin: "4821" });
    const guesses = Array.from({ length: 30 }, (_, i) => `pin=${1000 + i}`);
    const statuses = (await Promise.all(guesses.map((body) => postPin(share.shareKey, body, { address: "10.5.0.1" })))).map((answer) => answer.status);
    expect([statuses.filter((status) => status === 401).length, statuses.filter((status) => status === 429).length]).toEqual([5, 25]);
    expect((await postPin(share.shareKey, "pin=4821", { address: "10.5.0.1" })).status).toBe(429);
  });

  it("clears the counters on the right PIN", async () => {
    const { share } = await createShare({ pin: "4821" });
    for (let i = 0; i < 4; i++) await postPin(share.shareKey, "pin=0000", { address: "10.4.0.1" });
    expect((await postPin(share.shareKey, "pin=4821", { address: "10.4.0.1" })).status).toBe(200);
    expect(await db.rateLimitBucket.count({ where: { key: { startsWith: `share-pin:${share.id}` } } })).toBe(0);
  });
});

describe("the share view's own look-up", () => {
  it("opens exactly the shares findOpenShare opens", async () => {
    const { findOpenShare } = await import("@/lib/sharing/access");
    const { findOpenShareMeta } = await import("@/lib/share/open-share");
    const open = await createShare({ pin: "1234" });
    const disabled = await createShare({ enabled: false });
    const expired = await createShare({ expiryDate: new Date(Date.now() - 1000) });
    for (const [key, recipient] of [[open.share.shareKey, "0"], [open.share.shareKey, "1"], [disabled.share.shareKey, "0"], [expired.share.shareKey, "0"], ["C".repeat(22), "0"], ["bad", "0"]]) {
      const [full, meta] = [await findOpenShare(key, recipient), await findOpenShareMeta(key, recipient)];
      expect(Boolean(meta)).toBe(Boolean(full));
      if (full && meta) {
        expect(meta.expiryDate.getTime()).toBe(full.expiryDate.getTime());
        expect([meta.id, meta.pinProtectionCode, meta.recipient, meta.preventPrinting]).toEqual([full.id, full.pinProtectionCode, full.recipient, full.preventPrinting]);
      }
    }
  });
});

describe("the link-disabled page", () => {
  const notAvailable = "This document is not available at this time.";

  it("answers 404 for disabled, expired, unknown and malformed shares alike", async () => {
    const disabled = await createShare({ enabled: false });
    const expired = await createShare({ expiryDate: new Date(Date.now() - 1000) });
    const open = await createShare();
    const cases: [string, string][] = [
      [disabled.share.shareKey, "0"],
      [expired.share.shareKey, "0"],
      ["A".repeat(22), "0"],
      ["../../etc/passwd", "0"],
      [open.share.shareKey, "7"],
      [open.share.shareKey, "01"],
      [open.share.shareKey, "-1"],
      [open.share.shareKey, "x".repeat(5000)],
    ];
    const pages = [];
    for (const [key, recipient] of cases) {
      for (const query of [{}, { step: "document" }] as Record<string, string>[]) {
        const { status, headers, html } = await page(key, recipient, { query });
        expect(status).toBe(404);
        expectSafePage(headers, html);
        expect(html).toContain(notAvailable);
        pages.push(html);
      }
      const posted = await sharedPin(new Request(`http://localhost:3000/shared/x/0`, { method: "POST", body: "pin=1234", headers: { "content-type": "application/x-www-form-urlencoded" } }), {
        params: Promise.resolve({ key, recipient }),
      });
      expect(posted.status).toBe(404);
    }
    // No hint of why: every one of them is the same page.
    expect(new Set(pages).size).toBe(1);
    expect(await db.shareViewEvent.count({ where: { snapshotId: { in: [disabled.share.id, expired.share.id, open.share.id] } } })).toBe(0);
  });
});
