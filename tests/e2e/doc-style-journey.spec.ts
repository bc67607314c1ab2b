import { expect, test } from "@playwright/test";
import { plannerWithDocument } from "./editor-support";
import { activateAccount, expectAccessible, openEditor } from "./support";

// Doc styles issue, done-when: changing a workspace style and updating a document applies the new
// fonts and colours in the editor and in a new share. The document keeps its own copy until then.

const CLASSIC_HEADING = "rgb(28, 25, 23)"; // #1c1917, the Classic style's heading colour
const TEAL = "rgb(15, 118, 110)"; // #0f766e
const CREAM = "rgb(253, 246, 236)"; // #fdf6ec

test("a changed workspace style reaches a document in one click, in the editor and in a new share", async ({ page, browser }, testInfo) => {
  test.setTimeout(180_000);
  const { id, teamId, username } = await plannerWithDocument(page, "style", "Autumn gala");
  await activateAccount(page, `${username}@example.test`);
  expect((await page.request.post(`/api/document/${id}/segment`, { data: { segmentType: "heading", content: "An evening to remember" } })).status()).toBe(201);
  const { styles, defaultDocStyleId } = (await (await page.request.get(`/api/team/${teamId}/doc-styles`)).json()) as { styles: { id: string }[]; defaultDocStyleId: string };
  expect(styles.map((style) => style.id)).toContain(defaultDocStyleId);

  // ---- A new document starts in the workspace's default style
  await page.setViewportSize({ width: 1440, height: 1000 });
  await openEditor(page, `/document/${id}`);
  const heading = page.getByTestId("editor-page").locator(".doc-h2", { hasText: "An evening to remember" });
  await expect(heading).toHaveCSS("color", CLASSIC_HEADING);
  expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toContain("Playfair Display");

  // ---- The admin changes the workspace style in the style editor (it saves by itself)
  await page.goto(`/team/${teamId}/doc-style-editor/${defaultDocStyleId}`);
  const headingFont = page.getByRole("group", { name: "Heading 1" });
  await headingFont.getByRole("combobox", { name: "Font" }).selectOption("Montserrat");
  await headingFont.getByRole("textbox", { name: "Colour", exact: true }).fill("#0f766e");
  await page.getByRole("textbox", { name: "Page background", exact: true }).fill("#fdf6ec");
  await expect(page.getByText("All changes saved")).toBeVisible({ timeout: 15_000 });
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath("style-editor.png"), fullPage: true });

  // ---- The document kept its copy; the Style tab says so and updates it in one click
  await openEditor(page, `/document/${id}`);
  await expect(heading).toHaveCSS("color", CLASSIC_HEADING);
  await page.getByRole("tab", { name: "Style" }).click();
  await expect(page.getByText(/has changed in the workspace since this document took it/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Update to the current style" }).click();
  await expect(heading).toHaveCSS("color", TEAL, { timeout: 15_000 });
  expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toContain("Montserrat");
  await expect(page.getByTestId("editor-page")).toHaveCSS("background-color", CREAM);
  await expect(page.getByText("Up to date with the workspace style.")).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("editor-updated.png") });

  // ---- A new share shows the new fonts and colours to an anonymous visitor
  const shared = await page.request.post(`/api/document/${id}/share`, { data: { type: "link", expiryDate: "2099-06-30" } });
  expect(shared.status()).toBe(201);
  const { url } = (await shared.json()) as { url: string };
  const visitor = await (await browser.newContext({ viewport: { width: 1024, height: 900 } })).newPage();
  await visitor.goto(new URL(url).pathname);
  await visitor.getByRole("link", { name: "Go to document" }).click();
  const sharedHeading = visitor.locator(".doc-h2", { hasText: "An evening to remember" });
  await expect(sharedHeading).toHaveCSS("color", TEAL);
  expect(await sharedHeading.evaluate((element) => getComputedStyle(element).fontFamily)).toContain("Montserrat");
  await expect(visitor.locator("[data-doc-page]")).toHaveCSS("background-color", CREAM);
  await expectAccessible(visitor);
  await visitor.screenshot({ path: testInfo.outputPath("shared-styled.png"), fullPage: true });
});
