import { chromium } from "@playwright/test";
const base = "http://127.0.0.1:3000";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const page = await context.newPage();
page.on("pageerror", (e) => console.log("pageerror:", String(e).slice(0, 500)));
page.on("console", (m) => { if (m.type() === "error" && !m.text().includes("WebSocket")) console.log("console:", m.text().slice(0, 400)); });
page.setDefaultTimeout(30000); page.setDefaultNavigationTimeout(180000);
const login = await page.request.post(`${base}/api/login`, { data: { username: "demo", password: "demo-planner-2026" } });
console.log("login", login.status());
const set = await page.request.post(`${base}/api/dev/super-admin`, { data: { superAdmin: true } });
console.log("super admin", set.status(), await set.text());
const me = await (await page.request.get(`${base}/api/users/me`)).json().catch(() => null);
console.log(JSON.stringify(me).slice(0, 600));
const teamId = process.argv[2] && process.argv[2] !== "-" ? process.argv[2] : (me.memberships?.[0]?.team?._id ?? me.memberships?.[0]?.teamId ?? me.teams?.[0]?._id);
const product = process.argv[3] ?? "proposal";
await page.goto(`${base}/${product}-design-editor/${teamId}`, { timeout: 120000 });
await page.waitForLoadState("networkidle");
await page.screenshot({ path: `/tmp/shots/h3-design-editor-${product}.png`, fullPage: true });
if (process.argv[4] === "form") {
  await page.waitForTimeout(8000);
  for (let i = 0; i < 2; i++) {
    await page.getByRole("button", { name: /new design template/i }).click();
    await page.waitForTimeout(5000);
    const open = await page.locator("dialog[open]").count();
    console.log("hydrated", await page.evaluate(() => { const b = [...document.querySelectorAll("button")].find((x) => /New design template/.test(x.textContent)); return b ? Object.keys(b).filter((k) => k.startsWith("__react")).join(",") : "no button"; }));
    console.log("try", i, "dialogs open", open, await page.evaluate(() => document.querySelectorAll("dialog").length));
    if (open) break;
  }
  await page.screenshot({ path: `/tmp/shots/h3-design-editor-dialog.png` });
  await page.getByRole("button", { name: /add a sector/i }).click();
  await page.getByRole("button", { name: /add a sector/i }).click();
  await page.getByLabel(/score of sector 2/i).fill("150");
  await page.getByLabel(/^thumbnail$/i).fill("https://evil.test/x.png");
  await page.getByRole("button", { name: /^create$/i }).click();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/shots/h3-design-editor-form.png`, fullPage: true });
  await page.getByLabel(/score of sector 2/i).fill("70");
  await page.getByLabel(/^thumbnail$/i).fill("");
  await page.getByLabel(/^title$/i).fill("Rosewood proposal");
  await page.getByRole("button", { name: /^create$/i }).click();
  await page.waitForTimeout(2000);
  await page.screenshot({ path: `/tmp/shots/h3-design-editor-list.png`, fullPage: true });
}
await browser.close();
