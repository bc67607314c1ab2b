import { expect, test, type Page } from "@playwright/test";
import { plannerWithDocument } from "./editor-support";
import { expectAccessible, openEditor } from "./support";

// Style in one click: a theme preset chosen in the editor's Style tab restyles the page at once,
// without leaving the editor, and stays after a reload; "Customise" changes a colour live and saves
// it for this document. Google fonts may not load here (offline): the computed font-family string
// names the preset's face either way.

const GARDEN = { family: "Cormorant Garamond", color: "rgb(62, 90, 68)" }; // #3e5a44
const BLUSH_COLOR = "rgb(138, 51, 70)"; // #8a3346
const TEAL = "rgb(15, 118, 110)"; // #0f766e
const CLASSIC_HEADING = "rgb(28, 25, 23)"; // #1c1917

// A first call of a route may compile it on a development server: more time than editor-support's 15 s.
const waitSaved = (page: Page) => expect.poll(() => page.getByTestId("save-status").getAttribute("data-state"), { timeout: 60_000 }).toBe("saved");

const headingStyle = (page: Page) =>
  page
    .getByTestId("editor-page")
    .locator(".doc-h2", { hasText: "Our proposal for your day" })
    .evaluate((element) => ({ family: getComputedStyle(element).fontFamily, color: getComputedStyle(element).color }));

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
]) {
  test(`a theme preset restyles the page in one click, and a customised colour is kept (${viewport.width}x${viewport.height})`, async ({ page }, testInfo) => {
    test.setTimeout(480_000);
    const { id } = await plannerWithDocument(page, "presets", "Villa Rosa wedding");
    for (const data of [
      { segmentType: "heading", content: "Our proposal for your day" },
      { segmentType: "paragraph", content: "<p>Dear Anna and Marco, here is what we propose for the ceremony and the dinner.</p>" },
    ]) {
      expect((await page.request.post(`/api/document/${id}/segment`, { data })).status()).toBe(201);
    }
    await page.setViewportSize(viewport);
    await openEditor(page, `/document/${id}`);
    expect(await headingStyle(page)).toMatchObject({ color: CLASSIC_HEADING });
    expect((await headingStyle(page)).family).toContain("Playfair Display");

    // ---- The Style tab offers the presets as a radio group; one click restyles the page
    await page.getByRole("tab", { name: "Style" }).click();
    const presets = page.getByRole("radiogroup", { name: "Theme presets" });
    await expect(presets).toBeVisible({ timeout: 30_000 });
    expect(await presets.getByRole("radio").count()).toBeGreaterThanOrEqual(10);
    await expect(presets.getByRole("radio", { checked: true })).toHaveCount(0);
    await expectAccessible(page);
    const editorUrl = page.url();

    await presets.getByRole("radio", { name: "Garden wedding" }).click();
    await expect(presets.getByRole("radio", { name: "Garden wedding" })).toHaveAttribute("aria-checked", "true");
    await expect.poll(() => headingStyle(page)).toMatchObject({ color: GARDEN.color });
    expect((await headingStyle(page)).family).toContain(GARDEN.family);
    expect(page.url()).toBe(editorUrl);
    await waitSaved(page);
    await page.screenshot({ path: testInfo.outputPath(`preset-chosen-${viewport.width}.png`) });

    // ---- Arrow keys move between presets without choosing; Space chooses
    await presets.getByRole("radio", { name: "Garden wedding" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(presets.getByRole("radio", { name: "Romantic blush" })).toBeFocused();
    await expect(presets.getByRole("radio", { name: "Garden wedding" })).toHaveAttribute("aria-checked", "true");
    await page.keyboard.press("Space");
    await expect.poll(() => headingStyle(page)).toMatchObject({ color: BLUSH_COLOR });
    await expect(presets.getByRole("radio", { name: "Romantic blush" })).toHaveAttribute("aria-checked", "true");
    await waitSaved(page);

    // ---- A reload keeps the preset
    await openEditor(page, `/document/${id}`);
    expect(await headingStyle(page)).toMatchObject({ color: BLUSH_COLOR });
    await page.getByRole("tab", { name: "Style" }).click();
    // The tab loads on first open: on a development server that may take a while.
    await expect(page.getByRole("radio", { name: "Romantic blush" })).toHaveAttribute("aria-checked", "true", { timeout: 60_000 });

    // ---- Customise: a colour shows on the page as it is typed; Cancel puts the preset back
    await page.getByRole("button", { name: "Customise" }).click();
    const headings = page.getByRole("textbox", { name: "Headings", exact: true });
    await headings.fill("#0f766e");
    await expect.poll(() => headingStyle(page)).toMatchObject({ color: TEAL });
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath(`customise-${viewport.width}.png`) });
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect.poll(() => headingStyle(page)).toMatchObject({ color: BLUSH_COLOR });

    // ---- ... and "Save for this document" keeps it, as the document's own style
    await page.getByRole("button", { name: "Customise" }).click();
    await headings.fill("#0f766e");
    await page.getByRole("button", { name: "Save for this document" }).click();
    await expect(page.getByText("Customised for this document")).toBeVisible({ timeout: 30_000 });
    await waitSaved(page);
    await expect(page.getByRole("radiogroup", { name: "Theme presets" }).getByRole("radio", { checked: true })).toHaveCount(0);
    await openEditor(page, `/document/${id}`);
    expect(await headingStyle(page)).toMatchObject({ color: TEAL });
    const stored = await (await page.request.get(`/api/document/${id}`)).json();
    expect(stored).toMatchObject({ style: null, styleUpToDate: null, styleData: { fonts: { h2: { color: "#0f766e" } } } });
    await page.getByRole("tab", { name: "Style" }).click();
    await expect(page.getByText("Customised for this document")).toBeVisible({ timeout: 60_000 });
    await expectAccessible(page);
  });
}

test("a customised preset saved as a new workspace style is linked to the document and listed with the workspace's styles", async ({ page }) => {
  test.setTimeout(480_000);
  const { id, teamId } = await plannerWithDocument(page, "presetws", "Harbour gala");
  expect((await page.request.post(`/api/document/${id}/segment`, { data: { segmentType: "heading", content: "Our proposal for your day" } })).status()).toBe(201);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openEditor(page, `/document/${id}`);
  await page.getByRole("tab", { name: "Style" }).click();
  await page.getByRole("radiogroup", { name: "Theme presets" }).getByRole("radio", { name: "Coastal" }).click({ timeout: 120_000 });
  await waitSaved(page);

  await page.getByRole("button", { name: "Customise" }).click();
  await page.getByRole("textbox", { name: "Style name" }).fill("Harbour blue");
  await page.getByRole("textbox", { name: "Headings", exact: true }).fill("#0f766e");
  await page.getByRole("button", { name: "Save as a new workspace style" }).click();

  const workspaceStyles = page.getByRole("radiogroup", { name: "Your workspace's styles" });
  await expect(workspaceStyles.getByRole("radio", { name: "Harbour blue" })).toHaveAttribute("aria-checked", "true", { timeout: 120_000 });
  await expect(page.getByText("Up to date with the workspace style.")).toBeVisible();
  await expect(page.getByRole("radiogroup", { name: "Theme presets" }).getByRole("radio", { checked: true })).toHaveCount(0);
  expect(await headingStyle(page)).toMatchObject({ color: TEAL });
  await waitSaved(page);

  const { styles } = (await (await page.request.get(`/api/team/${teamId}/doc-styles`)).json()) as { styles: { id: string; name: string; fonts: { h2: { color: string; family: string } } }[] };
  const created = styles.find((style) => style.name === "Harbour blue");
  expect(created?.fonts.h2).toMatchObject({ color: "#0f766e", family: "Josefin Sans" });
  expect(await (await page.request.get(`/api/document/${id}`)).json()).toMatchObject({ style: { _id: created?.id, name: "Harbour blue" }, styleUpToDate: true });
  await expectAccessible(page);
});
