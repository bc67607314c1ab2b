import { describe, expect, it } from "vitest";
import { shortUserAgent } from "./user-agent";

describe("shortUserAgent", () => {
  it.each([
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1", "Safari 17.4, iOS 17.4"],
    ["Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36", "Chrome 126, Android 14"],
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.56", "Edge 126, Windows"],
    ["Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0", "Firefox 127, macOS"],
  ])("names the browser and system of %s", (agent, expected) => {
    expect(shortUserAgent(agent)).toBe(expected);
  });

  it("keeps the start of an agent it cannot read, without control characters", () => {
    expect(shortUserAgent("curl/8.5.0")).toBe("curl/8.5.0");
    expect(shortUserAgent(`x${"y".repeat(200)}\n`)).toHaveLength(80);
    expect(shortUserAgent(null)).toBe("");
  });
});
