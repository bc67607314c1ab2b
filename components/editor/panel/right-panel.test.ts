import { NextIntlClientProvider } from "next-intl";
import { createElement, type ComponentProps, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/client/api";

// The title field refreshes the page after a rename; server rendering has no app router.
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: () => undefined, push: () => undefined }) }));
import type { DocumentView } from "@/lib/documents/view";
import { SaveQueue, type SaveQueueSnapshot } from "@/lib/editor/save-queue";
import { LOCALES } from "@/lib/i18n/locales";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import it_ from "@/messages/it.json";
import tr from "@/messages/tr.json";
import { CustomCssDialog } from "../dialogs/custom-css-dialog";
import { EditingBlockedDialog } from "../dialogs/editing-blocked-dialog";
import { FirstTimeTour } from "../dialogs/first-time-tour";
import { LearningCenterDialog } from "../dialogs/learning-center-dialog";
import { NumberingDialog } from "../dialogs/numbering-dialog";
import { preloadPanelTabs, RIGHT_PANEL_TABS, RightPanel, type RightPanelProps } from "./right-panel";

// The panel and the dialogs render on the server with real messages: every tab, the states the
// brief asks for, and no message key left untranslated in any language.

const MESSAGES = { en, de, es, it: it_, tr } as const;

const doc = (overrides: Partial<DocumentView> = {}): DocumentView =>
  ({
    id: "doc1",
    _id: "doc1",
    title: "Summer gala",
    type: "proposal",
    templateType: "DOCUMENT",
    team: { _id: "team1", name: "Villa Aurelia", defaultCurrency: "EUR", numberFormat: { decimalSeparator: ",", groupSeparator: "." }, logo: null, favicon: null },
    owner: { _id: "user1", firstname: "Ada", lastname: "Lovelace" },
    event: { startDate: new Date("2026-06-12T00:00:00Z"), endDate: null, hasStartDate: true, userState: "confirmed" },
    paperSize: "A4",
    design: { page: { margins: { top: 40, right: 60, bottom: 40, left: 60 } } },
    numberingStyle: "1.a)i)1.",
    privateNote: "White roses",
    customCss: null,
    header: "<p>Villa Aurelia</p>",
    footer: null,
    status: "confirmed",
    snapshotCount: 0,
    isTheOwner: true,
    isTeamAdmin: false,
    readOnly: false,
    version: 3,
    ...overrides,
  }) as DocumentView;

const idle: SaveQueueSnapshot = { pending: 0, inFlight: 0, failures: [], busy: false };

type IntlProps = ComponentProps<typeof NextIntlClientProvider>;
const intlProps = (locale: keyof typeof MESSAGES) => {
  const props: Omit<IntlProps, "children"> = { locale, messages: MESSAGES[locale] as typeof en, onError: () => {} };
  return props as IntlProps;
};

const render = (element: ReactElement, locale: keyof typeof MESSAGES = "en") =>
  renderToStaticMarkup(
    // onError silenced: a message that fails shows its key, which the tests below look for.
    createElement(NextIntlClientProvider, intlProps(locale), element),
  );

const panel = (props: Partial<RightPanelProps> = {}) =>
  createElement(RightPanel, {
    doc: doc(),
    onDocumentChange: () => {},
    readOnly: false,
    queue: new SaveQueue({ classify: () => "fail" }),
    saving: idle,
    conflictCount: 0,
    onRetry: () => {},
    onStartPresentation: () => {},
    onOpenDialog: () => {},
    ...props,
  });

/** Every tab's panel (a panel is mounted once its tab has been opened: here, each in turn). */
const everyTab = (props: Partial<RightPanelProps> = {}, locale: keyof typeof MESSAGES = "en") =>
  RIGHT_PANEL_TABS.map((tab) => render(panel({ ...props, tab }), locale)).join("\n");

// Some tabs load on demand; on the server nothing loads by itself.
beforeAll(() => preloadPanelTabs());

const tabs = (html: string) => [...html.matchAll(/role="tab"[^>]*>([^<]+)</g)].map((match) => match[1]);

describe("RightPanel", () => {
  it("has the six tabs in the spec's order, the first one selected", () => {
    const html = render(panel());
    expect(tabs(html)).toEqual(["Document", "Event Info", "Style", "Present", "Share", "Saving"]);
    expect(html.match(/role="tabpanel"/g)).toHaveLength(6);
    expect(html.match(/role="tabpanel"[^>]*hidden=""/g)).toHaveLength(5);
    expect(html).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*tabindex="0"[^>]*>Document/);
  });

  it("mounts the Event, Style and Share panels the first time their tab opens", () => {
    const html = render(panel());
    expect(html).toContain("All changes saved");
    expect(html).not.toContain("This document has not been shared yet.");
    expect(html).not.toContain('value="2026-06-12"');
  });

  it("calls the first tab Template for templates", () => {
    for (const templateType of ["TEMPLATE", "TEAM_TEMPLATE", "CONTENT_TEMPLATE"] as const) {
      expect(tabs(render(panel({ doc: doc({ templateType }) })))[0]).toBe("Template");
    }
    expect(tabs(render(panel({ doc: doc({ templateType: "DOCUMENT_FROM_TEAM_TEMPLATE" }) })))[0]).toBe("Document");
  });

  it("shows the document's settings with live numbering examples", () => {
    const html = everyTab();
    expect(html).toContain("Summer gala");
    expect(html).toContain("Villa Aurelia");
    expect(html).toContain('value="2026-06-12"');
    expect(html).toContain("White roses");
    expect(html).toContain("1. / a) / i) / 1.");
    expect(html).toContain("I) / A) / 1. / a)");
    expect(html).toContain("Numbering settings");
  });

  it("disables every control when read only, and hides the private note from others", () => {
    const html = everyTab({ readOnly: true, doc: doc({ isTheOwner: false, privateNote: null, readOnly: true }) });
    expect(html).not.toContain("Rename");
    expect(html).not.toContain("Your private note");
    const controls = [...html.matchAll(/<(input|select|textarea)\b[^>]*>/g)].map((match) => match[0]).filter((tag) => !tag.includes('type="search"'));
    expect(controls.length).toBeGreaterThan(5);
    for (const tag of controls) expect(tag).toMatch(/disabled=""|readOnly|readonly/);
  });

  it("has a real empty state before the first share, and the count after", () => {
    expect(render(panel({ tab: "share" }))).toContain("This document has not been shared yet.");
    expect(render(panel({ tab: "share", doc: doc({ snapshotCount: 3 }) }))).toContain("Shared 3 times");
  });

  it("reports saving, saved, failures with their message and conflicts", () => {
    expect(render(panel())).toContain("All changes saved");
    expect(render(panel({ saving: { ...idle, pending: 1, busy: true } }))).toContain("Saving…");
    const refused = new ApiError({ kind: "server", status: 400, code: "INVALID_INPUT", message: "The end date can not be before the start date.", url: "/x" });
    const html = render(
      panel({
        saving: {
          pending: 0,
          inFlight: 0,
          busy: true,
          failures: [
            { key: "event", error: refused, retrying: false },
            { key: "block1", error: new ApiError({ kind: "network", status: 0, code: "NETWORK", message: "", url: "http://x/api" }), retrying: true },
          ],
        },
        conflictCount: 2,
      }),
    );
    expect(html).toContain("The end date can not be before the start date.");
    expect(html).toContain("Could not connect url: http://x/api");
    expect(html).toContain("Retried automatically.");
    expect(html).toContain("Try again");
    expect(html).toContain("2 blocks were changed elsewhere");
  });
});

describe("every language", () => {
  const dialogs = (locale: keyof typeof MESSAGES) => {
    const props = { open: true, onClose: () => {}, doc: doc(), onDocumentChange: () => {}, readOnly: false };
    return [
      everyTab({ doc: doc({ snapshotCount: 2 }), conflictCount: 1 }, locale),
      render(createElement(NumberingDialog, props), locale),
      render(createElement(CustomCssDialog, props), locale),
      render(createElement(LearningCenterDialog, { open: true, onClose: () => {} }), locale),
      render(createElement(FirstTimeTour, { show: true }), locale),
      render(createElement(EditingBlockedDialog, { reason: "plan", choosePlanHref: "/plan-stripe?choose=1", onClose: () => {} }), locale),
      render(createElement(EditingBlockedDialog, { reason: "small-portrait", choosePlanHref: "/plan-stripe?choose=1", onClose: () => {} }), locale),
    ].join("\n");
  };

  it.each(LOCALES)("%s: every message resolves", (locale) => {
    const html = dialogs(locale as keyof typeof MESSAGES);
    expect(html).not.toMatch(/(editorPanel|learningCenter|editorTour|editorShortcuts)\.[a-zA-Z]/);
  });

  it("the learning center has an article per block and screen area", () => {
    const html = render(createElement(LearningCenterDialog, { open: true, onClose: () => {} }));
    for (const title of ["Heading", "Paragraph", "Image", "Cover", "Cover image", "Logo", "Image and text", "Divider", "Placeholder", "HTML code"]) {
      expect(html).toContain(`>${title}<`);
    }
    for (const title of ["Navigation tree", "The right panel", "Saving", "Presenting", "Keyboard shortcuts", "Saved blocks"]) expect(html).toContain(title);
  });
});
