import { describe, expect, it } from "vitest";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import it_ from "@/messages/it.json";
import tr from "@/messages/tr.json";
import { parseRsvpAnswer } from "./answer-schema";
import { defaultPhoneCountry, formLanguageCountry } from "./phone-country";
import { RSVP_PROBLEMS, type RsvpAnswerIssue } from "./problems";

// The one check of a guest's reply, run by the share view's script before sending and by the
// submit route on what arrives (lib/rsvp/reply.ts).

const joining = (patch: Record<string, unknown> = {}) => ({
  lang: "en",
  joining: true,
  phone: "07400 123456",
  phoneCountry: "GB",
  email: "ada@example.com",
  excuse: { msg: "", email: "" },
  peopleSection: { people: [{ name: "Ada Lovelace", greeting: "Mrs", age: "Adult", dietaryRequirement: "Vegan" }] },
  eventsSection: { events: [{ joining: true }] },
  ...patch,
});
const declining = (patch: Record<string, unknown> = {}) => ({ lang: "en", joining: false, excuse: { msg: "Sorry", email: "bob@example.com" }, peopleSection: { people: [{ name: "Bob" }] }, ...patch });

const issues = (input: unknown): RsvpAnswerIssue[] => {
  const result = parseRsvpAnswer(input);
  return result.success ? [] : result.issues;
};
const phoneIssue = (phone: string, phoneCountry?: string, lang = "en") => issues(joining({ phone, phoneCountry, lang })).find((issue) => issue.path === "phone");

describe("the RSVP answer schema", () => {
  it("accepts a complete joining reply, with the phone in E.164 and the rest of the form passed through", () => {
    const result = parseRsvpAnswer(joining({ email: " ada@example.com " }));
    expect(result).toEqual({
      success: true,
      data: {
        lang: "en",
        joining: true,
        phone: "+447400123456",
        email: "ada@example.com",
        excuse: { msg: "", email: "" },
        peopleSection: { people: [{ name: "Ada Lovelace", greeting: "Mrs", age: "Adult", dietaryRequirement: "Vegan" }] },
        eventsSection: { events: [{ joining: true }] },
      },
    });
  });

  it.each([
    ["GB", "07400 123456", "+447400123456"],
    ["US", "201-555-0123", "+12015550123"],
    ["DE", "0151 23456789", "+4915123456789"],
    ["TR", "0532 123 45 67", "+905321234567"],
    ["ES", "612 34 56 78", "+34612345678"],
    ["IT", "312 345 6789", "+393123456789"],
  ])("reads a number typed nationally in the country chosen (%s)", (country, phone, e164) => {
    const result = parseRsvpAnswer(joining({ phone, phoneCountry: country }));
    expect(result.success && result.data.phone).toBe(e164);
  });

  it("a number typed with + is read by its own code, whatever the picker says", () => {
    const result = parseRsvpAnswer(joining({ phone: "+39 312 345 6789", phoneCountry: "TR" }));
    expect(result.success && result.data.phone).toBe("+393123456789");
  });

  it.each([
    ["", "GB", { problem: "phone", params: {} }],
    ["0532 123 45 67", "GB", { problem: "phoneInvalid", params: { country: "GB" } }],
    ["0740012", "GB", { problem: "phoneInvalid", params: { country: "GB" } }],
    ["12", "DE", { problem: "phoneTooShort", params: { country: "DE" } }],
    ["0740012345678901", "GB", { problem: "phoneTooLong", params: { country: "GB" } }],
    ["07400 12345x", "GB", { problem: "phoneInvalid", params: { country: "GB" } }],
    ["+44 12", "GB", { problem: "phoneInternational", params: {} }],
    ["+999 1234567", "DE", { problem: "phoneCountryCode", params: {} }],
  ])("refuses the phone %j for %s, naming the field and the country", (phone, country, expected) => {
    expect(phoneIssue(phone, country)).toEqual({ path: "phone", ...expected });
  });

  it("without a chosen country (the spec's bare body), reads national numbers in the form language's country; an English form needs the +", () => {
    expect(phoneIssue("0532 123 45 67", undefined, "tr")).toBeUndefined();
    expect(phoneIssue("0151 23456789", "XX", "de")).toBeUndefined();
    expect(phoneIssue("07400 123456", undefined, "en")).toEqual({ path: "phone", problem: "phoneCountryNeeded", params: {} });
    expect(phoneIssue("+44 7400 123456", undefined, "en")).toBeUndefined();
    expect(formLanguageCountry("en")).toBeUndefined();
  });

  it("applies the submit rule: an answer, the first name, and for joining a phone and an e-mail, for declining an e-mail", () => {
    expect(issues({})).toEqual([
      { path: "joining", problem: "joining", params: {} },
      { path: "peopleSection.people.0.name", problem: "name", params: {} },
    ]);
    expect(issues(joining({ peopleSection: { people: [{ name: "   " }] } })).map((issue) => issue.path)).toEqual(["peopleSection.people.0.name"]);
    expect(issues(joining({ phone: "", email: "ada@" })).map((issue) => [issue.path, issue.problem])).toEqual([
      ["phone", "phone"],
      ["email", "email"],
    ]);
    // The decline's e-mail does not stand in for the guest's, nor the reverse.
    expect(issues(joining({ email: "", excuse: { email: "ada@example.com" } })).map((issue) => issue.path)).toEqual(["email"]);
    expect(issues(declining({ email: "bob@example.com", excuse: { email: "" } })).map((issue) => [issue.path, issue.problem])).toEqual([["excuse.email", "excuseEmail"]]);
    // Declining needs no phone, and a phone typed before changing one's mind is dropped.
    const declined = parseRsvpAnswer(declining({ phone: "nonsense" }));
    expect(declined.success && declined.data.phone).toBe("");
  });

  it("refuses over-long texts and texts that are not text, naming the field", () => {
    expect(issues(joining({ peopleSection: { people: [{ name: "Ada" }, { name: "x".repeat(201) }] } }))).toEqual([
      { path: "peopleSection.people.1.name", problem: "tooLong", params: { max: 200 } },
    ]);
    expect(issues(declining({ excuse: { msg: "x".repeat(2001), email: "bob@example.com" } }))[0]).toMatchObject({ path: "excuse.msg", problem: "tooLong" });
    expect(issues(joining({ email: 42 }))).toEqual([{ path: "email", problem: "invalid", params: {} }]);
  });

  it("accepts its own output again unchanged (the browser sends the output; the server parses it)", () => {
    for (const input of [joining(), joining({ phone: "+39 312 345 6789", phoneCountry: "GB" }), joining({ phone: "0532 123 45 67", phoneCountry: "TR" }), declining()]) {
      const first = parseRsvpAnswer(input);
      expect(first.success).toBe(true);
      if (!first.success) continue;
      // Whatever country the server would assume: E.164 names its own.
      for (const lang of ["en", "tr", "de"]) expect(parseRsvpAnswer({ ...first.data, lang })).toEqual({ success: true, data: { ...first.data, lang } });
    }
  });

  it("every problem has its text in all five languages, with {country} and {max} where the problem names them", () => {
    for (const messages of [en, tr, de, es, it_]) {
      const problems = messages.blocks["rsvp-form"].reply.problems as Record<string, string>;
      for (const problem of RSVP_PROBLEMS) expect(problems[problem], problem).toEqual(expect.any(String));
      for (const problem of ["phoneInvalid", "phoneTooShort", "phoneTooLong"]) expect(problems[problem]).toContain("{country}");
      expect(problems.tooLong).toContain("{max}");
    }
  });
});

describe("the phone picker's default country", () => {
  it.each([
    ["tr", "EUR", "TR"],
    ["de", "TRY", "DE"],
    ["de-AT", "EUR", "DE"],
    ["es", "USD", "ES"],
    ["it", "GBP", "IT"],
    ["en", "USD", "US"],
    ["en", "GBP", "GB"],
    ["en", "TRY", "TR"],
    ["en", "RUB", "RU"],
    ["en", "EUR", "GB"],
    ["en", undefined, "GB"],
    ["", "EUR", "GB"],
  ])("a %s reader of a %s workspace starts on %s", (language, currency, country) => {
    expect(defaultPhoneCountry(language, currency)).toBe(country);
  });
});
