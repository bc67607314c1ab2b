import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: "http://127.0.0.1:3000" });
const page = await ctx.newPage();
page.on("console", (m) => { if (!m.text().includes("WebSocket")) console.log("console", m.type(), m.text().slice(0, 300)); });
page.on("pageerror", (e) => console.log("pageerror", e.message.slice(0, 400)));
page.on("requestfailed", (r) => console.log("failed", r.url().slice(0, 150), r.failure()?.errorText));
await page.goto("/auth/login", { timeout: 120000 });
for (let i = 0; i < 12; i++) {
  await page.waitForTimeout(5000);
  const h = await page.evaluate(() => ({ root: Object.keys(document).concat(Object.keys(document.querySelector("button") ?? {})).filter((k) => k.startsWith("__react")).join(","), next: typeof window.next, ready: document.readyState }));
  console.log(i, JSON.stringify(h));
  if (h.root) break;
}
await browser.close();
