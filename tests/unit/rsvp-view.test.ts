import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { BlockData } from "@/lib/blocks/definition";
import { rsvpMetaSchema, type RsvpMeta } from "@/lib/blocks/types/rsvp-form/schema";
import { RSVP_PROBLEMS } from "@/lib/blocks/types/rsvp-form/problems";
import { RsvpFormView } from "@/lib/blocks/types/rsvp-form/view";
import { testBlock, testBlockContext } from "../support/blocks";

// The RSVP form is live (enabled, with what the share view's script needs) only in the share view:
// view mode with context.interactive. Everywhere else it stays the disabled preview.

const meta = (value: unknown = {}) => rsvpMetaSchema.parse(value);
const render = (block: BlockData<null, RsvpMeta>, mode: "editor" | "view", interactive?: boolean) =>
  renderToStaticMarkup(createElement(RsvpFormView, { block, context: { ...testBlockContext(mode), interactive } }));
const form = (value: unknown = {}) => testBlock("rsvp-form", null, meta(value), { id: "frozen123" });
const controlsOf = (html: string) => html.match(/<(input|select|textarea)\b[^>]*>/g) ?? [];

describe("rsvp-form view in the share view", () => {
  it("is enabled only when interactive in view mode", () => {
    for (const [mode, interactive] of [["editor", undefined], ["editor", true], ["view", undefined], ["view", false]] as const) {
      const html = render(form(), mode, interactive);
      expect(html, `${mode} ${interactive}`).not.toContain("data-rsvp-form");
      for (const control of controlsOf(html)) expect(control).toContain('disabled=""');
    }
    const live = render(form(), "view", true);
    expect(live).toContain('data-rsvp-form=""');
    expect(live).toContain('data-segment-id="frozen123"');
    expect(live).toContain('data-id-prefix="rsvp-frozen123"');
    const visible = controlsOf(live.replace(/<li hidden=""[\s\S]*?<\/li>/g, ""));
    expect(visible.length).toBeGreaterThan(5);
    for (const control of visible) expect(control).not.toContain('disabled=""');
    expect(live).not.toContain("Replies to this form are not open yet.");
  });

  it("carries the translated status texts, a disabled send button and a noscript note", () => {
    const live = render(form(), "view", true);
    expect(live).toMatch(/<button type="submit" disabled="" data-rsvp-submit=""/);
    expect(live).toContain('data-msg-sending="Sending your reply…"');
    expect(live).toContain('data-msg-sent="Thank you! Your reply has been sent."');
    expect(live).toContain('data-msg-error="Your reply could not be sent. Please try again later."');
    expect(live).toContain('data-msg-problem-excuseemail="Enter a valid e-mail address so the hosts can reach you."');
    expect(live).toContain('role="status"');
    expect(live).toMatch(/<noscript>.*Sending a reply needs JavaScript/);
  });

  it("has every guest row up to maxPeople in the markup, the ones not added yet hidden, each with a remove button", () => {
    const live = render(form({ peopleSection: { maxPeople: 3 } }), "view", true);
    expect(live.match(/data-rsvp-person="/g)).toHaveLength(3);
    expect(live.match(/<li hidden=""/g)).toHaveLength(2);
    expect(live).toContain("Remove guest 2");
    expect(live).toContain("Remove guest 3");
    expect(live).not.toContain("Remove guest 1");
    expect(live).toContain('data-rsvp-add=""');
    // The preview keeps one row and no remove buttons.
    const preview = render(form({ peopleSection: { maxPeople: 3 } }), "editor");
    expect(preview).not.toContain("Remove guest");
    expect(preview).not.toContain("hidden");
  });

  it("has the ids and names lib/share/client/rsvp.ts reads", () => {
    const live = render(form({ peopleSection: { maxPeople: 2 }, eventsSection: { events: [{ title: "Dinner" }, { title: "Party" }] } }), "view", true);
    const prefix = "rsvp-frozen123";
    for (const id of ["phone", "email", "excuse", "excuse-email", "person-0-name", "person-0-greeting", "person-0-age", "person-0-diet", "person-1-name"]) {
      expect(live).toContain(`id="${prefix}-${id}"`);
    }
    for (const name of ["joining", "event-0", "event-1"]) expect(live).toContain(`name="${prefix}-${name}" value="yes"`);
  });

  it("marks the sections the joining answer shows", () => {
    const live = render(form({ eventsSection: { events: [{ title: "Dinner" }] } }), "view", true);
    expect(live.match(/data-rsvp-section="joining"/g)).toHaveLength(2);
    expect(live.match(/data-rsvp-section="declining"/g)).toHaveLength(1);
  });
});

describe("the live form's error lines, notice and phone picker", () => {
  const live = () => render(form({ peopleSection: { maxPeople: 2 } }), "view", true);

  it("has an error line (hidden, empty) for each field the answer check can name, and the notice at the top", () => {
    const html = live();
    const prefix = "rsvp-frozen123";
    for (const id of ["joining", "person-0-name", "person-1-name", "phone", "email", "excuse", "excuse-email"]) {
      expect(html).toContain(`<p id="${prefix}-${id}-error" data-rsvp-error="" hidden=""`);
    }
    expect(html).toMatch(/<div id="rsvp-frozen123-notice" data-rsvp-notice="" role="alert" tabindex="-1" hidden=""/);
    // The notice comes before the first question.
    expect(html.indexOf("data-rsvp-notice")).toBeLessThan(html.indexOf('name="rsvp-frozen123-joining"'));
    // The preview has none of them.
    const preview = render(form(), "editor");
    expect(preview).not.toContain("data-rsvp-error");
    expect(preview).not.toContain("data-rsvp-notice");
  });

  it("carries every problem's text with its placeholders for the script to fill", () => {
    const html = live();
    for (const problem of RSVP_PROBLEMS) expect(html).toContain(`data-msg-problem-${problem.toLowerCase()}="`);
    expect(html).toContain('data-msg-problem-phoneinvalid="This is not a valid phone number for the country chosen ({country}).');
    expect(html).toContain('data-msg-problem-toolong="This is too long: use at most {max} characters."');
    expect(html).toContain('data-msg-closed="This invitation no longer takes replies. Please contact the hosts."');
  });

  it("marks the workspace's currency and renders the phone's country picker with phone-friendly inputs", () => {
    const html = live();
    expect(html).toContain('data-currency="EUR"');
    expect(html).toMatch(/<label for="rsvp-frozen123-phone-country"[^>]*>Country code<\/label>/);
    expect(html).toMatch(/<select id="rsvp-frozen123-phone-country" data-rsvp-country=""[^>]*><option value="">Choose a country<\/option><\/select>/);
    const input = (id: string) => html.match(new RegExp(`<input id="rsvp-frozen123-${id}"[^>]*>`))?.[0] ?? "";
    expect(input("phone")).toMatch(/type="tel".*autoComplete="tel".*inputMode="tel".*maxLength="40"/);
    expect(input("email")).toMatch(/type="email".*autoComplete="email".*inputMode="email"/);
    expect(input("person-0-name")).toMatch(/autoComplete="name".*autoCapitalize="words"/);
    // 16 px text (no zoom on iOS) and 48 px tall controls.
    for (const id of ["phone", "email", "person-0-name"]) expect(input(id)).toMatch(/class="h-12 [^"]*\btext-base\b/);
  });
});
