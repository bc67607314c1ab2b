import { expect, test, type Page } from "@playwright/test";
import { activationCode, expectAccessible, latestMail, uniqueName } from "./support";

const PASSWORD = "a-very-good-password";

async function typeCode(page: Page, code: string) {
  await page.getByRole("textbox", { name: /Digit 1/ }).first().click();
  await page.keyboard.type(code);
}

async function register(page: Page, username: string) {
  await page.goto("/auth/register");
  await expectAccessible(page);
  await page.getByLabel("E-mail").fill(`${username}@example.test`);
  await page.getByLabel("Username", { exact: true }).fill(username);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Full name").fill("Grace Brewster Hopper");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Continue" }).click();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Create account" }).click();
}

test("register, read the code from the dev mailbox, activate, log out, log in, log out", async ({ page }) => {
  const username = uniqueName("grace");
  await register(page, username);

  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Grace Brewster");
  await expectAccessible(page);

  // Signed in but not activated: the banner asks for the e-mailed code.
  const mail = await latestMail(page.request, `${username}@example.test`);
  const code = activationCode(mail.text);
  expect(code).toMatch(/^\d{4}$/);
  await expect(page.getByRole("heading", { name: "Activate your account to start sharing" })).toBeVisible();
  await typeCode(page, code);
  await expect(page.getByRole("heading", { name: "Activate your account to start sharing" })).toBeHidden();

  await page.getByRole("button", { name: "Log out" }).first().click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await expectAccessible(page);

  await page.getByLabel("Username or e-mail").fill(username);
  await page.getByLabel("Password", { exact: true }).fill("wrong-password");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText("Authentication failed.")).toBeVisible();

  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/documents$/);
  await expectAccessible(page);

  await page.goto("/profile");
  await expect(page.getByText("465")).toBeVisible();
  await expectAccessible(page);

  // Logged-out-only pages send a signed-in visitor to /, which is the documents screen.
  await page.goto("/auth/login");
  await expect(page).toHaveURL(/\/documents$/);

  await page.getByRole("button", { name: "Log out" }).first().click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await page.goto("/documents");
  await expect(page).toHaveURL(/\/auth\/login/);
});

test("an unactivated account gets the activation prompt (P0003) at login, and activates there", async ({ page, context }) => {
  const username = uniqueName("ada");
  await register(page, username);
  await expect(page).toHaveURL(/\/welcome$/);
  // Let the welcome page finish loading: a navigation started while it still loads would be aborted.
  await page.waitForLoadState("networkidle");
  await context.clearCookies();

  await page.goto("/auth/login");
  await page.getByLabel("Username or e-mail").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();

  // The prompt appears instead of a generic failure; the code from the mailbox signs the user in.
  await expect(page.getByRole("button", { name: "Activate" })).toBeVisible();
  await expectAccessible(page);
  const code = activationCode((await latestMail(page.request, `${username}@example.test`)).text);
  await typeCode(page, code);
  await page.getByRole("button", { name: "Activate" }).click();
  await expect(page).toHaveURL(/\/documents$/);
});
