import { expect, test, type Page } from "@playwright/test";
import { activationCode, expectAccessible, latestMail, uniqueName } from "./support";

const PASSWORD = "a-very-good-password";

async function typeCode(page: Page, code: string) {
  await page.getByRole("textbox", { name: /Digit 1/ }).first().click();
  await page.keyboard.type(code);
}

/** The registration wizard after the e-mail (typed, or already filled in from an invitation). */
async function finishRegistration(page: Page, username: string, fullName: string) {
  await page.getByLabel("Username", { exact: true }).fill(username);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Full name").fill(fullName);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: "Create account" }).click();
}

test("an admin invites a colleague, who registers through the e-mailed link and joins as MEMBER; the admin promotes and demotes", async ({ page, browser }) => {
  // The admin: registers, activates with the code from the dev mailbox.
  const admin = uniqueName("grace");
  await page.goto("/auth/register");
  await page.getByLabel("E-mail").fill(`${admin}@example.test`);
  await finishRegistration(page, admin, "Grace Brewster Hopper");
  await expect(page).toHaveURL(/\/welcome$/);
  await typeCode(page, activationCode((await latestMail(page.request, `${admin}@example.test`)).text));
  await expect(page.getByRole("heading", { name: "Activate your account to start sharing" })).toBeHidden();

  const me = await (await page.request.get("/api/users/me")).json();
  const teamId: string = me.memberships[0].team._id;
  const teamName: string = me.memberships[0].team.name;

  await page.goto(`/team/${teamId}/member`);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Members" })).toBeVisible();
  await expect(main.getByRole("link", { name: "Grace Brewster Hopper" })).toBeVisible();
  await expectAccessible(page);

  // Invite by e-mail; the role defaults to Member.
  const colleague = uniqueName("katherine");
  const colleagueEmail = `${colleague}@example.test`;
  await page.getByRole("button", { name: "Invite member" }).click();
  const dialog = page.getByRole("dialog", { name: "Invite a member" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Role")).toHaveValue("MEMBER");
  await expectAccessible(page);
  await dialog.getByLabel("E-mail address").fill(colleagueEmail);
  await dialog.getByRole("button", { name: "Send invitation" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Invitation sent to ${colleagueEmail}.`)).toBeVisible();
  await expect(main.getByRole("link", { name: colleagueEmail })).toBeVisible();
  await expect(main.getByText("Invitation pending")).toBeVisible();
  await expectAccessible(page);

  // The invitation e-mail carries the registration link with the key.
  const mail = await latestMail(page.request, colleagueEmail);
  expect(mail.subject).toBe(`Grace Brewster Hopper invited you to ${teamName} on Eventdocs`);
  const link = mail.text.match(/https?:\/\/\S+\/auth\/register\?invitationKey=[A-Za-z0-9_-]+/)?.[0];
  expect(link, "a registration link with the invitation key").toBeTruthy();
  const { pathname, search } = new URL(link!);

  // The link is the colleague's alone: the admin, signed in with another address, is told whose it is (masked) and joins nothing.
  await page.goto(new URL(pathname + search, page.url()).toString());
  await expect(page).toHaveURL(/\/invitation\//);
  await expect(page.getByText(`This invitation to ${teamName} is for another address`)).toBeVisible();
  await expect(page.getByText(`This invitation is for k…@example.test, and you are signed in as ${admin}@example.test.`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign out and use the invited account" })).toBeVisible();
  await expectAccessible(page);
  await page.goto(`/team/${teamId}/member`);

  // The colleague opens it in a browser of their own and registers with the invited address (shown masked, not filled in).
  const colleagueContext = await browser.newContext();
  try {
    const colleaguePage = await colleagueContext.newPage();
    await colleaguePage.goto(new URL(pathname + search, page.url()).toString());
    await expect(colleaguePage.getByRole("heading", { level: 1, name: "Join your team on Eventdocs" })).toBeVisible();
    await expect(colleaguePage.getByText(`You’ve been invited to join ${teamName}. Create your account with k…@example.test`)).toBeVisible();
    await expect(colleaguePage.getByLabel("E-mail")).toHaveValue("");
    await expectAccessible(colleaguePage);
    await colleaguePage.getByLabel("E-mail").fill(colleagueEmail);
    await finishRegistration(colleaguePage, colleague, "Katherine Johnson");
    await expect(colleaguePage).toHaveURL(/\/documents$/);
    await expectAccessible(colleaguePage);

    // The colleague joins once the address is confirmed with the e-mailed code.
    expect((await (await colleaguePage.request.get("/api/users/me")).json()).memberships).toEqual([]);
    await typeCode(colleaguePage, activationCode((await latestMail(colleaguePage.request, colleagueEmail)).text));
    await expect(colleaguePage.getByRole("heading", { name: "Activate your account to start sharing" })).toBeHidden();

    const colleagueMe = await (await colleaguePage.request.get("/api/users/me")).json();
    expect(colleagueMe.memberships).toEqual([{ _id: expect.any(String), role: "MEMBER", team: { _id: teamId, name: teamName } }]);

    // A member reads the list but cannot invite or change roles.
    await colleaguePage.goto(`/team/${teamId}/member`);
    await expect(colleaguePage.getByRole("main").getByRole("link", { name: "Katherine Johnson" })).toBeVisible();
    await expect(colleaguePage.getByText("Only workspace admins can invite members and change roles.")).toBeVisible();
    await expect(colleaguePage.getByRole("button", { name: "Invite member" })).toHaveCount(0);
    await expect(colleaguePage.getByRole("button", { name: /Make admin/ })).toHaveCount(0);
    await expectAccessible(colleaguePage);

    // The admin's document opens read-only for the member: the blocks show, no editing control does,
    // and the server refuses a write all the same.
    const { id: documentId } = await (await page.request.post(`/api/team/${teamId}/document`, { data: { title: "Admin's proposal" } })).json();
    const { segment } = await (await page.request.post(`/api/document/${documentId}/segment`, { data: { segmentType: "heading", content: "Our offer" } })).json();
    await colleaguePage.goto(`/document/${documentId}`);
    await colleaguePage.locator("[data-editor-ready]").waitFor();
    await expect(colleaguePage.getByText("Our offer")).toBeVisible();
    await expect(colleaguePage.getByText(/the owner, can change this document/)).toBeVisible();
    await expect(colleaguePage.getByRole("button", { name: "Add block" })).toHaveCount(0);
    await expect(colleaguePage.getByRole("button", { name: /Undo/ })).toHaveCount(0);
    await expect(colleaguePage.locator("[data-block-id]")).toHaveCount(0); // blocks are drawn as views, not editable frames
    await expect(colleaguePage.getByRole("dialog", { name: "Welcome to the editor" })).toHaveCount(0);
    await expectAccessible(colleaguePage);
    const refused = await colleaguePage.request.post(`/api/segment/${segment.id}`, { data: { version: segment.version, content: "Changed" } });
    expect(refused.status()).toBe(403);
  } finally {
    await colleagueContext.close();
  }

  // The admin sees the colleague as an active member, promotes and demotes.
  await page.reload();
  await expect(main.getByRole("link", { name: "Katherine Johnson" })).toBeVisible();
  await expect(main.getByText("Invitation pending")).toHaveCount(0);
  await main.getByRole("button", { name: /Make admin.*Katherine Johnson/ }).click();
  await expect(main.getByText("Katherine Johnson is now an admin.")).toBeVisible();
  await main.getByRole("button", { name: /Make member.*Katherine Johnson/ }).click();
  await expect(main.getByText("Katherine Johnson is now a member.")).toBeVisible();
  await expectAccessible(page);

  // The member's own page: role choice for the admin.
  await main.getByRole("link", { name: "Katherine Johnson" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /Katherine Johnson/ })).toBeVisible();
  await expect(page.getByRole("radio", { name: "Member", exact: true })).toBeChecked();
  await expectAccessible(page);
});
