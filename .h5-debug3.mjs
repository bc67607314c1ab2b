import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: "http://localhost:3000" });
await ctx.request.post("/api/login", { data: { username: "demo", password: "demo-planner-2026" } });
const page = await ctx.newPage();
const pending = new Map();
page.on("request", (r) => pending.set(r.url(), Date.now()));
page.on("requestfinished", (r) => pending.delete(r.url()));
page.on("requestfailed", (r) => { pending.delete(r.url()); if (!r.url().includes("hmr")) console.log("failed", r.url().slice(0, 160), r.failure()?.errorText); });
page.on("console", (m) => { if (!m.text().includes("WebSocket")) console.log("console", m.type(), m.text().slice(0, 300)); });
page.on("pageerror", (e) => console.log("pageerror", e.message.slice(0, 400)));
await page.goto("/welcome", { timeout: 240000, waitUntil: "commit" });
page.on("framenavigated", (f) => { if (f === page.mainFrame()) console.log("nav", f.url()); });
for (let i = 0; i < 8; i++) {
  await page.waitForTimeout(10000);
  const hydrated = await page.evaluate(() => [...document.querySelectorAll("button")].some((el) => Object.keys(el).some((k) => k.startsWith("__react")))).catch(() => "ctx");
  console.log(i, page.url(), "hydrated", hydrated, "pending", [...pending.keys()].filter((u) => !u.includes("hmr")).map((u) => u.slice(-70)).slice(0, 5));
  if (hydrated === true) break;
}
await browser.close();
