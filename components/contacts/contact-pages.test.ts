import { NextIntlClientProvider } from "next-intl";
import { createElement, type ComponentProps, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";

// The pages navigate after saving and deleting; server rendering has no app router.
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: () => undefined, push: () => undefined }) }));
import { DocumentContacts } from "@/components/editor/panel/document-contacts";
import type { ContactView } from "@/lib/contacts/view";
import { SaveQueue } from "@/lib/editor/save-queue";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import it_ from "@/messages/it.json";
import tr from "@/messages/tr.json";
import { ContactEditor } from "./contact-editor";
import { ContactList } from "./contact-list";
import { NewContact } from "./new-contact";

// The contact pages and the editor's Client section render on the server with real messages: their
// states, their controls' names, and no message key left untranslated in any language.

const MESSAGES = { en, de, es, it: it_, tr } as const;
type Locale = keyof typeof MESSAGES;

const render = (element: ReactElement, locale: Locale = "en") => {
  const props = { locale, messages: MESSAGES[locale] as typeof en, onError: () => {} } as Omit<ComponentProps<typeof NextIntlClientProvider>, "children">;
  return renderToStaticMarkup(createElement(NextIntlClientProvider, props as ComponentProps<typeof NextIntlClientProvider>, element));
};

const contact = (id: string, firstname: string, lastname: string, extra: Partial<ContactView> = {}): ContactView => ({
  _id: id,
  id,
  firstname,
  lastname,
  email: null,
  company: null,
  jobTitle: null,
  team: "team1",
  ...extra,
});
const anna = contact("c1", "Anna", "Rossi", { email: "anna@example.com", company: "Villa Aurora", jobTitle: "Bride" });
const marco = contact("c2", "Marco", "Verdi", { team: "team2" });
const workspaces = [
  { teamId: "team1", teamName: "Villa Aurora" },
  { teamId: "team2", teamName: "Second studio" },
];

const list = (items: ContactView[], filters = { teamId: "", search: "" }, spaces = workspaces) =>
  createElement(ContactList, { initialFilters: filters, initialPage: { items, nextCursor: items.length ? "next" : null }, workspaces: spaces });
const editor = (documents: { id: string; title: string; archived: boolean; updatedAt: string }[]) =>
  createElement(ContactEditor, { initialContact: anna, teamName: "Villa Aurora", documents, created: true });
const section = (readOnly: boolean, templateType = "DOCUMENT") =>
  createElement(DocumentContacts, { documentId: "doc1", teamId: "team1", templateType, readOnly, queue: new SaveQueue({ classify: () => "fail" }) });

/** A key that failed to translate shows as its path, e.g. "contacts.form.save". */
const untranslated = (html: string) => html.match(/\b(contacts|validation)\.[a-zA-Z.]+/g) ?? [];

describe("the contact list", () => {
  it("draws a table with select-all, a checkbox per row, the columns, the workspace column for several workspaces, and Load more", () => {
    const html = render(list([anna, marco]));
    expect(html).toContain("<caption class=\"sr-only\">Contacts</caption>");
    expect(html).toContain("Select all contacts shown");
    expect(html).toContain("Select Anna Rossi");
    expect(html).toContain("Select Marco Verdi");
    expect(html.match(/type="checkbox"/g)).toHaveLength(3);
    expect(html).toMatch(/href="\/contact\/c1"[^>]*>Anna Rossi</);
    for (const text of ["Name", "Company", "E-mail", "Job title", "Workspace", "Second studio", "anna@example.com", "Bride", "2 contacts shown", "Load more", "Delete selected"]) expect(html).toContain(text);
    // Nothing selected yet: the bulk delete waits.
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>(?:(?!<\/button>).)*Delete selected/);
    // Missing values are announced, not left blank.
    expect(html).toContain("<span class=\"sr-only\">None</span>");
  });

  it("has a real empty state with a way to create, and a no-results state with a way back", () => {
    const empty = render(list([]));
    expect(empty).toContain("No contacts yet");
    expect(empty).toMatch(/href="\/contact\/new"/);
    expect(empty).not.toContain("<table");
    const none = render(list([], { teamId: "team2", search: "zzz" }));
    expect(none).toContain("No contacts match");
    expect(none).toContain("Clear filters");
    expect(none).toMatch(/href="\/contact\/new\?team=team2"/);
  });

  it("shows no workspace filter or column for a single workspace", () => {
    const html = render(list([anna], { teamId: "", search: "" }, workspaces.slice(0, 1)));
    expect(html).not.toContain("All workspaces");
    expect(html).not.toContain(">Workspace<");
  });
});

describe("the contact pages", () => {
  it("the edit page shows the form filled in, the delete action and the linked documents", () => {
    const html = render(editor([{ id: "d1", title: "Villa Aurora wedding", archived: true, updatedAt: "2030-05-01T10:00:00.000Z" }]));
    expect(html).toContain("Contact created.");
    expect(html).toMatch(/<h1[^>]*>.*Anna Rossi/);
    expect(html).toContain("value=\"anna@example.com\"");
    expect(html).toContain("type=\"email\"");
    expect(html).toMatch(/href="\/document\/d1"[^>]*>Villa Aurora wedding</);
    expect(html).toContain("Archived");
    expect(html).toContain("Updated May 1, 2030");
    expect(html).toContain("Delete contact");
    expect(html).toContain("Save changes");
  });

  it("the edit page without linked documents has an empty state", () => {
    expect(render(editor([]))).toContain("No linked documents");
  });

  it("the new page asks for the workspace only when there are several", () => {
    const several = render(createElement(NewContact, { workspaces, defaultTeamId: "team2" }));
    expect(several).toMatch(/<option value="team2" selected="">Second studio<\/option>/);
    expect(several).toContain("Create contact");
    expect(several).toMatch(/maxLength="100"|maxlength="100"/);
    const one = render(createElement(NewContact, { workspaces: workspaces.slice(0, 1), defaultTeamId: "team1" }));
    expect(one).not.toContain("<select");
  });
});

describe("the editor's Client section", () => {
  it("is titled Client, loads the links, and says who may change them", () => {
    const editable = render(section(false));
    expect(editable).toContain(">Client</h3>");
    expect(editable).toContain("The contacts this document is for.");
    const readOnly = render(section(true));
    expect(readOnly).toContain("Only the owner of the document can change its contacts.");
  });

  it("is left out of templates and saved blocks", () => {
    for (const templateType of ["TEMPLATE", "TEAM_TEMPLATE", "CONTENT_TEMPLATE"]) expect(render(section(false, templateType))).toBe("");
  });
});

describe("every language", () => {
  it.each(Object.keys(MESSAGES) as Locale[])("%s translates every text of the pages and the section", (locale) => {
    const html = [render(list([anna, marco]), locale), render(list([]), locale), render(list([], { teamId: "", search: "x" }), locale), render(editor([]), locale), render(createElement(NewContact, { workspaces, defaultTeamId: "team1" }), locale), render(section(true), locale)].join("\n");
    expect(untranslated(html)).toEqual([]);
  });
});
