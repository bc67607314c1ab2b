import { expect, test, type Page } from "@playwright/test";
import { addBlock, frame, plannerWithDocument, storedBlocks, waitSaved } from "./editor-support";
import { expectAccessible, openEditor } from "./support";

// Pricing issue, done-when: a planner builds a priced offer from two catalog items, a discount and a
// tax, switches the currency and sees the expected totals, before and after a reload; the document
// index then shows the table's cached total. A screenshot of the priced offer is attached.
//
// The figures: Venue hire 1,000 EUR + Floral design 250 EUR = 1,250; -10% = 1,125; +20% tax = 1,350.
// In USD with 1 EUR = 1.1 USD (the catalog rows stay in EUR and are converted): 1,100 + 275 = 1,375;
// -137.50 = 1,237.50; +247.50 tax = 1,485.00.

const CATALOG = [
  { sku: "VEN-01", name: "Venue hire", price: 1000, description: "Lake terrace and gardens, whole day" },
  { sku: "FLO-01", name: "Floral design", price: 250, description: "Centrepieces and bridal bouquet" },
];

async function attachScreenshot(page: Page, testInfo: { outputPath: (name: string) => string; attach: (name: string, options: { path: string; contentType: string }) => Promise<void> }, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: "image/png" });
}

/** The document's cached totals as the server keeps them (set by the editor a second after a change). */
async function cachedTotals(page: Page, id: string) {
  const doc = await (await page.request.get(`/api/document/${id}`)).json();
  return Object.values(doc.cachedData as Record<string, { total: number; currency: string }>);
}

test("a planner prices an offer from the catalog, switches its currency, and the index shows the total", async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const { id, teamId } = await plannerWithDocument(page, "pricing", "Villa Aurelia offer");
  const modules = await page.request.post("/api/dev/modules", { data: { modules: ["catalog"] } });
  expect(modules.ok()).toBe(true);
  for (const item of CATALOG) {
    const created = await page.request.post(`/api/team/${teamId}/catalog/`, { data: { ...item, currency: "EUR" } });
    expect(created.status()).toBe(201);
  }

  await page.setViewportSize({ width: 1440, height: 1000 });
  await openEditor(page, `/document/${id}`);
  await addBlock(page, "Pricing table");
  const table = frame(page, "pricing-table");

  // ---- Both catalog items (they take the place of the new table's empty item)
  await table.getByRole("button", { name: "Add from catalog" }).click();
  const picker = page.getByRole("dialog", { name: "Add from catalog" });
  await expect(picker).toBeVisible();
  await picker.getByRole("checkbox", { name: "Venue hire" }).check();
  await picker.getByRole("checkbox", { name: "Floral design" }).check();
  await picker.getByRole("button", { name: "Add 2 items" }).click();
  await expect(picker).toBeHidden();
  await expect(table.getByRole("textbox", { name: "Name, row 1" })).toHaveValue("Venue hire");
  await expect(table.getByRole("textbox", { name: "Name, row 2" })).toHaveValue("Floral design");
  await expect(table.getByRole("textbox", { name: "Quantity, row 2" })).toHaveValue("1");

  // ---- A row added by hand, then selected and removed
  await table.getByRole("button", { name: "Add item" }).click();
  await table.getByRole("textbox", { name: "Name, row 3" }).fill("Scratch line");
  await table.getByRole("checkbox", { name: "Select row 3" }).check();
  await table.getByRole("button", { name: "Remove selected (1)" }).click();
  await expect(table.getByRole("textbox", { name: "Name, row 3" })).toHaveCount(0);

  // ---- The price input refuses a second decimal separator and keeps the last valid price
  const price = table.getByRole("textbox", { name: "Price, row 2" });
  await price.fill("250.5.0");
  await expect(price).toHaveAttribute("aria-invalid", "true");
  await price.fill("250");
  await expect(price).not.toHaveAttribute("aria-invalid", "true");

  // ---- A 10% discount on the table and a single 20% tax
  await table.getByRole("button", { name: "Add discount", exact: true }).click();
  await table.getByRole("textbox", { name: "Discounts 1: value" }).fill("10");
  await table.getByRole("combobox", { name: "Tax" }).selectOption("SINGLE");
  await table.getByRole("textbox", { name: "Tax rate (%)" }).fill("20");
  await expect(table).toContainText("€1,250.00");
  await expect(table).toContainText("-€125.00");
  await expect(table).toContainText("€225.00");
  await expect(table).toContainText("€1,350.00");

  // ---- Switch to USD; the EUR rows are converted at 1 EUR = 1.1 USD
  await table.getByRole("combobox", { name: "Currency" }).selectOption("USD");
  await table.getByRole("textbox", { name: "Rate for EUR" }).fill("1.1");
  await expect(table).toContainText("$1,375.00");
  await expect(table).toContainText("-$137.50");
  await expect(table).toContainText("$247.50");
  await expect(table).toContainText("$1,485.00");

  await waitSaved(page);
  await expectAccessible(page);
  const [stored] = (await storedBlocks(page, id)).filter((block) => block.segmentType === "pricing-table");
  expect(stored.metaData).toMatchObject({ currency: "USD", taxType: "SINGLE", allowCurrencyChange: true, currencyRates: { EUR: { rate: 1.1, isReverse: false } }, rowCurrencies: ["USD", "EUR"] });
  expect(stored.content).toMatchObject({
    tax: 20,
    discounts: [{ value: 10, isAbsolute: false }],
    rows: [
      { type: "item", name: "Venue hire", price: 1000, quantity: 1, currency: "EUR" },
      { type: "item", name: "Floral design", price: 250, quantity: 1, currency: "EUR" },
    ],
  });
  // The editor keeps the document's cached total a second after the last change.
  await expect.poll(() => cachedTotals(page, id), { timeout: 15_000 }).toEqual([{ total: 1485, currency: "USD", effectType: "TOTAL", decimals: 2 }]);

  // ---- After a reload the reader's view of the table shows the same totals
  await page.reload();
  await page.locator("[data-editor-ready]").waitFor();
  const view = frame(page, "pricing-table");
  await expect(view).toContainText("Venue hire");
  await expect(view).toContainText("€1,000.00"); // the row's own price, in its currency
  await expect(view).toContainText("Tax (20%)");
  await expect(view).toContainText("$1,485.00");
  await expectAccessible(page);
  await attachScreenshot(page, testInfo, "pricing-offer");

  // ---- The documents index shows the cached total in the document's row
  await page.goto("/documents");
  const row = page.getByRole("listitem").filter({ hasText: "Villa Aurelia offer" });
  await expect(row.getByTestId("document-total")).toContainText("$1,485.00");
  await expectAccessible(page);
  await attachScreenshot(page, testInfo, "pricing-index");
});
