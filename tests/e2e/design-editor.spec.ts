import { expect, test } from "@playwright/test";
import { plannerWithDocument } from "./editor-support";
import { expectAccessible } from "./support";

// The design editor /{product}-design-editor/{teamId} is for super admins only (issue 10): a super
// admin makes a document of the workspace a gallery template through its form; anyone else finds nothing.

test("a super admin turns a document into a design template; others find no design editor", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const { id, teamId } = await plannerWithDocument(page, "studio", "Midsummer garden party");
  const url = `/invitation-design-editor/${teamId}`;

  await page.goto(url);
  await expect(page.getByRole("heading", { name: "Invitation design templates" })).toHaveCount(0);

  // Locally (DEV_TOOLS) a user can make themselves a super admin.
  expect((await page.request.post("/api/dev/super-admin", { data: { superAdmin: true } })).status()).toBeLessThan(300);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(url);
  await expect(page.getByRole("heading", { name: "Invitation design templates" })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("button", { name: "New design template" }).first().click();
  const dialog = page.getByRole("dialog", { name: "New design template" });
  await dialog.getByRole("combobox", { name: "Design document" }).selectOption(id);
  await dialog.getByRole("textbox", { name: "Title" }).fill("Garden party invitation");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Garden party invitation").first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("design-editor.png"), fullPage: true });

  // The new definition is served to everyone, pointing at the document.
  const { definitions } = (await (await page.request.get("/api/schablone-definitions?product=invitation")).json()) as { definitions: { id: string; title: string; docId: string }[] };
  const created = definitions.find((definition) => definition.docId === id);
  expect(created).toMatchObject({ title: "Garden party invitation" });
  // Removed again, so the other journeys on this server see the starter set only.
  expect((await page.request.delete(`/api/schablone-definition/${created!.id}`)).status()).toBe(200);
});
