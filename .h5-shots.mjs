import { chromium } from "@playwright/test";
const base = "http://127.0.0.1:3000";
const which = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
async function signedIn(viewport) {
  const context = await browser.newContext({ viewport, baseURL: base });
  const r = await context.request.post("/api/login", { data: { username: "demo", password: "demo-planner-2026" } });
  if (r.status() !== 200) console.log("login", r.status(), await r.text());
  return context;
}
const desktop = { width: 1280, height: 900 };
try {
  for (const item of which) {
    const [kind, arg] = item.split("=");
    if (kind === "gallery") {
      const ctx = await signedIn(desktop); const page = await ctx.newPage(); page.setDefaultTimeout(120000);
      await page.goto(`/${arg ?? "proposal"}-designs`); await page.waitForLoadState("load"); await page.waitForTimeout(2500);
      await page.screenshot({ path: `/tmp/shots/gallery-${arg ?? "proposal"}.png`, fullPage: true }); await ctx.close();
    }
    if (kind === "gallery-tablet") {
      const ctx = await signedIn({ width: 800, height: 1000 }); const page = await ctx.newPage();
      await page.goto(`/${arg ?? "proposal"}-designs`); await page.waitForLoadState("load"); await page.waitForTimeout(2500);
      await page.screenshot({ path: `/tmp/shots/gallery-tablet.png`, fullPage: true }); await ctx.close();
    }
    if (kind === "welcome") {
      const ctx = await signedIn(desktop); const page = await ctx.newPage(); page.setDefaultTimeout(120000);
      await page.goto(`/welcome`, { timeout: 240000 }); await page.waitForLoadState("load"); await page.waitForTimeout(2500);
      await page.screenshot({ path: `/tmp/shots/welcome.png`, fullPage: true });
      await page.waitForFunction(() => [...document.querySelectorAll("button")].some((el) => Object.keys(el).some((k) => k.startsWith("__react"))), null, { timeout: 180000 });
      await page.getByRole("button", { name: "Create a document" }).click();
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `/tmp/shots/welcome-dialog.png` });
      await ctx.close();
    }
    if (kind === "preview") {
      for (const [name, viewport] of [["desktop", desktop], ["phone", { width: 390, height: 844 }]]) {
        const ctx = await browser.newContext({ viewport, baseURL: process.env.PREVIEW_BASE ?? base }); const page = await ctx.newPage();
        await page.goto(arg); await page.waitForLoadState("load"); await page.waitForTimeout(2500); await page.waitForTimeout(500);
        await page.screenshot({ path: `/tmp/shots/preview-${name}.png`, fullPage: name === "phone" ? false : false });
        await page.screenshot({ path: `/tmp/shots/preview-${name}-full.png`, fullPage: true });
        await ctx.close();
      }
    }
    if (kind === "documents") {
      const ctx = await signedIn(desktop); const page = await ctx.newPage(); page.setDefaultTimeout(120000);
      await page.goto(`/documents`); await page.waitForLoadState("load"); await page.waitForTimeout(2500);
      await page.getByRole("button", { name: "New document" }).first().click().catch(async () => { await page.getByRole("button", { name: /Create/ }).first().click(); });
      await page.waitForTimeout(800);
      await page.getByRole("radio", { name: "From a design" }).check();
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `/tmp/shots/documents-dialog.png` }); await ctx.close();
    }
  }
} finally { await browser.close(); }
