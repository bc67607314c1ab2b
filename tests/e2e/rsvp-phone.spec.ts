import { expect, test, type Request } from "@playwright/test";
import { plannerWithDocument } from "./editor-support";
import { activateAccount, expectAccessible } from "./support";

// The RSVP issue, done-when: a guest replies on a phone (390 px). The form checks the answers in the
// browser with the schema the server uses: a wrong phone number is marked on its field (aria-invalid,
// the message right under it, named by aria-describedby, focus moved there) in the guest's language,
// and nothing is sent; a right one is sent in E.164 and accepted. A number typed with + and its
// country code moves the country picker. A server refusal shows on the field it names, and one tied
// to no field at the top of the form.

test("a guest on a phone fixes a wrong phone number before anything is sent, and the reply is accepted", async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  const { id, username } = await plannerWithDocument(page, "rsvp", "Garden party");
  await activateAccount(page, `${username}@example.test`);
  expect((await page.request.post(`/api/document/${id}/segment`, { data: { segmentType: "rsvp-form", content: null } })).status()).toBe(201);
  const shared = await page.request.post(`/api/document/${id}/share`, { data: { type: "link" } });
  expect(shared.status(), await shared.text()).toBeLessThan(300);
  const { snapshot } = (await shared.json()) as { snapshot: { shareInfo: { key: string } } };
  const documentPath = `/shared/${snapshot.shareInfo.key}/0?step=document`;

  // ---- The guest opens the share on a phone; every reply request is watched
  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "en-GB" });
  const client = await visitor.newPage();
  const replies: Request[] = [];
  client.on("request", (request) => {
    if (request.url().includes("/api/form/rsvp/")) replies.push(request);
  });
  await client.goto(documentPath);
  const form = client.locator('[data-block-type="rsvp-form"] form');
  const country = form.getByRole("combobox", { name: "Country code" });
  // The script has filled the phone's country picker (in the section shown once the guest says yes).
  await expect.poll(() => form.locator("[data-rsvp-country] option").count()).toBeGreaterThan(200);
  await expectAccessible(client);
  await form.screenshot({ path: testInfo.outputPath("rsvp-empty-390.png") });

  // ---- Sending with nothing answered: the first question is marked and focused
  await form.getByRole("button", { name: "Send reply" }).click();
  const yes = form.getByRole("radio", { name: "Yes, I'll be there" });
  await expect(yes).toHaveAttribute("aria-invalid", "true");
  await expect(yes).toBeFocused();
  await expect(form.getByText("Choose whether you will attend.")).toBeVisible();

  // ---- A phone number too short for the United Kingdom: marked on the field, nothing sent
  await yes.check();
  await expect(yes).not.toHaveAttribute("aria-invalid", "true");
  // The picker starts on the default country: an English reader of a euro workspace, the United Kingdom.
  await expect(country).toHaveValue("GB");
  await expect(country.locator("option:checked")).toHaveText("United Kingdom (+44)");
  await form.getByRole("textbox", { name: "Full name" }).first().fill("Marta Rossi");
  const phone = form.getByRole("textbox", { name: "Mobile phone" });
  await phone.pressSequentially("0740012");
  await form.getByRole("textbox", { name: "E-mail", exact: true }).fill("marta@example.test");
  await form.getByRole("button", { name: "Send reply" }).click();
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expect(phone).toBeFocused();
  const errorId = await phone.getAttribute("aria-describedby");
  expect(errorId).toBeTruthy();
  const phoneError = client.locator(`[id="${errorId}"]`);
  await expect(phoneError).toHaveText("This is not a valid phone number for the country chosen (United Kingdom). Check the number, or choose another country code.");
  await expect(phone).toHaveAccessibleDescription(/not a valid phone number/);
  // Right under the field.
  const fieldBox = (await phone.boundingBox())!;
  const errorBox = (await phoneError.boundingBox())!;
  expect(errorBox.y).toBeGreaterThanOrEqual(fieldBox.y + fieldBox.height);
  expect(errorBox.y - (fieldBox.y + fieldBox.height)).toBeLessThan(24);
  expect(replies).toHaveLength(0);
  await expectAccessible(client);
  await client.locator("[data-rsvp-phone-field]").scrollIntoViewIfNeeded();
  await form.screenshot({ path: testInfo.outputPath("rsvp-errors-390.png") });

  // ---- Corrected: formatted as typed, the mark goes, the reply is sent in E.164 and accepted
  await phone.fill("");
  await phone.pressSequentially("07400123456");
  await expect(phone).toHaveValue("07400 123456");
  await expect(phone).not.toHaveAttribute("aria-invalid", "true");
  await expect(phoneError).toBeHidden();
  const [sent] = await Promise.all([client.waitForRequest((request) => request.url().includes("/api/form/rsvp/")), form.getByRole("button", { name: "Send reply" }).click()]);
  expect((sent.postDataJSON() as { formData: { phone: string } }).formData.phone).toBe("+447400123456");
  expect((await sent.response())?.status()).toBe(200);
  await expect(client.getByText("Thank you! Your reply has been sent.")).toBeVisible({ timeout: 10_000 });
  await client.locator('[data-block-type="rsvp-form"]').screenshot({ path: testInfo.outputPath("rsvp-success-390.png") });
  expect(replies).toHaveLength(1);

  // ---- A second guest types the number with +39: the picker follows, and the number is accepted
  await client.goto(documentPath);
  await form.getByRole("radio", { name: "Yes, I'll be there" }).check();
  await form.getByRole("textbox", { name: "Full name" }).first().fill("Luca Bianchi");
  await phone.fill("+39 312 345 6789");
  await expect(country).toHaveValue("IT");
  await form.getByRole("textbox", { name: "E-mail", exact: true }).fill("luca@example.test");

  // A refusal of the server (stood in for here: the server takes what the browser takes) shows on
  // the field it names; one tied to no field in the notice at the top, never with the field's path.
  let refusals = 0;
  await client.route("**/api/form/rsvp/**", async (route) => {
    refusals += 1;
    const fields = refusals === 1 ? [{ path: "formData.phone", message: "This number cannot take replies." }] : [{ path: "formData.peopleSection.people", message: "This form accepts at most 2 guests per reply." }];
    await route.fulfill({ status: 400, contentType: "application/json", body: JSON.stringify({ error: { code: "INVALID_INPUT", message: "Some fields are not valid.", fields } }) });
  });
  await form.getByRole("button", { name: "Send reply" }).click();
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expect(phone).toHaveAccessibleDescription("This number cannot take replies.");
  const notice = form.locator("[data-rsvp-notice]");
  await expect(notice).toBeHidden();
  await form.getByRole("button", { name: "Send reply" }).click();
  await expect(notice).toHaveText("This form accepts at most 2 guests per reply.");
  await expect(notice).toBeFocused();
  await client.unroute("**/api/form/rsvp/**");
  await form.getByRole("button", { name: "Send reply" }).click();
  await expect(client.getByText("Thank you! Your reply has been sent.")).toBeVisible({ timeout: 10_000 });

  // ---- The owner's guest list holds both numbers in E.164
  await page.goto(`/document/${id}/guests`);
  await expect(page.getByRole("cell", { name: "Marta Rossi" })).toBeVisible();
  await expect(page.getByText("+447400123456")).toBeVisible();
  await expect(page.getByText("+393123456789")).toBeVisible();
  await visitor.close();
});
