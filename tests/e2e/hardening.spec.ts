import { expect, test } from "@playwright/test";
import { uniqueName } from "./support";

// What only the real server shows: Next answers a path with broken percent-encoding before any
// route runs, an unknown /api path used to reach a page, and the security headers come from the
// proxy. Checked through `next start`, as a client sees them.

test("broken paths, unknown API paths, security headers and logout, through the real server", async ({ page, request }) => {
  for (const path of ["/api/document/%E0%A4%A", "/api/media/%/max-width/800"]) {
    const answer = await request.get(path, { headers: { accept: "application/json" } });
    expect(answer.status(), path).toBe(400);
    expect(((await answer.json()) as { error: { code: string } }).error.code).toBe("INVALID_INPUT");
  }
  const share = await request.get("/shared/%E0%A4%A/0");
  expect(share.status()).toBe(400);
  expect(share.headers()["content-type"]).toContain("text/html");

  for (const path of ["/api/nonexistent/deeper/path", "/api"]) {
    const unknown = await request.get(path, { headers: { accept: "application/json" }, maxRedirects: 0 });
    expect(unknown.status(), path).toBe(404);
    expect(((await unknown.json()) as { error: { code: string } }).error.code).toBe("NOT_FOUND");
  }

  const session = await request.post("/api/auth/session", { headers: { "content-type": "application/json" }, data: '{"a":' });
  expect(session.status()).toBe(400);

  const login = await request.get("/auth/login");
  const headers = login.headers();
  expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");

  // A copied session cookie stops working when its browser logs out.
  const username = uniqueName("copy");
  const registered = await page.request.post("/api/register", {
    data: { username, email: `${username}@example.test`, password: "a-very-good-password", firstname: "Ada", lastname: "Rossi", primarySector: "Weddings" },
  });
  expect(registered.status()).toBe(201);
  const cookie = (await page.context().cookies()).find((entry) => entry.name.endsWith("next-auth.session-token"));
  expect(cookie, "the session cookie").toBeTruthy();
  const copied = { cookie: `${cookie!.name}=${cookie!.value}` };
  expect((await request.get("/api/users/me", { headers: copied })).status()).toBe(200);
  await page.request.get("/api/logout");
  expect((await request.get("/api/users/me", { headers: copied })).status()).toBe(401);
});
