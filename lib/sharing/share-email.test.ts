import { describe, expect, it } from "vitest";
import { mailTheme } from "@/lib/mail/templates/mail-theme";
import { shareMail, type ShareMailInput } from "./share-email";

const url = "http://localhost:3000/shared/AbCdEfGhIjKlMnOpQrStUv/1";
const media = (id: string, width: number) => `http://localhost:3000/api/media/${id}/max-width/${width}?share=AbCdEfGhIjKlMnOpQrStUv`;

const input: ShareMailInput = {
  email: { from: null, to: "grace@example.test", subject: "Proposal", msgPrefix: null, msgLinkText: null, msgSuffix: null, msgBadge: null },
  url,
  documentTitle: "Gala",
  ownerName: "Ada Lovelace",
  workspaceName: "Villa Aurelia",
  images: { logo: null, preview: null, photo: null },
  theme: mailTheme(null),
};

const designed: ShareMailInput = {
  ...input,
  email: {
    ...input.email,
    from: "Ada",
    msgPrefix: "Hi <script>alert(1)</script> & — welcome\nsecond line\n\nSecond paragraph",
    msgLinkText: 'Open "it"',
    msgSuffix: "Bye",
    msgBadge: "VIP",
  },
  documentTitle: "Gala <b>night</b> & dinner",
  ownerEmail: "ada@example.test",
  images: {
    logo: { src: media("logo1", 400), width: 200, height: 50 },
    preview: { src: media("cover1", 1200), width: 600, height: 400 },
    photo: { src: media("photo1", 96), width: 48, height: 48 },
  },
};

describe("shareMail", () => {
  it("lays out the owner's texts, escaped, with the title, logo, preview, photo and one button to the recipient's link", async () => {
    const mail = await shareMail("en", designed);
    expect(mail).toMatchObject({ to: "grace@example.test", subject: "Proposal", replyTo: "ada@example.test" });
    expect(mail.html).toContain("Hi &lt;script&gt;alert(1)&lt;/script&gt; &amp; — welcome<br>second line");
    expect(mail.html).not.toMatch(/<script|<b>night/);
    expect(mail.html).toContain("Gala &lt;b&gt;night&lt;/b&gt; &amp; dinner");
    expect(mail.html).toContain(`src="${media("logo1", 400)}"`);
    expect(mail.html).toContain(`src="${media("cover1", 1200)}"`);
    expect(mail.html).toContain(`src="${media("photo1", 96)}"`);
    expect(mail.html).toContain('alt="Preview of “Gala &lt;b&gt;night&lt;/b&gt; &amp; dinner”"');
    expect(mail.html).toContain("Open &quot;it&quot;");
    expect(mail.html).toContain("VIP");
    // One button: the link appears as the button and once more as the small fallback line (href and text).
    expect(mail.html.split(`href="${url}"`)).toHaveLength(3);
    expect(mail.html).toContain("Villa Aurelia");
    expect(mail.html).toContain("Sent by Ada with Eventdocs");
  });

  it("writes the same content as plain text, unescaped", async () => {
    const { text } = await shareMail("en", designed);
    expect(text).toContain("Gala <b>night</b> & dinner");
    expect(text).toContain("Hi <script>alert(1)</script> & — welcome\nsecond line\n\nSecond paragraph");
    expect(text).toContain(`Open "it": ${url}`);
    expect(text).toContain("Bye");
    expect(text).toContain("VIP");
    expect(text).toContain("Villa Aurelia\nSent by Ada with Eventdocs\nReply to this e-mail to reach Ada directly.");
    expect(text).not.toContain("&amp;");
  });

  it("names nothing of a PIN share's document: no title, a neutral heading and how to open it", async () => {
    const mail = await shareMail("en", { ...designed, documentTitle: null, images: { ...designed.images, preview: null, photo: null } });
    expect(mail.html).not.toContain("Gala");
    expect(mail.text).not.toContain("Gala");
    expect(mail.html).toContain("A private document for you");
    expect(mail.text).toContain("The document is protected with a PIN. To open it, enter the code Ada gave you.");
    expect(mail.html).not.toContain("cover1");
    // Without a photo, the sender's initials.
    expect(mail.html).toMatch(/>A<\/div>/);
  });

  it("falls back to translated texts, the owner's name and the workspace's name for a missing logo", async () => {
    const mail = await shareMail("de", input);
    expect(mail.text).toContain("Ada Lovelace hat das Dokument „Gala“ mit Ihnen geteilt.");
    expect(mail.text).toContain(`Dokument öffnen: ${url}`);
    expect(mail.html).toContain('lang="de"');
    expect(mail.html).toMatch(/>AL<\/div>/);
    expect(mail.html).not.toContain("<img");
    expect(mail.replyTo).toBeUndefined();
  });

  it("is a 600 px layout with dark-mode support, loads no web fonts and stays far below Gmail's clipping", async () => {
    const long = { ...designed, email: { ...designed.email, msgPrefix: "A long paragraph about the day. ".repeat(40).concat("\n\n").repeat(10) } };
    const { html } = await shareMail("tr", long);
    expect(html).toContain('<meta name="color-scheme" content="light dark">');
    expect(html).toContain("@media (prefers-color-scheme: dark)");
    expect(html).toMatch(/max-width:600px/);
    expect(html).not.toMatch(/fonts\.googleapis|@import|<link/);
    expect(new TextEncoder().encode(html).length).toBeLessThan(100_000);
  });
});
