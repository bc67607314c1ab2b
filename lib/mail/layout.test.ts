import { describe, expect, it } from "vitest";
import { plainMail } from "./layout";

describe("plainMail", () => {
  it("lays out paragraphs, code, button and closing paragraphs in text and HTML, every text escaped", () => {
    const attachment = { filename: "a.pdf", content: Buffer.from("%PDF"), contentType: "application/pdf" };
    const mail = plainMail(
      {
        to: "x@example.test",
        subject: "Line one\r\nline two",
        paragraphs: ["Hello <b>Ann</b>,", "Their reason:\nToo dear & late"],
        code: "1234",
        action: { label: "Open", url: "https://app.example/doc?a=1&b=2" },
        after: ["Valid for 15 minutes."],
        brand: "Villa & Co",
        attachments: [attachment],
      },
      "en",
    );
    expect(mail.subject).toBe("Line one line two");
    expect(mail.text).toBe("Hello <b>Ann</b>,\nTheir reason:\nToo dear & late\n\n1234\n\nOpen: https://app.example/doc?a=1&b=2\n\nValid for 15 minutes.\n\nThe Eventdocs team");
    expect(mail.html).toContain("Hello &lt;b&gt;Ann&lt;/b&gt;,");
    expect(mail.html).not.toContain("<b>Ann");
    expect(mail.html).toContain('href="https://app.example/doc?a=1&amp;b=2"');
    expect(mail.html).toContain(">Villa &amp; Co</p>");
    expect(mail.html.indexOf("1234")).toBeLessThan(mail.html.indexOf("Valid for 15 minutes."));
    expect(mail.attachments).toEqual([attachment]);
  });

  it("without code, button or closing paragraphs: the paragraphs and the signature, in the reader's language", () => {
    const mail = plainMail({ to: "x@example.test", subject: "S", paragraphs: ["Eins", "Zwei"] }, "de");
    expect(mail.text).toBe("Eins\nZwei\n\nIhr Eventdocs-Team");
    expect(mail.html).toContain(">Eventdocs</p>");
    expect(mail).not.toHaveProperty("attachments");
  });
});
