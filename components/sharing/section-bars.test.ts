import { NextIntlClientProvider } from "next-intl";
import { createElement, type ComponentProps, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import it_ from "@/messages/it.json";
import tr from "@/messages/tr.json";
import { totalSectionRows, visitSectionRows } from "./section-rows";
import { SectionTotals } from "./section-totals";
import { VisitSections } from "./section-visit";
import { VisitListView } from "./share-visits";
import type { ShareVisit, VisitSection } from "./types";

// The owner's section analytics: rows in reading order with their part of the whole, and the bars
// rendered with the real messages (names, times and percentages as text) in every language.

const MESSAGES = { en, de, es, it: it_, tr } as const;
type Locale = keyof typeof MESSAGES;

const render = (element: ReactElement, locale: Locale = "en") => {
  const props: Omit<ComponentProps<typeof NextIntlClientProvider>, "children"> = { locale, messages: MESSAGES[locale] as typeof en, timeZone: "UTC", onError: () => {} };
  return renderToStaticMarkup(createElement(NextIntlClientProvider, props as ComponentProps<typeof NextIntlClientProvider>, element));
};

const sections: VisitSection[] = [
  { id: "cover", type: "cover", title: "Anna & Luca", totalMs: 30_000 },
  { id: "menu", type: "heading", title: "Our menu", totalMs: 90_000 },
  { id: "line", type: "divider", title: "", totalMs: 0 },
  { id: "prices", type: "pricing-table", title: "", totalMs: 60_000 },
];

const visit: ShareVisit = {
  visitId: "v1",
  recipient: "0",
  openedAt: "2026-11-20T10:00:00.000Z",
  durationMs: 120_000,
  events: [],
  sectionMs: { prices: 60_000, cover: 12_000 },
  lastSection: "prices",
};

describe("section rows", () => {
  it("lists a visit's read sections in reading order, as parts of the visit", () => {
    expect(visitSectionRows(sections, visit)).toEqual([
      { id: "cover", type: "cover", title: "Anna & Luca", ms: 12_000, share: 0.1, last: false },
      { id: "prices", type: "pricing-table", title: "", ms: 60_000, share: 0.5, last: true },
    ]);
  });

  it("gives no part without a known duration, and never more than the whole", () => {
    expect(visitSectionRows(sections, { ...visit, durationMs: null }).map((row) => row.share)).toEqual([0, 0]);
    expect(visitSectionRows(sections, { ...visit, durationMs: 30_000 }).map((row) => row.share)).toEqual([0.4, 1]);
  });

  it("lists every section for the totals, unread ones too", () => {
    const rows = totalSectionRows(sections, 200_000);
    expect(rows.map((row) => [row.id, row.share])).toEqual([
      ["cover", 0.15],
      ["menu", 0.45],
      ["line", 0],
      ["prices", 0.3],
    ]);
    expect(totalSectionRows(sections, 0).every((row) => row.share === 0)).toBe(true);
  });
});

describe("section bars", () => {
  it("names each section by its type and title, with its time and percentage as text, the bar hidden from assistive tech", () => {
    const html = render(createElement(SectionTotals, { list: { sections, totalDurationMs: 200_000 } }));
    expect(html).toContain("Time per section, all visits");
    expect(html).toContain("Heading: Our menu");
    expect(html).toContain("Cover: Anna &amp; Luca");
    expect(html).toContain("1 min");
    expect(html).toContain("45%");
    expect(html).toContain("45% of all visits&#x27; time");
    expect(html).toContain("not read");
    expect(html).toMatch(/aria-hidden="true" class="h-1.5[^"]*"><div class="[^"]*" style="width:45%"/);
    expect(html).toMatch(/<section aria-labelledby="([^"]+)"[^>]*><div><h5 id="\1"/);
  });

  it("says so when no section has been read", () => {
    const html = render(createElement(SectionTotals, { list: { sections: sections.map((section) => ({ ...section, totalMs: 0 })), totalDurationMs: 5_000 } }));
    expect(html).toContain("No section has been read yet.");
    expect(html).not.toContain("<ul");
  });

  it("shows a visit's sections with the one read last, open for the newest visit", () => {
    const html = render(createElement(VisitSections, { sections, visit, open: true }));
    expect(html).toContain("Read last: Pricing table");
    expect(html).toContain("<details open=\"\"");
    expect(html).toContain("Time per section (2)");
    expect(html).toContain("50% of the visit");
    expect(render(createElement(VisitSections, { sections, visit, open: false }))).not.toContain("open=\"\"");
    expect(render(createElement(VisitSections, { sections, visit: { ...visit, sectionMs: {}, lastSection: null }, open: true }))).toBe("");
  });

  it("has every text in all five languages", () => {
    for (const locale of Object.keys(MESSAGES) as Locale[]) {
      const html = render(createElement(SectionTotals, { list: { sections, totalDurationMs: 200_000 } }), locale) + render(createElement(VisitSections, { sections, visit, open: true }), locale);
      expect(html, locale).not.toMatch(/share\.history|sections\.[a-z]/);
      expect(html, locale).toContain(MESSAGES[locale].share.history.sections.totalsTitle);
    }
  });

  it("shows the totals above the visits, each visit with its own sections", () => {
    const older: ShareVisit = { ...visit, visitId: "v0", sectionMs: { menu: 30_000 }, lastSection: "menu", durationMs: 60_000 };
    const html = render(createElement(VisitListView, { list: { visits: [visit, older], sections, totalDurationMs: 200_000 } }));
    expect(html.indexOf("Time per section, all visits")).toBeLessThan(html.indexOf("Read last: Pricing table"));
    expect(html).toContain("Read last: Heading: Our menu");
    expect(html.match(/<details/g)).toHaveLength(2);
    expect(html.match(/<details open=""/g)).toHaveLength(1);
    expect(render(createElement(VisitListView, { list: { visits: [], sections, totalDurationMs: 0 } }))).toContain("Nobody has opened this share yet.");
  });
});
