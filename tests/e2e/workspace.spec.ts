import sharp from "sharp";
import { expect, test } from "@playwright/test";
import { expectAccessible, uniqueName } from "./support";

test("an admin renames the workspace with the live availability check, adds an image, and deletes it", async ({ page }) => {
  const username = uniqueName("wsadmin");
  // Registering through the API signs this browser context in (the cookie lands in the context).
  const registered = await page.request.post("/api/register", {
    data: { username, email: `${username}@example.test`, password: "a-very-good-password", firstname: "Ines", lastname: "Duarte", primarySector: "Venue" },
  });
  expect(registered.status()).toBe(201);
  const teamId: string = (await registered.json()).user.memberships[0].team._id;

  await page.goto(`/workspace/${teamId}`);
  await expectAccessible(page);
  const name = page.getByRole("textbox", { name: "Workspace name" });
  const newName = `Quinta ${username}`;
  await name.fill(newName);
  await expect(page.getByText(`Great, ${newName} is available!`)).toBeVisible();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("The workspace settings have been saved.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(newName);

  const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#8c4f77" } }).jpeg().toBuffer();
  await page.getByLabel("Add images").setInputFiles({ name: "terrace.jpg", mimeType: "image/jpeg", buffer: photo });
  await expect(page.getByRole("img", { name: "Workspace image 1" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("img", { name: "Workspace image 1" })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("button", { name: "Delete workspace" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Delete for good" }).click();
  await expect(page).toHaveURL(/\/workspace-deleted$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Workspace has been successfully deleted.");
  await expectAccessible(page);
});
