import { expect, test, type Page } from "@playwright/test";
import { plannerWithDocument } from "./editor-support";
import { expectAccessible, openEditor } from "./support";

// Contacts, done-when (issue 7): the list starts empty; two contacts are created through the form
// (a bad e-mail is pointed out first); one is linked to a document from the editor's Client section;
// its contact page lists the document; select-all and "Delete selected" with a confirmation empty
// the list again. Every page is checked with axe; a screenshot of the contact page is attached.

type TestInfo = { outputPath: (name: string) => string; attach: (name: string, options: { path: string; contentType: string }) => Promise<void> };

async function attachScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: "image/png" });
}

async function createContact(page: Page, fields: { firstname: string; lastname: string; email: string; company: string; jobTitle: string }) {
  await page.goto("/contact/new");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "New contact" })).toBeVisible();
  await main.getByLabel("First name").fill(fields.firstname);
  await main.getByLabel("Last name").fill(fields.lastname);
  await main.getByLabel("E-mail").fill(fields.email);
  await main.getByLabel("Company").fill(fields.company);
  await main.getByLabel("Job title").fill(fields.jobTitle);
  await main.getByRole("button", { name: "Create contact" }).click();
  await expect(page).toHaveURL(/\/contact\/[a-z0-9]+$/);
  await expect(main.getByRole("heading", { level: 1, name: `${fields.firstname} ${fields.lastname}` })).toBeVisible();
  await expect(main.getByText("Contact created.")).toBeVisible();
  return page.url().split("/").pop()!;
}

test("contacts: create, link to a document from the editor, find the document by contact, bulk delete", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const { id: documentId } = await plannerWithDocument(page, "contacts", "Villa Aurora wedding");
  await page.setViewportSize({ width: 1440, height: 1000 });
  const main = page.getByRole("main");

  // ---- The list starts empty
  await page.goto("/contact");
  await expect(main.getByRole("heading", { level: 1, name: "Contacts" })).toBeVisible();
  await expect(main.getByRole("heading", { name: "No contacts yet" })).toBeVisible();
  await expectAccessible(page);

  // ---- The form points out a bad e-mail and an empty first name before anything is stored
  await main.getByRole("link", { name: "New contact" }).first().click();
  await expect(page).toHaveURL(/\/contact\/new$/);
  await main.getByLabel("E-mail").fill("anna@");
  await main.getByRole("button", { name: "Create contact" }).click();
  await expect(main.getByText("Enter a valid e-mail address.")).toBeVisible();
  await expect(main.getByText("This field is required.")).toBeVisible();
  await expect(main.getByLabel("First name")).toBeFocused();
  await expectAccessible(page);
  expect((await (await page.request.get("/api/contact")).json()).items).toEqual([]);

  // ---- Two contacts through the form
  const annaId = await createContact(page, { firstname: "Anna", lastname: "Rossi", email: "anna.rossi@example.com", company: "Villa Aurora", jobTitle: "Bride" });
  await expect(main.getByRole("heading", { name: "No linked documents" })).toBeVisible();
  await expectAccessible(page);
  await createContact(page, { firstname: "Marco", lastname: "Verdi", email: "marco@example.com", company: "Cake Lab", jobTitle: "Pastry chef" });

  // ---- Link Anna to the document from the editor's Client section
  await openEditor(page, `/document/${documentId}`);
  const panel = page.getByRole("complementary", { name: "Document settings" });
  await expect(panel.getByRole("heading", { name: "Client" })).toBeVisible();
  await expect(panel.getByText("No contact linked yet.")).toBeVisible();
  await panel.getByRole("button", { name: "Link a contact" }).click();
  await panel.getByRole("searchbox", { name: "Search contacts" }).fill("ross");
  await expect(panel.getByRole("button", { name: "Link Marco Verdi" })).toBeHidden();
  await panel.getByRole("button", { name: "Link Anna Rossi" }).click();
  const linked = panel.getByRole("list", { name: "Linked contacts" });
  await expect(linked.getByRole("link", { name: "Anna Rossi" })).toBeVisible();
  await expect(linked.getByText("anna.rossi@example.com")).toBeVisible();
  await expectAccessible(page);
  await panel.getByRole("button", { name: "Done" }).click();
  const stored = await (await page.request.get(`/api/document/${documentId}/contacts`)).json();
  expect(stored.contacts.map((contact: { id: string }) => contact.id)).toEqual([annaId]);

  // ---- Anna's page lists the document
  await linked.getByRole("link", { name: "Anna Rossi" }).click();
  await expect(page).toHaveURL(new RegExp(`/contact/${annaId}$`));
  const documents = main.getByRole("region", { name: "Linked documents" });
  await expect(documents.getByRole("link", { name: "Villa Aurora wedding" })).toHaveAttribute("href", `/document/${documentId}`);
  await expectAccessible(page);
  await attachScreenshot(page, testInfo, "contact-page");

  // ---- Select all on the list and delete with a confirmation
  await page.goto("/contact");
  const table = main.getByRole("table", { name: "Contacts" });
  await expect(table.getByRole("row")).toHaveCount(3);
  await expect(table.getByRole("link", { name: "Marco Verdi" })).toBeVisible();
  await expectAccessible(page);
  await main.getByRole("checkbox", { name: "Select all contacts shown" }).check();
  await expect(main.getByRole("checkbox", { name: "Select Anna Rossi" })).toBeChecked();
  await expect(main.getByText("2 contacts selected")).toBeVisible();
  await main.getByRole("button", { name: "Delete selected" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete 2 contacts?" });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(dialog).toBeHidden();
  await expect(main.getByText("2 contacts deleted.")).toBeVisible();
  await expect(main.getByRole("heading", { name: "No contacts yet" })).toBeVisible();
  expect((await (await page.request.get("/api/contact")).json()).items).toEqual([]);
  expect((await (await page.request.get(`/api/document/${documentId}/contacts`)).json()).contacts).toEqual([]);
});
