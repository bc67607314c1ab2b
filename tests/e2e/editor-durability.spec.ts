import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";

// Editor issue, done-when: "Killing the server during a burst of edits loses no edit that the
// editor showed as saved." This spec runs its own server (the same build, its own embedded
// database, port 3918), kills it with SIGKILL in the middle of typing, starts it again on the same
// database, and checks what the editor had shown as saved is there — and that the editor, left
// open, saves the rest by itself once the server is back.

const PORT = 3918;
const BASE = `http://127.0.0.1:${PORT}`;
const env = {
  ...process.env,
  PGLITE_DIR: mkdtempSync(path.join(os.tmpdir(), "eventdocs-kill-db-")),
  STORAGE_DIR: mkdtempSync(path.join(os.tmpdir(), "eventdocs-kill-storage-")),
  AUTH_SECRET: "e2e-kill-secret-0123456789abcdef0123456789",
  APP_URL: BASE,
  NEXT_TELEMETRY_DISABLED: "1",
};
delete (env as Record<string, string | undefined>).DATABASE_URL;
delete (env as Record<string, string | undefined>).RESEND_API_KEY;

let server: ChildProcess | null = null;

async function startServer() {
  server = spawn("npx", ["next", "start", "-p", String(PORT), "-H", "127.0.0.1"], { env, stdio: "ignore", detached: true });
  for (let i = 0; i < 120; i++) {
    try {
      const response = await fetch(`${BASE}/api/loggedin`);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("server did not start");
}

function killServer() {
  // The whole process group: npx and the Next server under it, at once, with no chance to clean up.
  if (server?.pid) process.kill(-server.pid, "SIGKILL");
  server = null;
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  for (const script of ["scripts/db-migrate.ts", "scripts/db-seed.ts"]) {
    expect(spawnSync("npx", ["tsx", script], { env, stdio: "inherit" }).status).toBe(0);
  }
  await startServer();
});

test.afterAll(() => killServer());

async function signIn(context: BrowserContext) {
  const response = await context.request.post(`${BASE}/api/login`, { data: { username: "demo", password: "demo-planner-2026" } });
  expect(response.ok()).toBe(true);
  await context.request.post(`${BASE}/api/account/signup-promo-shown`); // no first-time tour over the editor
}

/** A new document with one empty heading, made through the API; answers its id. */
async function documentWithHeading(context: BrowserContext): Promise<string> {
  const me = await (await context.request.get(`${BASE}/api/users/me`)).json();
  const teamId = me.memberships?.[0]?.team?._id;
  expect(teamId, "the demo user's workspace").toBeTruthy();
  const created = await context.request.post(`${BASE}/api/team/${teamId}/document`, { data: { title: "Durability check" } });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  const segment = await context.request.post(`${BASE}/api/document/${id}/segment`, { data: { segmentType: "heading", content: "" } });
  expect(segment.status()).toBe(201);
  return id;
}

const headingInput = (page: Page) => page.getByRole("textbox", { name: "Heading text" });
const saveState = (page: Page) => page.getByTestId("save-status").getAttribute("data-state");

async function openHeading(page: Page, id: string) {
  await page.goto(`${BASE}/document/${id}`);
  await page.locator("[data-editor-ready]").waitFor();
  await page.locator('[data-block-type="heading"]').first().click();
  await expect(headingInput(page)).toBeVisible();
}

test("what the editor showed as saved survives a server kill in the middle of typing", async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext();
  await signIn(context);
  const id = await documentWithHeading(context);
  const page = await context.newPage();
  await openHeading(page, id);

  let shownSaved = "";
  const chunks = ["Gala ", "dinner ", "at ", "Villa ", "Aurelia ", "on ", "the ", "lake"];
  for (const [at, chunk] of chunks.entries()) {
    await headingInput(page).pressSequentially(chunk, { delay: 30 });
    if (at === 4) {
      killServer(); // mid-burst: this chunk's save is waiting for its debounce or on the wire
      continue;
    }
    if (at < 4) {
      await expect.poll(() => saveState(page), { timeout: 10_000 }).toBe("saved");
      shownSaved = await headingInput(page).inputValue();
    }
  }
  // With the server gone the editor never claims the later text is saved.
  await expect.poll(() => saveState(page), { timeout: 15_000 }).toMatch(/retrying|error/);
  expect(await saveState(page)).not.toBe("saved");
  expect(shownSaved).toBe("Gala dinner at Villa ");
  await page.close({ runBeforeUnload: false });

  await startServer();
  const after = await context.newPage();
  await after.goto(`${BASE}/document/${id}`);
  await after.locator("[data-editor-ready]").waitFor();
  const stored = (await after.locator('[data-block-id][data-block-type="heading"]').first().innerText()).trim();
  // Everything shown as saved is there; at most the unsaved tail is missing.
  expect(`${stored} `.startsWith(shownSaved)).toBe(true);
  await context.close();
});

test("an editor left open saves the edits made while the server was down once it is back", async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext();
  await signIn(context);
  const id = await documentWithHeading(context);
  const page = await context.newPage();
  await openHeading(page, id);
  await headingInput(page).pressSequentially("Wedding ", { delay: 20 });
  await expect.poll(() => saveState(page), { timeout: 10_000 }).toBe("saved");

  killServer();
  await headingInput(page).pressSequentially("brunch menu", { delay: 20 });
  await expect.poll(() => saveState(page), { timeout: 15_000 }).toBe("retrying");
  await startServer();
  await expect.poll(() => saveState(page), { timeout: 60_000 }).toBe("saved");

  await page.reload();
  await page.locator("[data-editor-ready]").waitFor();
  await expect(page.locator('[data-block-id][data-block-type="heading"]').first()).toHaveText("Wedding brunch menu");
  await context.close();
});
