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

  it("lets anyone check a signed document's fingerprint without a session", () => {
    expect(proxy(new NextRequest(`http://localhost:3000/verify/${"a".repeat(64)}`)).headers.get("location")).toBeNull();
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
    for (const path of ["/api", "/api/segment/x", "/api/health", "/shared/k/0", "/shared-assets/share-view.js", "/s/AbCdEfGh", "/design-preview/a/b", "/_next/static/chunk.js"]) {
      expect(matches(path), path).toBe(false);
    }
  });
});

// Next decodes the path to match its routes; percent-encoding that does not decode made it answer a
// bare 500 before any route ran, on every route with a path parameter, shares included. The proxy
// runs first: its matcher lets such paths in (also those it otherwise leaves out) and it answers 400.
describe("a path whose percent-encoding does not decode", () => {
  const matches = (pathname: string) => config.matcher.some((pattern) => new RegExp(`^${pattern}$`).test(pathname));
  const BROKEN = ["%E0%A4%A", "%zz", "%", "%C3", "%C3%28", "a%2"];
  /** Every route's path with its first parameter (or its end) broken. */
  const brokenPaths = (bad: string) =>
    [...new Set(allContracts.map((contract) => contract.path)), "/documents", "/document/abc", "/s/{code}"].map((path) =>
      path.includes("{") ? path.replace(/\{[^}]+\}/, bad).replace(/\{[^}]+\}/g, "c0ffee12345678901234567") : `${path}/${bad}`,
    );

  it("passes through the proxy on every route, API routes, uploads and shares included", () => {
    for (const bad of BROKEN) for (const path of brokenPaths(bad)) expect(matches(path), path).toBe(true);
  });

  it("is answered 400: the error model in JSON under /api/, a page in the caller's language elsewhere", async () => {
    for (const path of brokenPaths("%E0%A4%A")) {
      const answer = proxy(new NextRequest(`http://localhost:3000${path}`, { headers: { "accept-language": "de" } }));
      expect(answer.status, path).toBe(400);
      if (path.startsWith("/api/")) {
        const body = await answer.json();
        expect(body.error.code, path).toBe("INVALID_INPUT");
        expect(body.error.fields, path).toEqual([{ path: "(path)", message: "Die Adresse enthält eine ungültige Prozent-Kodierung (auf ein % folgt kein gültiger Zeichencode)." }]);
      } else {
        expect(answer.headers.get("content-type"), path).toContain("text/html");
        const html = await answer.text();
        expect(html, path).toContain('<html lang="de">');
        expect(html, path).toContain("Diese Adresse ist ungültig");
      }
    }
  });

  it("leaves percent-encoding that decodes alone: ASCII escapes stay outside the matcher, other characters pass the proxy untouched", () => {
    for (const path of ["/api/document/a%20b", "/shared/k%2D1/0", "/api/team/c0ffee/media%2Fx"]) expect(matches(path), path).toBe(false);
    for (const path of ["/api/is-username-available/jos%C3%A9", "/shared/k/%C3%A9", "/shared-assets/%E2%9C%93.js", "/api/team/c0ffee/media/%C3%A9"]) {
      expect(matches(path), path).toBe(true);
      const answer = proxy(new NextRequest(`http://localhost:3000${path}`));
      expect([answer.status, answer.headers.get("location"), answer.headers.get("x-middleware-next")], path).toEqual([200, null, "1"]);
    }
    // A page with such a path is still sent to the login page without a session.
    expect(proxy(new NextRequest("http://localhost:3000/documents/%C3%A9")).headers.get("location")).toContain("/auth/login");
  });
});
