import { afterEach, describe, expect, it } from "vitest";
import { appReturnUrl } from "./return-urls";

const saved = process.env.APP_URL;
afterEach(() => {
  process.env.APP_URL = saved;
});

describe("appReturnUrl", () => {
  it("makes a path of the app absolute on the app's address and keeps full addresses on it", () => {
    process.env.APP_URL = "https://app.example.test/";
    expect(appReturnUrl("/plan-stripe/success-purchase", "successUrl")).toBe("https://app.example.test/plan-stripe/success-purchase");
    expect(appReturnUrl("https://app.example.test/plan-stripe?x=1", "successUrl")).toBe("https://app.example.test/plan-stripe?x=1");
  });

  it.each(["https://evil.example/", "//evil.example/x", "/\\evil.example", "/\t/evil.example", "/\n/evil.example", "\t//evil.example", "javascript:alert(1)", "http://app.example.test/"])("refuses %j", (value) => {
    process.env.APP_URL = "https://app.example.test";
    expect(() => appReturnUrl(value, "cancelUrl")).toThrow(expect.objectContaining({ code: "INVALID_INPUT", fields: [{ path: "cancelUrl", message: "errors.returnUrlForeign" }] }));
  });
});
