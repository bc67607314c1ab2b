import { readFile } from "node:fs/promises";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { pdfText } from "../support/pdf-text";
import { addBlock, frame, plannerWithDocument, storedBlocks, waitSaved } from "./editor-support";
import { activateAccount, expectAccessible, latestMail, openEditor } from "./support";

// Closing the deal: a couple chooses options in the proposal's pricing table on a phone, both
// partners prove their e-mail and sign (one typed, one drawn), the document is accepted and locked,
// the planner is told, the signed copy carries the certificate, and /verify confirms its hash.
// A second client declines. Totals are checked to the cent against the engine's rounding.

const PHONE = { width: 390, height: 844 };

/** A catering table: a fixed venue, dinner per guest 80–140, an option off and one on by default; 7.5% tax. */
const pricingTable = {
  segmentType: "pricing-table",
  content: {
    customColumns: [],
    tax: 7.5,
    rows: [
      { type: "item", id: "venue", name: "Venue hire", price: 4500, quantity: 1 },
      { type: "item", id: "dinner", name: "Dinner per guest", price: 89.95, quantity: 100, quantityMin: 80, quantityMax: 140 },
      { type: "item", id: "fireworks", name: "Fireworks at midnight", price: 1200, quantity: 1, optional: true, selectedByDefault: false },
      { type: "item", id: "photo", name: "Photographer", price: 1850, quantity: 1, optional: true, selectedByDefault: true },
    ],
  },
  metaData: { taxType: "SINGLE", currency: "EUR", decimals: 2 },
};

const acceptBlock = {
  segmentType: "accept",
  content: {
    title: "Your acceptance",
    terms: "<p>A 30% deposit confirms the date.</p>",
    signers: [
      { id: "s1", name: "Giulia Bianchi", role: "Bride", email: "" },
      { id: "s2", name: "Marco Rossi", role: "Groom", email: "" },
    ],
    requireAgreement: true,
    agreementLabel: "",
  },
};

async function addSegment(request: APIRequestContext, documentId: string, data: object) {
  const response = await request.post(`/api/document/${documentId}/segment`, { data });
  expect(response.status(), await response.text()).toBe(201);
}

async function shareLink(request: APIRequestContext, documentId: string) {
  const shared = await request.post(`/api/document/${documentId}/share`, { data: { type: "link" } });
  expect(shared.status(), await shared.text()).toBeLessThan(300);
  const { snapshot } = (await shared.json()) as { snapshot: { shareInfo: { key: string } } };
  return snapshot.shareInfo.key;
}

const signingCode = async (request: APIRequestContext, email: string) => (await latestMail(request, email)).text.match(/\b(\d{6})\b/)?.[1] ?? "";

/** Opens the signing dialog of one signer and proves their e-mail with the code from the dev mailbox. */
async function verifySigner(client: Page, signer: string, email: string) {
  const card = client.locator('[data-block-type="accept"]').getByRole("listitem").filter({ hasText: signer });
  await card.getByRole("button", { name: "Review and sign" }).click();
  const dialog = client.locator('dialog[data-accept-dialog="sign"][open]');
  await expect(dialog.getByRole("textbox", { name: "Full name" })).toHaveValue(signer);
  await dialog.getByRole("textbox", { name: "E-mail" }).fill(email);
  await dialog.getByRole("button", { name: "Send code" }).click();
  await expect(dialog.getByText(`Enter the 6-digit code we sent to ${email}`)).toBeVisible();
  const code = await signingCode(client.request, email);
  expect(code).toMatch(/^\d{6}$/);
  // A wrong code is refused on its field, with the tries left.
  await dialog.getByRole("textbox", { name: "6-digit code" }).fill(code === "000000" ? "111111" : "000000");
  await expect(dialog.getByText(/This code is not right\. 4 tries left\./)).toBeVisible();
  await dialog.getByRole("textbox", { name: "6-digit code" }).fill(code);
  await expect(dialog.getByRole("tab", { name: "Type" })).toBeVisible();
  return dialog;
}

test("a couple chooses options on a phone, both sign, and the signed copy and its fingerprint check out", async ({ page, browser }, testInfo) => {
  test.setTimeout(180_000);
  const { id, username } = await plannerWithDocument(page, "deal", "Villa Balbiano wedding");
  await activateAccount(page, `${username}@example.test`);
  await addSegment(page.request, id, pricingTable);
  await addSegment(page.request, id, acceptBlock);

  // ---- The planner sees the Accept block in the editor
  await page.goto(`/document/${id}`);
  const editorBlock = page.locator('[data-block-type="accept"]').first();
  await expect(editorBlock.getByText("Marco Rossi")).toBeVisible();
  await editorBlock.screenshot({ path: testInfo.outputPath("accept-block-editor.png") });
  const key = await shareLink(page.request, id);
  const documentPath = `/shared/${key}/0?step=document`;

  // ---- The couple opens it on a phone: the owner's defaults, to the cent
  const phone = await browser.newContext({ viewport: PHONE, locale: "en-GB" });
  const client = await phone.newPage();
  await client.goto(documentPath);
  const grand = client.locator('[data-figure="grand"]');
  // 4,500 + 100 x 89.95 + 1,850 = 15,345.00; tax 7.5% = 1,150.875 -> 1,150.88.
  await expect(grand).toHaveText("€16,495.88");
  await expectAccessible(client);

  // ---- Choices: photographer off, fireworks on, 119 guests; every figure follows at once
  await client.getByRole("checkbox", { name: "Photographer" }).uncheck();
  await client.getByRole("checkbox", { name: "Fireworks at midnight" }).check();
  const guests = client.getByRole("spinbutton", { name: "Quantity for Dinner per guest" });
  await guests.fill("119");
  await guests.blur();
  // 4,500 + 119 x 89.95 (10,704.05) + 1,200 = 16,404.05; tax 1,230.30375 -> 1,230.30; grand 17,634.35.
  await expect(client.locator('[data-figure="line:dinner:total"]')).toHaveText("€10,704.05");
  await expect(client.locator('[data-figure="tax"]')).toHaveText("€1,230.30");
  await expect(grand).toHaveText("€17,634.35");
  // Outside the owner's range: refused by the server, naming the field, and nothing changes.
  const tableId = (await client.locator("[data-pricing-choices]").getAttribute("data-pricing-choices"))!;
  const choose = (quantity: number) => ({ choices: { [tableId]: { dinner: { selected: true, quantity } } } });
  const outside = await client.request.put(`/api/shared-document/${key}/0/choices`, { data: choose(150) });
  expect(outside.status()).toBe(400);
  expect(await outside.text()).toContain("Choose a number between 80 and 140.");
  await expect(client.getByText("Saved")).toBeVisible();
  await client.reload();
  await expect(grand).toHaveText("€17,634.35");
  await expect(client.getByRole("checkbox", { name: "Photographer" })).not.toBeChecked();

  // ---- One more guest just before signing, on a slow connection: the signature waits for the save
  // and covers 120 guests (the signed copy's total below proves it).
  await client.route("**/choices", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    await route.continue();
  });
  await guests.fill("120");
  await guests.blur();
  // 4,500 + 120 x 89.95 (10,794.00) + 1,200 = 16,494.00; tax 1,237.05; grand 17,731.05.
  await expect(client.locator('[data-figure="line:dinner:total"]')).toHaveText("€10,794.00");
  await expect(client.locator('[data-figure="tax"]')).toHaveText("€1,237.05");
  await expect(grand).toHaveText("€17,731.05");

  // ---- Giulia types her signature
  let dialog = await verifySigner(client, "Giulia Bianchi", "giulia@example.test");
  await dialog.screenshot({ path: testInfo.outputPath("sign-type-390.png") });
  await dialog.getByRole("button", { name: "Accept and sign" }).click();
  await expect(dialog.getByText("Tick the box to accept the terms.")).toBeVisible();
  await dialog.getByRole("checkbox", { name: "I have read and agree to the terms." }).check();
  const [signed] = await Promise.all([client.waitForRequest("**/sign"), dialog.getByRole("button", { name: "Accept and sign" }).click()]);
  expect(await (await signed.response())!.status()).toBe(200);
  await client.unroute("**/choices");
  const accept = client.locator('[data-block-type="accept"]');
  await expect(accept.getByText(/Signed /)).toHaveCount(1, { timeout: 15_000 });
  // Signed once: the choices are locked for everyone.
  await expect(client.getByRole("checkbox", { name: "Fireworks at midnight" })).toBeDisabled();

  // ---- Marco draws his
  dialog = await verifySigner(client, "Marco Rossi", "marco@example.test");
  await dialog.getByRole("tab", { name: "Draw" }).click();
  const pad = dialog.locator("canvas");
  const box = (await pad.boundingBox())!;
  await client.mouse.move(box.x + 20, box.y + box.height * 0.6);
  await client.mouse.down();
  for (const [dx, dy] of [[60, -30], [100, 20], [150, -25], [210, 15], [260, -10]]) await client.mouse.move(box.x + 20 + dx, box.y + box.height * 0.6 + dy, { steps: 4 });
  await client.mouse.up();
  await dialog.screenshot({ path: testInfo.outputPath("sign-draw-390.png") });
  await dialog.getByRole("checkbox", { name: "I have read and agree to the terms." }).check();
  await dialog.getByRole("button", { name: "Accept and sign" }).click();

  // ---- Accepted: the locked view
  await expect(client.getByText(/Accepted by Giulia Bianchi and Marco Rossi on/).first()).toBeVisible({ timeout: 15_000 });
  await expect(accept.getByRole("img", { name: "Signature of Marco Rossi" })).toBeVisible();
  await expect(accept.getByRole("button", { name: "Review and sign" })).toHaveCount(0);
  await expectAccessible(client);
  await client.screenshot({ path: testInfo.outputPath("accepted-390.png"), fullPage: true });
  const locked = await client.request.put(`/api/shared-document/${key}/0/choices`, { data: choose(90) });
  expect(locked.status()).toBe(409);
  const deal = (await (await client.request.get(`/api/shared-document/${key}/0/deal`)).json()) as { outcome: { contentHash: string } };
  const hash = deal.outcome.contentHash;
  expect(hash).toMatch(/^[0-9a-f]{64}$/);

  // ---- The signed copy: what was accepted, then the certificate with both names and the hash
  const [download] = await Promise.all([client.waitForEvent("download"), client.getByRole("link", { name: "Download signed copy" }).first().click()]);
  const text = (await pdfText(await readFile((await download.path())!))).replace(/\s+/g, "");
  for (const expected of ["GiuliaBianchi", "MarcoRossi", "giulia@example.test", "marco@example.test", hash, "€17,731.05"]) expect(text).toContain(expected);

  // ---- Anyone can check the fingerprint, without seeing the content
  await client.goto(`/verify/${hash}`);
  await expect(client.getByRole("heading", { name: "This document was accepted" })).toBeVisible();
  await expect(client.getByText(/by 2 signers/)).toBeVisible();
  await expectAccessible(client);
  await client.goto(`/verify/${"0".repeat(64)}`);
  await expect(client.getByRole("heading", { name: "No accepted document has this fingerprint" })).toBeVisible();

  // ---- The planner is told, and the document says so
  await page.goto(`/document/${id}`);
  await expect(page.getByText("Accepted", { exact: true }).first()).toBeVisible();
  await page.getByRole("button", { name: /^Notifications, \d+ unread$/ }).click();
  await expect(page.getByText("“Villa Balbiano wedding” was accepted: every signer has signed")).toBeVisible();
  // The first signature is its own notice; the last one is the acceptance's.
  await expect(page.getByText("Giulia Bianchi signed “Villa Balbiano wedding”")).toBeVisible();
  await expect(page.getByText("Marco Rossi signed “Villa Balbiano wedding”")).toHaveCount(0);
  await expectAccessible(page);
  // ... and by e-mail.
  expect((await latestMail(page.request, `${username}@example.test`)).subject).toContain("Villa Balbiano wedding");
  await phone.close();
});

test("a client declines with a reason, and the planner's index files it under Declined", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const { id, username } = await plannerWithDocument(page, "decline", "Garden party offer");
  await activateAccount(page, `${username}@example.test`);
  await addSegment(page.request, id, { segmentType: "paragraph", content: "<p>Our offer for your garden party.</p>" });
  // No Accept block: the document's setting adds one at the end of the share.
  expect((await page.request.post(`/api/document/${id}/require-acceptance`, { data: { requireAcceptance: true } })).status()).toBe(200);
  const key = await shareLink(page.request, id);

  const phone = await browser.newContext({ viewport: PHONE, locale: "en-GB" });
  const client = await phone.newPage();
  await client.goto(`/shared/${key}/0?step=document`);
  const accept = client.locator('[data-block-type="accept"]');
  await expect(accept.getByRole("button", { name: "Review and sign" })).toBeVisible();
  await accept.getByRole("button", { name: "Decline" }).click();
  const dialog = client.locator('dialog[data-accept-dialog="decline"][open]');
  await expect(dialog.getByRole("heading", { name: "Decline this document" })).toBeVisible();
  await dialog.getByRole("button", { name: "Decline" }).click();
  await expect(dialog.getByText("Tell the sender why you decline.")).toBeVisible();
  await dialog.getByRole("textbox", { name: "Your name" }).fill("Lena Vogel");
  await dialog.getByRole("textbox", { name: "Why are you declining?" }).fill("We chose a smaller venue.");
  await dialog.getByRole("button", { name: "Decline" }).click();
  await expect(client.getByText(/Declined by Lena Vogel on/).first()).toBeVisible({ timeout: 15_000 });
  await expect(client.getByText("We chose a smaller venue.")).toBeVisible();
  await expect(accept.getByRole("button", { name: "Review and sign" })).toHaveCount(0);
  await expectAccessible(client);

  const listed = (await (await page.request.get(`/api/documents?deal=declined`)).json()) as unknown;
  expect(JSON.stringify(listed)).toContain(id);
  const awaiting = (await (await page.request.get(`/api/documents?deal=awaiting`)).json()) as unknown;
  expect(JSON.stringify(awaiting)).not.toContain(id);
  await phone.close();
});

test("a planner offers choices and asks two partners to sign, all in the editor and the share dialog", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const { id } = await plannerWithDocument(page, "dealeditor", "Lake wedding offer");
  await page.setViewportSize({ width: 1280, height: 900 });
  await openEditor(page, `/document/${id}`);

  // ---- A quantity range on the first row, an option left out by default on the second
  await addBlock(page, "Pricing table");
  const table = frame(page, "pricing-table");
  await table.getByRole("textbox", { name: "Name, row 1" }).fill("Dinner per guest");
  await table.getByRole("button", { name: "Client choices, row 1" }).click();
  const first = table.getByRole("group", { name: "Client choices, row 1" });
  await first.getByRole("checkbox", { name: "The client chooses the quantity" }).check();
  await first.getByRole("textbox", { name: "At least, row 1" }).fill("80");
  await first.getByRole("textbox", { name: "At most, row 1" }).fill("140");
  await table.getByRole("button", { name: "Add item" }).click();
  await table.getByRole("textbox", { name: "Name, row 2" }).fill("Fireworks at midnight");
  await table.getByRole("button", { name: "Client choices, row 2" }).click();
  const second = table.getByRole("group", { name: "Client choices, row 2" });
  await second.getByRole("checkbox", { name: "Optional: the client may leave it out" }).check();
  await second.getByRole("checkbox", { name: "Included until the client changes it" }).uncheck();
  await expectAccessible(page);

  // ---- The Accept block for both partners
  await addBlock(page, "Acceptance & signature");
  const accept = frame(page, "accept");
  await accept.getByRole("group", { name: "Signer 1" }).getByRole("textbox", { name: "Name" }).fill("Giulia Bianchi");
  await accept.getByRole("group", { name: "Signer 1" }).getByRole("textbox", { name: "Role" }).fill("Bride");
  await accept.getByRole("button", { name: "Add signer" }).click();
  await accept.getByRole("group", { name: "Signer 2" }).getByRole("textbox", { name: "Name" }).fill("Marco Rossi");
  await accept.getByRole("switch", { name: "Ask each signer to agree to the terms" }).check();
  await waitSaved(page);
  await accept.screenshot({ path: testInfo.outputPath("accept-block-editing.png") });
  await expectAccessible(page);

  const blocks = await storedBlocks(page, id);
  const rows = (blocks.find((block) => block.segmentType === "pricing-table")!.content as { rows: Record<string, unknown>[] }).rows;
  expect(rows[0]).toMatchObject({ name: "Dinner per guest", optional: false, quantityMin: 80, quantityMax: 140 });
  expect(rows[1]).toMatchObject({ name: "Fireworks at midnight", optional: true, selectedByDefault: false });
  const content = blocks.find((block) => block.segmentType === "accept")!.content as { signers: { name: string; role: string }[]; requireAgreement: boolean };
  expect(content.signers.map(({ name, role }) => [name, role])).toEqual([
    ["Giulia Bianchi", "Bride"],
    ["Marco Rossi", ""],
  ]);
  expect(content.requireAgreement).toBe(true);

  // ---- The share dialog's switch is the document's setting
  await page.getByRole("button", { name: "Share", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Share “Lake wedding offer”" });
  const ask = dialog.getByRole("switch", { name: "Ask the client to accept and sign" });
  await expect(ask).not.toBeChecked();
  await ask.check();
  await expect.poll(async () => (await (await page.request.get(`/api/document/${id}`)).json()).requireAcceptance).toBe(true);
  await expectAccessible(page);
});
