import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { GET as sharedPage } from "@/app/shared/[key]/[recipient]/route";
import { db } from "@/lib/db/client";
import { pageVisitId } from "@/lib/share/client/lib/visit-id";
import { setShareEnabled } from "@/lib/sharing/manage";
import { pinAccessCookie } from "@/lib/sharing/pin-access";
import { createShare, SECRET_TEXT } from "./share-view-support";

// Repeat opens of a shared document: the document page is the same bytes for every visit, kept by
// the browser (private, no-cache) and answered 304 when its ETag comes back in If-None-Match; but
// only once the share is known to be open and its PIN cookie valid, and every open is recorded.

interface Call {
  v?: string;
  ifNoneMatch?: string;
  language?: string;
  cookie?: string;
  recipient?: string;
}

async function open(key: string, call: Call = {}) {
  const recipient = call.recipient ?? "0";
  const url = new URL(`http://localhost:3000/shared/${key}/${recipient}?step=document`);
  if (call.v !== undefined) url.searchParams.set("v", call.v);
  const headers = new Headers({ "accept-language": call.language ?? "en", "x-forwarded-for": "10.7.0.1", "user-agent": "vitest-phone" });
  if (call.ifNoneMatch !== undefined) headers.set("if-none-match", call.ifNoneMatch);
  if (call.cookie) headers.set("cookie", call.cookie);
  const response = await sharedPage(new Request(url, { headers }), { params: Promise.resolve({ key, recipient }) });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

const WEAK_TAG = /^W\/"[A-Za-z0-9_-]{32}"$/;

describe("the document page's ETag", () => {
  it("is the same for every visit (the page names none) and answers 304 to it, weak or strong, in a list, or *", async () => {
    const { share } = await createShare();
    const [first, second] = [await open(share.shareKey, { v: randomUUID() }), await open(share.shareKey, { v: randomUUID() })];
    expect(first.status).toBe(200);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(WEAK_TAG);
    expect(first.headers.get("cache-control")).toBe("private, no-cache");
    expect(first.headers.get("vary")).toContain("Accept-Language");
    expect(first.html).toContain(SECRET_TEXT);
    expect(first.html).not.toContain("data-visit-id");
    // Byte for byte the same page for another visit.
    expect([second.headers.get("etag"), second.html]).toEqual([etag, first.html]);

    const strong = etag.slice(2);
    for (const ifNoneMatch of [etag, strong, `"other", ${etag}`, `W/"a,b" , ${strong}`, "*"]) {
      const again = await open(share.shareKey, { v: randomUUID(), ifNoneMatch });
      expect([again.status, again.html], ifNoneMatch).toEqual([304, ""]);
      expect(again.headers.get("etag")).toBe(etag);
      expect(again.headers.get("cache-control")).toBe("private, no-cache");
      expect(again.headers.get("content-type")).toBeNull();
    }
    for (const ifNoneMatch of ['"other"', 'W/"other", "more"', etag.replace(/"$/, 'x"'), `${etag} garbage`, "", "W/"]) {
      const full = await open(share.shareKey, { ifNoneMatch });
      expect([full.status, full.html], ifNoneMatch).toEqual([200, first.html]);
    }
  });

  it("differs by language, and a page in another language is sent in full", async () => {
    const { share } = await createShare();
    const english = await open(share.shareKey);
    const turkish = await open(share.shareKey, { language: "tr-TR,tr;q=0.9", ifNoneMatch: english.headers.get("etag")! });
    expect(turkish.status).toBe(200);
    expect(turkish.html).toContain('<html lang="tr">');
    expect(turkish.headers.get("etag")).toMatch(WEAK_TAG);
    expect(turkish.headers.get("etag")).not.toBe(english.headers.get("etag"));
    expect((await open(share.shareKey, { language: "tr", ifNoneMatch: turkish.headers.get("etag")! })).status).toBe(304);
  });

  it("differs by recipient: each page sends its events to its own recipient", async () => {
    const { share } = await createShare();
    await db.shareRecipient.create({ data: { snapshotId: share.id, recipientKey: "1" } });
    const link = await open(share.shareKey, { recipient: "0" });
    const email = await open(share.shareKey, { recipient: "1", ifNoneMatch: link.headers.get("etag")! });
    expect(email.status).toBe(200);
    expect(email.html).toContain('data-recipient="1"');
    expect(email.html).toContain(`data-events-url="/api/shared-document/${share.shareKey}/1/events"`);
    expect(link.html).toContain('data-recipient="0"');
    expect(email.headers.get("etag")).not.toBe(link.headers.get("etag"));
  });
});

describe("no 304 where the share is no longer open to this browser", () => {
  it("answers the link-disabled page to a kept ETag once the share is disabled, and the document again once enabled", async () => {
    const { share, document } = await createShare();
    const etag = (await open(share.shareKey)).headers.get("etag")!;
    await setShareEnabled(document.id, share.id, false);
    const disabled = await open(share.shareKey, { ifNoneMatch: etag });
    expect(disabled.status).toBe(404);
    expect(disabled.html).toContain("This document is not available at this time.");
    expect(disabled.headers.get("etag")).toBeNull();
    expect(disabled.headers.get("cache-control")).toBe("private, no-store");
    await setShareEnabled(document.id, share.id, true);
    expect((await open(share.shareKey, { ifNoneMatch: etag })).status).toBe(304);
  });

  it("answers the link-disabled page to a kept ETag once the share has expired", async () => {
    const { share } = await createShare({ expiryDate: new Date(Date.now() + 3_000) });
    const first = await open(share.shareKey);
    expect(first.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, share.expiryDate.getTime() - Date.now()) + 50));
    const expired = await open(share.shareKey, { ifNoneMatch: first.headers.get("etag")! });
    expect(expired.status).toBe(404);
    expect(expired.html).toContain("This document is not available at this time.");
  });

  it("answers the PIN step, never 304, to a PIN share's visitor without that share's PIN cookie", async () => {
    const { share } = await createShare({ pin: "4821" });
    const other = await createShare({ pin: "4821" });
    const cookie = pinAccessCookie(share.id, false).split(";")[0];
    const unlocked = await open(share.shareKey, { cookie });
    expect(unlocked.status).toBe(200);
    expect(unlocked.html).toContain(SECRET_TEXT);
    const etag = unlocked.headers.get("etag")!;

    for (const stranger of [undefined, pinAccessCookie(other.share.id, false).split(";")[0], `share-pin-${share.id}=1.forged`]) {
      const answer = await open(share.shareKey, { cookie: stranger, ifNoneMatch: etag });
      expect(answer.status).toBe(200);
      expect(answer.html).toContain("Please enter PIN code");
      expect(answer.html).not.toContain(SECRET_TEXT);
      expect(answer.headers.get("etag")).toBeNull();
      expect(answer.headers.get("cache-control")).toBe("private, no-store");
    }
    for (const ifNoneMatch of [etag, "*"]) expect((await open(share.shareKey, { cookie, ifNoneMatch })).status).toBe(304);
  });
});

describe("visits on the document page", () => {
  const visitCookieOf = (headers: Headers) => headers.getSetCookie().find((cookie) => cookie.startsWith("share-visit="));

  it("records every open, 304s included, under the address's visit; an address without one gets a new visit in a cookie", async () => {
    const { share } = await createShare();
    const visitId = randomUUID();
    const first = await open(share.shareKey, { v: visitId });
    expect(visitCookieOf(first.headers)).toBeUndefined();
    const repeat = await open(share.shareKey, { v: visitId, ifNoneMatch: first.headers.get("etag")! });
    expect(repeat.status).toBe(304);
    expect(visitCookieOf(repeat.headers)).toBeUndefined();

    // No (or no valid) `v`: a new visit each time, handed to the page's script in a cookie, 304 or not.
    const fresh = [await open(share.shareKey), await open(share.shareKey, { ifNoneMatch: first.headers.get("etag")! }), await open(share.shareKey, { v: "not-a-visit" })];
    expect(fresh.map((answer) => answer.status)).toEqual([200, 304, 200]);
    const cookies = fresh.map((answer) => visitCookieOf(answer.headers)!);
    for (const cookie of cookies) {
      expect(cookie).toMatch(new RegExp(`^share-visit=[0-9a-f-]{36}; Path=/shared/${share.shareKey}/0; SameSite=Lax; Max-Age=3600$`));
    }
    const freshIds = cookies.map((cookie) => cookie.split(";")[0].slice("share-visit=".length));
    expect(new Set(freshIds).size).toBe(3);

    // What the page's script reads (lib/share/client/share-view.ts): the address's visit, else the cookie's.
    expect(pageVisitId(undefined, `?step=document&v=${visitId}`, `share-visit=${freshIds[0]}`)).toBe(visitId);
    expect(pageVisitId(undefined, "?step=document", `other=1; share-visit=${freshIds[0]}`)).toBe(freshIds[0]);
    expect(pageVisitId(undefined, "?step=document&v=not-a-visit", `share-visit=${freshIds[2]}`)).toBe(freshIds[2]);

    await vi.waitFor(async () => {
      const events = await db.shareViewEvent.findMany({ where: { snapshotId: share.id }, select: { name: true, visitId: true } });
      expect(events.map((event) => event.name)).toEqual(Array(5).fill("clicked_go_to_document"));
      expect(events.map((event) => event.visitId).sort()).toEqual([visitId, visitId, ...freshIds].sort());
    });
  });
});
