import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { DealView } from "@/lib/acceptance/types";
import type { FrozenSnapshot } from "@/lib/sharing/frozen";
import en from "@/messages/en.json";
import { DocumentPage } from "./pages";
import { shareTranslator } from "./translator";
import type { DocumentInput } from "./types";

// The shared document page's deal parts: the banner of an outcome (with the signed copy to download
// once accepted), and the PDF link wherever printing is allowed.

const frozen: FrozenSnapshot = {
  version: 1,
  document: { id: "doc1", title: "Proposal", type: "proposal", numberingStyle: "none", paperSize: "A4", styleData: null, customCss: null, header: null, footer: null, cachedData: {} },
  team: { id: "t1", name: "Acme Events", logoId: null, faviconId: null, instagram: null, defaultCurrency: "EUR", numberFormat: { decimalSeparator: ".", groupSeparator: "," } },
  blocks: [],
  media: [],
  files: [],
};

const deal = (outcome: DealView["outcome"]): DealView => ({
  apiBase: "/api/shared-document/KEY/1",
  requireAcceptance: true,
  choices: {},
  signatures: [
    { blockId: "b", signerId: "s2", name: "Marco Rossi", role: null, kind: "typed", typedText: "Marco Rossi", imageDataUrl: null, signedAt: "2026-11-27T16:00:00.000Z" },
    { blockId: "b", signerId: "s1", name: "Giulia Bianchi", role: null, kind: "typed", typedText: "Giulia Bianchi", imageDataUrl: null, signedAt: "2026-11-27T14:00:00.000Z" },
  ],
  outcome,
  locked: true,
  contentHash: "c".repeat(64),
  stamp: "1",
});

function page(extra: Partial<DocumentInput> = {}): string {
  const input: DocumentInput = {
    locale: "en",
    messages: en as unknown as Record<string, unknown>,
    assets: { css: "/s.css", scripts: [], styles: [] },
    title: "Proposal",
    brand: null,
    visit: { shareKey: "KEY", recipient: "1" },
    frozen,
    shareKey: "KEY",
    preventPrinting: false,
    styleCss: "",
    fontHrefs: [],
    ...extra,
  };
  return renderToStaticMarkup(createElement(DocumentPage, { input, t: shareTranslator("en", input.messages) }));
}

describe("the shared document page's deal parts", () => {
  it("says who accepted and when, and offers the signed copy", () => {
    const html = page({ deal: deal({ outcome: "ACCEPTED", decidedAt: "2026-11-27T16:00:00.000Z", contentHash: "c".repeat(64), declinedBy: null, declineReason: null }) });
    expect(html).toMatch(/data-deal-banner="accepted"/);
    expect(html).toMatch(/Accepted by Giulia Bianchi and Marco Rossi on <time dateTime="2026-11-27T16:00:00.000Z" data-local-time="date"[^>]*>November 27, 2026<\/time>/);
    expect(html).toMatch(/<a href="\/api\/shared-document\/KEY\/1\/signed-copy" download="" data-print-hidden=""[^>]*>.*Download signed copy<\/a>/);
  });

  it("says when it was declined, without a signed copy", () => {
    const html = page({ deal: deal({ outcome: "DECLINED", decidedAt: "2026-11-28T09:00:00.000Z", contentHash: null, declinedBy: "Marco", declineReason: "No" }) });
    expect(html).toMatch(/data-deal-banner="declined"/);
    expect(html).toMatch(/Declined on <time[^>]*>November 28, 2026<\/time>/);
    expect(html).not.toContain("signed-copy");
  });

  it("has no banner while the deal is open or without one", () => {
    expect(page({ deal: deal(null) })).not.toContain("data-deal-banner");
    expect(page()).not.toContain("data-deal-banner");
  });

  it("links the PDF of the share for its recipient only where printing is allowed", () => {
    expect(page()).toMatch(/<a href="\/api\/shared-document\/KEY\/1\/pdf" download=""[^>]*>.*Download PDF<\/a>/);
    expect(page({ preventPrinting: true })).not.toContain("/pdf");
    expect(page({ visit: null })).not.toContain("/pdf");
  });
});
