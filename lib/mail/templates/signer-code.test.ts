import { describe, expect, it } from "vitest";
import { signerCodeMail } from "./signer-code";

describe("signerCodeMail", () => {
  it("says what the code is for with the share's title and workspace, and holds nothing a caller wrote: no greeting, no name", () => {
    const mail = signerCodeMail("en", { to: "anna@example.test", code: "482913", documentTitle: "Wedding <Villa Rosa>", teamName: "Aubergine & Co", minutes: 15 });
    expect(mail.subject).toBe("Your signing code: 482913");
    expect(mail.text).toBe(
      [
        "Here is your code to sign “Wedding <Villa Rosa>” from Aubergine & Co:",
        "482913",
        "The code works for 15 minutes.\nIf you did not ask for it, you can ignore this e-mail: nothing is signed without the code.",
        "Sent by Eventdocs on behalf of Aubergine & Co",
      ].join("\n\n"),
    );
    expect(mail.text).not.toMatch(/Hello/);
    // The workspace's name heads the e-mail; every text is escaped.
    expect(mail.html).toContain(">Aubergine &amp; Co</p>");
    expect(mail.html).toContain("Wedding &lt;Villa Rosa&gt;");
    expect(mail.html).not.toContain("<Villa Rosa>");
  });
});
