import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, newNonce, originOf, PERMISSIONS_POLICY, staticSecurityHeaders } from "./security-headers";

const directives = (policy: string) => new Map(policy.split("; ").map((part) => [part.split(" ")[0], part.split(" ").slice(1)]));

describe("the app pages' Content-Security-Policy", () => {
  it("allows scripts only with this request's nonce, and forbids framing the app", () => {
    const policy = directives(contentSecurityPolicy({ nonce: "abc123", development: false, https: false }));
    expect(policy.get("script-src")).toEqual(["'self'", "'nonce-abc123'", "'strict-dynamic'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("connect-src")).toEqual(["'self'"]);
    expect(policy.has("upgrade-insecure-requests")).toBe(false);
  });

  it("allows what the app loads: doc-style fonts, map tiles, video embeds, configured frames", () => {
    const policy = directives(contentSecurityPolicy({ nonce: "n", development: false, https: true, frameOrigins: ["https://academy.example.com"] }));
    expect(policy.get("style-src")).toContain("https://fonts.googleapis.com");
    expect(policy.get("font-src")).toContain("https://fonts.gstatic.com");
    expect(policy.get("img-src")).toContain("https:");
    expect(policy.get("frame-src")).toEqual(expect.arrayContaining(["'self'", "https://www.youtube-nocookie.com", "https://player.vimeo.com", "https://academy.example.com"]));
    expect(policy.has("upgrade-insecure-requests")).toBe(true);
  });

  it("adds eval and the dev server's socket in development only", () => {
    const dev = directives(contentSecurityPolicy({ nonce: "n", development: true, https: false }));
    expect(dev.get("script-src")).toContain("'unsafe-eval'");
    expect(dev.get("connect-src")).toContain("ws:");
    const prod = contentSecurityPolicy({ nonce: "n", development: false, https: false });
    expect(prod).not.toContain("unsafe-eval");
    expect(prod).not.toContain("ws:");
  });

  it("makes a fresh nonce each time", () => {
    const nonces = new Set(Array.from({ length: 50 }, newNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });

  it("takes only http(s) origins of configured frames", () => {
    expect(originOf("https://academy.example.com/path?x=1")).toBe("https://academy.example.com");
    expect(originOf("javascript:alert(1)")).toBeNull();
    expect(originOf("not a url")).toBeNull();
    expect(originOf(undefined)).toBeNull();
  });
});

describe("the other security headers", () => {
  it("deny framing, sniffing and the unused powerful features; HSTS only over https", () => {
    const http = staticSecurityHeaders(false);
    expect(http).toMatchObject({ "x-frame-options": "DENY", "x-content-type-options": "nosniff", "referrer-policy": "strict-origin-when-cross-origin" });
    expect(http["strict-transport-security"]).toBeUndefined();
    expect(PERMISSIONS_POLICY).toContain("camera=()");
    expect(PERMISSIONS_POLICY).toContain("microphone=()");
    expect(PERMISSIONS_POLICY).toContain("geolocation=()");
    expect(staticSecurityHeaders(true)["strict-transport-security"]).toMatch(/^max-age=\d+/);
  });
});

describe("withSecurityHeaders (the proxy's call)", () => {
  it("passes the nonce and the policy on to the page, and answers them with the static headers", async () => {
    const { NextRequest, NextResponse } = await import("next/server");
    const { withSecurityHeaders } = await import("./security-headers");
    // A client's own policy header must not reach the page.
    const request = new NextRequest("http://localhost:3000/documents", { headers: { "content-security-policy": "script-src *" } });
    const response = withSecurityHeaders(request, (next) => next());
    const policy = response.headers.get("content-security-policy")!;
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(response.headers.get("x-middleware-request-x-nonce")).toBe(nonce);
    expect(response.headers.get("x-middleware-request-content-security-policy")).toBe(policy);
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    const redirect = withSecurityHeaders(request, () => NextResponse.redirect("http://localhost:3000/auth/login"));
    expect(redirect.headers.get("x-frame-options")).toBe("DENY");
  });
});
