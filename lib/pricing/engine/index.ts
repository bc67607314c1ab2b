// The pricing table's calculation engine: plain TypeScript, no React, no database. The editor, the
// server (cached totals, shared view), the spreadsheet export and the tests all call it; nothing
// else computes money. The calculation order is documented in lib/pricing/types.ts.
//
// Choices the spec leaves open (the tests in tests/unit/pricing-engine*.test.ts pin each):
// - Arithmetic is decimal (decimal.js, 40 significant digits), never binary floats: 0.1 x 3 = 0.30.
// - Rounding: half up (…5 goes away from zero; every amount is >= 0, so up), to the table's decimals
//   (0-4; unreadable → the currency's default), once per figure a reader sees, when it is computed;
//   later figures are computed from the rounded ones, so the printed table always adds up.
// - Clamps: percentages (line discount, line tax, SINGLE tax, percentage discounts and fees) 0-100;
//   price, quantity, custom column values, absolute discounts and fees at least 0; non-finite → 0
//   (a missing or unreadable custom column value takes the column's default); inputs and each line's
//   base are capped at 1e15 so absurd numbers still give finite figures.
// - An absolute discount never takes more than what is left: totals never go below 0.
// - Fees are each a share of (or an amount added to) the subtotal after table discounts; they do not
//   compound. With MULTIPLE tax fees are untaxed (they carry no line rate).
// - MULTIPLE tax: line tax = net x the line's rate (rounded per line); discounts after the lines
//   reduce the taxes of the lines they reduce, in proportion (see tax.ts), rounded once.
// - Currency: a row's own currency counts only with allowCurrencyChange; a rate of 0 or none means
//   no conversion (the amount is taken as it is).
// - Sections: rows before the first section row form an untitled section, present only when it
//   holds an item; empty titled sections are kept (total 0).
// - Client choices (computeTable's third argument, lib/pricing/choices.ts): an optional row not
//   selected keeps its own line figures but counts in no total (section, subtotal, discounts, fees,
//   tax, grand total); a chosen quantity is used only when it is a whole number within the row's
//   range. Without choices the owner's defaults apply (selectedByDefault).
// - Document totals: see totals.ts (per currency; balance due = unpaid invoices, else total - paid).
export { computeTable } from "./table";
export { documentTotals, type TableTotal } from "./totals";
export { visibleColumns, type PricingColumn } from "./columns";
export { switchTableCurrency } from "./switch-currency";
export { listRowCurrencies } from "./currency";
