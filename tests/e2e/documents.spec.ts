import { expect, test, type Page } from "@playwright/test";
import { expectAccessible, uniqueName } from "./support";

/** Opens a row's actions menu (a menu button named after the document) and chooses an item. */
async function chooseRowAction(page: Page, title: string, item: string) {
  await page.getByRole("button", { name: `Actions for ${title}`, exact: true }).click();
  await expect(page.getByRole("menu")).toBeVisible();
  await page.getByRole("menuitem", { name: item, exact: true }).click();
}

const row = (page: Page, title: string) => page.getByRole("link", { name: title, exact: true });

test("a planner creates a document from the index, renames it, archives it, finds it in the archive, unarchives it and deletes it", async ({ page }) => {
  const username = uniqueName("docs");
  // Registering through the API signs this browser context in (the cookie lands in the context).
  const registered = await page.request.post("/api/register", {
    data: { username, email: `${username}@example.test`, password: "a-very-good-password", firstname: "Livia", lastname: "Conti", primarySector: "Weddings" },
  });
  expect(registered.status()).toBe(201);

  // Titles longer than 20 characters are abbreviated in the list; links and menus still carry the full title.
  const title = `Garden wedding proposal ${username}`;
  const renamed = `Villa Aurelia gala ${username}`;

  // ---- Create from the index
  await page.goto("/documents");
  await expect(page.getByRole("heading", { level: 1, name: "Documents" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No documents yet" })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("button", { name: "New document" }).click();
  const create = page.getByRole("dialog", { name: "New document" });
  await expect(create).toBeVisible();
  await expectAccessible(page);
  await create.getByRole("textbox", { name: "Title" }).fill(title);
  await create.getByRole("combobox", { name: "Document type" }).selectOption("proposal");
  await create.getByRole("button", { name: "Create document" }).click();

  await expect(page).toHaveURL(/\/document\/[a-z0-9]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expectAccessible(page);

  // ---- Rename from the index
  await page.goto("/documents");
  await expect(row(page, title)).toBeVisible();
  await expect(row(page, title)).toHaveAttribute("title", title);
  await expectAccessible(page);

  await page.getByRole("button", { name: `Actions for ${title}`, exact: true }).click();
  await expect(page.getByRole("menu")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("menuitem", { name: "Rename", exact: true }).click();
  const rename = page.getByRole("dialog", { name: "Rename document" });
  await expect(rename).toBeVisible();
  await expectAccessible(page);
  const titleField = rename.getByRole("textbox", { name: "Title" });
  await titleField.fill("   ");
  await rename.getByRole("button", { name: "Save" }).click();
  await expect(rename.getByText("Document name can not be empty")).toBeVisible();
  await titleField.fill(renamed);
  await rename.getByRole("button", { name: "Save" }).click();
  await expect(rename).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: `Renamed to “${renamed}”.` })).toBeVisible();
  await expect(row(page, renamed)).toBeVisible();
  await expect(row(page, title)).toHaveCount(0);

  // ---- Archive: it leaves the documents list
  await chooseRowAction(page, renamed, "Archive");
  await expect(page.getByRole("status").filter({ hasText: `“${renamed}” has been archived.` })).toBeVisible();
  await expect(row(page, renamed)).toHaveCount(0);

  // ---- Find it in the archive (reached through the sidebar's new Archive entry) and unarchive it
  await page.goto("/archive");
  await expect(page.getByRole("heading", { level: 1, name: "Archive" })).toBeVisible();
  await expect(row(page, renamed)).toBeVisible();
  await expectAccessible(page);
  await chooseRowAction(page, renamed, "Unarchive");
  await expect(page.getByRole("status").filter({ hasText: `“${renamed}” is back in your documents.` })).toBeVisible();
  await expect(row(page, renamed)).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "The archive is empty" })).toBeVisible();
  await expectAccessible(page);

  // ---- Back in the documents; delete it after confirming
  await page.goto("/documents");
  await expect(row(page, renamed)).toBeVisible();
  await chooseRowAction(page, renamed, "Delete");
  const confirm = page.getByRole("dialog", { name: `Delete “${renamed}”?` });
  await expect(confirm).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: `“${renamed}” has been deleted.` })).toBeVisible();
  await expect(row(page, renamed)).toHaveCount(0);

  // Gone for good from both lists after a reload.
  await page.reload();
  await expect(page.getByRole("heading", { name: "No documents yet" })).toBeVisible();
  await expect(row(page, renamed)).toHaveCount(0);
  await page.goto("/archive");
  await expect(row(page, renamed)).toHaveCount(0);
  await expectAccessible(page);
});
