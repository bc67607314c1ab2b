import { describe, expect, it } from "vitest";
import { defaultExpiry, isPinCandidate, isSharePin, isSingleEmail, serverFieldErrors, shareBody, validateShareForm, withPin, type ShareFormValues } from "./share-form";

const today = new Date(2026, 10, 22, 23, 30); // late evening, local time: "today" is still the 22nd

const form = (overrides: Partial<ShareFormValues> = {}): ShareFormValues => ({
  type: "link",
  message: "Welcome",
  landingImage: null,
  expiryDate: "2027-02-20",
  linkName: "  For Ada ",
  preventPrinting: false,
  pinEnabled: false,
  pin: "",
  from: " Ada Lovelace ",
  to: " guest@example.com ",
  subject: "Summer gala",
  msgPrefix: "Hello",
  msgLinkText: "Open",
  msgSuffix: "Bye",
  msgBadge: "New",
  ...overrides,
});

describe("share form", () => {
  it("expires 90 days from the user's today by default", () => {
    expect(defaultExpiry(today)).toBe("2027-02-20");
    expect(defaultExpiry(new Date(2026, 0, 31))).toBe("2026-05-01");
  });

  it("refuses an expiry date before today, and accepts today", () => {
    expect(validateShareForm(form({ expiryDate: "2026-11-21" }), today)).toEqual({ expiryDate: "dateInPast" });
    expect(validateShareForm(form({ expiryDate: "2026-11-22" }), today)).toEqual({});
    expect(validateShareForm(form({ expiryDate: "" }), today)).toEqual({ expiryDate: "dateInvalid" });
  });

  it("allows the PIN option only for digit strings and asks for exactly 4 digits", () => {
    expect(isPinCandidate("0042")).toBe(true);
    expect(isPinCandidate("-1")).toBe(false);
    expect(isPinCandidate("1.5")).toBe(false);
    expect(isPinCandidate("")).toBe(false);
    expect(isSharePin("0042")).toBe(true);
    expect(isSharePin("12345")).toBe(false);
    expect(validateShareForm(form({ pinEnabled: true, pin: "123" }), today)).toEqual({ pin: "pinDigits" });
    expect(validateShareForm(form({ pinEnabled: true, pin: "1234" }), today)).toEqual({});
  });

  it("turns the PIN switch on with the first digits and off when the input stops being digits", () => {
    const typed = withPin(form(), "1");
    expect(typed.pinEnabled).toBe(true);
    const off = { ...withPin(typed, "12"), pinEnabled: false };
    expect(withPin(off, "123").pinEnabled).toBe(false); // the user's "off" stays off while typing on
    expect(withPin(typed, "12a").pinEnabled).toBe(false);
    expect(withPin(typed, "").pinEnabled).toBe(false);
  });

  it("asks an e-mail share for one valid address and a subject longer than 2 characters", () => {
    expect(validateShareForm(form({ type: "email" }), today)).toEqual({});
    expect(validateShareForm(form({ type: "email", to: "" }), today)).toEqual({ to: "required" });
    expect(validateShareForm(form({ type: "email", to: "a@example.com, b@example.com" }), today)).toEqual({ to: "emailInvalid" });
    expect(validateShareForm(form({ type: "email", subject: " ab " }), today)).toEqual({ subject: "subjectShort" });
    expect(validateShareForm(form({ type: "link", to: "", subject: "" }), today)).toEqual({});
    expect(isSingleEmail("ada@example.co.uk")).toBe(true);
    expect(isSingleEmail("ada@example")).toBe(false);
    expect(isSingleEmail("Ada <ada@example.com>")).toBe(false);
  });

  it("sends a link share without the e-mail fields, and the PIN only when switched on", () => {
    expect(shareBody(form({ pin: "1234", pinEnabled: false }))).toEqual({
      type: "link",
      message: "Welcome",
      landingImage: null,
      expiryDate: "2027-02-20",
      linkName: "For Ada",
      preventPrinting: false,
      pinProtectionCode: null,
    });
    expect(shareBody(form({ pin: "1234", pinEnabled: true })).pinProtectionCode).toBe("1234");
  });

  it("sends an e-mail share with its trimmed addressing fields", () => {
    const body = shareBody(form({ type: "email" }));
    expect(body).toMatchObject({ type: "email", from: "Ada Lovelace", to: "guest@example.com", subject: "Summer gala", msgPrefix: "Hello", msgLinkText: "Open", msgSuffix: "Bye", msgBadge: "New" });
  });

  it("puts the server's field errors under the form's fields", () => {
    expect(
      serverFieldErrors([
        { path: "expiryDate", message: "Date is in the past!" },
        { path: "body.to", message: "Invalid e-mail" },
        { path: "pinProtectionCode", message: "Four digits" },
        { path: "somethingElse", message: "ignored" },
      ]),
    ).toEqual({ expiryDate: "Date is in the past!", to: "Invalid e-mail", pin: "Four digits" });
    expect(serverFieldErrors(undefined)).toEqual({});
  });
});
