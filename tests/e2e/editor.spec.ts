import { expect, test } from "@playwright/test";
import { addBlock, frame, storedBlocks, uploadInPicker, waitSaved } from "./editor-support";
import { expectAccessible, openEditor, uniqueName } from "./support";
import { CSS_PAYLOADS, HTML_PAYLOADS } from "./xss-corpus";

// Editor issue, done-when: every block of the issue can be added, edited, reordered, nested, cloned
// and deleted in the browser, and what the editor shows after a reload equals what was typed.

test("a planner builds a document from every block of the editor, reorders, nests, clones and deletes, and a reload shows what was typed", async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const username = uniqueName("editor");
  const registered = await page.request.post("/api/register", {
    data: { username, email: `${username}@example.test`, password: "a-very-good-password", firstname: "Giulia", lastname: "Bianchi", primarySector: "Weddings" },
  });
  expect(registered.status()).toBe(201);
  await page.request.post("/api/account/signup-promo-shown");
  const me = await (await page.request.get("/api/users/me")).json();
  const created = await page.request.post(`/api/team/${me.memberships[0].team._id}/document`, { data: { title: "Villa Aurelia weekend" } });
  const { id } = await created.json();
  let xssRan = false;
  page.on("dialog", (dialog) => {
    if (dialog.type() === "alert") xssRan = true;
    void dialog.dismiss();
  });

  await page.setViewportSize({ width: 1440, height: 1000 });
  await openEditor(page, `/document/${id}`);
  await expect(page.getByRole("heading", { name: "This document is empty" })).toBeVisible();
  await expectAccessible(page);

  // ---- Heading, from the empty state
  await page.getByRole("button", { name: "Add your first block" }).click();
  const picker = page.getByRole("dialog", { name: "Add a block" });
  await expect(picker.getByRole("heading", { name: "Text and images" })).toBeVisible();
  await expectAccessible(page);
  await picker.getByRole("button", { name: /^Heading/ }).click();
  await page.getByRole("textbox", { name: "Heading text" }).fill("A weekend at Villa Aurelia");

  // ---- Paragraph: rich text with bold and a list
  await addBlock(page, "Paragraph");
  const paragraph = page.getByRole("textbox", { name: "Paragraph text" });
  await paragraph.click();
  await page.keyboard.type("Dinner under the stars ");
  await page.keyboard.press("Control+b");
  await page.keyboard.type("with live music");
  await page.keyboard.press("Control+b");
  await expect(paragraph.locator("strong")).toHaveText("with live music");

  // ---- Divider: a graphic
  await addBlock(page, "Divider");
  await frame(page, "divider").locator("label").filter({ hasText: "Laurel" }).click();
  await expect(page.getByRole("radio", { name: "Laurel" })).toBeChecked();

  // ---- Placeholder
  await addBlock(page, "Placeholder");
  await page.getByRole("textbox", { name: "Instruction" }).fill("Add photos of the lake terrace here");

  // ---- HTML code: what is unsafe is removed and never runs
  await addBlock(page, "HTML code");
  await page
    .getByRole("textbox", { name: "HTML code" })
    .fill('<p>Dress code: <b>black tie</b></p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a>');
  await expect(page.getByText("Some code was removed for safety.")).toBeVisible();

  // ---- Image, uploaded from the picker, with a caption
  await addBlock(page, "Image");
  await frame(page, "image").getByRole("button", { name: "Choose image" }).click();
  await uploadInPicker(page, "terrace.jpg", "#8c4f77");
  await frame(page, "image").getByRole("checkbox", { name: "Caption" }).check();
  await frame(page, "image").getByRole("textbox", { name: "Caption" }).fill("The lake terrace at sunset");

  // ---- Cover image and logo (no workspace logo yet: the editor says where to add one)
  await addBlock(page, "Cover image");
  await frame(page, "cover-image").getByRole("button", { name: "Choose image" }).click();
  await page.getByRole("dialog", { name: "Choose an image" }).getByRole("button").filter({ has: page.locator("img") }).first().click();
  await addBlock(page, "Logo");
  await expect(frame(page, "logo-image").getByText("Add your workspace logo in workspace settings")).toBeVisible();

  // ---- Image and text
  await addBlock(page, "Image and text");
  const imageAndText = frame(page, "image-and-text");
  await imageAndText.getByRole("textbox", { name: "Text beside the image" }).click();
  await page.keyboard.type("Our florist dresses every table with peonies.");

  // ---- The cover (fixed block)
  await page.getByRole("button", { name: "Add cover" }).click();
  await page.getByRole("textbox", { name: "Cover title" }).fill("Giulia & Marco");
  await waitSaved(page);
  await expectAccessible(page);

  // ---- Reorder, nest, clone, delete
  await frame(page, "placeholder").click();
  await page.getByRole("toolbar", { name: "Placeholder block actions" }).getByRole("button", { name: "Move up" }).click();
  await waitSaved(page);
  await page.getByRole("toolbar", { name: "Placeholder block actions" }).getByRole("button", { name: "Nest under the block above" }).click();
  await waitSaved(page);
  await frame(page, "heading").first().click();
  await page.getByRole("toolbar", { name: "Heading block actions" }).getByRole("button", { name: "Duplicate block" }).click();
  await expect(frame(page, "heading")).toHaveCount(2);
  await waitSaved(page);
  await frame(page, "logo-image").click();
  await page.getByRole("toolbar", { name: "Logo block actions" }).getByRole("button", { name: "Delete block" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete this block?" });
  await expectAccessible(page);
  await confirm.getByRole("button", { name: "Delete block" }).click();
  await expect(frame(page, "logo-image")).toHaveCount(0);
  await waitSaved(page);
  // Undo brings the deleted block back; redo deletes it again.
  await page.getByRole("button", { name: "Undo", exact: true }).click();
  await expect(frame(page, "logo-image")).toHaveCount(1);
  await page.getByRole("button", { name: "Redo", exact: true }).click();
  await expect(frame(page, "logo-image")).toHaveCount(0);
  await waitSaved(page);

  // The outline (alt+n or the toolbar button) lists the blocks, nested ones indented.
  const outline = page.getByRole("navigation", { name: "Document outline" });
  await page.getByRole("button", { name: "Outline" }).click();
  await expect(outline).toBeVisible();
  await expect(outline.getByRole("listitem")).toHaveCount(9);
  await expectAccessible(page);

  const screenshot = testInfo.outputPath("editor.png");
  await page.screenshot({ path: screenshot, fullPage: true });
  await testInfo.attach("editor", { path: screenshot, contentType: "image/png" });

  // ---- What the server has
  const stored = await storedBlocks(page, id);
  const flow = stored.filter((block) => !block.isFixedBlock);
  const top = flow.filter((block) => block.parent === null).sort((a, b) => a.order - b.order);
  expect(top.map((block) => block.segmentType)).toEqual(["heading", "heading", "paragraph", "divider", "html-code", "image", "cover-image", "image-and-text"]);
  const nested = flow.filter((block) => block.parent !== null);
  expect(nested.map((block) => [block.segmentType, stored.find((parent) => parent.id === block.parent)?.segmentType])).toEqual([["placeholder", "paragraph"]]);
  expect(stored.find((block) => block.segmentType === "html-code")?.content).not.toMatch(/script|onerror|javascript:/i);

  // ---- After a reload the editor shows the same
  await page.reload();
  await page.locator("[data-editor-ready]").waitFor();
  await expect(frame(page, "heading")).toHaveCount(2);
  await expect(frame(page, "heading").first()).toHaveText("A weekend at Villa Aurelia");
  await expect(frame(page, "paragraph").locator("strong")).toHaveText("with live music");
  await expect(frame(page, "paragraph")).toContainText("Dinner under the stars with live music");
  await expect(frame(page, "placeholder")).toContainText("Add photos of the lake terrace here");
  await expect(frame(page, "html-code").locator("b")).toHaveText("black tie");
  await expect(frame(page, "html-code").locator("script, [onerror]")).toHaveCount(0);
  await expect(frame(page, "image").locator("figcaption")).toHaveText("The lake terrace at sunset");
  await expect(frame(page, "image").locator("img")).toHaveAttribute("alt", "The lake terrace at sunset");
  await expect(frame(page, "cover-image").locator("img")).toHaveCount(1);
  await expect(frame(page, "image-and-text")).toContainText("Our florist dresses every table with peonies.");
  await expect(frame(page, "cover")).toContainText("Giulia & Marco");
  await expect(frame(page, "divider").locator("svg")).toHaveCount(1);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(xssRan).toBe(false);
  await expectAccessible(page);
});

test("the outline reorders blocks by keyboard, and a stranger cannot change a block", async ({ page, browser }) => {
  const username = uniqueName("outline");
  const registered = await page.request.post("/api/register", {
    data: { username, email: `${username}@example.test`, password: "a-very-good-password", firstname: "Luca", lastname: "Moretti", primarySector: "Weddings" },
  });
  expect(registered.status()).toBe(201);
  await page.request.post("/api/account/signup-promo-shown");
  const me = await (await page.request.get("/api/users/me")).json();
  const { id } = await (await page.request.post(`/api/team/${me.memberships[0].team._id}/document`, { data: { title: "Outline" } })).json();
  for (const text of ["First", "Second", "Third"]) {
    expect((await page.request.post(`/api/document/${id}/segment`, { data: { segmentType: "heading", content: text } })).status()).toBe(201);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await openEditor(page, `/document/${id}`);
  await page.keyboard.press("Alt+n");
  const outline = page.getByRole("navigation", { name: "Document outline" });
  await outline.getByRole("button", { name: "Move Heading: Third" }).focus();
  // Each step waits for dnd-kit's screen-reader announcement, so no key press lands mid-measurement.
  const announced = (text: string) => expect(page.getByText(text, { exact: true })).toBeAttached();
  await page.keyboard.press("Space");
  await announced("Heading: Third is over Heading: Third."); // picked up, over its own place
  await page.keyboard.press("ArrowUp");
  await announced("Heading: Third is over Heading: Second.");
  await page.keyboard.press("ArrowUp");
  await announced("Heading: Third is over Heading: First.");
  await page.keyboard.press("Space");
  await announced("Heading: Third was dropped at Heading: First.");
  await expect(outline.getByRole("button", { name: /^Heading:/ })).toHaveText(["Heading: Third", "Heading: First", "Heading: Second"]);
  await waitSaved(page);
  await page.reload();
  await page.locator("[data-editor-ready]").waitFor();
  await expect(frame(page, "heading")).toHaveText(["Third", "First", "Second"]);

  // Someone outside the workspace cannot even learn the block exists.
  const stranger = await browser.newContext();
  const other = uniqueName("stranger");
  await stranger.request.post("/api/register", {
    data: { username: other, email: `${other}@example.test`, password: "a-very-good-password", firstname: "Ada", lastname: "Neri", primarySector: "Weddings" },
  });
  const segments = await (await page.request.get(`/api/document/${id}`)).json();
  const refused = await stranger.request.post(`/api/segment/${segments.segments[0].id}`, { data: { version: 0, content: "Hijacked" } });
  expect(refused.status()).toBe(404);
  await stranger.close();
});

test("a block saved from the editor is listed in saved blocks, inserted into another document, and deleted", async ({ page }) => {
  const username = uniqueName("saved");
  const registered = await page.request.post("/api/register", {
    data: { username, email: `${username}@example.test`, password: "a-very-good-password", firstname: "Elisa", lastname: "Greco", primarySector: "Weddings" },
  });
  expect(registered.status()).toBe(201);
  await page.request.post("/api/account/signup-promo-shown");
  const me = await (await page.request.get("/api/users/me")).json();
  const teamId = me.memberships[0].team._id;
  const source = (await (await page.request.post(`/api/team/${teamId}/document`, { data: { title: "Catering offer" } })).json()).id;
  const target = (await (await page.request.post(`/api/team/${teamId}/document`, { data: { title: "Second offer" } })).json()).id;
  await page.request.post(`/api/document/${source}/segment`, { data: { segmentType: "heading", content: "Our terms and conditions" } });

  await page.setViewportSize({ width: 1280, height: 900 });
  await openEditor(page, `/document/${source}`);
  await frame(page, "heading").click();
  await page.getByRole("toolbar", { name: "Heading block actions" }).getByRole("button", { name: "Save as saved block" }).click();
  const dialog = page.getByRole("dialog", { name: "Save as saved block" });
  await expect(dialog.getByRole("textbox", { name: "Name" })).toHaveValue("Our terms and conditions");
  await expectAccessible(page);
  await dialog.getByRole("textbox", { name: "Name" }).fill("Terms");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();

  // Listed on the saved blocks page (in the sidebar).
  await page.getByRole("link", { name: "Saved blocks", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Saved blocks" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Terms", exact: true })).toBeVisible();
  await expect(page.getByText("Our terms and conditions")).toBeVisible();
  await expectAccessible(page);

  // Inserted into another document from the picker's saved blocks.
  await openEditor(page, `/document/${target}`);
  await page.getByRole("button", { name: "Add your first block" }).click();
  const picker = page.getByRole("dialog", { name: "Add a block" });
  await picker.getByRole("tab", { name: "Saved blocks" }).click();
  await picker.getByRole("button", { name: /^Terms/ }).click();
  // The inserted block is selected, open in its editor.
  await expect(page.getByRole("textbox", { name: "Heading text" })).toHaveValue("Our terms and conditions");
  await waitSaved(page);

  // Deleted from the list; the inserted copy stays.
  await page.goto("/content-templates");
  await page.getByRole("button", { name: "Delete Terms" }).click();
  await page.getByRole("dialog", { name: "Delete “Terms”?" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("heading", { name: "No saved blocks yet" })).toBeVisible();
  const copy = await (await page.request.get(`/api/document/${target}`)).json();
  expect(copy.segments.map((segment: { content: unknown }) => segment.content)).toEqual(["Our terms and conditions"]);
});

test("attack strings typed or pasted into every text field of the live editor, and custom CSS, run nothing in the editor or after a reload", async ({ page }) => {
  test.setTimeout(120_000);
  const username = uniqueName("xss");
  const registered = await page.request.post("/api/register", {
    data: { username, email: `${username}@example.test`, password: "a-very-good-password", firstname: "Nora", lastname: "Conti", primarySector: "Weddings" },
  });
  expect(registered.status()).toBe(201);
  await page.request.post("/api/account/signup-promo-shown");
  const me = await (await page.request.get("/api/users/me")).json();
  const { id } = await (await page.request.post(`/api/team/${me.memberships[0].team._id}/document`, { data: { title: "Attack" } })).json();
  for (const segmentType of ["heading", "paragraph", "placeholder", "html-code"]) {
    expect((await page.request.post(`/api/document/${id}/segment`, { data: { segmentType } })).status()).toBe(201);
  }
  expect((await page.request.post(`/api/document/${id}/fixed-block`, { data: { positionName: "cover", segmentType: "cover" } })).status()).toBe(201);
  // Custom CSS with breakouts: refused at storage, or scoped and harmless.
  for (const css of CSS_PAYLOADS) await page.request.post(`/api/document/${id}/set-custom-css`, { data: { customCss: css } });

  let dialogs = 0;
  page.on("dialog", (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  const payloads = HTML_PAYLOADS.slice(0, 12).join(" ");
  await page.setViewportSize({ width: 1440, height: 1000 });
  await openEditor(page, `/document/${id}`);

  await frame(page, "heading").click();
  await page.getByRole("textbox", { name: "Heading text" }).fill(payloads.slice(0, 480));
  await frame(page, "placeholder").click();
  await page.getByRole("textbox", { name: "Instruction" }).fill(payloads.slice(0, 480));
  await frame(page, "html-code").click();
  await page.getByRole("textbox", { name: "HTML code" }).fill(HTML_PAYLOADS.join("\n"));
  await frame(page, "cover").click();
  await page.getByRole("textbox", { name: "Cover title" }).fill(payloads.slice(0, 190));
  // The paragraph: typed as text, then pasted as HTML (the way a copied web page arrives).
  await frame(page, "paragraph").click();
  const paragraph = page.getByRole("textbox", { name: "Paragraph text" });
  await paragraph.click();
  await page.keyboard.type(HTML_PAYLOADS[0]);
  await paragraph.evaluate((element, html) => {
    const data = new DataTransfer();
    data.setData("text/html", html);
    data.setData("text/plain", "pasted");
    element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, HTML_PAYLOADS.join(""));
  await waitSaved(page);

  const ran = () => page.evaluate(() => (window as { __xss?: unknown }).__xss);
  expect(await ran()).toBeUndefined();
  await page.reload();
  await page.locator("[data-editor-ready]").waitFor();
  await page.waitForTimeout(500);
  expect(await ran()).toBeUndefined();
  expect(dialogs).toBe(0);
  // Nothing executable reached the page: no script elements inside the document, no event handlers, no javascript: links.
  const page_ = page.getByTestId("editor-page");
  await expect(page_.locator("script, iframe, object, embed")).toHaveCount(0);
  expect(await page_.evaluate((root) => [...root.querySelectorAll("*")].some((node) => [...node.attributes].some((attribute) => /^on/i.test(attribute.name))))).toBe(false);
  expect(await page_.evaluate((root) => [...root.querySelectorAll("[href],[src]")].some((node) => /^\s*javascript:/i.test(node.getAttribute("href") ?? node.getAttribute("src") ?? "")))).toBe(false);
  // The heading shows the attack as plain text.
  await expect(frame(page, "heading")).toContainText("<script>");
});
