import { describe, expect, it } from "vitest";
import { translatorFor } from "@/lib/i18n/translator";
import { certificateHtml, humanUtc, isoSecond } from "./certificate";

const signer = {
  name: "Giulia <Bianchi>",
  role: "Bride",
  email: "giulia@example.test",
  verifiedAt: new Date("2026-05-02T14:01:00Z"),
  signedAt: new Date("2026-05-02T14:03:11.456Z"),
  addressHash: "a1b2c3",
  userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  kind: "typed" as const,
  typedText: "Giulia B.",
  image: null,
};

describe("certificateHtml", () => {
  it("states each signer, the times in UTC, the hash and where to verify it, with every text escaped", () => {
    const { html, css } = certificateHtml({
      title: "Wedding & dinner",
      workspace: "Aubergine Events",
      acceptedAt: new Date("2026-05-02T14:03:12Z"),
      contentHash: "f".repeat(64),
      verifyUrl: `https://app.example.com/verify/${"f".repeat(64)}`,
      signers: [signer, { ...signer, name: "Marco Rossi", kind: "drawn", typedText: null, image: new Uint8Array([137, 80, 78, 71]) }],
      locale: "en",
      t: translatorFor("en"),
    });
    expect(html).toContain("Giulia &lt;Bianchi&gt;");
    expect(html).not.toContain("<Bianchi>");
    expect(html).toContain("Wedding &amp; dinner");
    expect(html).toContain("2026-05-02T14:03:11Z");
    expect(html).toContain("E-mail code verified May 2, 2026 at 14:01:00 UTC");
    expect(html).toContain("Safari 17.4, iOS 17.4");
    expect(html).toContain(`Verify at https://app.example.com/verify/${"f".repeat(64)}`);
    expect(html).toContain('src="data:image/png;base64,iVBORw=="');
    expect(css).toContain("break-before:page");
  });

  it("formats instants to the second, in UTC", () => {
    expect(isoSecond(new Date("2026-05-02T14:03:11.999Z"))).toBe("2026-05-02T14:03:11Z");
    expect(humanUtc(new Date("2026-05-02T14:03:11Z"), "de")).toBe("2. Mai 2026 um 14:03:11 UTC");
  });
});
