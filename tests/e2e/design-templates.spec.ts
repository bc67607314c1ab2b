import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectAccessible, openEditor, uniqueName } from "./support";

// Design templates, done-when: an anonymous visitor previews a design template, registers, and lands
// in a new document made from it; a signed-in planner starts from a design on /welcome. The designs
// are whatever the server loaded from its starter set on start (lib/design-templates/starter.ts), so
// nothing here depends on a particular template.

const PASSWORD = "a-very-good-password";

interface Definition {
  id: string;
  docId: string;
  title: string;
  lang: string;
  product: string;
}

/** The first English design template the server offers, and its design document's block types in order. */
async function someDesign(request: APIRequestContext) {
  const { definitions } = (await (await request.get("/api/schablone-definitions?lang=en")).json()) as { definitions: Definition[] };
  expect(definitions.length, "the starter set is loaded").toBeGreaterThan(0);
  const design = definitions[0];
  const { document } = await (await request.get(`/api/document/schablone/${design.id}`)).json();
  return { design, blockTypes: blockTypesOf(document.segments) };
}

/** Block types, sorted: a copy has the same blocks (with new ids), whatever order the API lists them in. */
const blockTypesOf = (segments: { segmentType: string }[]) => segments.map((segment) => segment.segmentType).sort();

/** The new document as its owner reads it. */
async function storedDocument(page: Page, id: string) {
  const doc = await (await page.request.get(`/api/document/${id}`)).json();
  return { title: doc.title as string, blockTypes: blockTypesOf(doc.segments) };
}

test("an anonymous visitor previews a design, uses it, registers and lands in a document made from it", async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  const { design, blockTypes } = await someDesign(page.request);

  // ---- The public preview, on a phone and on a desktop
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phonePage = await phone.newPage();
  await phonePage.goto(`/design-preview/${design.id}/${design.docId}`);
  await expect(phonePage.getByRole("heading", { level: 1, name: design.title })).toBeVisible();
  await expectAccessible(phonePage);
  await phonePage.screenshot({ path: testInfo.outputPath("preview-phone.png"), fullPage: true });
  await phone.close();

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/design-preview/${design.id}/${design.docId}`);
  await expect(page.getByRole("heading", { level: 1, name: design.title })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to designs" })).toHaveAttribute("href", `/${design.product}-designs`);
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath("preview-desktop.png") });

  // A design that is not there: the 404 page.
  const missing = await page.request.get(`/design-preview/${design.id}/cmaaaaaaaaaaaaaaaaaaaaaaa`);
  expect(missing.status()).toBe(404);

  // ---- "Use this design" without an account: registration, which keeps the design
  await page.getByRole("button", { name: "Use this design" }).first().click();
  await expect(page).toHaveURL(new RegExp(`/auth/register\\?design=${design.id}$`));
  await expectAccessible(page);
  const username = uniqueName("lena");
  await page.getByLabel("E-mail").fill(`${username}@example.test`);
  await page.getByLabel("Username", { exact: true }).fill(username);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Full name").fill("Lena Fischer");
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: "Create account" }).click();

  // ---- The editor, on a new document made from the design
  await expect(page).toHaveURL(/\/document\/[a-z0-9]+$/, { timeout: 20_000 });
  await page.locator("[data-editor-ready]").waitFor();
  const id = new URL(page.url()).pathname.split("/")[2];
  const created = await storedDocument(page, id);
  expect(created.title).toBe(design.title);
  expect(created.blockTypes).toEqual(blockTypes);
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath("editor-from-design.png") });
});

test("a signed-in planner starts from a design on the welcome page", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const username = uniqueName("marco");
  const registered = await page.request.post("/api/register", {
    data: { username, email: `${username}@example.test`, password: PASSWORD, firstname: "Marco", lastname: "Rossi", primarySector: "Weddings" },
  });
  expect(registered.status()).toBe(201);
  await page.request.post("/api/account/signup-promo-shown");

  // ---- The welcome page greets and offers the best-matching designs
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/welcome");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Marco");
  const picks = page.getByRole("region", { name: /Picked for|Designs for you/ }).getByRole("button");
  await expect(picks.first()).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath("welcome.png"), fullPage: true });

  // ---- The primary action opens the dialog on the designs; choosing one creates the document
  await page.getByRole("button", { name: "Create a document" }).click();
  const dialog = page.getByRole("dialog", { name: "New document" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("radio", { name: "From a design" })).toBeChecked();
  const choices = dialog.getByRole("group", { name: "Choose a design" }).getByRole("radio");
  await expect(choices.first()).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath("welcome-dialog.png") });

  // Keyboard: the first design is chosen with the space bar, and the dialog keeps focus inside.
  await choices.first().focus();
  await page.keyboard.press("Space");
  await expect(choices.first()).toBeChecked();
  const chosenId = (await choices.first().getAttribute("value"))!;
  const designDocument = await (await page.request.get(`/api/document/schablone/${chosenId}`)).json();
  await dialog.getByRole("button", { name: "Create document" }).click();

  await expect(page).toHaveURL(/\/document\/[a-z0-9]+$/, { timeout: 20_000 });
  await openEditor(page, page.url());
  const created = await storedDocument(page, new URL(page.url()).pathname.split("/")[2]);
  expect(created.title).toBe(designDocument.schablone.title);
  expect(created.blockTypes).toEqual(blockTypesOf(designDocument.document.segments));
});

interface RankedDefinition extends Definition {
  sectors: string[];
  sortOrder: number;
}

/** The titles the gallery should show for a language and sector, best sector score first (lib/design-templates/rank.ts). */
async function expectedTitles(request: APIRequestContext, lang: string, sector: string | null) {
  const { definitions } = (await (await request.get(`/api/schablone-definitions?product=proposal&lang=${lang}`)).json()) as { definitions: RankedDefinition[] };
  const score = (definition: RankedDefinition) => Number(definition.sectors.find((entry) => entry.startsWith(`${sector}-`))?.split("-")[1] ?? -1);
  return definitions
    .filter((definition) => definition.lang === lang && (!sector || score(definition) >= 0))
    .sort((a, b) => (sector ? score(b) - score(a) : 0) || a.sortOrder - b.sortOrder || a.title.localeCompare(b.title))
    .map((definition) => definition.title);
}

test("the gallery shows the starter designs with thumbnails, filtered by language and sector", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const username = uniqueName("lena");
  const registered = await page.request.post("/api/register", {
    data: { username, email: `${username}@example.test`, password: PASSWORD, firstname: "Lena", lastname: "Hofmann", primarySector: "Photography" },
  });
  expect(registered.status()).toBe(201);
  await page.request.post("/api/account/signup-promo-shown");
  await page.setViewportSize({ width: 1280, height: 900 });

  // ---- The workspace's sector and the user's language are the defaults; best matches first
  await page.goto("/proposal-designs");
  await expect(page.getByRole("heading", { level: 1, name: "Proposal designs" })).toBeVisible();
  const filters = page.getByRole("region", { name: "Filter designs" });
  await expect(filters.getByRole("link", { name: "Photography" })).toHaveAttribute("aria-current", "true");
  await expect(filters.getByRole("link", { name: "English" })).toHaveAttribute("aria-current", "true");
  const results = page.getByRole("region", { name: /^\d+ designs?$/ }).getByRole("listitem");
  const english = await expectedTitles(page.request, "en", "Photography");
  expect(english.length).toBeGreaterThan(0);
  await expect(results).toHaveCount(english.length);
  await expect(results.first()).toContainText(english[0]);
  // Every card shows its generated thumbnail (a loaded image with the design's title as its text).
  for (const image of await results.getByRole("img").all()) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  }
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath("gallery.png"), fullPage: true });

  // ---- Turkish designs for the same sector, then every sector
  await filters.getByRole("link", { name: "Türkçe" }).click();
  const turkish = await expectedTitles(page.request, "tr", "Photography");
  await expect(results).toHaveCount(turkish.length);
  await expect(results.first()).toContainText(turkish[0]);
  await filters.getByRole("link", { name: "All sectors" }).click();
  await expect(results).toHaveCount((await expectedTitles(page.request, "tr", null)).length);
});
