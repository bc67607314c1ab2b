import { afterEach, describe, expect, it } from "vitest";
import { shareHostDomain, shareOrigin } from "./keys";

const saved = { SHARE_HOST_DOMAIN: process.env.SHARE_HOST_DOMAIN, APP_URL: process.env.APP_URL };
afterEach(() => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

describe("share hosts", () => {
  it("puts a workspace with a subdomain on its own host, and everything else on the app's address", () => {
    process.env.APP_URL = "https://app.example.test";
    process.env.SHARE_HOST_DOMAIN = ".Events.Example.test/";
    expect(shareHostDomain()).toBe("events.example.test");
    expect(shareOrigin("gala")).toBe("https://gala.events.example.test");
    expect(shareOrigin(null)).toBe("https://app.example.test");
  });

  it.each(["https://x.app", "x", "bad host.app", ""])("ignores a SHARE_HOST_DOMAIN that is not a host name: %j", (value) => {
    process.env.APP_URL = "https://app.example.test";
    process.env.SHARE_HOST_DOMAIN = value;
    expect(shareHostDomain()).toBeNull();
    expect(shareOrigin("gala")).toBe("https://app.example.test");
  });
});
