import AxeBuilder from "@axe-core/playwright";
import { expect, type APIRequestContext, type Page } from "@playwright/test";

/** Fails on serious or critical accessibility violations of the page as it is now. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

export async function latestMail(request: APIRequestContext, to: string) {
  const response = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}&limit=1`);
  const mails = (await response.json()) as { subject: string; text: string }[];
  expect(mails.length, `an e-mail to ${to}`).toBeGreaterThan(0);
  return mails[0];
}

export const activationCode = (text: string) => text.match(/^\s*(\d{4})\s*$/m)?.[1] ?? "";

/** Activates the signed-in account with the code of its activation e-mail (sharing needs it). */
export async function activateAccount(page: Page, email: string) {
  const code = activationCode((await latestMail(page.request, email)).text);
  expect((await page.request.post("/api/account/activate", { data: { code } })).status()).toBeLessThan(300);
}

export const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Opens a document in the editor and waits until the editor is hydrated (keys and clicks reach it). */
export async function openEditor(page: Page, url: string) {
  await page.goto(url);
  await page.locator("[data-editor-ready]").waitFor();
}
