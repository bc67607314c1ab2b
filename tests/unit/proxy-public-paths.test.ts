import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { allContracts } from "@/lib/http/openapi-contracts";
import { config, proxy } from "@/proxy";

// Share visitors have no account: the proxy must not send them to the login page, on the app's host
// or on a workspace's share host (SHARE_HOST_DOMAIN, issue 12).
describe("proxy", () => {
  it("lets visitors without a session open share links and short links on any host", () => {
    for (const url of ["http://localhost:3000/s/AbCdEfGh", "https://gala.eventdocs.test/s/AbCdEfGh", "https://gala.eventdocs.test/shared/k/0"]) {
      expect(proxy(new NextRequest(url)).headers.get("location"), url).toBeNull();
    }
  });

  it("still sends them to the login page from the logged-in shell", () => {
    expect(proxy(new NextRequest("http://localhost:3000/documents")).headers.get("location")).toContain("/auth/login");
  });

  it("sends everything but shares and what they load from a workspace's share host to the app's address", () => {
    const saved = { SHARE_HOST_DOMAIN: process.env.SHARE_HOST_DOMAIN, APP_URL: process.env.APP_URL };
    process.env.SHARE_HOST_DOMAIN = "eventdocs.test";
    process.env.APP_URL = "https://app.example.test";
    try {
      expect(proxy(new NextRequest("https://gala.eventdocs.test/auth/login?next=/x")).headers.get("location")).toBe("https://app.example.test/auth/login?next=/x");
      expect(proxy(new NextRequest("https://gala.eventdocs.test/documents")).headers.get("location")).toBe("https://app.example.test/documents");
      for (const path of ["/shared/k/0", "/s/AbCdEfGh", "/api/shared-document/k/0/events", "/api/media/m1/max-width/800", "/design-preview/a/b"]) {
        expect(proxy(new NextRequest(`https://gala.eventdocs.test${path}`)).headers.get("location"), path).toBeNull();
      }
      // The app's own host is not a share host, also when it lives under the same domain.
      expect(proxy(new NextRequest("https://app.example.test/auth/login")).headers.get("location")).toBeNull();
      process.env.APP_URL = "https://app.eventdocs.test";
      expect(proxy(new NextRequest("https://app.eventdocs.test/auth/login")).headers.get("location")).toBeNull();
    } finally {
      for (const [key, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    }
  });
});

// Next buffers at most 10 MB of a body that passes through the proxy: every upload route must stay
// outside the matcher, or a 20 MB file reaches its route cut short.
describe("the proxy's matcher", () => {
  // Next compiles the matcher (path-to-regexp) to an anchored regular expression of the pathname.
  const matches = (pathname: string) => config.matcher.some((pattern) => new RegExp(`^${pattern}$`).test(pathname));
  const concrete = (path: string) => path.replace(/\{[^}]+\}/g, "c0ffee12345678901234567");

  it("leaves out every multipart upload route", () => {
    const uploads = allContracts.filter((contract) => contract.bodyType === "multipart" && contract.path.startsWith("/api/"));
    expect(uploads.length).toBeGreaterThanOrEqual(8);
    for (const contract of uploads) expect(matches(concrete(contract.path)), contract.path).toBe(false);
  });

  it("runs for the app's pages and next-auth's routes only: API routes, shares and their assets need nothing of it", () => {
    for (const path of ["/documents", "/", "/auth/login", "/catalog", "/api/auth/session", "/proposal-designs"]) expect(matches(path), path).toBe(true);
    for (const path of ["/api/segment/x", "/api/health", "/shared/k/0", "/shared-assets/share-view.js", "/s/AbCdEfGh", "/design-preview/a/b", "/_next/static/chunk.js"]) {
      expect(matches(path), path).toBe(false);
    }
  });
});
