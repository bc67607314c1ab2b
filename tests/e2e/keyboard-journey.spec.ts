import { expect as baseExpect, test, type Locator, type Page } from "@playwright/test";
import { activateAccount, expectAccessible, uniqueName } from "./support";

// Keyboard flow, done-when: with the keyboard alone a planner creates a document, adds a heading, a
// paragraph and a pricing table item, picks a style preset, shares by link and presents. After each
// block is added, focus is inside it. No mouse or pointer event reaches the page at any point.

// Dialogs, block editors and rich text load on demand: the first of each may take a while on a cold server.
const expect = baseExpect.configure({ timeout: 60_000 });

/** Presses `key` (Tab) until `target` has focus; the number of presses is a measure of the flow. */
async function tabTo(page: Page, target: Locator, { key = "Tab", max = 60 } = {}) {
  for (let presses = 0; presses <= max; presses += 1) {
    if (await target.evaluateAll((elements) => elements.some((element) => element === document.activeElement))) return presses;
    await page.keyboard.press(key);
  }
  throw new Error(`${key} x${max} did not reach ${target}`);
}

/** The focused element's block, and whether focus is on one of its typing fields (not its frame). */
const focusedBlock = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    const frame = active?.closest<HTMLElement>("[data-block-id]");
    return { type: frame?.dataset.blockType ?? null, inField: !!active && active !== frame && (active.isContentEditable || ["INPUT", "TEXTAREA"].includes(active.tagName)) };
  });

/** The block picker, opened from the focused "Add block" button; picks `type` by filtering and tabbing to it. */
async function pickBlock(page: Page, filter: string, type: string) {
  await page.keyboard.press("Enter");
  const picker = page.getByRole("dialog", { name: "Add a block" });
  await expect(picker).toBeVisible();
  await tabTo(page, picker.getByRole("searchbox", { name: "Find a block" }));
  await page.keyboard.type(filter);
  await tabTo(page, picker.locator(`button[data-block-type="${type}"]`));
  await page.keyboard.press("Enter");
  await expect(picker).toBeHidden();
  // Focus goes into the new block (its first field), not back to "Add block".
  await expect.poll(() => focusedBlock(page), { message: `focus inside the new ${type}` }).toEqual({ type, inField: true });
}

test("a planner builds, styles, shares and presents a document with the keyboard alone", async ({ page }, testInfo) => {
  test.setTimeout(420_000);
  const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(name) });
  await page.addInitScript(() => {
    const w = window as unknown as { pointerEvents: string[] };
    w.pointerEvents = [];
    for (const name of ["pointerdown", "mousedown", "mouseup", "wheel", "contextmenu"]) {
      window.addEventListener(name, (event) => w.pointerEvents.push(`${name} on ${(event.target as Element).tagName}`), true);
    }
  });
  const pointerEvents = () => page.evaluate(() => (window as unknown as { pointerEvents: string[] }).pointerEvents);

  // ---- Setup through the API: a planner with an activated account (sharing needs it), tour seen
  const username = uniqueName("keys");
  const email = `${username}@example.test`;
  const registered = await page.request.post("/api/register", {
    data: { username, email, password: "a-very-good-password", firstname: "Giulia", lastname: "Bianchi", primarySector: "Weddings" },
  });
  expect(registered.status()).toBe(201);
  await page.request.post("/api/account/signup-promo-shown");
  await activateAccount(page, email);
  await page.setViewportSize({ width: 1280, height: 800 });

  // ---- A new document from the index
  await page.goto("/documents");
  await tabTo(page, page.getByRole("button", { name: "New document" }));
  await page.keyboard.press("Enter");
  const create = page.getByRole("dialog", { name: "New document" });
  await expect(create.getByRole("textbox", { name: "Title" })).toBeFocused();
  await page.keyboard.type("Lakeside wedding");
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/document\/[^/]+$/, { timeout: 120_000 });
  await page.locator("[data-editor-ready]").waitFor({ timeout: 120_000 });
  await expectAccessible(page);

  // ---- A heading: "Add block", the picker, and focus lands in the heading's text
  const addBlock = page.getByRole("toolbar", { name: "Editor tools" }).getByRole("button", { name: "Add block" });
  await tabTo(page, addBlock);
  await pickBlock(page, "Heading", "heading");
  await expect(page.getByRole("textbox", { name: "Heading text" })).toBeFocused();
  await page.keyboard.type("A weekend at Villa Aurelia");
  await shot("heading-focused.png");

  // ---- Escape goes back to the block's frame; a paragraph from the "Add block" under the blocks
  await page.keyboard.press("Escape");
  await expect(page.locator('[data-block-type="heading"][data-block-id]')).toBeFocused();
  await shot("heading-frame-focused.png");
  const addBelow = page.getByTestId("editor-page").getByRole("button", { name: "Add block", exact: true });
  await tabTo(page, addBelow);
  await pickBlock(page, "Paragraph", "paragraph");
  await expect(page.getByRole("textbox", { name: "Paragraph text" })).toBeFocused();
  await page.keyboard.type("Dinner under the stars with live music.");
  await shot("paragraph-focused.png");
  await expectAccessible(page);

  // ---- A pricing table: focus in its first item's name; the price is the next field
  const paragraphs = page.locator('[data-block-type="paragraph"][data-block-id]');
  await page.keyboard.press("Escape");
  await expect(paragraphs).toBeFocused();
  await tabTo(page, addBelow);
  await pickBlock(page, "Pricing", "pricing-table");
  const table = page.locator('[data-block-type="pricing-table"][data-block-id]');
  await expect(table.getByRole("textbox", { name: "Name, row 1" })).toBeFocused();
  await page.keyboard.type("Wedding dinner");
  await tabTo(page, table.getByRole("textbox", { name: "Price, row 1" }), { max: 3 });
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("85");
  await page.keyboard.press("Tab");
  await expect(table.getByRole("textbox", { name: "Name, row 1" })).toHaveValue("Wedding dinner");
  await expect(table.getByRole("textbox", { name: "Price, row 1" })).toHaveValue(/85/);
  await shot("pricing-focused.png");

  // ---- Between blocks: arrows go from frame to frame, Alt+arrows move a block, a copy takes focus
  const order = () => page.locator("[data-block-id]").evaluateAll((frames) => frames.map((frame) => (frame as HTMLElement).dataset.blockType));
  const announcer = page.locator("[data-block-announcer]");
  await page.keyboard.press("Escape");
  await expect(table).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(paragraphs).toBeFocused();
  await page.keyboard.press("Alt+ArrowUp");
  await expect(announcer).toHaveText("Paragraph moved up");
  await expect(paragraphs).toBeFocused();
  await expect.poll(order).toEqual(["paragraph", "heading", "pricing-table"]);
  await page.keyboard.press("Alt+ArrowDown");
  await expect(announcer).toHaveText("Paragraph moved down");
  await expect.poll(order).toEqual(["heading", "paragraph", "pricing-table"]);
  await tabTo(page, paragraphs.getByRole("button", { name: "Duplicate block" }), { max: 8 });
  await page.keyboard.press("Enter");
  await expect(announcer).toHaveText("Paragraph duplicated");
  await expect(paragraphs.nth(1).getByRole("textbox", { name: "Paragraph text" })).toBeFocused();
  await expect(paragraphs.nth(1)).toContainText("Dinner under the stars with live music.");
  // The copy's own "Move up" button: the copy moves and focus goes back into its text.
  const copy = page.locator(`[data-block-id="${await paragraphs.nth(1).getAttribute("data-block-id")}"]`);
  await tabTo(page, copy.getByRole("button", { name: "Move up" }), { key: "Shift+Tab", max: 20 });
  await page.keyboard.press("Enter");
  await expect(announcer).toHaveText("Paragraph moved up");
  await expect(copy.getByRole("textbox", { name: "Paragraph text" })).toBeFocused();
  await expect.poll(() => paragraphs.first().getAttribute("data-block-id")).toBe(await copy.getAttribute("data-block-id"));

  // ---- Home goes to the first block; Enter goes into it again
  await page.keyboard.press("Escape");
  await expect(copy).toBeFocused();
  await page.keyboard.press("Home");
  await expect(page.locator('[data-block-type="heading"][data-block-id]')).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("textbox", { name: "Heading text" })).toBeFocused();
  await expect(page.getByRole("textbox", { name: "Heading text" })).toHaveValue("A weekend at Villa Aurelia");
  await expectAccessible(page);
  // Escape twice: out of the field, then out of the block (the heading is shown as readers see it).
  await page.keyboard.press("Escape");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("textbox", { name: "Heading text" })).toHaveCount(0);

  // ---- A style preset from the Style tab: arrows choose among the presets, the page follows
  const heading = page.getByTestId("editor-page").getByRole("heading", { name: "A weekend at Villa Aurelia" });
  const headingLook = () => heading.evaluate((element) => `${getComputedStyle(element).fontFamily} ${getComputedStyle(element).color}`);
  const lookBefore = await headingLook();
  const tabs = page.getByRole("tablist", { name: "Settings sections" });
  await tabTo(page, tabs.getByRole("tab", { selected: true }), { max: 120 });
  await tabTo(page, tabs.getByRole("tab", { name: "Style" }), { key: "ArrowRight", max: 8 });
  await expect(tabs.getByRole("tab", { name: "Style" })).toHaveAttribute("aria-selected", "true");
  const presets = page.getByRole("radiogroup", { name: "Theme presets" });
  await tabTo(page, presets.getByRole("radio"));
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Space");
  await expect(presets.locator('[role="radio"]:focus')).toHaveAttribute("aria-checked", "true");
  await expect.poll(headingLook, { message: "the canvas's heading follows the preset" }).not.toBe(lookBefore);
  await shot("style-preset.png");
  await expectAccessible(page);

  // ---- Share by link from the Share tab: New share, then Create link (of what the server has saved)
  await expect.poll(() => page.getByTestId("save-status").getAttribute("data-state")).toBe("saved");
  await tabTo(page, tabs.getByRole("tab", { selected: true }), { key: "Shift+Tab", max: 60 });
  await tabTo(page, tabs.getByRole("tab", { name: "Share" }), { key: "ArrowRight", max: 8 });
  await tabTo(page, page.getByRole("button", { name: "New share" }));
  await page.keyboard.press("Enter");
  const share = page.getByRole("dialog", { name: /^Share/ });
  await expect(share).toBeVisible();
  await tabTo(page, share.getByRole("button", { name: "Create link" }));
  await page.keyboard.press("Enter");
  await expect(share.getByText("Your link is ready")).toBeVisible();
  expect(await share.getByRole("textbox", { name: "Link", exact: true }).inputValue()).toMatch(/\/shared\/[0-9A-Za-z]{22}\/0$/);
  await shot("shared.png");
  await expectAccessible(page);
  await tabTo(page, share.getByRole("button", { name: "Done" }));
  await page.keyboard.press("Enter");
  await expect(share).toBeHidden();

  // ---- Present from the Present tab; Alt+P ends it
  await tabTo(page, tabs.getByRole("tab", { selected: true }), { key: "Shift+Tab", max: 60 });
  await tabTo(page, tabs.getByRole("tab", { name: "Present" }), { key: "ArrowRight", max: 8 });
  await tabTo(page, page.getByRole("button", { name: "Start presentation" }));
  await page.keyboard.press("Enter");
  const presenting = page.getByRole("region", { name: "Presentation" });
  await expect(presenting).toBeVisible();
  await expect(presenting.getByText("A weekend at Villa Aurelia")).toBeVisible();
  await expect(presenting.getByText("Wedding dinner")).toBeVisible();
  // The page has focus, so the arrow and page keys scroll it; leaving puts focus back on the button.
  await expect(page.getByTestId("editor-page")).toBeFocused();
  await shot("presenting.png");
  await page.keyboard.press("Alt+p");
  await expect(presenting).toBeHidden();
  await expect(page.getByRole("button", { name: "Start presentation" })).toBeFocused();

  expect(await pointerEvents(), "no mouse or pointer event").toEqual([]);
});
