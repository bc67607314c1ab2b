import { describe, expect, it } from "vitest";
import { contactName } from "./display";
import { contactCreateBody, contactUpdateBody } from "./fields";
import { contactBulkDeleteQuery, contactListQuery, documentContactsBody } from "./schemas";

// The contact schemas the server and the form share: defaults, trimming, refusals.

const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string; code: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.join(".")}:${issue.code}`).sort();

describe("contact fields", () => {
  it("needs a first name only; blank optional fields become null, a null last name '' (absent ones stay absent: createContact fills them)", () => {
    expect(contactCreateBody.parse({ firstname: " Anna " })).toEqual({ firstname: "Anna" });
    expect(contactCreateBody.parse({ firstname: "Anna", lastname: null, email: "  ", company: "", jobTitle: " CEO " })).toEqual({
      firstname: "Anna",
      lastname: "",
      email: null,
      company: null,
      jobTitle: "CEO",
    });
  });

  it("keeps a valid e-mail trimmed and in lower case, refuses an invalid one with the e-mail message", () => {
    expect(contactCreateBody.parse({ firstname: "A", email: " Anna.Rossi@Example.COM " }).email).toBe("anna.rossi@example.com");
    for (const email of ["anna", "anna@", "@example.com", "anna rossi@example.com", "anna@example"]) {
      const result = contactCreateBody.safeParse({ firstname: "A", email });
      expect(result.success, email).toBe(false);
      expect(result.error?.issues[0].message, email).toBe("validation.email");
      expect(result.error?.issues[0].path).toEqual(["email"]);
    }
  });

  it("refuses an empty or missing first name and values over their limits", () => {
    expect(issuesOf(contactCreateBody.safeParse({}))).toEqual(["firstname:invalid_type"]);
    expect(issuesOf(contactCreateBody.safeParse({ firstname: "   " }))).toEqual(["firstname:too_small"]);
    expect(issuesOf(contactCreateBody.safeParse({ firstname: "x".repeat(101), lastname: "x".repeat(101), email: `${"a".repeat(245)}@example.com`, company: "x".repeat(201), jobTitle: "x".repeat(201) }))).toEqual([
      "company:too_big",
      "email:too_big",
      "firstname:too_big",
      "jobTitle:too_big",
      "lastname:too_big",
    ]);
    // At the limits exactly: accepted.
    expect(contactCreateBody.safeParse({ firstname: "x".repeat(100), lastname: "x".repeat(100), company: "x".repeat(200), jobTitle: "x".repeat(200) }).success).toBe(true);
  });

  it("on update leaves out what was not sent, and clears what was sent blank", () => {
    expect(contactUpdateBody.parse({})).toEqual({});
    expect(contactUpdateBody.parse({ jobTitle: "Florist" })).toEqual({ jobTitle: "Florist" });
    expect(contactUpdateBody.parse({ email: "", company: null, lastname: "" })).toEqual({ email: null, company: null, lastname: "" });
    expect(contactUpdateBody.safeParse({ firstname: "" }).success).toBe(false);
    expect(contactUpdateBody.safeParse({ firstname: null }).success).toBe(false);
  });
});

describe("contact queries and bodies", () => {
  const id = (n: number) => `ckcontact${String(n).padStart(16, "0")}`;

  it("splits the bulk delete list, ignores blanks and duplicates, refuses an empty list, bad ids and too many", () => {
    expect(contactBulkDeleteQuery.parse({ ids: `${id(1)}, ${id(2)},,${id(1)}` }).ids).toEqual([id(1), id(2)]);
    expect(contactBulkDeleteQuery.safeParse({ ids: "" }).success).toBe(false);
    expect(contactBulkDeleteQuery.safeParse({ ids: " , " }).success).toBe(false);
    expect(contactBulkDeleteQuery.safeParse({ ids: `${id(1)},x` }).success).toBe(false);
    expect(contactBulkDeleteQuery.safeParse({ ids: Array.from({ length: 201 }, (_, n) => id(n)).join(",") }).success).toBe(false);
    expect(contactBulkDeleteQuery.safeParse({ ids: Array.from({ length: 200 }, (_, n) => id(n)).join(",") }).success).toBe(true);
  });

  it("trims the search term (blank means none) and refuses a malformed cursor", () => {
    expect(contactListQuery.parse({ search: "  anna  " }).search).toBe("anna");
    expect(contactListQuery.parse({ search: "   " }).search).toBeUndefined();
    expect(contactListQuery.safeParse({ cursor: "nope" }).success).toBe(false);
    expect(contactListQuery.safeParse({ search: "x".repeat(201) }).success).toBe(false);
  });

  it("takes at most 50 linked contacts, without duplicates", () => {
    expect(documentContactsBody.parse({ contactIds: [id(1), id(1), id(2)] }).contactIds).toEqual([id(1), id(2)]);
    expect(documentContactsBody.parse({ contactIds: [] }).contactIds).toEqual([]);
    expect(documentContactsBody.safeParse({ contactIds: Array.from({ length: 51 }, (_, n) => id(n)) }).success).toBe(false);
    expect(documentContactsBody.safeParse({}).success).toBe(false);
  });
});

describe("contact names on screen", () => {
  it("joins first and last name, and falls back to the company, then the e-mail", () => {
    expect(contactName({ firstname: "Anna", lastname: "Rossi" })).toBe("Anna Rossi");
    expect(contactName({ firstname: "Anna", lastname: "" })).toBe("Anna");
    expect(contactName({ firstname: " ", lastname: "", company: "Villa Aurora" })).toBe("Villa Aurora");
    expect(contactName({ firstname: "", lastname: "", company: null, email: "a@b.co" })).toBe("a@b.co");
  });
});
