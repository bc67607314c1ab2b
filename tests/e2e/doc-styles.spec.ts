import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { activateAccount, expectAccessible, latestMail, uniqueName } from "./support";

// The doc style editor (/team/:tid/doc-style-editor/:id) and the workspace's style list: an admin's
// edits save by themselves 1 s after the last one and survive a reload; a style exports and imports
// back as the same style; a malformed file shows the server's reason; a member sees it read-only.

const BROWN = "rgb(124, 45, 18)"; // #7c2d12
const CREAM = "rgb(251, 247, 240)"; // #fbf7f0

const saveState = (page: Page) => page.getByTestId("style-save-status").getAttribute("data-state");
const waitSaved = (page: Page) => expect.poll(() => saveState(page), { timeout: 15_000 }).toBe("saved");

async function openStyleEditor(page: Page, url: string) {
  await page.goto(url);
  await page.locator("[data-style-editor-ready]").waitFor();
}

async function plannerWithWorkspace(page: Page) {
  const username = uniqueName("styles");
  const registered = await page.request.post("/api/register", {
    data: { username, email: `${username}@example.test`, password: "a-very-good-password", firstname: "Lena", lastname: "Hofmann", primarySector: "Weddings" },
  });
  expect(registered.status()).toBe(201);
  await page.request.post("/api/account/signup-promo-shown");
  const teamId: string = (await registered.json()).user.memberships[0].team._id;
  return { username, teamId };
}

test("an admin edits a style that saves by itself, exports it and imports it back", async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 1000 });
  const { teamId } = await plannerWithWorkspace(page);

  // ---- The workspace page lists its styles; "New style" opens the editor of a new one
  await page.goto(`/workspace/${teamId}`);
  const list = page.getByRole("region", { name: "Document styles" });
  await expect(list).toBeVisible();
  await expectAccessible(page);
  await list.getByRole("button", { name: "New style" }).click();
  await expect(page).toHaveURL(new RegExp(`/team/${teamId}/doc-style-editor/[a-z0-9]+$`), { timeout: 30_000 });
  const editorUrl = new URL(page.url()).pathname;
  await page.locator("[data-style-editor-ready]").waitFor();
  await expectAccessible(page);

  // ---- Heading colour and page background: the preview follows at once, the server 1 s later
  const heading = page.getByRole("group", { name: "Heading 1" });
  await heading.getByRole("textbox", { name: "Colour", exact: true }).fill("#7c2d12");
  await page.getByRole("textbox", { name: "Page background", exact: true }).fill("#fbf7f0");
  const preview = page.getByTestId("style-preview-page");
  await expect(preview.locator(".doc-h2").first()).toHaveCSS("color", BROWN);
  await expect(preview).toHaveCSS("background-color", CREAM);
  await waitSaved(page);
  await expect(page.getByText("All changes saved")).toBeVisible();

  // ---- A colour that is no colour is not sent, and says so by the field
  await page.getByRole("textbox", { name: "Accent 1", exact: true }).fill("#12");
  await expect(page.getByTestId("style-save-status")).toHaveAttribute("data-state", "invalid");
  await expect(page.getByText("Enter a colour such as #1f2937")).toBeVisible();
  await page.getByRole("textbox", { name: "Accent 1", exact: true }).fill("#8a5a44");
  await waitSaved(page);
  await page.screenshot({ path: testInfo.outputPath("style-editor.png"), fullPage: true });

  // ---- Kept after a reload
  await openStyleEditor(page, editorUrl);
  await expect(page.getByRole("group", { name: "Heading 1" }).getByRole("textbox", { name: "Colour", exact: true })).toHaveValue("#7c2d12");
  await expect(page.getByRole("textbox", { name: "Page background", exact: true })).toHaveValue("#fbf7f0");
  await expect(page.getByTestId("style-preview-page")).toHaveCSS("background-color", CREAM);

  // ---- Export, then import the file back: a new style with the same content
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export" }).click()]);
  const exported = testInfo.outputPath("style.json");
  await download.saveAs(exported);
  const file = JSON.parse(fs.readFileSync(exported, "utf8")) as { fonts: { h2: { color: string } }; colors: { docBackgroundColor: string } };
  expect(file.fonts.h2.color).toBe("#7c2d12");
  expect(file.colors.docBackgroundColor).toBe("#fbf7f0");

  await page.getByRole("button", { name: "Import", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Import a style" });
  await expect(dialog).toBeVisible();
  // A malformed file: the parser's reason is shown, nothing is created
  await dialog.getByLabel("Style file").setInputFiles({ name: "broken.json", mimeType: "application/json", buffer: Buffer.from('{ "name": "Broken", "fonts": ') });
  await dialog.getByRole("button", { name: "Import style" }).click();
  await expect(dialog.getByTestId("import-style-error")).toContainText("not valid JSON");
  await expectAccessible(page);
  await dialog.screenshot({ path: testInfo.outputPath("import-error.png") });

  await dialog.getByLabel("Style file").setInputFiles(exported);
  await dialog.getByRole("button", { name: "Import style" }).click();
  await expect(page).not.toHaveURL(new RegExp(`${editorUrl}$`));
  await page.locator("[data-style-editor-ready]").waitFor();
  const importedUrl = new URL(page.url()).pathname;
  const importedId = importedUrl.split("/").pop()!;
  const reExported = await page.request.get(`/api/doc-style/${importedId}/export`);
  expect(await reExported.text()).toBe(fs.readFileSync(exported, "utf8"));

  // ---- Both styles are in the workspace's list, each opening its editor
  await page.goto(`/workspace/${teamId}`);
  await expect(page.getByTestId("doc-style-list").getByRole("link")).toHaveCount(3);
});

test("a member sees a style read-only; a stranger finds nothing", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const { teamId, username } = await plannerWithWorkspace(page);
  await activateAccount(page, `${username}@example.test`); // inviting needs an activated account
  const { styles } = (await (await page.request.get(`/api/team/${teamId}/doc-styles`)).json()) as { styles: { id: string }[] };
  const url = `/team/${teamId}/doc-style-editor/${styles[0].id}`;

  const memberName = uniqueName("member");
  const email = `${memberName}@example.test`;
  expect((await page.request.post(`/api/team/${teamId}/members/invite`, { data: { email, role: "MEMBER" } })).status()).toBe(201);
  const invitationKey = /invitationKey=([A-Za-z0-9_-]+)/.exec((await latestMail(page.request, email)).text)?.[1] ?? "";
  const member = await (await browser.newContext()).newPage();
  const registered = await member.request.post("/api/register", {
    data: { username: memberName, email, password: "a-very-good-password", firstname: "Marco", lastname: "Rossi", invitationKey },
  });
  expect(registered.status()).toBe(201);
  await activateAccount(member, email);

  await openStyleEditor(member, url);
  await expect(member.getByText("Only workspace admins can change styles.")).toBeVisible();
  await expect(member.getByRole("group", { name: "Heading 1" }).getByRole("textbox", { name: "Colour", exact: true })).toBeDisabled();
  await expect(member.getByRole("button", { name: "Delete" })).toHaveCount(0);
  await expect(member.getByRole("button", { name: "Export" })).toBeVisible();
  await expectAccessible(member);

  await member.goto(`/workspace/${teamId}`);
  await expect(member.getByTestId("doc-style-list")).toBeVisible();
  await expect(member.getByRole("button", { name: "New style" })).toHaveCount(0);

  const strangerName = uniqueName("stranger");
  const stranger = await (await browser.newContext()).newPage();
  await stranger.request.post("/api/register", {
    data: { username: strangerName, email: `${strangerName}@example.test`, password: "a-very-good-password", firstname: "Sara", lastname: "Neri" },
  });
  await stranger.goto(url);
  await expect(stranger.getByRole("heading", { name: "Style not found" })).toBeVisible();
});
