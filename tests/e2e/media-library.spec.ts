import sharp from "sharp";
import { expect, test, type Page } from "@playwright/test";
import { addBlock, frame, plannerWithDocument, waitSaved } from "./editor-support";
import { expectAccessible, openEditor } from "./support";

// Media library issue, done-when: a planner drops several images onto /media-library, sorts one into
// a new album, deletes and recovers another, then picks an uploaded image in the editor's picker.

const photo = async (background: string) =>
  (await sharp({ create: { width: 640, height: 420, channels: 3, background } }).jpeg().toBuffer()).toString("base64");

/** Drops files on the page the way a browser does: a `drop` event carrying a DataTransfer built in the page. */
async function dropFiles(page: Page, files: { name: string; base64: string }[]) {
  const transfer = await page.evaluateHandle((list) => {
    const data = new DataTransfer();
    for (const file of list) {
      const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0));
      data.items.add(new File([bytes], file.name, { type: "image/jpeg" }));
    }
    return data;
  }, files);
  const zone = page.getByTestId("media-library-drop-zone");
  await zone.dispatchEvent("dragover", { dataTransfer: transfer });
  await zone.dispatchEvent("drop", { dataTransfer: transfer });
}

const images = (page: Page) => page.getByRole("list", { name: "Images" }).getByRole("listitem");
const view = (page: Page, name: string) => page.getByRole("group", { name: "View" }).getByRole("button", { name, exact: true });

test("a planner uploads by drag and drop, sorts into an album, deletes and recovers, and picks an upload in the editor", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const { id, teamId } = await plannerWithDocument(page, "media", "Lakeside wedding");
  await page.setViewportSize({ width: 1440, height: 1000 });

  await page.goto("/media-library");
  await expect(page.getByRole("heading", { name: "Media library", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No images yet" })).toBeVisible();
  await expectAccessible(page);

  // ---- Three images dropped at once, each with its own progress, all land in the grid
  await dropFiles(page, [
    { name: "garden.jpg", base64: await photo("#3a7d44") },
    { name: "hall.jpg", base64: await photo("#7d3a44") },
    { name: "cake.jpg", base64: await photo("#d8b26e") },
  ]);
  await expect(images(page)).toHaveCount(3, { timeout: 20_000 });
  await expect(page.getByRole("region", { name: "Uploads" }).getByText("Uploaded")).toHaveCount(3);
  await expectAccessible(page);

  // ---- A new album, and one image moved into it
  await page.getByRole("button", { name: "New album" }).click();
  const albumDialog = page.getByRole("dialog", { name: "New album" });
  await albumDialog.getByRole("textbox", { name: "Album name" }).fill("Venues");
  await albumDialog.getByRole("button", { name: "Create" }).click();
  await expect(albumDialog).toBeHidden();
  await expect(view(page, "Album")).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("heading", { name: "No images in this album" })).toBeVisible();

  await view(page, "All").click();
  await page.getByRole("button", { name: "Move garden to an album" }).click();
  const moveDialog = page.getByRole("dialog", { name: "Move garden to an album" });
  await moveDialog.getByRole("combobox", { name: "Album" }).selectOption({ label: "Venues" });
  await moveDialog.getByRole("button", { name: "Move", exact: true }).click();
  await expect(moveDialog).toBeHidden();
  await expect(images(page).filter({ hasText: "garden" })).toContainText("Album: Venues");

  await view(page, "Album").click();
  await page.getByRole("combobox", { name: "Album" }).selectOption({ label: "Venues" });
  await expect(images(page)).toHaveCount(1);
  await expect(images(page).first()).toContainText("garden");
  await expectAccessible(page);

  // ---- Delete one, find it under Deleted, recover it
  await view(page, "All").click();
  await page.getByRole("button", { name: "Delete hall" }).click();
  await expect(images(page)).toHaveCount(2);
  await view(page, "Deleted").click();
  await expect(images(page)).toHaveCount(1);
  await expectAccessible(page);
  await page.getByRole("button", { name: "Recover hall" }).click();
  await expect(page.getByRole("heading", { name: "Nothing deleted" })).toBeVisible();
  await view(page, "All").click();
  await expect(images(page)).toHaveCount(3);
  const path = testInfo.outputPath("media-library.png");
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach("media-library", { path, contentType: "image/png" });

  // ---- The uploads are in the editor's image picker
  await openEditor(page, `/document/${id}`);
  await addBlock(page, "Image");
  await frame(page, "image").getByRole("button", { name: "Choose image" }).click();
  const picker = page.getByRole("dialog", { name: "Choose an image" });
  await expect(picker).toBeVisible();
  await picker.getByRole("button").filter({ has: page.getByRole("img", { name: "cake" }) }).click();
  await expect(picker).toBeHidden();
  await expect(frame(page, "image").locator("img:visible").first()).toBeVisible();
  await waitSaved(page);
  await expectAccessible(page);

  // ---- The same picker gives the workspace its logo
  await page.goto(`/workspace/${teamId}`);
  await page.getByRole("button", { name: "Choose from library" }).first().click();
  const logoPicker = page.getByRole("dialog", { name: "Choose an image" });
  await logoPicker.getByRole("button").filter({ has: page.getByRole("img", { name: "garden" }) }).click();
  await expect(logoPicker).toBeHidden();
  await expect(page.getByRole("img", { name: /^Logo of / })).toBeVisible({ timeout: 15_000 });
  await expectAccessible(page);
});

// Uploads up to the advertised 20 MB reach the route whole through the real server: the proxy,
// which Next lets read at most 10 MB of a body, stays out of their way.
test("a 19 MB photo uploads through the server, and a file over 20 MB is refused with the size message", async ({ page }) => {
  test.setTimeout(90_000);
  const { teamId } = await plannerWithDocument(page, "bigupload", "Big photo");
  const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#2f6f8f" } }).jpeg().toBuffer();
  // A JPEG decoder stops at the end-of-image marker: bytes after it make a large file of a small picture.
  const sized = (bytes: number) => Buffer.concat([jpeg, Buffer.alloc(bytes - jpeg.length, 0x20)]);
  const send = (name: string, buffer: Buffer) => page.request.post(`/api/team/${teamId}/media`, { multipart: { file: { name, mimeType: "image/jpeg", buffer } }, timeout: 60_000 });

  const accepted = await send("ballroom.jpg", sized(19 * 1024 * 1024));
  expect(accepted.status(), await accepted.text()).toBe(201);
  const { attachmentId } = (await accepted.json()) as { attachmentId: string };
  expect((await page.request.get(`/api/media/${attachmentId}/max-width/800`)).status()).toBe(200);

  const refused = await send("too-big.jpg", sized(21 * 1024 * 1024));
  expect(refused.status()).toBe(413);
  expect(((await refused.json()) as { error: { message: string } }).error.message).toBe("Max file size limit is 20 MB");
});
