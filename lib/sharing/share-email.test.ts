import { describe, expect, it } from "vitest";
import { shareMail } from "./share-email";

const email = { from: null, to: "grace@example.test", subject: "Proposal", msgPrefix: null, msgLinkText: null, msgSuffix: null, msgBadge: null };
const url = "http://localhost:3000/shared/AbCdEfGhIjKlMnOpQrStUv/1";

describe("shareMail", () => {
  it("uses the owner's subject and texts, escaped, around a button to the recipient's link", () => {
    const mail = shareMail("en", {
      email: { ...email, from: "Ada", msgPrefix: "Hi <script>x</script>\n\nSecond", msgLinkText: "Open \"it\"", msgSuffix: "Bye", msgBadge: "VIP" },
      url,
      documentTitle: "Gala",
      ownerName: "Ada Lovelace",
    });
    expect(mail).toMatchObject({ to: "grace@example.test", subject: "Proposal" });
    expect(mail.html).toContain("Hi &lt;script&gt;x&lt;/script&gt;");
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain(`<a href="${url}"`);
    expect(mail.html).toContain("Open &quot;it&quot;");
    expect(mail.text).toContain(`Open "it": ${url}`);
    expect(mail.text).toContain("Sent by Ada with Eventdocs");
  });

  it("falls back to translated texts and the owner's name", () => {
    const mail = shareMail("de", { email, url, documentTitle: "Gala", ownerName: "Ada Lovelace" });
    expect(mail.text).toContain("Ada Lovelace hat das Dokument „Gala“ mit Ihnen geteilt.");
    expect(mail.text).toContain(`Dokument öffnen: ${url}`);
  });
});
