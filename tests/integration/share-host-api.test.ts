import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GET as health } from "@/app/api/health/route";
import { GET as me } from "@/app/api/users/me/route";
import { GET as mediaImage } from "@/app/api/media/[id]/max-width/[w]/route";

// API routes do not pass the proxy (proxy.ts's matcher): on a workspace's share host, route() sends
// whatever that host does not serve to the app's address, as the proxy does for pages.
describe("API routes on a workspace's share host", () => {
  const saved = { SHARE_HOST_DOMAIN: process.env.SHARE_HOST_DOMAIN, APP_URL: process.env.APP_URL };
  beforeEach(() => {
    process.env.SHARE_HOST_DOMAIN = "eventdocs.test";
    process.env.APP_URL = "https://app.example.test";
  });
  afterEach(() => {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  });
  const call = (handler: (request: Request, context: never) => Promise<Response>, url: string, params: Record<string, string> = {}) =>
    handler(new Request(url), { params: Promise.resolve(params) } as never);

  it("redirects the app's API to the app's address", async () => {
    const answer = await call(me, "https://gala.eventdocs.test/api/users/me?x=1");
    expect(answer.status).toBe(307);
    expect(answer.headers.get("location")).toBe("https://app.example.test/api/users/me?x=1");
  });

  it("answers what a share loads there, and the health probe", async () => {
    expect((await call(health, "https://gala.eventdocs.test/api/health")).status).toBe(200);
    const image = await call(mediaImage, "https://gala.eventdocs.test/api/media/c0ffee1234567890123456789/max-width/800", { id: "c0ffee1234567890123456789", w: "800" });
    expect(image.status).not.toBe(307);
  });

  it("leaves the app's own host alone", async () => {
    expect((await call(me, "https://app.example.test/api/users/me")).status).toBe(401);
  });
});
