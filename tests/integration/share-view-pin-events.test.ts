import { describe, expect, it } from "vitest";
import { GET as sharedPage, POST as sharedPin } from "@/app/shared/[key]/[recipient]/route";
import { pinAccessCookie } from "@/lib/sharing/pin-access";
import { createShare } from "./share-view-support";

// No view event before the PIN: the events endpoint refuses a browser without the share's PIN
// cookie (404), so the pages it sees before the PIN (landing, PIN step, a wrong PIN) carry no events
// address and their script reports nothing. The visit id stays, so the time spent there is kept
// for the document page to report.

const address = `10.79.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

async function page(key: string, options: { document?: boolean; cookie?: string } = {}) {
  const url = new URL(`http://localhost:3000/shared/${key}/0${options.document ? "?step=document" : ""}`);
  const headers = new Headers({ "accept-language": "en", "x-forwarded-for": address, "user-agent": "vitest-phone" });
  if (options.cookie) headers.set("cookie", options.cookie);
  const response = await sharedPage(new Request(url, { headers }), { params: Promise.resolve({ key, recipient: "0" }) });
  return response.text();
}

async function wrongPin(key: string) {
  const headers = new Headers({ "accept-language": "en", "x-forwarded-for": address, "content-type": "application/x-www-form-urlencoded" });
  const response = await sharedPin(new Request(`http://localhost:3000/shared/${key}/0?step=document`, { method: "POST", headers, body: "pin=0000" }), {
    params: Promise.resolve({ key, recipient: "0" }),
  });
  return response.text();
}

const eventsUrl = (html: string) => /<body[^>]*\bdata-events-url="([^"]+)"/.exec(html)?.[1];
const visitId = (html: string) => /<body[^>]*\bdata-visit-id="([^"]+)"/.exec(html)?.[1];

describe("view events before the PIN", () => {
  it("gives the landing page, the PIN step and a wrong PIN's answer of a PIN share no events address", async () => {
    const { share } = await createShare({ pin: "4821" });
    for (const html of [await page(share.shareKey), await page(share.shareKey, { document: true }), await wrongPin(share.shareKey)]) {
      expect(html).toContain("<body");
      expect(eventsUrl(html)).toBeUndefined();
      expect(visitId(html)).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("gives it once the browser has the PIN cookie, and always on a share without a PIN", async () => {
    const { share } = await createShare({ pin: "4821" });
    const cookie = pinAccessCookie(share.id, false).split(";")[0];
    const expected = `/api/shared-document/${share.shareKey}/0/events`;
    expect(eventsUrl(await page(share.shareKey, { cookie }))).toBe(expected);
    expect(eventsUrl(await page(share.shareKey, { document: true, cookie }))).toBe(expected);
    const open = await createShare({ pin: null });
    expect(eventsUrl(await page(open.share.shareKey))).toBe(`/api/shared-document/${open.share.shareKey}/0/events`);
  });
});
