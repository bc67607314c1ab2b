import sharp from "sharp";
import { expect, type Page } from "@playwright/test";
import { uniqueName } from "./support";

// What editor tests share: a planner with an empty document, the block picker, the image picker's
// upload and the save status.

export const frame = (page: Page, type: string) => page.locator(`[data-block-id][data-block-type="${type}"]`);
const saveState = (page: Page) => page.getByTestId("save-status").getAttribute("data-state");
export const waitSaved = (page: Page) => expect.poll(() => saveState(page), { timeout: 15_000 }).toBe("saved");

/** Registers a planner in this page's browser context (tour skipped) and creates an empty document. */
export async function plannerWithDocument(page: Page, prefix: string, title: string) {
  const username = uniqueName(prefix);
  const registered = await page.request.post("/api/register", {
    data: { username, email: `${username}@example.test`, password: "a-very-good-password", firstname: "Giulia", lastname: "Bianchi", primarySector: "Weddings" },
  });
  expect(registered.status()).toBe(201);
  await page.request.post("/api/account/signup-promo-shown");
  const me = await (await page.request.get("/api/users/me")).json();
  const teamId = me.memberships[0].team._id as string;
  const created = await page.request.post(`/api/team/${teamId}/document`, { data: { title } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  return { id, teamId, username };
}

export async function addBlock(page: Page, name: string) {
  await page.getByRole("toolbar", { name: "Editor tools" }).getByRole("button", { name: "Add block" }).click();
  const picker = page.getByRole("dialog", { name: "Add a block" });
  await expect(picker).toBeVisible();
  await picker.getByRole("button", { name: new RegExp(`^${name}`) }).first().click();
  await expect(picker).toBeHidden();
}

/** Uploads a generated photo in the open image picker, which then closes with it chosen. */
export async function uploadInPicker(page: Page, name: string, color: string, size = { width: 900, height: 600 }) {
  const picker = page.getByRole("dialog", { name: "Choose an image" });
  await expect(picker).toBeVisible();
  const photo = await sharp({ create: { ...size, channels: 3, background: color } }).jpeg().toBuffer();
  const chooser = page.waitForEvent("filechooser");
  await picker.getByRole("button", { name: "Upload image" }).click();
  await (await chooser).setFiles({ name, mimeType: "image/jpeg", buffer: photo });
  await expect(picker).toBeHidden({ timeout: 15_000 });
}

/** The blocks as the server has them. */
export async function storedBlocks(page: Page, id: string) {
  const doc = await (await page.request.get(`/api/document/${id}`)).json();
  return doc.segments as { id: string; segmentType: string; parent: string | null; order: number; isFixedBlock: boolean; content: unknown; metaData: Record<string, unknown>; imageList: string[]; miscFileList: string[] }[];
}
