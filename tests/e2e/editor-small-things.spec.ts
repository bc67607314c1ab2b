import { expect, test, type Page } from "@playwright/test";
import { plannerWithDocument } from "./editor-support";
import { expectAccessible, openEditor, uniqueName } from "./support";

// The small things that made the editor feel broken: a rename shows everywhere at once, titles stop
// at 120 characters with a counter, the first-time tour shows once whichever way it ends, module
// pages explain the module, and unknown addresses go to / while unknown things get a real page.

// What waits on the server (a save, a page) may take a while on a busy development server.
const expectSoon = expect.configure({ timeout: 30_000 });
const header = (page: Page) => page.getByRole("heading", { level: 1 }).first();
const documentTab = (page: Page) => page.getByTestId("document-tab-title");

test("a rename shows in the header, the Document tab and the browser tab at once; names stop at 120 characters", async ({ page }) => {
  test.setTimeout(120_000);
  const { id } = await plannerWithDocument(page, "rename", "Garden party");
  await page.setViewportSize({ width: 1280, height: 800 });
  await openEditor(page, `/document/${id}`);
  await expect(header(page)).toHaveText("Garden party");
  await expect(documentTab(page)).toHaveText("Garden party");

  // Renamed in the header: the Document tab follows without a reload.
  await page.getByRole("button", { name: "Rename document" }).click();
  const headerInput = page.getByRole("textbox", { name: "Document title" });
  await headerInput.fill("Garden party at Villa Aurelia");
  await expect(page.getByTestId("title-length")).toHaveText("29/120");
  await expect(page.getByTestId("title-length")).toHaveClass(/text-ink-500/);
  await headerInput.press("Enter");
  await expectSoon(header(page)).toHaveText("Garden party at Villa Aurelia");
  await expect(documentTab(page)).toHaveText("Garden party at Villa Aurelia");
  await expect(page).toHaveTitle(/^Garden party at Villa Aurelia/);

  // Renamed in the Document tab: the header follows. Near the limit the counter warns; typing stops at 120.
  await page.getByRole("button", { name: "Rename “Garden party at Villa Aurelia”" }).click();
  const tabInput = page.getByRole("textbox", { name: "Name" });
  const counter = page.getByTestId("title-length");
  await tabInput.fill("w".repeat(118));
  // Seen: "118/120" in the warning colour; heard (politely): how many characters are left.
  await expect(counter.locator('[aria-hidden="true"]')).toHaveText("118/120");
  await expect(counter).toHaveClass(/text-warning-700/);
  await expect(counter).toHaveAttribute("aria-live", "polite");
  await expect(counter.locator(".sr-only")).toHaveText("2 characters left");
  await expectAccessible(page);
  await tabInput.fill("Wedding of Anna and Marco on the lake, with dinner under the stars and dancing until late, ".repeat(2));
  const typed = await tabInput.inputValue();
  expect(typed).toHaveLength(120);
  await expect(counter.locator('[aria-hidden="true"]')).toHaveText("120/120");
  await tabInput.press("Enter");
  await expectSoon(documentTab(page)).toHaveText(typed.trim());
  await expect(header(page)).toHaveText(typed.trim());
  // The whole title is in the tooltip; the header takes at most two lines.
  await expect(header(page)).toHaveAttribute("title", typed.trim());
  const box = await header(page).boundingBox();
  expect(box?.height ?? 0).toBeLessThanOrEqual(2 * 36 + 2);

  // The server keeps to the limit too, and changes nothing when refused.
  const refused = await page.request.post(`/api/document/${id}/title`, { data: { title: "x".repeat(121) } });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).error.fields).toEqual([{ path: "title", message: "Must be at most 120 characters." }]);
  const stored = await (await page.request.get(`/api/document/${id}`)).json();
  expect(stored.title).toBe(typed.trim());
});

/** A new planner (the tour not yet seen) with two documents. */
async function newcomer(page: Page) {
  const username = uniqueName("tour");
  const registered = await page.request.post("/api/register", {
    data: { username, email: `${username}@example.test`, password: "a-very-good-password", firstname: "Giulia", lastname: "Bianchi", primarySector: "Weddings" },
  });
  expect(registered.status()).toBe(201);
  const me = await (await page.request.get("/api/users/me")).json();
  expect(me.signupPromoVideoShown).toBe(false);
  const teamId = me.memberships[0].team._id as string;
  const create = async (title: string) => ((await (await page.request.post(`/api/team/${teamId}/document`, { data: { title } })).json()) as { id: string }).id;
  return { first: await create("First proposal"), second: await create("Second proposal") };
}

// The dialog is named after the step it shows; its description counts the steps.
const tour = (page: Page) => page.getByRole("dialog").filter({ hasText: /Step \d of 5/ });

/** The tour would have opened by now: the editor is ready and its note to the account has been read back. */
async function expectNoTour(page: Page) {
  await expect.poll(async () => (await (await page.request.get("/api/users/me")).json()).signupPromoVideoShown, { timeout: 30_000 }).toBe(true);
  await page.waitForTimeout(1_500);
  await expect(page.getByRole("dialog")).toHaveCount(0);
}

const WAYS: { name: string; close: (page: Page) => Promise<void> }[] = [
  { name: "Escape", close: (page) => page.keyboard.press("Escape") },
  { name: "its close button", close: (page) => tour(page).getByRole("button", { name: "Close" }).click() },
  { name: "Skip tour", close: (page) => tour(page).getByRole("button", { name: "Skip tour" }).click() },
  {
    name: "finishing it",
    close: async (page) => {
      for (let step = 0; step < 4; step++) await tour(page).getByRole("button", { name: "Next" }).click();
      await tour(page).getByRole("button", { name: "Start editing" }).click();
    },
  },
  // Leaving while it is open (the browser's Back, a bookmark): it counts as shown.
  { name: "leaving mid-tour", close: async (page) => void (await page.goto("/documents")) },
];

for (const way of WAYS) {
  test(`the first-time tour shows once per account: closed by ${way.name}, a new document opens without it`, async ({ page }) => {
    test.setTimeout(240_000);
    const { first, second } = await newcomer(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await openEditor(page, `/document/${first}`);
    await expect(tour(page)).toBeVisible({ timeout: 30_000 });
    await expect(tour(page)).toHaveAccessibleName("Welcome to the editor");
    await way.close(page);
    await expectSoon(tour(page)).toHaveCount(0);
    await openEditor(page, `/document/${second}`);
    await expectNoTour(page);
  });
}

test("the first-time tour does not come back with a page the browser kept (Back after leaving the editor)", async ({ page }) => {
  test.setTimeout(240_000);
  const { first } = await newcomer(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/documents");
  await page.getByRole("link", { name: "First proposal" }).first().click();
  await page.locator("[data-editor-ready]").waitFor();
  await expect(tour(page)).toBeVisible({ timeout: 30_000 });
  await tour(page).getByRole("button", { name: "Skip tour" }).click();
  await page.getByRole("main").getByRole("link", { name: "Documents", exact: true }).click();
  await expectSoon(page).toHaveURL(/\/documents$/);
  await page.goBack();
  await expectSoon(page).toHaveURL(new RegExp(`/document/${first}$`));
  await page.locator("[data-editor-ready]").waitFor();
  await expectNoTour(page);
});

test("module pages explain the module to accounts without it; with it they open; unknown items get a real not-found page", async ({ page }) => {
  test.setTimeout(120_000);
  await plannerWithDocument(page, "modules", "Price list");
  for (const width of [1280, 800]) {
    await page.setViewportSize({ width, height: 900 });
    const catalog = await page.goto("/catalog");
    expect(catalog?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Keep your prices in one catalog" })).toBeVisible();
    await expect(page.getByText("Not switched on for your account yet")).toBeVisible();
    const ask = page.getByRole("link", { name: "Ask us to switch it on" });
    await expect(ask).toHaveAttribute("href", /^mailto:[^?]+\?subject=Please%20switch%20on%20the%20catalog/);
    await expectAccessible(page);
  }
  expect((await page.goto("/catalog/new"))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Keep your prices in one catalog" })).toBeVisible();
  expect((await page.goto("/academy"))?.status()).toBe(200);
  await expect(page).toHaveURL(/\/academy$/);
  await expect(page.getByRole("heading", { level: 1, name: "Learn Eventdocs in the academy" })).toBeVisible();
  await expectAccessible(page);

  expect((await page.request.post("/api/dev/modules", { data: { modules: ["catalog"] } })).status()).toBe(200);
  await page.goto("/catalog");
  await expect(page.getByRole("heading", { level: 1, name: "Catalog" })).toBeVisible();
  const missing = await page.goto("/catalog/ckexampleid0000000000000a");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "We could not find this page" })).toBeVisible();
  await expect(page.getByText("This page could not be found")).toHaveCount(0);
  await expectAccessible(page);
});

test("unknown addresses in the app go to /, and pages closed to the account show a real not-found page", async ({ page }) => {
  test.setTimeout(120_000);
  const { id, teamId } = await plannerWithDocument(page, "unknown", "Lakeside");
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const path of ["/catalog/x/y", `/document/${id}/unknown`, `/team/${teamId}/nope`, `/workspace/${teamId}/x`, "/contact/new/x", "/nowhere"]) {
    await page.goto(path);
    await expectSoon(page, path).toHaveURL(/\/documents$/);
  }
  for (const path of ["/super-admin/3", "/nonsense-designs", "/plan-stripe/anything-else"]) {
    expect((await page.goto(path))?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "We could not find this page" }), path).toBeVisible();
    await expect(page.getByText("This page could not be found"), path).toHaveCount(0);
  }
  await expectAccessible(page);
  await page.getByRole("link", { name: "Go to your documents" }).click();
  await expect(page).toHaveURL(/\/documents$/);
});
