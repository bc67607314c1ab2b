import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { proxy } from "@/proxy";

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
});
