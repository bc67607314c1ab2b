import { expect, test, type Locator, type Page, type TestInfo } from "@playwright/test";
import { frame, plannerWithDocument, storedBlocks } from "./editor-support";
import { expectAccessible, openEditor } from "./support";

// The pricing table's editor fits the page a planner works on (1280 x 800 and 1440 x 900, the
// document panel open): with line discounts, line taxes and a custom column, long item names and
// amounts in the millions, no figure and no control is cut off by its scroll container; the
// secondary columns then live in each row's details, which read their values and open them as
// fields. Zoomed in, the same table has room for every column. The catalog: "Add from catalog"
// with the module (it adds the picked item as a row), a quiet link to /catalog without it.

const item = (id: string, name: string, price: number, quantity: number, days: number, discount: number, tax: number) => ({
  type: "item",
  id,
  name,
  description: "",
  showDescription: false,
  price,
  quantity,
  tax,
  discount,
  columns: [days],
  currency: null,
  catalogItemId: null,
});

const PRICING_TABLE = {
  segmentType: "pricing-table",
  content: {
    nameTitle: "",
    priceTitle: "",
    qtyTitle: "",
    discountTitle: "",
    lineTaxTitle: "",
    totalWithTaxTitle: "",
    totalTitle: "",
    subTotalTitle: "",
    grandTotalTitle: "",
    rows: [
      { type: "section", id: "s1", title: "Ceremony and reception", discounts: [] },
      // 1,234,567.89 × 1 × 2 days − 10% = €2,222,222.20
      item("venue", "Venue hire: Villa Cimbrone terrace and gardens, exclusive use for the whole weekend", 1_234_567.89, 1, 2, 10, 22),
      item("dinner", "Four-course dinner with wine pairing and a late-night pizza buffet for every guest", 185, 120, 1, 0, 10),
      item("flowers", "Floral design", 4_800, 1, 1, 5, 22),
    ],
    customColumns: [{ title: "Days", defaultValue: 1 }],
    discounts: [{ isAbsolute: false, title: "Early booking", value: 5 }],
    fees: [{ isAbsolute: true, title: "Service fee", value: 750 }],
    lastSubtotalDiscounts: [],
    tax: 0,
  },
  metaData: {
    taxType: "MULTIPLE",
    effectType: "TOTAL",
    lineDiscountEnabled: true,
    sectionTotalVisible: true,
    grandTotalVisible: true,
    totalWithTaxColVisible: false,
    currency: "EUR",
    decimals: 2,
    currencyRates: {},
    numberFormat: null,
    allowCurrencyChange: false,
    rowCurrencies: ["EUR"],
  },
};

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
];

async function attachScreenshot(page: Page, testInfo: TestInfo, name: string, target?: Locator) {
  const path = testInfo.outputPath(`${name}.png`);
  await (target ?? page).screenshot({ path });
  await testInfo.attach(name, { path, contentType: "image/png" });
}

/**
 * Every control and figure of the block that is drawn, and is cut off: by an ancestor that clips
 * (the grid's scroll region, the canvas, the page), by the window's sides, or inside itself (a
 * field or an amount wider than its box). Only the horizontal extent: the canvas scrolls down.
 */
function clipped(block: Locator) {
  return block.evaluate((root) => {
    const name = (element: Element) => element.getAttribute("aria-label") ?? element.getAttribute("data-price-figure") ?? element.textContent?.trim().slice(0, 40) ?? element.tagName;
    const problems: string[] = [];
    for (const element of root.querySelectorAll("input, select, textarea, button, a, [data-price-figure]")) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(element).visibility === "hidden") continue;
      if (element.matches("input, [data-price-figure]") && element.scrollWidth > element.clientWidth + 1) problems.push(`${name(element)}: its text is wider than its box`);
      if (box.left < -1 || box.right > window.innerWidth + 1) problems.push(`${name(element)}: outside the window`);
      for (let ancestor = element.parentElement; ancestor; ancestor = ancestor.parentElement) {
        if (getComputedStyle(ancestor).overflowX === "visible") continue;
        const area = ancestor.getBoundingClientRect();
        const scale = area.width / (ancestor.offsetWidth || 1);
        const left = area.left + ancestor.clientLeft * scale;
        const right = left + ancestor.clientWidth * scale;
        if (box.left < left - 1 || box.right > right + 1) problems.push(`${name(element)}: cut off by ${ancestor.tagName.toLowerCase()}.${[...ancestor.classList].slice(0, 3).join(".")}`);
      }
    }
    return problems;
  });
}

async function selectTable(page: Page) {
  const table = frame(page, "pricing-table");
  await table.click({ position: { x: 6, y: 6 } });
  // The editor's code loads on demand the first time a table is selected.
  await expect(table.getByRole("textbox", { name: "Name, row 2" })).toBeVisible({ timeout: 60_000 });
  return table;
}

async function panelOpen(page: Page) {
  const toggle = page.getByRole("toolbar", { name: "Editor tools" }).getByRole("button", { name: "Document settings" });
  if ((await toggle.count()) && (await toggle.getAttribute("aria-expanded")) === "false") await toggle.click();
}

test("the pricing table editor fits at 1280 and 1440 with the panel open; secondary columns move into the rows' details", async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const { id } = await plannerWithDocument(page, "pricefit", "Villa Cimbrone wedding");
  const added = await page.request.post(`/api/document/${id}/segment`, { data: PRICING_TABLE });
  expect(added.status(), await added.text()).toBe(201);

  for (const size of SIZES) {
    await page.setViewportSize(size);
    await openEditor(page, `/document/${id}`);
    await panelOpen(page);
    const table = await selectTable(page);
    await table.scrollIntoViewIfNeeded();

    // The item, price, quantity and total columns stay; days, discount and tax are read in each row's details.
    await expect(table.getByRole("columnheader", { name: "Total" })).toBeVisible();
    await expect(table.getByRole("columnheader", { name: /Discount/ })).toBeHidden();
    const details = table.getByRole("button", { name: /^Details, row 2/ });
    await expect(details).toHaveAttribute("aria-expanded", "false");
    await expect(details).toHaveAccessibleName(/Days 2, Discount 10%, Tax 22%/);
    await expect(table.getByRole("textbox", { name: "Discount (%), row 2" })).toBeHidden();
    await expect(table.locator('[data-price-figure="line-total"]').first()).toHaveText("€2,222,222.20");
    await expect(table.locator('[data-price-figure="grand-total"]')).toHaveText(/^€\d{1,3}(,\d{3})*\.\d{2}$/);
    expect(await clipped(table)).toEqual([]);
    await attachScreenshot(page, testInfo, `pricing-fit-${size.width}`);

    // The details open from the keyboard and show the secondary values as fields; nothing is cut off then either.
    await details.focus();
    await page.keyboard.press("Enter");
    await expect(details).toHaveAttribute("aria-expanded", "true");
    const group = table.getByRole("group", { name: "Details, row 2" });
    await expect(group.getByRole("textbox", { name: "Days, row 2" })).toHaveValue("2");
    await expect(group.getByRole("textbox", { name: "Discount (%), row 2" })).toHaveValue("10");
    await expect(group.getByRole("textbox", { name: "Tax (%), row 2" })).toHaveValue("22");
    expect(await clipped(table)).toEqual([]);
    await attachScreenshot(page, testInfo, `pricing-fit-${size.width}-details`, table);
    await expectAccessible(page);
  }

  // A value edited in the details counts at once and is saved: no discount, 2 days → €2,469,135.78.
  const table = frame(page, "pricing-table");
  await table.getByRole("group", { name: "Details, row 2" }).getByRole("textbox", { name: "Discount (%), row 2" }).fill("0");
  await expect(table.locator('[data-price-figure="line-total"]').first()).toHaveText("€2,469,135.78");
  await expect(table.getByRole("button", { name: /^Details, row 2/ })).toHaveAccessibleName(/Discount 0%/);
  const storedDiscount = async () => {
    const [stored] = (await storedBlocks(page, id)).filter((block) => block.segmentType === "pricing-table");
    return (stored.content as { rows: { id: string; discount?: number }[] }).rows.find((row) => row.id === "venue")?.discount;
  };
  await expect.poll(storedDiscount, { timeout: 60_000 }).toBe(0);

  // The client's choices still open under their row.
  await table.getByRole("button", { name: "Client choices, row 3" }).click();
  await expect(table.getByRole("group", { name: "Client choices, row 3" })).toBeVisible();

  // A column switched on in the settings joins the details; its title is edited there too.
  await table.getByText("Table settings").click();
  await table.getByRole("switch", { name: "Total with tax column" }).check();
  await expect(table.getByRole("button", { name: /^Details, row 2/ })).toHaveAccessibleName(/Total incl\. tax €3,012,345\.65$/);
  await table.getByRole("textbox", { name: "Tax", exact: true }).fill("VAT");
  await expect(table.getByRole("button", { name: /^Details, row 2/ })).toHaveAccessibleName(/VAT 22%/);
  await table.getByRole("switch", { name: "Total with tax column" }).uncheck();
  await table.getByText("Table settings").click();

  // Zoomed in, the block is wide enough for every column: the details give way to the columns.
  await page.getByRole("button", { name: "Zoom in" }).click();
  await expect(table.getByRole("textbox", { name: "Discount (%), row 2" })).toBeVisible();
  await expect(table.getByRole("columnheader", { name: /Discount/ })).toBeVisible();
  await expect(table.getByRole("button", { name: /^Details, row 2/ })).toBeHidden();
  await attachScreenshot(page, testInfo, "pricing-fit-1440-zoomed", table);
});

test("the pricing table offers the catalog with the catalog module, and only a link to it without", async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const { id, teamId } = await plannerWithDocument(page, "pricecat", "Catalog offer");
  expect((await page.request.post(`/api/document/${id}/segment`, { data: PRICING_TABLE })).status()).toBe(201);
  await page.setViewportSize({ width: 1280, height: 800 });

  await openEditor(page, `/document/${id}`);
  let table = await selectTable(page);
  await expect(table.getByRole("button", { name: "Add from catalog" })).toHaveCount(0);
  await expect(table.getByRole("link", { name: /Reuse prices from a catalog/ })).toHaveAttribute("href", "/catalog");

  expect((await page.request.post("/api/dev/modules", { data: { modules: ["catalog"] } })).status()).toBe(200);
  const created = await page.request.post(`/api/team/${teamId}/catalog/`, { data: { sku: "PHO-01", name: "Photographer, full day", price: 2_400, currency: "EUR", description: "" } });
  expect(created.status(), await created.text()).toBe(201);

  await openEditor(page, `/document/${id}`);
  table = await selectTable(page);
  await expect(table.getByRole("link", { name: /Reuse prices from a catalog/ })).toHaveCount(0);
  await table.getByRole("button", { name: "Add from catalog" }).click();
  const picker = page.getByRole("dialog", { name: "Add from catalog" });
  await picker.getByRole("checkbox", { name: "Photographer, full day" }).check();
  await picker.getByRole("button", { name: "Add 1 item" }).click();
  await expect(picker).toBeHidden();
  await expect(table.getByRole("textbox", { name: "Name, row 5" })).toHaveValue("Photographer, full day");
  await expect(table.getByRole("textbox", { name: "Price, row 5" })).toHaveValue("2400.00");
  await expectAccessible(page);
  await attachScreenshot(page, testInfo, "pricing-fit-catalog", table);
});
