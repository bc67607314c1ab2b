import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { plannerWithDocument } from "./editor-support";
import { expectAccessible } from "./support";

// The catalog end to end (workspace spec §2 /catalog, /catalog/new, /catalog/{id}; issue 7): hidden
// without the module; with it, create two items through the form (and see the form's own checks),
// see them listed with formatted prices, edit one, duplicate one, select all and delete them after a
// confirmation, and land on the empty state.

async function attachScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: "image/png" });
}

const row = (page: Page, name: string) => page.getByRole("row").filter({ has: page.getByRole("link", { name, exact: true }) });

async function addItem(page: Page, item: { name: string; sku?: string; currency: string; price: string; description?: string }) {
  await page.getByRole("link", { name: "New item" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "New catalog item" })).toBeVisible();
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(item.name);
  if (item.sku) await page.getByLabel("SKU").fill(item.sku);
  await page.getByLabel("Currency").selectOption(item.currency);
  await page.getByLabel("Price").fill(item.price);
  if (item.description) await page.getByLabel("Description").fill(item.description);
  await page.getByRole("button", { name: "Add to catalog" }).click();
  await expect(page).toHaveURL(/\/catalog(\?.*)?$/);
  await expect(page.getByText(`“${item.name}” has been saved.`)).toBeVisible();
}

test("the catalog: module gate, form checks, formatted list, edit, duplicate, select all and bulk delete", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await plannerWithDocument(page, "catalog", "Price list");
  await page.setViewportSize({ width: 1280, height: 900 });

  // Without the catalog module there is no sidebar entry, and the catalog's pages explain the module.
  const hidden = await page.goto("/catalog");
  expect(hidden?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Keep your prices in one catalog" })).toBeVisible();
  await page.goto("/documents");
  await expect(page.getByRole("navigation").getByRole("link", { name: "Catalog" })).toHaveCount(0);

  const enabled = await page.request.post("/api/dev/modules", { data: { modules: ["catalog"] } });
  expect(enabled.status()).toBe(200);
  await page.goto("/documents");
  await page.getByRole("navigation").getByRole("link", { name: "Catalog" }).click();
  await expect(page).toHaveURL(/\/catalog$/);
  await expect(page.getByRole("heading", { level: 1, name: "Catalog" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your catalog is empty" })).toBeVisible();
  await expectAccessible(page);

  // The form checks before saving: a name and a readable price are needed.
  await page.getByRole("link", { name: "New item" }).first().click();
  await expect(page.getByLabel("Currency")).toHaveValue("EUR");
  await page.getByRole("button", { name: "Add to catalog" }).click();
  await expect(page.getByText("Give the item a name.")).toBeVisible();
  await expect(page.getByText("Enter a price.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Name", exact: true })).toBeFocused();
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("Bridal bouquet");
  await page.getByLabel("Price").fill("12.50.0");
  await page.getByRole("button", { name: "Add to catalog" }).click();
  await expect(page.getByText("Use the decimal separator “.” only once.")).toBeVisible();
  await page.getByLabel("Price").fill("-4");
  await page.getByRole("button", { name: "Add to catalog" }).click();
  await expect(page.getByText("The price cannot be negative.")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/catalog$/);

  // Two items through the form, listed newest first with their prices in the workspace's format.
  await addItem(page, { name: "Bridal bouquet", sku: "FL-101", currency: "EUR", price: "1,250.5", description: "Peonies and garden roses" });
  await addItem(page, { name: "Welcome dinner", currency: "TRY", price: "2500" });
  await expect(row(page, "Bridal bouquet")).toContainText("€1,250.50");
  await expect(row(page, "Bridal bouquet")).toContainText("FL-101");
  await expect(row(page, "Bridal bouquet")).toContainText("Peonies and garden roses");
  await expect(row(page, "Welcome dinner")).toContainText("2,500 TL");
  await expect(page.getByText("2 items shown")).toBeVisible();
  await expectAccessible(page);

  // Edit one: the form opens with its values, saving goes back to the list.
  await page.getByRole("link", { name: "Edit Welcome dinner" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Welcome dinner" })).toBeVisible();
  await expect(page.getByLabel("Price")).toHaveValue("2,500");
  await expect(page.getByLabel("Currency")).toHaveValue("TRY");
  await expectAccessible(page);
  await page.getByLabel("Price").fill("2600");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("“Welcome dinner” has been saved.")).toBeVisible();
  await expect(row(page, "Welcome dinner")).toContainText("2,600 TL");

  // Duplicate: a copy with the same price, at the top.
  await page.getByRole("button", { name: "Duplicate Bridal bouquet" }).click();
  await expect(page.getByText("“Copy of Bridal bouquet” has been added.")).toBeVisible();
  await expect(row(page, "Copy of Bridal bouquet")).toContainText("€1,250.50");
  await expect(page.getByRole("link", { name: /Bridal bouquet$/ }).first()).toHaveText("Copy of Bridal bouquet");
  await attachScreenshot(page, testInfo, "catalog-list");

  // Select all, then delete the selection after confirming it.
  await page.getByRole("checkbox", { name: "Select all items shown" }).check();
  await expect(page.getByText("3 items selected")).toBeVisible();
  await page.getByRole("button", { name: "Delete selected (3)" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete 3 items?" });
  await expect(confirm).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText("3 items deleted.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your catalog is empty" })).toBeVisible();
  const left = await (await page.request.get("/api/catalog")).json();
  expect(left.items).toEqual([]);
  await expectAccessible(page);
});
