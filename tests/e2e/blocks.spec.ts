import { expect, test, type Page } from "@playwright/test";
import { addBlock, frame, plannerWithDocument, storedBlocks, uploadInPicker, waitSaved } from "./editor-support";
import { expectAccessible, openEditor } from "./support";

// Blocks issue, done-when: one of each block type is added to a document and its main settings are
// edited in the browser; after a reload every setting is still there, in the editor and on the
// server. A screenshot of the rendered document is attached to the test output.

type Stored = Awaited<ReturnType<typeof storedBlocks>>[number];

const byType = (blocks: Stored[], type: string) => {
  const found = blocks.find((block) => block.segmentType === type);
  expect(found, `a ${type} block on the server`).toBeTruthy();
  return found!;
};

/** Selects a block (its inline editor opens) by clicking its frame's top edge, away from its own controls. */
async function select(page: Page, type: string) {
  await frame(page, type).first().click({ position: { x: 8, y: 8 } });
}

async function attachScreenshot(page: Page, testInfo: { outputPath: (name: string) => string; attach: (name: string, options: { path: string; contentType: string }) => Promise<void> }, name: string) {
  // Deselect, so the document shows as a reader sees it.
  await page.keyboard.press("Escape");
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: "image/png" });
}

test("cards, horizontal cards, moodboard, dinner menu, testimonials and videos keep their settings after a reload", async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const { id } = await plannerWithDocument(page, "blocks", "Lake Como wedding");
  await page.setViewportSize({ width: 1440, height: 1000 });
  await openEditor(page, `/document/${id}`);

  // ---- Cards: 2 columns, taller images, a card with an image and a title
  await addBlock(page, "Cards");
  const cards = frame(page, "cards");
  await cards.getByRole("combobox", { name: "Columns" }).selectOption("2");
  await cards.getByRole("spinbutton", { name: "Image height (px)" }).fill("220");
  await cards.getByRole("spinbutton", { name: "Image height (px)" }).press("Tab");
  await cards.getByRole("textbox", { name: "Title" }).first().fill("The lake terrace");
  await cards.getByRole("button", { name: "Choose image" }).first().click();
  await uploadInPicker(page, "terrace.jpg", "#6d8fa6");
  await expect(cards.locator("img").first()).toBeVisible();

  // ---- Horizontal cards: hide the text
  await addBlock(page, "Horizontal cards");
  await frame(page, "cards2").getByRole("switch", { name: "Show text" }).uncheck();

  // ---- Moodboard: masonry layout, no colour boxes, a text
  await addBlock(page, "Moodboard");
  const moodboard = frame(page, "moodboard");
  await moodboard.getByRole("combobox", { name: "Layout" }).selectOption("masonry");
  await moodboard.getByRole("switch", { name: "Show colour boxes" }).uncheck();
  await moodboard.getByRole("textbox", { name: "Text" }).fill("Soft blush, sage and champagne");

  // ---- Dinner menu: title and style
  await addBlock(page, "Dinner menu");
  const menu = frame(page, "dinner-menu");
  await menu.getByRole("textbox", { name: "Menu title" }).fill("Gala dinner at Villa Aurelia");
  await menu.getByRole("combobox", { name: "Style" }).selectOption("botanical");
  await menu.getByRole("textbox", { name: "Dishes" }).first().fill("Prosecco and canapés");

  // ---- Testimonials
  await addBlock(page, "Testimonials");
  const testimonial = frame(page, "testimonial");
  await testimonial.getByRole("textbox", { name: "Section title" }).fill("Kind words");
  await testimonial.getByRole("textbox", { name: "Quote" }).first().fill("Everything was perfect, down to the last candle.");

  // ---- YouTube: address and start
  await addBlock(page, "YouTube video");
  const youtube = frame(page, "youtube");
  await youtube.getByRole("textbox", { name: "YouTube link" }).fill("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
  await youtube.getByRole("spinbutton", { name: "Start at (seconds)" }).fill("42");
  await youtube.getByRole("spinbutton", { name: "Start at (seconds)" }).press("Tab");

  // ---- Vimeo: an invalid address is not saved, a valid one is
  await addBlock(page, "Vimeo video");
  const vimeo = frame(page, "vimeo");
  await vimeo.getByRole("textbox", { name: "Vimeo link" }).fill("https://vimeo.com/channels/staff");
  await expect(vimeo.getByText("This is not a Vimeo video link.", { exact: false })).toBeVisible();
  await vimeo.getByRole("textbox", { name: "Vimeo link" }).fill("https://vimeo.com/76979871");
  await vimeo.getByRole("spinbutton", { name: "Height (px)" }).fill("360");
  await vimeo.getByRole("spinbutton", { name: "Height (px)" }).press("Tab");

  await waitSaved(page);
  await expectAccessible(page);

  // ---- The server has every setting
  const stored = await storedBlocks(page, id);
  const cardsMeta = byType(stored, "cards").metaData as { noColumns: number; imageHeight: number; cardEntryList: { title: string; imageId: string | null }[] };
  expect(cardsMeta.noColumns).toBe(2);
  expect(cardsMeta.imageHeight).toBe(220);
  expect(cardsMeta.cardEntryList[0].title).toBe("The lake terrace");
  expect(cardsMeta.cardEntryList[0].imageId).toMatch(/^[a-z0-9]{20,}$/i);
  expect(byType(stored, "cards2").metaData).toMatchObject({ showContent: false });
  expect(byType(stored, "moodboard").metaData).toMatchObject({ layoutType: "masonry", showColorBoxes: false });
  expect(byType(stored, "moodboard").content).toMatchObject({ text: "Soft blush, sage and champagne" });
  expect(byType(stored, "dinner-menu").metaData).toMatchObject({ title: "Gala dinner at Villa Aurelia", styleClass: "botanical" });
  expect(byType(stored, "youtube")).toMatchObject({ content: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", metaData: { startInSeconds: 42 } });
  expect(byType(stored, "vimeo")).toMatchObject({ content: "https://vimeo.com/76979871", metaData: { height: 360 } });

  // ---- After a reload the editor shows the same
  await page.reload();
  await page.locator("[data-editor-ready]").waitFor();
  await expect(frame(page, "cards").getByText("The lake terrace")).toBeVisible();
  await expect(frame(page, "cards").locator("img").first()).toHaveAttribute("src", /\/api\/media\/download\//);
  await expect(frame(page, "dinner-menu")).toContainText("Gala dinner at Villa Aurelia");
  await expect(frame(page, "dinner-menu")).toContainText("Prosecco and canapés");
  await expect(frame(page, "testimonial")).toContainText("Everything was perfect, down to the last candle.");
  await expect(frame(page, "moodboard")).toContainText("Soft blush, sage and champagne");
  await expect(frame(page, "youtube").locator("iframe")).toHaveAttribute("src", /dQw4w9WgXcQ.*start=42/);
  await expect(frame(page, "vimeo").locator("iframe")).toHaveAttribute("src", /76979871/);

  await select(page, "cards");
  await expect(frame(page, "cards").getByRole("combobox", { name: "Columns" })).toHaveValue("2");
  await expect(frame(page, "cards").getByRole("spinbutton", { name: "Image height (px)" })).toHaveValue("220");
  await select(page, "moodboard");
  await expect(frame(page, "moodboard").getByRole("combobox", { name: "Layout" })).toHaveValue("masonry");
  await expect(frame(page, "moodboard").getByRole("switch", { name: "Show colour boxes" })).not.toBeChecked();
  await select(page, "dinner-menu");
  await expect(frame(page, "dinner-menu").getByRole("combobox", { name: "Style" })).toHaveValue("botanical");
  await expectAccessible(page);
  await attachScreenshot(page, testInfo, "blocks-content");
});

test("carousel, floor plan, map, RSVP form, attachments, Instagram and business card keep their settings after a reload", async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  const { id } = await plannerWithDocument(page, "blocks2", "Villa Aurelia welcome pack");
  await page.setViewportSize({ width: 1440, height: 1000 });
  await openEditor(page, `/document/${id}`);

  // ---- Carousel: two images, a caption, the duplicate rule, height and watermark
  await addBlock(page, "Carousel");
  const carousel = frame(page, "carousel");
  await carousel.getByRole("button", { name: "Add image" }).click();
  await uploadInPicker(page, "lake.jpg", "#4f7b94");
  await carousel.getByRole("button", { name: "Add image" }).click();
  await uploadInPicker(page, "garden.jpg", "#7d9a5b");
  // The lake photo again, from the library: refused with the spec's message.
  await carousel.getByRole("button", { name: "Add image" }).click();
  const library = page.getByRole("dialog", { name: "Choose an image" });
  await library.getByRole("button").filter({ has: page.locator("img") }).last().click();
  await expect(carousel.getByRole("alert")).toHaveText("This image is already added to carousel.");
  await carousel.getByRole("textbox", { name: "Caption of image 1" }).fill("Sunset over the lake");
  await carousel.getByRole("spinbutton", { name: "Height" }).fill("320");
  await carousel.getByRole("spinbutton", { name: "Height" }).press("Tab");
  await carousel.getByRole("switch", { name: "Show watermark" }).check();
  await carousel.getByRole("textbox", { name: "Watermark text" }).fill("Villa Aurelia");

  // ---- Floor plan: a high-resolution upload and a caption
  await addBlock(page, "Floor plan");
  const plan = frame(page, "floor-plan");
  await plan.getByRole("button", { name: "Choose image" }).click();
  await uploadInPicker(page, "ballroom-plan.jpg", "#e8e2d6", { width: 3200, height: 2400 });
  await plan.getByRole("textbox", { name: "Caption" }).fill("Ballroom seating for 120 guests");

  // ---- Map: the address readers see, coordinates and zoom (no tiles needed)
  await addBlock(page, "Map location");
  const map = frame(page, "map-location");
  await map.getByRole("textbox", { name: "Address shown to readers" }).fill("Villa Aurelia, Via Regina 12, Como");
  await map.getByRole("textbox", { name: "Latitude" }).fill("45.8081");
  await map.getByRole("textbox", { name: "Latitude" }).press("Tab");
  await map.getByRole("textbox", { name: "Longitude" }).fill("9.0852");
  await map.getByRole("textbox", { name: "Longitude" }).press("Tab");
  await map.getByRole("spinbutton", { name: "Zoom level" }).fill("15");
  await map.getByRole("spinbutton", { name: "Zoom level" }).press("Tab");

  // ---- RSVP form: title, guests per reply, no dietary question, one event
  await addBlock(page, "RSVP form");
  const rsvp = frame(page, "rsvp-form");
  await rsvp.getByRole("textbox", { name: "Form title" }).fill("Will you celebrate with us?");
  await rsvp.getByRole("combobox", { name: "Guests per reply" }).selectOption("4");
  await rsvp.getByRole("switch", { name: "Ask for dietary requirements" }).uncheck();
  await rsvp.getByRole("button", { name: "Add event" }).click();
  await rsvp.getByRole("textbox", { name: "Title", exact: true }).fill("Welcome dinner");

  // ---- Attachments: a PDF uploaded, renamed
  await addBlock(page, "Attachments");
  const attachment = frame(page, "attachment");
  await attachment.getByRole("textbox", { name: "Title", exact: true }).fill("Your documents");
  const chooser = page.waitForEvent("filechooser");
  await attachment.getByRole("button", { name: "Upload files" }).click();
  await (await chooser).setFiles({ name: "menu.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n% menu\n%%EOF\n") });
  await expect(attachment.getByRole("textbox", { name: "Name of file 1" })).toHaveValue("menu.pdf", { timeout: 15_000 });
  await attachment.getByRole("textbox", { name: "Name of file 1" }).fill("Dinner menu");

  // ---- Instagram: this document shows another profile than the workspace's (none yet)
  await addBlock(page, "Instagram");
  await frame(page, "instagram").getByRole("textbox", { name: "Instagram profile for this document" }).fill("villa.aurelia");

  // ---- Business card: filled from the profile, a job title added
  await addBlock(page, "Business card");
  const card = frame(page, "bizcard");
  await expect(card.getByRole("textbox", { name: "Name" })).toHaveValue("Giulia Bianchi");
  await card.getByRole("textbox", { name: "Job title" }).fill("Wedding planner");

  await waitSaved(page);
  await expectAccessible(page);

  // ---- The server has every setting
  const stored = await storedBlocks(page, id);
  const carouselRow = byType(stored, "carousel");
  expect(carouselRow.metaData).toMatchObject({ height: 320, watermark: { enabled: true, text: "Villa Aurelia" } });
  const slides = (carouselRow.metaData as { slides: { imageId: string; caption: string }[] }).slides;
  expect(slides.map((slide) => slide.caption)).toEqual(["Sunset over the lake", ""]);
  expect(new Set(slides.map((slide) => slide.imageId)).size).toBe(2);
  const planRow = byType(stored, "floor-plan");
  expect(planRow.content).toMatchObject({ caption: "Ballroom seating for 120 guests" });
  const planMedia = await (await page.request.get(`/api/media/download/${(planRow.content as { imageId: string }).imageId}`)).body();
  expect(planMedia.length).toBeGreaterThan(0);
  expect(byType(stored, "map-location")).toMatchObject({ content: { address: "Villa Aurelia, Via Regina 12, Como", lat: 45.8081, lng: 9.0852 }, metaData: { zoomLevel: 15 } });
  expect(byType(stored, "rsvp-form").metaData).toMatchObject({
    title: "Will you celebrate with us?",
    hasDietaryRequirements: false,
    peopleSection: { maxPeople: 4 },
    eventsSection: { events: [{ title: "Welcome dinner" }] },
  });
  const attachmentRow = byType(stored, "attachment");
  expect(attachmentRow.miscFileList).toHaveLength(1);
  expect(attachmentRow.content).toMatchObject({ title: "Your documents", files: [{ name: "Dinner menu" }] });
  const file = await page.request.get(`/api/misc-file/download/${attachmentRow.miscFileList[0]}`);
  expect(file.status()).toBe(200);
  expect((await file.body()).toString()).toContain("%PDF-1.4");
  expect(byType(stored, "instagram").metaData).toMatchObject({ handleOverride: "villa.aurelia" });
  expect(byType(stored, "bizcard").metaData).toMatchObject({ contactData: { name: "Giulia Bianchi", title: "Wedding planner" } });

  // ---- After a reload the editor shows the same
  await page.reload();
  await page.locator("[data-editor-ready]").waitFor();
  await expect(frame(page, "carousel").locator("img")).toHaveCount(2);
  await expect(frame(page, "carousel")).toContainText("Sunset over the lake");
  await expect(frame(page, "carousel")).toContainText("Villa Aurelia");
  await expect(frame(page, "floor-plan").locator("img")).toHaveAttribute("alt", "Ballroom seating for 120 guests");
  await expect(frame(page, "map-location")).toContainText("Villa Aurelia, Via Regina 12, Como");
  await expect(frame(page, "rsvp-form")).toContainText("Will you celebrate with us?");
  await expect(frame(page, "rsvp-form")).toContainText("Welcome dinner");
  await expect(frame(page, "attachment").getByRole("link", { name: /Dinner menu/ })).toHaveAttribute("href", /\/api\/misc-file\/download\//);
  await expect(frame(page, "instagram").getByRole("link", { name: "@villa.aurelia" })).toHaveAttribute("href", "https://www.instagram.com/villa.aurelia/");
  await expect(frame(page, "bizcard")).toContainText("Wedding planner");
  await select(page, "rsvp-form");
  await expect(frame(page, "rsvp-form").getByRole("combobox", { name: "Guests per reply" })).toHaveValue("4");
  await expect(frame(page, "rsvp-form").getByRole("switch", { name: "Ask for dietary requirements" })).not.toBeChecked();
  await expectAccessible(page);
  await attachScreenshot(page, testInfo, "blocks-events-and-branding");
});
