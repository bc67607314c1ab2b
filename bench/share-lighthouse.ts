// Lighthouse on the public share view (mobile performance at least 98 on the landing page and on a
// 40-block document, CLS at most 0.02), run against a running app:
//
//   npm run app                                   (in another terminal: the built app on port 3000)
//   npx tsx bench/share-lighthouse.ts             BASE_URL=http://localhost:3000 by default
//
// Through the app's own API it registers a planner, activates the account from the dev mailbox
// (so it needs the embedded database or DEV_MAILBOX=1), builds a document of 40 blocks with six
// uploaded photos, shares it as a link and runs Lighthouse's mobile preset (simulated slow 4G, a
// mid-range phone) on the landing page and on the document. Chromium comes from CHROMIUM_PATH,
// else /usr/bin/chromium.
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import sharp from "sharp";

const BASE = (process.env.BASE_URL ?? "http://localhost:3000").replace(/\/$/, "");
const CHROME = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const TARGET_SCORE = 98;
const TARGET_CLS = 0.02;

let token = "";
async function api<T>(path: string, init: { method?: string; json?: unknown; form?: FormData } = {}): Promise<T> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  let body: BodyInit | undefined;
  if (init.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(init.json);
  } else if (init.form) body = init.form;
  const response = await fetch(`${BASE}${path}`, { method: init.method ?? (body ? "POST" : "GET"), headers, body });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? "GET"} ${path}: ${response.status} ${text.slice(0, 300)}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

// ---- A planner with an activated account and a bearer token.
const username = `lighthouse${Date.now().toString(36)}`;
const email = `${username}@example.test`;
const password = "a-very-good-password";
await api("/api/register", { json: { username, email, password, firstname: "Lena", lastname: "Hart", primarySector: "Weddings" } });
const [mail] = await api<{ text: string }[]>(`/api/dev/mailbox?to=${encodeURIComponent(email)}&limit=1`);
const code = mail?.text.match(/^\s*(\d{4})\s*$/m)?.[1];
if (!code) throw new Error("No activation code in the dev mailbox: run against the embedded database or with DEV_MAILBOX=1.");
await api("/api/account/activate", { json: { username, code } });
token = (await api<{ token: string }>("/api/login", { json: { username, password } })).token;
const me = await api<{ memberships: { team: { _id: string } }[] }>("/api/users/me");
const teamId = me.memberships[0].team._id;

// ---- A 40-block document with six photos.
const photos: string[] = [];
for (let i = 0; i < 6; i++) {
  const bytes = await sharp({ create: { width: 1800, height: 1200, channels: 3, background: { r: 60 + i * 25, g: 100, b: 120 } } })
    .composite([{ input: Buffer.from(`<svg width="1800" height="1200"><circle cx="${400 + i * 150}" cy="600" r="420" fill="#e3c8da"/></svg>`) }])
    .jpeg({ quality: 85 })
    .toBuffer();
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), `venue-${i}.jpg`);
  photos.push((await api<{ attachmentId: string }>(`/api/team/${teamId}/media`, { form })).attachmentId);
}
const { id } = await api<{ id: string }>(`/api/team/${teamId}/document`, { json: { title: "A weekend at Villa Aurelia" } });
const paragraph = "<p>Arrive on Friday afternoon for a welcome aperitivo on the terrace, with the lake below and the hills turning gold.</p>";
const blocks: { segmentType: string; content: unknown }[] = [];
for (let i = 0; blocks.length < 40; i++) {
  blocks.push({ segmentType: "heading", content: `Day ${i + 1}: the programme` });
  blocks.push({ segmentType: "paragraph", content: paragraph });
  blocks.push({ segmentType: "image", content: photos[i % photos.length] });
  blocks.push({ segmentType: "paragraph", content: paragraph });
  blocks.push({ segmentType: "divider", content: null });
}
for (const block of blocks) await api(`/api/document/${id}/segment`, { json: block });
const share = await api<{ url: string }>(`/api/document/${id}/share`, { json: { type: "link", message: "Dear Anna and Marco, here is our proposal for your weekend." } });
const pagePath = new URL(share.url).pathname;

// ---- Lighthouse, mobile preset.
const chrome = await launch({ chromePath: CHROME, chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
const rows: string[] = [];
let ok = true;
try {
  for (const [label, url] of [
    ["landing", `${BASE}${pagePath}`],
    ["document", `${BASE}${pagePath}?step=document`],
  ] as const) {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ["performance"], output: "json", logLevel: "error" });
    const lhr = result!.lhr;
    const score = Math.round((lhr.categories.performance.score ?? 0) * 100);
    const metric = (name: string) => lhr.audits[name]?.numericValue ?? NaN;
    const cls = metric("cumulative-layout-shift");
    ok &&= score >= TARGET_SCORE && cls <= TARGET_CLS;
    rows.push(
      `| ${label} | ${score} | ${cls.toFixed(3)} | ${(metric("first-contentful-paint") / 1000).toFixed(2)} s | ${(metric("largest-contentful-paint") / 1000).toFixed(2)} s | ${metric("total-blocking-time").toFixed(0)} ms | ${(metric("total-byte-weight") / 1024).toFixed(0)} KB |`,
    );
  }
} finally {
  await chrome.kill();
}
console.log(`\nLighthouse ${"(mobile, simulated slow 4G)"} on ${BASE}${pagePath}`);
console.log("| page | performance | CLS | FCP | LCP | TBT | bytes |");
console.log("|---|---|---|---|---|---|---|");
for (const row of rows) console.log(row);
console.log(`\nTargets: performance >= ${TARGET_SCORE}, CLS <= ${TARGET_CLS}: ${ok ? "met" : "NOT met"}`);
