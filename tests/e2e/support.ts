import AxeBuilder from "@axe-core/playwright";
import { expect, type APIRequestContext, type Page } from "@playwright/test";

/**
 * Fails on serious or critical accessibility violations of the page as it is now, and on any
 * Content Security Policy violation the page reported in its console since the last check (the
 * app's pages send a strict policy: lib/http/security-headers.ts).
 */
export async function expectAccessible(page: Page) {
  const before = await cspViolations(page);
  await page.clearConsoleMessages();
  const results = await new AxeBuilder({ page }).analyze();
  // axe reads cross-origin style sheets (Google Fonts) with XHR, which connect-src 'self' refuses
  // ("Refused to connect to …" or "Connecting to … violates … connect-src"): axe's own, not the page's.
  const during = (await cspViolations(page)).filter((text) => !/Refused to connect to|directive: "connect-src/.test(text));
  await page.clearConsoleMessages();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
  expect([...before, ...during], "Content Security Policy violations").toEqual([]);
}

/**
 * The page's CSP violations among its kept console messages (Chromium logs each one, enforced or
 * report-only). Messages of other origins' frames (a video player's own policy) are theirs.
 */
async function cspViolations(page: Page): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  return (await page.consoleMessages())
    .filter((message) => /Content Security Policy/i.test(message.text()))
    .filter((message) => {
      const source = message.location().url;
      return !source || !/^https?:/.test(source) || new URL(source).origin === origin;
    })
    .map((message) => message.text());
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
