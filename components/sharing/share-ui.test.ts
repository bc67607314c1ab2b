import { NextIntlClientProvider } from "next-intl";
import { createElement, type ComponentProps, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { LOCALES } from "@/lib/i18n/locales";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import it_ from "@/messages/it.json";
import tr from "@/messages/tr.json";
import { ShareTab } from "../editor/panel/share-tab";
import { ShareProvider } from "./share-context";
import { ShareDialog } from "./share-dialog";
import { ShareHistoryItem } from "./share-history-item";
import { ShareResult } from "./share-result";
import type { ShareAnswer, ShareMode, SnapshotView } from "./types";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: () => undefined, push: () => undefined }) }));

// The owner's sharing screens render on the server with the real messages: every mode of the
// dialog's result, a share in the history, and no message key left unresolved in any language.
// The reader sits east of UTC: an expiry (the end of the chosen day at UTC-12) must still show that day.

const MESSAGES = { en, de, es, it: it_, tr } as const;
type Locale = keyof typeof MESSAGES;

const render = (element: ReactElement, locale: Locale = "en") => {
  const props: Omit<ComponentProps<typeof NextIntlClientProvider>, "children"> = { locale, messages: MESSAGES[locale] as typeof en, timeZone: "Europe/Istanbul", onError: () => {} };
  return renderToStaticMarkup(createElement(NextIntlClientProvider, props as ComponentProps<typeof NextIntlClientProvider>, element));
};

const subject = { documentId: "doc1", documentTitle: "Summer gala", teamId: "team1", senderName: "Ada Lovelace", canShareByEmail: true, choosePlanHref: "/plan-stripe?choose=1" };

const snapshot = (info: Partial<SnapshotView["shareInfo"]> = {}, stats: Partial<SnapshotView["stats"]> = {}): SnapshotView => ({
  _id: "snap1",
  id: "snap1",
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-20T10:00:00.000Z",
  shareInfo: {
    key: "k".repeat(22),
    recipient: "0",
    url: "https://app.test/shared/kkkkkkkkkkkkkkkkkkkkkk/0",
    linkName: "",
    message: "",
    landingImage: null,
    createdAt: "2026-11-20T10:00:00.000Z",
    expiryDate: "2027-02-19T11:59:59.999Z", // the end of Feb 18 at UTC-12
    shortURL: "https://app.test/s/AbCd1234",
    pinProtectionCode: null,
    preventPrinting: false,
    enabled: true,
    expired: false,
    sentShareEmail: null,
    ...info,
  },
  stats: { opens: 0, lastOpenedAt: null, totalDurationMs: 0, ...stats },
});

const answer = (view: SnapshotView): ShareAnswer => ({ snapshot: view, url: view.shareInfo.url, shortURL: view.shareInfo.shortURL, emailSent: view.shareInfo.sentShareEmail !== null });
const emailed = snapshot({ recipient: "1", sentShareEmail: { to: { email: "guest@example.com" }, subject: "Your gala", sentAt: "2026-11-20T10:00:01.000Z" }, pinProtectionCode: "0042" });

const result = (mode: ShareMode, view = snapshot(), locale: Locale = "en") => render(createElement(ShareResult, { mode, answer: answer(view), documentTitle: "Summer gala" }), locale);
const item = (view: SnapshotView, locale: Locale = "en") => render(createElement(ShareHistoryItem, { documentId: "doc1", snapshot: view, onChanged: () => {} }), locale);

describe("share dialog", () => {
  it("opens on the link form with a 90-day expiry, both share types and a blocked PIN switch", () => {
    const html = render(createElement(ShareDialog, { subject, onClose: () => {}, onShared: () => {} }));
    expect(html).toContain('data-share-mode="share"');
    expect(html).toContain("Share as link");
    expect(html).toContain("Share by e-mail");
    expect(html).toContain("Create link");
    expect(html).toMatch(/type="date"[^>]*value="\d{4}-\d{2}-\d{2}"/);
    expect(html).toMatch(/role="switch"[^>]*disabled=""/); // PIN: nothing typed yet
    expect(html).toContain('inputMode="numeric"');
    expect(html).not.toContain("Send e-mail");
  });

  it("opens the e-mail form with the sender's name and translated defaults, submit blocked until a recipient", () => {
    const html = render(createElement(ShareDialog, { subject, onClose: () => {}, onShared: () => {}, initialType: "email" }), "de");
    expect(html).toContain('value="Ada Lovelace"');
    expect(html).toContain("Dokument öffnen");
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>.*E-Mail senden/);
  });

  it("hides the e-mail form with a note when the workspace shares by link only", () => {
    const html = render(createElement(ShareDialog, { subject: { ...subject, canShareByEmail: false }, onClose: () => {}, onShared: () => {}, initialType: "email" }));
    expect(html).toContain("Sharing by e-mail is turned off in this workspace.");
    expect(html).not.toContain("Share by e-mail");
    expect(html).toContain("Create link");
  });
});

describe("share result", () => {
  it("shows the link, the short URL, the PIN and the expiry after a link share", () => {
    const html = result("share_link_succeeded", snapshot({ pinProtectionCode: "0042" }));
    expect(html).toContain("Your link is ready");
    expect(html).toContain('value="https://app.test/shared/kkkkkkkkkkkkkkkkkkkkkk/0"');
    expect(html).toContain("https://app.test/s/AbCd1234");
    expect(html).toContain("0042");
    expect(html).toContain("February 18, 2027");
    expect(html).toContain("Share on WhatsApp");
    expect(html).toMatch(/href="https:\/\/app.test\/shared\/k+\/0" target="_blank" rel="noopener noreferrer"/);
  });

  it("says where the e-mail went, and that the link still works when it could not be sent", () => {
    expect(result("share_via_email_succeeded", emailed)).toContain("We sent the link to guest@example.com.");
    const failed = result("share_via_email_failed", emailed);
    expect(failed).toContain("The e-mail could not be sent");
    expect(failed).toContain("The link below still works");
    expect(failed).toContain("Copy");
  });
});

describe("share history", () => {
  it("shows a default name, the state, the dates and the actions of a link share", () => {
    const html = item(snapshot());
    expect(html).toContain("Shared link");
    expect(html).toContain("Active");
    expect(html).toContain("Not opened yet");
    expect(html).toContain(">Disable<");
    expect(html).not.toContain("Resend e-mail");
    expect(html).toContain("https://app.test/s/AbCd1234");
  });

  it("shows an e-mailed, opened share with its recipient, subject, PIN and visit stats", () => {
    const html = item({ ...emailed, stats: { opens: 3, lastOpenedAt: "2026-11-21T09:30:00.000Z", totalDurationMs: 185_000 } });
    expect(html).toContain("guest@example.com");
    expect(html).toContain("Your gala");
    expect(html).toContain("PIN 0042");
    expect(html).toContain("3 times, last on Nov 21, 2026");
    expect(html).toContain("3 min");
    expect(html).toContain("Resend e-mail");
    expect(html).toContain('aria-expanded="false"');
  });

  it("shows the expiry as the chosen day east of UTC too", () => {
    expect(item(snapshot())).toContain("Feb 18, 2027");
    expect(item(snapshot())).not.toContain("Feb 19, 2027");
  });

  it("gives workspace admins the history without the owner's actions", () => {
    const html = render(createElement(ShareHistoryItem, { documentId: "doc1", snapshot: emailed, onChanged: () => {}, canManage: false }));
    expect(html).not.toContain(">Disable<");
    expect(html).not.toContain("Resend e-mail");
    expect(html).toContain("Visits");
  });

  it("marks expired and disabled shares and offers Enable for a disabled one", () => {
    expect(item(snapshot({ expired: true }))).toContain("Expired");
    const disabled = item(snapshot({ enabled: false, linkName: "For the bride" }));
    expect(disabled).toContain("For the bride");
    expect(disabled).toContain("Disabled");
    expect(disabled).toContain(">Enable<");
  });

  it("the Share tab lists the history with New share and the guest replies for the owner", () => {
    const html = render(createElement(ShareProvider, subject, createElement(ShareTab, { snapshotCount: 2 })));
    expect(html).toContain("Share history");
    expect(html).toContain("New share");
    expect(html).toContain('href="/document/doc1/guests"');
    expect(html).toContain('aria-busy="true"');
  });

  it("without sharing (not the owner) the Share tab shows the count only", () => {
    const html = render(createElement(ShareTab, { snapshotCount: 2 }));
    expect(html).toContain("Shared 2 times");
    expect(html).not.toContain("New share");
  });
});

describe.each(LOCALES)("%s", (locale) => {
  it("every sharing message resolves", () => {
    const l = locale as Locale;
    const html = [
      render(createElement(ShareDialog, { subject, onClose: () => {}, onShared: () => {}, initialType: "email" }), l),
      result("share_link_succeeded", snapshot({ preventPrinting: true }), l),
      result("share_via_email_succeeded", emailed, l),
      result("share_via_email_failed", emailed, l),
      item({ ...emailed, stats: { opens: 1, lastOpenedAt: "2026-11-21T09:30:00.000Z", totalDurationMs: 4000 } }, l),
      item(snapshot({ enabled: false, expired: true }), l),
      render(createElement(ShareProvider, subject, createElement(ShareTab, { snapshotCount: 0 })), l),
    ].join("\n");
    expect(html).not.toMatch(/\bshare\.(dialog|form|defaults|result|history)\.[a-zA-Z]/);
    expect(html).not.toMatch(/\b(dialog|form|defaults|result|history)\.[a-z][a-zA-Z]+\b(?![a-z-]*@)/);
  });
});
