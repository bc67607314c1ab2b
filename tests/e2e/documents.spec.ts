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
  // The editor's guided tour greets a first-time user once; skipping it is remembered.
  const tour = page.getByRole("dialog", { name: "Welcome to the editor" });
  await expect(tour).toBeVisible();
  await expectAccessible(page);
  await tour.getByRole("button", { name: "Skip tour" }).click();
  await expect(tour).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByRole("dialog", { name: "Welcome to the editor" })).toBeHidden();

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

test("an admin exports a document, saves it as a template, exports the workspace and opens the empty team templates tab; team template actions stay hidden without the module", async ({ page }) => {
  const username = uniqueName("tmpl");
  const registered = await page.request.post("/api/register", {
    data: { username, email: `${username}@example.test`, password: "a-very-good-password", firstname: "Marco", lastname: "Ferri", primarySector: "Weddings" },
  });
  expect(registered.status()).toBe(201);
  await page.request.post("/api/account/signup-promo-shown"); // the editor's first-time tour is tested in the first journey
  const title = `Lakeside reception ${username}`;

  // ---- A document to work with (at a tablet's width: the header's actions and menus must still fit)
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.goto("/documents");
  await page.getByRole("button", { name: "New document" }).click();
  const create = page.getByRole("dialog", { name: "New document" });
  await create.getByRole("textbox", { name: "Title" }).fill(title);
  await create.getByRole("combobox", { name: "Document type" }).selectOption("proposal");
  await create.getByRole("button", { name: "Create document" }).click();
  await expect(page).toHaveURL(/\/document\/[a-z0-9]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  const documentUrl = page.url();
  const documentId = documentUrl.split("/").pop() ?? "";

  // ---- "More" by keyboard: ArrowDown opens it on the first item, arrows move, Escape returns to the button
  const actions = page.getByRole("group", { name: "Document actions" });
  const more = actions.getByRole("button", { name: "More", exact: true });
  await expect(more).toHaveAttribute("aria-expanded", "false");
  await more.focus();
  await page.keyboard.press("ArrowDown");
  const menu = page.getByRole("menu", { name: "More" });
  await expect(menu).toBeVisible();
  await expect(more).toHaveAttribute("aria-expanded", "true");
  await expect(menu.getByRole("menuitem", { name: "Export", exact: true })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(menu.getByRole("menuitem", { name: "Download PDF" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(menu.getByRole("menuitem", { name: "Save as my template" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(menu.getByRole("menuitem", { name: "Transfer to a colleague" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(menu.getByRole("menuitem", { name: "Move to workspace" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(menu.getByRole("menuitem", { name: "Export", exact: true })).toBeFocused();
  // Without the team-templates module there is nothing to make a team template with, nor its settings.
  await expect(menu.getByRole("menuitem")).toHaveText(["Export", "Download PDF", "Save as my template", "Transfer to a colleague", "Move to workspace"]);
  await expect(menu.getByRole("menuitem", { name: "Make team template" })).toHaveCount(0);
  await expect(menu.getByRole("menuitem", { name: "Template settings" })).toHaveCount(0);
  const box = await menu.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 768).toBe(true);
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(more).toBeFocused();
  // ... and the server refuses it too.
  const refused = await page.request.post(`/api/document/${documentId}/team-template`);
  expect(refused.status()).toBe(403);

  // ---- Export: the browser downloads the .eventdocs file
  await more.click();
  const exported = page.waitForEvent("download");
  await menu.getByRole("menuitem", { name: "Export", exact: true }).click();
  const download = await exported;
  expect(download.suggestedFilename()).toBe(`${title}.eventdocs`);
  await expect(menu).toBeHidden();
  await expect(more).toBeFocused();

  // ---- Save as my template: the new template opens
  await more.click();
  await menu.getByRole("menuitem", { name: "Save as my template" }).click();
  await expect(page).not.toHaveURL(documentUrl);
  await expect(page).toHaveURL(/\/document\/[a-z0-9]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByText("My template", { exact: true })).toBeVisible();
  await expectAccessible(page);
  // A template exports like any document, and its owner may save it as another template of their own.
  await page.getByRole("button", { name: "More", exact: true }).click();
  await expect(page.getByRole("menu", { name: "More" }).getByRole("menuitem")).toHaveText(["Export", "Download PDF", "Save as my template", "Transfer to a colleague", "Move to workspace"]);
  await page.keyboard.press("Escape");

  // ---- The index: Export in the row menu, Export all documents in the header (an admin of the only workspace)
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/documents");
  await expect(row(page, title)).toBeVisible();
  await page.getByRole("button", { name: `Actions for ${title}`, exact: true }).click();
  const rowMenu = page.getByRole("menu", { name: `Actions for ${title}` });
  await expect(rowMenu).toBeVisible();
  await expectAccessible(page);
  const rowExport = page.waitForEvent("download");
  await rowMenu.getByRole("menuitem", { name: "Export", exact: true }).click();
  expect((await rowExport).suggestedFilename()).toBe(`${title}.eventdocs`);

  const headerMore = page.getByRole("button", { name: "More", exact: true });
  await headerMore.click();
  const headerMenu = page.getByRole("menu", { name: "More" });
  await expect(headerMenu).toBeVisible();
  await expectAccessible(page);
  const workspaceExport = page.waitForEvent("download");
  await headerMenu.getByRole("menuitem", { name: /^Export all documents of / }).click();
  expect((await workspaceExport).suggestedFilename()).toMatch(/\.eventdocs$/);
  await expect(headerMore).toBeFocused();

  // ---- Team templates: none yet
  await page.getByRole("tab", { name: "Team templates" }).click();
  await expect(page.getByRole("tab", { name: "Team templates" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { name: "No team templates yet" })).toBeVisible();
  await expect(row(page, title)).toHaveCount(0);
  await expectAccessible(page);
});
