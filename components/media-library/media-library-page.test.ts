import { createElement, type ComponentProps, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import { describe, expect, it } from "vitest";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import { MediaCard } from "./media-card";
import { MediaLibraryPage } from "./media-library-page";

// The page's first render (before any request answers) and one grid card, rendered to HTML: the
// controls carry their labels, and every text comes from the messages of the reader's language.

type IntlProps = ComponentProps<typeof NextIntlClientProvider>;
const render = (node: ReactNode, messages: object = en, locale: "en" | "de" = "en") => {
  const props: Omit<IntlProps, "children"> = { locale, messages: messages as typeof en, timeZone: "UTC" };
  return renderToStaticMarkup(createElement(NextIntlClientProvider, props as IntlProps, node));
};

const item = { _id: "m1", id: "m1", name: "Garden <terrace>", sourceFileName: "garden.jpg", albumId: "a1", width: 10, height: 10, url: "/api/media/download/m1" };
const noop = () => undefined;

describe("media library page", () => {
  it("offers upload, a new album, the views and a workspace switch when the user has several workspaces", () => {
    const html = render(
      createElement(MediaLibraryPage, {
        workspaces: [
          { teamId: "t1", teamName: "Atelier" },
          { teamId: "t2", teamName: "Bloom" },
        ],
        currentTeamId: "t2",
      }),
    );
    expect(html).toContain("Upload images");
    expect(html).toContain("New album");
    expect(html).toMatch(/role="group" aria-label="View"/);
    for (const view of ["All", "Album", "Deleted", "Stock photos"]) expect(html).toContain(`>${view}<`);
    expect(html).toContain('aria-pressed="true"');
    expect(html).toMatch(/<option value="t2" selected="">Bloom<\/option>/);
    expect(html).toContain('type="file"');
    expect(html).toContain("multiple");
  });

  it("has no workspace switch with one workspace, and says so when there is none", () => {
    const one = render(createElement(MediaLibraryPage, { workspaces: [{ teamId: "t1", teamName: "Atelier" }], currentTeamId: "t1" }));
    expect(one).not.toContain("Atelier");
    const none = render(createElement(MediaLibraryPage, { workspaces: [], currentTeamId: null }));
    expect(none).toContain("No workspace yet");
    expect(none).not.toContain("Upload images");
  });

  it("shows a card's name escaped, its album, and actions named after the image, in German too", () => {
    const props = { item, albumName: "Venues", deletedView: false, onRename: noop, onMove: noop, onDelete: noop, onRecover: noop };
    const html = render(createElement("ul", null, createElement(MediaCard, props)));
    expect(html).toContain('alt="Garden &lt;terrace&gt;"');
    expect(html).not.toContain("<terrace>");
    expect(html).toContain("Album: Venues");
    expect(html).toContain('aria-label="Delete Garden &lt;terrace&gt;"');
    expect(html).not.toContain("Recover");
    const deleted = render(createElement("ul", null, createElement(MediaCard, { ...props, albumName: null, deletedView: true })), de, "de");
    expect(deleted).toContain("Kein Album");
    expect(deleted).toContain('aria-label="Garden &lt;terrace&gt; wiederherstellen"');
    expect(deleted).not.toContain("Löschen");
  });
});
