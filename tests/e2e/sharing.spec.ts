import { expect, test } from "@playwright/test";
import { frame, plannerWithDocument, waitSaved } from "./editor-support";
import { activateAccount, expectAccessible, openEditor } from "./support";

// Sharing issue, done-when: the owner shares with a PIN; an anonymous browser opens the link, fails
// the PIN, passes it and sees the document; the owner's later edit leaves the shared view as it was;
// an RSVP reply reaches the owner's guest list; disabling the share shows the link-disabled page.

test("a planner shares with a PIN, a client opens it, replies, and the planner disables it", async ({ page, browser }, testInfo) => {
  test.setTimeout(180_000);
  const { id, username } = await plannerWithDocument(page, "share", "Garden party");
  await activateAccount(page, `${username}@example.test`);
  for (const [segmentType, content] of [
    ["heading", "Welcome to the garden"],
    ["rsvp-form", null],
  ] as const) {
    expect((await page.request.post(`/api/document/${id}/segment`, { data: { segmentType, content } })).status()).toBe(201);
  }

  // ---- The owner shares as a link, with a name and a PIN
  await page.setViewportSize({ width: 1280, height: 900 });
  await openEditor(page, `/document/${id}`);
  await page.getByRole("button", { name: "Share", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Share “Garden party”" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("textbox", { name: "Link name" }).fill("For the Rossi family");
  await dialog.getByRole("textbox", { name: "PIN code" }).fill("2468");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Create link" }).click();
  await expect(dialog.getByText("Your link is ready")).toBeVisible({ timeout: 15_000 });
  const link = await dialog.getByRole("textbox", { name: "Link", exact: true }).inputValue();
  expect(link).toMatch(/\/shared\/[0-9A-Za-z]{22}\/0$/);
  await testInfo.attach("share-dialog.png", { body: await dialog.screenshot({ path: testInfo.outputPath("share-dialog.png") }), contentType: "image/png" });
  await dialog.getByRole("button", { name: "Done" }).click();

  // ---- An anonymous visitor: landing, wrong PIN, right PIN, the document
  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const client = await visitor.newPage();
  const sharePath = new URL(link).pathname;
  await client.goto(sharePath);
  // Before the PIN nothing of the document shows, not even its title: a neutral headline stands in,
  // under the workspace's name (shown once, not repeated as the headline).
  await expect(client.getByRole("heading", { level: 1, name: "A private document for you" })).toBeVisible();
  await expect(client.getByText(/^Giulia Bianchi.s workspace/)).toBeVisible();
  await expect(client.getByText("Garden party")).toHaveCount(0);
  await expectAccessible(client);
  await client.screenshot({ path: testInfo.outputPath("landing-phone.png") });
  await client.getByRole("link", { name: "Go to document" }).click();
  await expect(client.getByText("Please enter PIN code")).toBeVisible();
  await expect(client.getByText("Welcome to the garden")).toHaveCount(0);
  await expectAccessible(client);
  const pin = client.getByRole("textbox", { name: "Please enter PIN code" });
  await pin.fill("1111");
  await client.getByRole("button", { name: "Open document" }).click();
  await expect(client.getByText("Incorrect PIN Code")).toBeVisible();
  await client.screenshot({ path: testInfo.outputPath("pin-wrong-phone.png") });
  await expect(client.getByRole("textbox", { name: "Please enter PIN code" })).toHaveAttribute("aria-invalid", "true");
  await client.getByRole("textbox", { name: "Please enter PIN code" }).fill("2468");
  await client.getByRole("button", { name: "Open document" }).click();
  await expect(client.getByText("Welcome to the garden")).toBeVisible({ timeout: 10_000 });
  await expectAccessible(client);
  await testInfo.attach("shared-document-phone.png", { body: await client.screenshot({ fullPage: true, path: testInfo.outputPath("shared-document-phone.png") }), contentType: "image/png" });

  // ---- The owner edits the heading; the shared view stays as it was shared
  await frame(page, "heading").first().click();
  await page.getByRole("textbox", { name: "Heading text" }).fill("A different title");
  await waitSaved(page);
  await client.reload();
  await expect(client.getByText("Welcome to the garden")).toBeVisible();
  await expect(client.getByText("A different title")).toHaveCount(0);

  // ---- The client replies to the RSVP form; the reply reaches the owner's guest list
  const form = client.locator('[data-block-type="rsvp-form"] form');
  await form.getByRole("radio", { name: "Yes, I'll be there" }).check();
  await form.getByRole("textbox", { name: "Full name" }).first().fill("Marta Rossi");
  await form.getByRole("textbox", { name: "Mobile phone" }).fill("+39 312 345 6789");
  await form.getByRole("textbox", { name: "E-mail", exact: true }).fill("marta@example.test");
  await form.getByRole("button", { name: "Send reply" }).click();
  await expect(client.getByText("Thank you! Your reply has been sent.")).toBeVisible({ timeout: 10_000 });
  await page.goto(`/document/${id}/guests`);
  await expect(page.getByRole("cell", { name: "Marta Rossi" })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath("guests.png"), fullPage: true });

  // ---- The owner disables the share; the link shows the link-disabled page
  await openEditor(page, `/document/${id}`);
  await page.getByRole("tab", { name: "Share" }).click();
  const history = page.getByRole("list", { name: "Shares, newest first" });
  await expect(history.getByText("For the Rossi family")).toBeVisible();
  await history.getByRole("button", { name: "Disable" }).click();
  await expect(history.getByText("Disabled")).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("share-tab.png") });
  const disabled = await client.goto(sharePath);
  expect(disabled?.status()).toBe(404);
  await expect(client.getByText("This document is not available at this time.")).toBeVisible();
  await expectAccessible(client);
  await visitor.close();
});
