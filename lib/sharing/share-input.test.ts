import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/http/errors";
import { shareSchema } from "./schemas";
import { shareSettings } from "./share-input";

const NOW = new Date("2026-03-10T05:00:00Z");
const settings = (body: unknown) => shareSettings(shareSchema.parse(body), NOW);

function problems(body: unknown) {
  try {
    settings(body);
  } catch (error) {
    if (error instanceof AppError) return Object.fromEntries((error.fields ?? []).map((field) => [field.path, field.message]));
    throw error;
  }
  return {};
}

describe("shareSettings", () => {
  it("expires at the end of the day 90 days ahead by default", () => {
    expect(settings({ type: "link" }).expiryDate.toISOString()).toBe("2026-06-09T11:59:59.999Z"); // the end of June 8 at UTC-12
  });

  it("accepts the caller's today in every time zone (the UTC date of now minus 12 h), and refuses days before it", () => {
    // At 05:00 UTC it is still 9 March west of UTC-5.
    expect(settings({ type: "link", expiryDate: "2026-03-09" }).expiryDate.toISOString()).toBe("2026-03-10T11:59:59.999Z");
    expect(problems({ type: "link", expiryDate: "2026-03-08" })).toEqual({ expiryDate: "errors.shareDateInPast" });
    expect(problems({ type: "link", expiryDate: "2026-02-29" })).toEqual({ expiryDate: "validation.invalid" });
  });

  it("takes a PIN of exactly 4 digits, and an empty one as none", () => {
    expect(settings({ type: "link", pinProtectionCode: "0007" }).pinProtectionCode).toBe("0007");
    expect(settings({ type: "link", pinProtectionCode: "" }).pinProtectionCode).toBeNull();
    expect(settings({ type: "link", pinProtectionCode: null }).pinProtectionCode).toBeNull();
    for (const pin of ["123", "12345", "12a4", "-123", "1.23", "１２３４"]) expect(problems({ type: "link", pinProtectionCode: pin })).toEqual({ pinProtectionCode: "errors.sharePinFormat" });
  });

  it("names every broken e-mail rule at once, and ignores e-mail fields of a link share", () => {
    expect(problems({ type: "email", to: "a@x.test;b@x.test", subject: "ab", pinProtectionCode: "1" })).toEqual({
      to: "errors.shareOneRecipient",
      subject: "errors.shareSubjectTooShort",
      pinProtectionCode: "errors.sharePinFormat",
    });
    expect(settings({ type: "email", to: "grace@example.test", subject: "abc" }).email).toMatchObject({ to: "grace@example.test", subject: "abc", from: null });
    expect(settings({ type: "link", to: "not an address", subject: "a" }).email).toBeNull();
  });
});
