import { NextIntlClientProvider } from "next-intl";
import { createElement, type ComponentType, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ItemRow } from "@/lib/pricing/types";
import messages from "@/messages/en.json";
import { rangeAround, setRangeEnd, toggleRange } from "./choice-edits";
import { ChoicesPanel, ChoiceTags } from "./choices-editor";
import { newItemRow } from "./rows";

// The owner's settings of a row's client choices: the pure edits and the panel's labelled controls.

const row = (patch: Partial<ItemRow> = {}) => newItemRow("r1", [], { name: "Dinner", quantity: 100, ...patch });
const IntlProvider = NextIntlClientProvider as ComponentType<{ locale: string; timeZone: string; messages: typeof messages; children?: ReactNode }>;
const html = (element: ReactNode) => renderToStaticMarkup(createElement(IntlProvider, { locale: "en", timeZone: "UTC", messages }, element));
const format = { decimalLength: 2, groupLength: 3, decimalSeparator: ".", groupSeparator: "," };

describe("choice edits", () => {
  it("starts a range around the quantity, and clears it", () => {
    expect(rangeAround(100)).toEqual({ quantity: 100, quantityMin: 80, quantityMax: 120 });
    expect(rangeAround(1)).toEqual({ quantity: 1, quantityMin: 1, quantityMax: 3 });
    expect(rangeAround(2.6)).toEqual({ quantity: 3, quantityMin: 2, quantityMax: 5 });
    expect(toggleRange(row({ quantityMin: 80, quantityMax: 120 }), false)).toEqual({ quantityMin: null, quantityMax: null });
  });

  it("moves the quantity into a changed range, and keeps what is typed while min is above max", () => {
    expect(setRangeEnd(row({ quantityMin: 80, quantityMax: 120 }), "quantityMin", 110)).toEqual({ quantityMin: 110, quantity: 110 });
    expect(setRangeEnd(row({ quantityMin: 80, quantityMax: 120 }), "quantityMax", 90)).toEqual({ quantityMax: 90, quantity: 90 });
    expect(setRangeEnd(row({ quantityMin: 80, quantityMax: 120 }), "quantityMax", 14)).toEqual({ quantityMax: 14 });
  });
});

describe("choices editor", () => {
  it("shows tags for what is set", () => {
    expect(html(createElement(ChoiceTags, { row: row() }))).toBe("");
    const tags = html(createElement(ChoiceTags, { row: row({ optional: true, quantityMin: 80, quantityMax: 140 }) }));
    expect(tags).toContain(">Optional<");
    expect(tags).toContain(">80–140<");
  });

  it("labels every control of the panel; 'selected at first' only for an optional row; the range's ends only with a range", () => {
    const plain = html(createElement(ChoicesPanel, { id: "p1", row: row(), number: 2, format, colSpan: 6, onChange: () => undefined }));
    expect(plain).toContain("Client choices, row 2");
    expect(plain).toContain("Optional: the client may leave it out");
    expect(plain).toMatch(/disabled=""[^>]*\/?>(?:(?!<input).)*Included until the client changes it/s);
    expect(plain).toContain("The client chooses the quantity");
    expect(plain).not.toContain("At least, row 2");

    const ranged = html(createElement(ChoicesPanel, { id: "p1", row: row({ optional: true, quantityMin: 80, quantityMax: 140 }), number: 2, format, colSpan: 6, onChange: () => undefined }));
    expect(ranged).toContain('aria-label="At least, row 2"');
    expect(ranged).toContain('aria-label="At most, row 2"');
    expect(ranged).toContain('value="80"');
    expect(ranged).toContain('value="140"');
    expect(ranged).not.toMatch(/disabled=""/);
  });
});
