import { expect, test, type APIRequestContext, type Page, type TestInfo } from "@playwright/test";
import { everyBlock } from "./every-block";
import { activateAccount, expectAccessible, uniqueName } from "./support";

// What the client sees on a phone: a share of each starter design, and of a document holding every
// block type, opened at 360, 390 and 430 px. Nothing overflows sideways, every money figure of a
// pricing table is on screen, the console stays clean and axe finds nothing serious. The landing
// page and the PIN step are checked at 390 px, where the screenshots are taken.

const WIDTHS = [360, 390, 430] as const;
const HEIGHT = 844;

interface Shared {
  name: string;
  path: string;
}

/** Third-party hosts this machine may not reach (map tiles, embedded players): their failures are not ours. */
function isOurs(url: string, page: Page): boolean {
  try {
    return new URL(url).origin === new URL(page.url() || "http://127.0.0.1").origin;
  } catch {
    return true;
  }
}

/** Collects console errors and failed requests of our own origin for the page's next visit. */
function watchProblems(page: Page) {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const source = message.location().url;
    if (source && !isOurs(source, page)) return;
    problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("requestfailed", (request) => {
    if (isOurs(request.url(), page)) problems.push(`failed: ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ""}`);
  });
  page.on("response", (response) => {
    if (response.status() >= 400 && isOurs(response.url(), page)) problems.push(`${response.status()}: ${response.request().method()} ${response.url()}`);
  });
  return { take: () => problems.splice(0) };
}

/**
 * axe reads cross-origin style sheets (web fonts) with XHR, which the share view's CSP refuses: the
 * page's own problems are checked before, and what axe causes is dropped.
 */
async function expectCleanAndAccessible(page: Page, problems: { take: () => string[] }, label: string) {
  expect(problems.take(), label).toEqual([]);
  await expectAccessible(page);
  problems.take();
}

/** Scrolls through the page so lazy images, maps and islands load, then back to the top. */
async function readToTheEnd(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight * 0.8) {
      scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    scrollTo(0, 0);
  });
  await page.waitForLoadState("networkidle").catch(() => undefined);
}

/** Every pricing figure the client must read, horizontally inside the viewport. */
async function figuresOutside(page: Page, width: number) {
  return page.locator("[data-price-figure]").evaluateAll(
    (elements, viewport) =>
      elements
        .map((element) => ({ text: element.textContent?.trim() ?? "", box: element.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && (box.left < -0.5 || box.right > viewport + 0.5))
        .map(({ text, box }) => `${text} at ${Math.round(box.left)}..${Math.round(box.right)}`),
    width,
  );
}

async function expectFitsThePhone(page: Page, width: number, label: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(overflow, `${label}: page width at ${width} px`).toBeLessThanOrEqual(width);
  expect(await figuresOutside(page, width), `${label}: pricing figures outside the screen at ${width} px`).toEqual([]);
}

async function share(request: APIRequestContext, id: string, pin?: string): Promise<string> {
  const created = await request.post(`/api/document/${id}/share`, { data: { type: "link", ...(pin ? { pinProtectionCode: pin } : {}) } });
  expect(created.status(), await created.text()).toBeLessThan(300);
  const body = (await created.json()) as { snapshot: { shareInfo: { key: string } } };
  return `/shared/${body.snapshot.shareInfo.key}/0`;
}

async function newDocument(request: APIRequestContext, teamId: string, data: Record<string, unknown>): Promise<string> {
  const created = await request.post(`/api/team/${teamId}/document`, { data });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

async function attach(testInfo: TestInfo, page: Page, name: string, fullPage = false) {
  await testInfo.attach(name, { body: await page.screenshot({ fullPage, path: testInfo.outputPath(name) }), contentType: "image/png" });
}

test("every starter design and every block reads on a phone, with a designed landing page and PIN step", async ({ page, browser }, testInfo) => {
  test.setTimeout(480_000);
  const username = uniqueName("phone");
  const registered = await page.request.post("/api/register", {
    data: { username, email: `${username}@example.test`, password: "a-very-good-password", firstname: "Giulia", lastname: "Bianchi", primarySector: "Weddings" },
  });
  expect(registered.status()).toBe(201);
  await activateAccount(page, `${username}@example.test`);
  const me = await (await page.request.get("/api/users/me")).json();
  const teamId = me.memberships[0].team._id as string;

  // ---- The shares: one per starter design, and one of a document holding every block type
  const definitions: { id: string; title: string }[] = [];
  for (const lang of ["en", "tr"]) definitions.push(...((await (await page.request.get(`/api/schablone-definitions?lang=${lang}`)).json()) as { definitions: { id: string; title: string }[] }).definitions);
  expect(new Set(definitions.map(({ id }) => id)).size).toBe(18);
  const shares: Shared[] = [];
  for (const design of definitions) {
    const id = await newDocument(page.request, teamId, { title: design.title, fromDesignTemplateId: design.id });
    shares.push({ name: design.title, path: await share(page.request, id) });
  }
  const allBlocksId = await newDocument(page.request, teamId, { title: "Every block" });
  await everyBlock(page.request, teamId, allBlocksId);
  const allBlocks = { name: "every block", path: await share(page.request, allBlocksId) };
  shares.push(allBlocks);

  // ---- Each share's document page at each phone width
  for (const width of WIDTHS) {
    const context = await browser.newContext({ viewport: { width, height: HEIGHT }, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
    const client = await context.newPage();
    const problems = watchProblems(client);
    for (const { name, path } of shares) {
      await client.goto(`${path}?step=document`);
      await readToTheEnd(client);
      await expectFitsThePhone(client, width, name);
      await expectCleanAndAccessible(client, problems, `${name} at ${width} px`);
    }
    if (width === 390) {
      await client.goto(`${allBlocks.path}?step=document`);
      await readToTheEnd(client);
      await client.locator('[data-block-type="pricing-table"]').first().scrollIntoViewIfNeeded();
      await attach(testInfo, client, "pricing-table-390.png");
      await attach(testInfo, client, "every-block-390.png", true);
    }
    await context.close();
  }

  // ---- The landing page and the PIN step, at 390 px
  const context = await browser.newContext({ viewport: { width: 390, height: HEIGHT }, isMobile: true, hasTouch: true });
  const client = await context.newPage();
  const problems = watchProblems(client);
  await client.goto(shares[0].path);
  await expect(client.getByRole("heading", { level: 1 })).toContainText(shares[0].name);
  await expectFitsThePhone(client, 390, "landing");
  await expectCleanAndAccessible(client, problems, "landing");
  await attach(testInfo, client, "landing-390.png");

  const pinPath = await share(page.request, allBlocksId, "2468");
  await client.goto(pinPath);
  await expect(client.getByText("Every block")).toHaveCount(0);
  await expectFitsThePhone(client, 390, "PIN landing");
  await expectCleanAndAccessible(client, problems, "PIN landing");
  await attach(testInfo, client, "pin-landing-390.png");
  await client.goto(`${pinPath}?step=document`);
  await expect(client.getByRole("textbox", { name: "Please enter PIN code" })).toBeVisible();
  await expectFitsThePhone(client, 390, "PIN step");
  await expectCleanAndAccessible(client, problems, "PIN step");
  await attach(testInfo, client, "pin-step-390.png");
  await client.getByRole("textbox", { name: "Please enter PIN code" }).fill("2468");
  await client.getByRole("button", { name: "Open document" }).click();
  await expect(client.locator('[data-block-type="pricing-table"]').first()).toBeVisible({ timeout: 10_000 });
  await expectFitsThePhone(client, 390, "PIN document");
  expect(problems.take(), "the document after the PIN").toEqual([]);
  await context.close();
});
