import { describe, expect, it } from "vitest";
import { blockModule } from "@/lib/blocks/registry";
import { ACCEPT_BLOCK_TYPE } from "@/lib/acceptance/types";
import { acceptContentSchema, acceptDefaults, acceptMetaSchema, ACCEPT_LIMITS, newSigner, withSignerIds } from "./schema";

const parse = (value: unknown) => acceptContentSchema.parse(value);
const signer = (extra: Record<string, unknown> = {}) => ({ name: "Ada", role: "Bride", email: "", ...extra });

describe("the Accept block's content", () => {
  it("is registered as the accept type, in the sales group, with content-only defaults its schemas keep", () => {
    const registered = blockModule(ACCEPT_BLOCK_TYPE);
    expect(registered?.definition.group).toBe("sales");
    const { content, metaData } = acceptDefaults();
    expect(content).toEqual({ title: "", terms: "", signers: [{ id: "s1", name: "", role: "", email: "" }], requireAgreement: false, agreementLabel: "" });
    expect(parse(content)).toEqual(content);
    expect(acceptMetaSchema.parse({ stray: 1 })).toEqual({});
    expect(metaData).toEqual({});
  });

  it("fills every missing field with its default, and drops unknown keys", () => {
    for (const value of [undefined, null, {}, "nonsense", [1, 2]]) expect(parse(value)).toEqual(acceptDefaults().content);
    const parsed = parse({ title: "Sign here", extra: "x", signers: [{ name: "Ada", secret: 1 }], requireAgreement: "yes" });
    expect(parsed).toEqual({ title: "Sign here", terms: "", signers: [{ id: "s1", name: "Ada", role: "", email: "" }], requireAgreement: false, agreementLabel: "" });
  });

  it("keeps one to six signers: an empty list gets one, a longer one its first six", () => {
    expect(parse({ signers: [] }).signers).toHaveLength(1);
    const many = parse({ signers: Array.from({ length: 9 }, (_, index) => signer({ name: `Signer ${index + 1}` })) }).signers;
    expect(many).toHaveLength(ACCEPT_LIMITS.maxSigners);
    expect(many.map((item) => item.name)).toEqual(["Signer 1", "Signer 2", "Signer 3", "Signer 4", "Signer 5", "Signer 6"]);
    expect(many.map((item) => item.id)).toEqual(["s1", "s2", "s3", "s4", "s5", "s6"]);
  });

  it("keeps stored signer ids, and gives a missing, malformed or repeated one the next free number", () => {
    const parsed = parse({ signers: [signer({ id: "s4" }), signer({ id: "s2" }), signer(), signer({ id: "s4" }), signer({ id: "x<1>" })] }).signers;
    expect(parsed.map((item) => item.id)).toEqual(["s4", "s2", "s5", "s6", "s7"]);
    // A second read changes nothing: ids are what signatures name.
    expect(parse({ signers: parsed }).signers).toEqual(parsed);
    expect(withSignerIds([])).toEqual([]);
    // A new signer never takes a number the block uses, even above a gap.
    expect(newSigner(parsed).id).toBe("s8");
    expect(newSigner([{ id: "s1", name: "", role: "", email: "" }, { id: "s3", name: "", role: "", email: "" }]).id).toBe("s4");
  });

  it("keeps the terms to the rich-text allow-list", () => {
    const parsed = parse({
      terms: '<p onclick="steal()">Pay <strong>30%</strong> <a href="javascript:alert(1)">now</a> <a href="https://venue.example/terms">terms</a></p><script>alert(1)</script><iframe src="https://x"></iframe><img src=x onerror=alert(1)>',
    });
    expect(parsed.terms).toMatch(/^<p>Pay <strong>30%<\/strong> <a[^>]*>now<\/a> <a href="https:\/\/venue.example\/terms" target="_blank" rel="noopener noreferrer nofollow">terms<\/a><\/p>$/);
    for (const unsafe of ["onclick", "javascript:", "<script", "alert", "<iframe", "<img", "onerror"]) expect(parsed.terms).not.toContain(unsafe);
    expect(parse({ terms: null }).terms).toBe("");
  });

  it("trims a signer's e-mail and refuses one that is not an address", () => {
    expect(parse({ signers: [signer({ email: "  ada@example.com " })] }).signers[0].email).toBe("ada@example.com");
    expect(parse({ signers: [signer({ email: null })] }).signers[0].email).toBe("");
    for (const email of ["ada@", "not an address", `${"a".repeat(250)}@example.com`]) {
      expect(acceptContentSchema.safeParse({ signers: [signer({ email })] }).success, email).toBe(false);
    }
  });

  it("refuses texts over their length instead of cutting them", () => {
    const long = (length: number) => "x".repeat(length);
    expect(acceptContentSchema.safeParse({ signers: [signer({ name: long(ACCEPT_LIMITS.name) })] }).success).toBe(true);
    expect(acceptContentSchema.safeParse({ signers: [signer({ name: long(ACCEPT_LIMITS.name + 1) })] }).success).toBe(false);
    expect(acceptContentSchema.safeParse({ signers: [signer({ role: long(ACCEPT_LIMITS.role + 1) })] }).success).toBe(false);
    expect(acceptContentSchema.safeParse({ title: long(ACCEPT_LIMITS.title + 1) }).success).toBe(false);
    expect(acceptContentSchema.safeParse({ agreementLabel: long(ACCEPT_LIMITS.agreementLabel) }).success).toBe(true);
    expect(acceptContentSchema.safeParse({ agreementLabel: long(ACCEPT_LIMITS.agreementLabel + 1) }).success).toBe(false);
    expect(acceptContentSchema.safeParse({ terms: long(ACCEPT_LIMITS.terms + 1) }).success).toBe(false);
  });
});
