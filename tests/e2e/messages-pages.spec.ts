import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { activateAccount, openEditor, uniqueName } from "./support";

// Each page sends the browser only its own area's messages (lib/i18n/client-namespaces.ts). A message
// its client components read but the area left out shows as its key ("editor.saveStatus.saved") and
// next-intl logs MISSING_MESSAGE: neither may happen on the main pages, nor in the dialogs and panel
// tabs they open.

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ""): string[] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === "string" ? [prefix + key] : flatten(value, `${prefix}${key}.`)));
const KEYS = new Set(flatten(JSON.parse(readFileSync("messages/en.json", "utf8")) as Tree));
// A dotted path of words: the shape of a message key (block type names hold hyphens).
const KEY_LIKE = /\b[a-z][A-Za-z]+(?:\.[a-zA-Z][\w-]*)+\b/g;
const INTL_ERROR = /MISSING_MESSAGE|INSUFFICIENT_PATH|INVALID_KEY|FORMATTING_ERROR|ENVIRONMENT_FALLBACK/;

/** Collects next-intl's errors from the page's console for as long as the page lives. */
function watchIntlErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (INTL_ERROR.test(message.text())) errors.push(`${page.url()}: ${message.text().split("\n")[0]}`);
  });
  return errors;
}

/** The page's visible text and readable attributes, without its scripts. */
async function pageTexts(page: Page): Promise<string> {
  return page.evaluate(() => {
    const texts = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement?.closest("script, style, template, noscript")) texts.push(node.textContent ?? "");
    }
    for (const element of document.querySelectorAll("[aria-label], [title], [placeholder], [alt], [aria-description]")) {
      for (const name of ["aria-label", "title", "placeholder", "alt", "aria-description"]) texts.push(element.getAttribute(name) ?? "");
    }
    return texts.join("\n");
  });
}

async function expectNoKeys(page: Page, errors: string[], where: string) {
  const shown = [...new Set([...(await pageTexts(page)).matchAll(KEY_LIKE)].map((match) => match[0]).filter((text) => KEYS.has(text)))];
  expect(shown, `message keys shown on ${where}`).toEqual([]);
  expect(errors, `next-intl errors on ${where}`).toEqual([]);
}

async function visit(page: Page, errors: string[], path: string, ready?: (page: Page) => Promise<unknown>) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(400);
  await page.waitForLoadState("load");
  await (ready ? ready(page) : page.locator("h1").first().waitFor());
  await expectNoKeys(page, errors, path);
}

test("no page shows a message key or misses a message", async ({ page, browser }) => {
  // The first visit of each page compiles it on a development server.
  test.setTimeout(240_000);
  const errors = watchIntlErrors(page);

  // ---- Logged out: the auth screens, and the registration form's own problems (validation.*)
  await visit(page, errors, "/auth/login");
  await visit(page, errors, "/auth/forgot-password");
  await visit(page, errors, "/auth/register");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("This field is required.").first()).toBeVisible();
  await expectNoKeys(page, errors, "/auth/register with problems");

  // ---- A planner with the catalog module, operator rights, a document and its share
  const username = uniqueName("msgs");
  const registered = await page.request.post("/api/register", {
    data: { username, email: `${username}@example.test`, password: "a-very-good-password", firstname: "Giulia", lastname: "Bianchi", primarySector: "Weddings" },
  });
  expect(registered.status()).toBe(201);
  await activateAccount(page, `${username}@example.test`);
  expect((await page.request.post("/api/dev/modules", { data: { modules: ["catalog"] } })).status()).toBeLessThan(300);
  expect((await page.request.post("/api/dev/super-admin", { data: { superAdmin: true } })).status()).toBeLessThan(300);
  const me = await (await page.request.get("/api/users/me")).json();
  const teamId = me.memberships[0].team._id as string;
  const created = await page.request.post(`/api/team/${teamId}/document`, { data: { title: "Garden party" } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const shared = await page.request.post(`/api/document/${id}/share`, { data: { type: "link" } });
  expect(shared.status()).toBeLessThan(300);
  const { url } = (await shared.json()) as { url: string };

  // ---- The documents index and its create dialog (labels read through the whole catalogue)
  await visit(page, errors, "/documents");
  await page.getByRole("button", { name: "New document" }).first().click();
  await expect(page.getByRole("dialog", { name: "New document" })).toBeVisible();
  await expectNoKeys(page, errors, "the create dialog");
  await page.keyboard.press("Escape");

  // ---- The editor: the first-time tour, then every tab of the panel
  await openEditor(page, `/document/${id}`);
  await expectNoKeys(page, errors, "the editor");
  const tour = page.getByRole("dialog", { name: "Welcome to the editor" });
  // A new account always gets the tour (its code loads after the editor is ready).
  await tour.getByRole("button", { name: "Skip tour" }).click();
  await expect(tour).toBeHidden();
  for (const tab of await page.getByRole("tab").all()) {
    if (!(await tab.isVisible())) continue;
    const name = await tab.textContent();
    await tab.click();
    await expectNoKeys(page, errors, `the editor's ${name} tab`);
  }

  // ---- The other screens of the shell, the account and the operator console
  const paths = [
    "/welcome",
    "/archive",
    "/catalog",
    "/catalog/new",
    "/contact",
    "/contact/new",
    "/media-library",
    "/content-templates",
    "/proposal-designs",
    `/workspace/${teamId}`,
    `/team/${teamId}/member`,
    "/profile",
    "/change-password",
    "/account-misc",
    "/plan-stripe",
    "/super-admin/0",
    `/superadmin/document/${id}`,
  ];
  for (const path of paths) await visit(page, errors, path);

  // ---- The share view, as a visitor
  const visitor = await (await browser.newContext()).newPage();
  const visitorErrors = watchIntlErrors(visitor);
  const sharePath = new URL(url).pathname;
  await visit(visitor, visitorErrors, sharePath, (p) => p.locator("body").waitFor());
  await visit(visitor, visitorErrors, `${sharePath}?step=document`, (p) => p.locator("[data-doc-page]").first().waitFor());
});
