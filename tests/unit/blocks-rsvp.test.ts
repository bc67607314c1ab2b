import { NextIntlClientProvider } from "next-intl";
import { createElement, type ComponentType, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { BlockEditorProps, BlockModule } from "@/lib/blocks/definition";
import { rsvpFormBlock } from "@/lib/blocks/types/rsvp-form";
import { AGE_KEYS, ageChoices, DIET_KEYS, dietChoices, GREETING_KEYS, greetingChoices, withCurrent } from "@/lib/blocks/types/rsvp-form/choices";
import { RsvpFormEditor } from "@/lib/blocks/types/rsvp-form/editor";
import type { RsvpMeta } from "@/lib/blocks/types/rsvp-form/schema";
import { RSVP_LIMITS } from "@/lib/blocks/types/rsvp-form/values";
import messages from "@/messages/en.json";
import { testBlock, testBlockContext } from "../support/blocks";

const { definition } = rsvpFormBlock;
const parse = (value: unknown) => definition.metaData.parse(value);
const refused = (value: unknown) => !definition.metaData.safeParse(value).success;
const XSS = `<script>alert(1)</script><img src=x onerror=alert(2)>`;
const person = (name: string, extra: object = {}) => ({ name, greeting: "", age: "Adult", dietaryRequirement: "Regular", ...extra });
const event = (title: string, extra: object = {}) => ({ lang: "en", title, subtitle: "", desc: "", joining: null, ...extra });

// createElement's typing cannot see children passed as its third argument as the required prop.
const IntlProvider = NextIntlClientProvider as ComponentType<{ locale: string; timeZone: string; messages: typeof messages; children?: ReactNode }>;
const inIntl = (element: ReactNode) => renderToStaticMarkup(createElement(IntlProvider, { locale: "en", timeZone: "UTC", messages }, element));
const renderView = (metaData: unknown, mode: "editor" | "view" = "view") =>
  inIntl(createElement((rsvpFormBlock as unknown as BlockModule).View, { block: testBlock("rsvp-form", null, parse(metaData)), context: testBlockContext(mode) }));

describe("rsvp-form definition", () => {
  it("is the events group's rsvp-form, and its defaults parse to themselves", () => {
    expect(definition.type).toBe("rsvp-form");
    expect(definition.group).toBe("events");
    expect(definition.mediaIds).toBeUndefined();
    const defaults = definition.defaults();
    expect(definition.content.parse(defaults.content)).toBeNull();
    expect(parse(defaults.metaData)).toEqual(defaults.metaData);
    expect(parse(undefined)).toEqual(defaults.metaData);
    expect(parse({})).toEqual(defaults.metaData);
    expect(parse("not an object")).toEqual(defaults.metaData);
    // Each new block gets its own lists.
    expect(definition.defaults().metaData.peopleSection.people).not.toBe(defaults.metaData.peopleSection.people);
  });

  it("defaults: English starter texts, every question on, undecided, max 2 people (spec §9)", () => {
    expect(definition.defaults()).toEqual({
      content: null,
      metaData: {
        lang: "en",
        title: "Will you join us?",
        hasGreeting: true,
        hasAdult: true,
        hasDietaryRequirements: true,
        phone: "",
        email: "",
        joining: null,
        excuse: { msg: "", email: "" },
        peopleSection: { title: "Who is coming?", subtitle: "", people: [], maxPeople: 2 },
        eventsSection: { title: "Events", subtitle: "", events: [] },
      },
    });
  });

  it("content is unused: absent, null or a string become null", () => {
    expect(definition.content.parse(undefined)).toBeNull();
    expect(definition.content.parse(null)).toBeNull();
    expect(definition.content.parse("old")).toBeNull();
  });

  it("clamps maxPeople to whole numbers 1..10", () => {
    const maxPeople = (value: unknown) => parse({ peopleSection: { maxPeople: value } }).peopleSection.maxPeople;
    expect(maxPeople(0)).toBe(1);
    expect(maxPeople(-5)).toBe(1);
    expect(maxPeople(11)).toBe(10);
    expect(maxPeople(3.7)).toBe(4);
    expect(maxPeople(7)).toBe(7);
    expect(maxPeople("9")).toBe(2);
    expect(maxPeople(Number.NaN)).toBe(2);
    expect(maxPeople(undefined)).toBe(2);
  });

  it("keeps the spec's stored enum values exactly, Vegaterian included", () => {
    const stored = parse({
      peopleSection: {
        people: [
          person("A", { greeting: "Mr", age: "Child Under 12", dietaryRequirement: "Vegaterian" }),
          person("B", { greeting: "Bayan", age: "Child Over 12", dietaryRequirement: "With Special Allergies" }),
          person("C", { greeting: "Mx", age: "Child Under 6", dietaryRequirement: "Vegan" }),
        ],
      },
    }).peopleSection.people;
    expect(stored).toEqual([
      { name: "A", greeting: "Mr", age: "Child Under 12", dietaryRequirement: "Vegaterian" },
      { name: "B", greeting: "Bayan", age: "Child Over 12", dietaryRequirement: "With Special Allergies" },
      { name: "C", greeting: "Mx", age: "Child Under 6", dietaryRequirement: "Vegan" },
    ]);
  });

  it("falls back to defaults for unknown enum values and flags, and drops unknown keys", () => {
    const meta = parse({
      lang: "fr",
      hasGreeting: "yes",
      joining: "maybe",
      extra: 1,
      peopleSection: { people: [{ name: "Ada", greeting: "Dr", age: "Teen", dietaryRequirement: "Vegetarian", extra: 2 }] },
      eventsSection: { events: [{ title: "Dinner", lang: "xx", joining: 1 }] },
    });
    expect(meta.lang).toBe("en");
    expect(meta.hasGreeting).toBe(true);
    expect(meta.joining).toBeNull();
    expect(meta).not.toHaveProperty("extra");
    // "Vegetarian" (the label's spelling) is not the stored value: it falls back like any unknown diet.
    expect(meta.peopleSection.people).toEqual([{ name: "Ada", greeting: "", age: "Adult", dietaryRequirement: "Regular" }]);
    expect(meta.eventsSection.events).toEqual([event("Dinner")]);
    expect(parse({ joining: true, eventsSection: { events: [event("x", { joining: false })] } })).toMatchObject({
      joining: true,
      eventsSection: { events: [{ joining: false }] },
    });
    expect(parse({ joining: null }).joining).toBeNull();
  });

  it("gives an event without a readable language the form's language", () => {
    const langs = (metaData: object) => parse(metaData).eventsSection.events.map((item) => item.lang);
    expect(langs({ lang: "tr", eventsSection: { events: [{ title: "Nikah" }, event("x", { lang: "xx" }), event("y", { lang: "de" })] } })).toEqual(["tr", "tr", "de"]);
    expect(langs({ eventsSection: { events: [{ title: "Dinner" }] } })).toEqual(["en"]);
  });

  it("refuses too-long strings and non-text values, and keeps the first entries of too-long lists", () => {
    const long = (length: number) => "x".repeat(length);
    expect(refused({ title: long(RSVP_LIMITS.title + 1) })).toBe(true);
    expect(refused({ title: long(RSVP_LIMITS.title) })).toBe(false);
    expect(refused({ phone: long(41) })).toBe(true);
    expect(refused({ phone: long(40) })).toBe(false);
    expect(refused({ email: long(255) })).toBe(true);
    expect(refused({ excuse: { email: long(255) } })).toBe(true);
    expect(refused({ excuse: { msg: long(RSVP_LIMITS.excuse + 1) } })).toBe(true);
    expect(refused({ peopleSection: { subtitle: long(RSVP_LIMITS.subtitle + 1) } })).toBe(true);
    expect(refused({ peopleSection: { people: [person(long(RSVP_LIMITS.name + 1))] } })).toBe(true);
    expect(parse({ peopleSection: { people: Array.from({ length: 11 }, (_, i) => person(`p${i}`)) } }).peopleSection.people.map((p) => p.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `p${i}`),
    );
    expect(refused({ peopleSection: { people: Array.from({ length: 10 }, () => person("x")) } })).toBe(false);
    expect(parse({ eventsSection: { events: Array.from({ length: 21 }, () => event("x")) } }).eventsSection.events).toHaveLength(20);
    expect(refused({ eventsSection: { events: Array.from({ length: 20 }, () => event("x")) } })).toBe(false);
    expect(refused({ eventsSection: { events: [event(long(201))] } })).toBe(true);
    expect(refused({ eventsSection: { events: [event("x", { subtitle: long(201) })] } })).toBe(true);
    expect(refused({ eventsSection: { events: [event("x", { desc: long(2001) })] } })).toBe(true);
    expect(refused({ eventsSection: { events: [event("x", { desc: long(2000) })] } })).toBe(false);
    expect(refused({ title: 42 })).toBe(true);
    // Missing or null strings take their defaults.
    expect(parse({ title: null, peopleSection: { title: undefined } })).toMatchObject({ title: "Will you join us?", peopleSection: { title: "Who is coming?" } });
    expect(parse({ title: "" }).title).toBe("");
  });
});

describe("rsvp-form choices", () => {
  it("Turkish forms offer Bay and Bayan, and the older-than-12 age group", () => {
    expect(greetingChoices("tr")).toEqual(["Bay", "Bayan"]);
    expect(ageChoices("tr")).toEqual(["Adult", "Child Over 12", "Child Under 12", "Child Under 6"]);
  });

  it.each(["en", "de", "es", "it"] as const)("%s forms offer Mr, Mrs, Mx and three age groups", (lang) => {
    expect(greetingChoices(lang)).toEqual(["Mr", "Mrs", "Mx"]);
    expect(ageChoices(lang)).toEqual(["Adult", "Child Under 12", "Child Under 6"]);
  });

  it("offers the same four diets everywhere, and keeps a person's current value visible", () => {
    expect(dietChoices()).toEqual(["Regular", "Vegan", "Vegaterian", "With Special Allergies"]);
    expect(withCurrent(greetingChoices("en"), "Bay")).toEqual(["Mr", "Mrs", "Mx", "Bay"]);
    expect(withCurrent(greetingChoices("en"), "Mr")).toEqual(["Mr", "Mrs", "Mx"]);
    expect(withCurrent(greetingChoices("en"), "")).toEqual(["Mr", "Mrs", "Mx"]);
  });

  it("every stored value has a label in the messages, and Vegaterian's reads Vegetarian", () => {
    const labels = messages.blocks["rsvp-form"];
    for (const key of Object.values(GREETING_KEYS)) expect(labels.greetings[key]).toEqual(expect.any(String));
    for (const key of Object.values(AGE_KEYS)) expect(labels.ages[key]).toEqual(expect.any(String));
    for (const key of Object.values(DIET_KEYS)) expect(labels.diets[key]).toEqual(expect.any(String));
    expect(labels.diets[DIET_KEYS.Vegaterian]).toBe("Vegetarian");
  });
});

// The submit rule itself (spec §5) is the answer schema's: lib/blocks/types/rsvp-form/answer-schema.test.ts.

describe("rsvp-form view", () => {
  it("renders the form with every control disabled, a joining choice and the preview note", () => {
    const html = renderView({}, "editor");
    expect(html).toContain("Will you join us?");
    expect(html).toContain("Yes, I&#x27;ll be there");
    expect(html).toContain("Sorry, I can&#x27;t make it");
    expect(html).toContain("Guest 1");
    expect(html).toContain("Maximum number of guests: 2");
    expect(html).toContain("This is a preview. Guests reply in the shared document.");
    expect(html).toMatch(/<button type="submit" disabled=""/);
    // Every input, select and textarea is disabled.
    const controls = html.match(/<(input|select|textarea)\b[^>]*>/g) ?? [];
    expect(controls.length).toBeGreaterThan(8);
    for (const control of controls) expect(control).toContain('disabled=""');
    // One label per control, wired by id.
    for (const id of html.matchAll(/<(?:input|select|textarea)\b[^>]*\sid="([^"]+)"/g)) expect(html).toContain(`for="${id[1]}"`);
    expect(renderView({}, "view")).toContain("Replies to this form are not open yet.");
  });

  it("follows the switches and the form language", () => {
    const all = renderView({ lang: "tr" });
    expect(all).toContain(">Bay</option>");
    expect(all).toContain(">Child over 12</option>");
    expect(all).toContain(">Vegetarian</option>");
    expect(all).toContain('value="Vegaterian"');
    expect(all).not.toContain(">Mrs</option>");
    const english = renderView({ lang: "en" });
    expect(english).toContain(">Mx</option>");
    expect(english).not.toContain("Child over 12");
    const none = renderView({ hasGreeting: false, hasAdult: false, hasDietaryRequirements: false });
    expect(none).not.toContain("Salutation");
    expect(none).not.toContain("Age group");
    expect(none).not.toContain("Dietary requirement");
    expect(none).toContain("Full name");
  });

  it("shows one row per person (at least one), and the events with their yes/no", () => {
    const html = renderView({
      peopleSection: { people: [person("Ada", { greeting: "Mrs" }), person("Bob")], maxPeople: 3 },
      eventsSection: { events: [event("Ceremony", { lang: "tr", desc: "Line one\nLine two" }), event("")] },
    });
    expect(html).toContain("Guest 2");
    expect(html).not.toContain("Guest 3");
    expect(html).toContain('value="Ada"');
    expect(html).toMatch(/<option value="Mrs" selected="">Mrs<\/option>/);
    expect(html).toContain('<h5 lang="tr"');
    expect(html).toContain("Line one\nLine two");
    expect(html).toContain("Event 2");
    expect(html.match(/Will you attend this event\?/g)).toHaveLength(2);
    expect(renderView({})).not.toContain("Will you attend this event?");
  });

  it("escapes every user text", () => {
    const html = renderView({
      title: XSS,
      phone: XSS.slice(0, 40),
      excuse: { msg: XSS, email: XSS },
      peopleSection: { title: XSS, subtitle: XSS, people: [person(XSS)] },
      eventsSection: { title: XSS, subtitle: XSS, events: [event(XSS, { subtitle: XSS, desc: XSS })] },
    });
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });
});

describe("rsvp-form editor", () => {
  const renderEditor = (readOnly: boolean, metaData: unknown = {}) => {
    const props: BlockEditorProps<null, RsvpMeta> = { block: testBlock("rsvp-form", null, parse(metaData)), context: testBlockContext("editor"), readOnly, onChange: () => {} };
    return inIntl(createElement(RsvpFormEditor, props));
  };

  it("shows the preview and labelled settings", () => {
    const html = renderEditor(false, { eventsSection: { events: [event("Dinner")] } });
    for (const label of ["Form language", "Form title", "Ask for a salutation", "Ask for age group", "Ask for dietary requirements", "Guests per reply", "Add event", "Message shown when a guest can&#x27;t come"]) {
      expect(html).toContain(label);
    }
    expect(html).toContain('role="switch"');
    expect(html).toContain("page-chrome");
    expect(html).toContain('aria-label="Remove event 1"');
    // Max people offers 1 to 10.
    for (let count = 1; count <= 10; count += 1) expect(html).toContain(`<option value="${count}"`);
  });

  it("read-only shows the preview alone", () => {
    const html = renderEditor(true);
    expect(html).toContain("Will you join us?");
    expect(html).not.toContain("page-chrome");
  });
});
