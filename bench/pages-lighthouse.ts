// Lighthouse on the login page and the documents index (signed in), desktop and mobile presets, with
// the JavaScript each page loads (gzipped, as Lighthouse saw it transferred), against the budgets:
// performance at least 98 everywhere, the index at most 150 KB of JavaScript and login at most 100 KB.
// The baseline, measured in the same run, is the app's lightest server page (/verify/{hash}).
//
//   npm run build && npm start
//   BASE=http://127.0.0.1:3000 npx tsx bench/pages-lighthouse.ts
//
// Signs in as bench/browser-support.ts says (EMAIL/PASSWORD, the demo account, or a new planner) and
// hands Lighthouse the session cookie. Chromium from CHROMIUM_PATH, else /usr/bin/chromium. Exits 1
// when a budget is missed.
import { request } from "@playwright/test";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { BASE, budgetLine, CHROMIUM, kb, signIn } from "./browser-support";

const TARGET_SCORE = 98;
const PAGES = [
  { label: "login", path: "/auth/login", signedIn: false, jsBudget: 100 * 1024 },
  { label: "documents index", path: "/documents", signedIn: true, jsBudget: 150 * 1024 },
  { label: "baseline: /verify/{hash}", path: `/verify/${"0".repeat(64)}`, signedIn: false, jsBudget: null },
] as const;

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
  url: string;
}

const api = await request.newContext({ baseURL: BASE });
const { cookie } = await signIn(api);
await api.dispose();

const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
const results: { label: string; preset: string; score: number; js: number; lcp: number; tbt: number; cls: number; jsBudget: number | null }[] = [];
try {
  for (const page of PAGES) {
    for (const preset of ["desktop", "mobile"] as const) {
      const flags = { port: chrome.port, onlyCategories: ["performance"], output: "json" as const, logLevel: "error" as const, extraHeaders: page.signedIn ? { Cookie: cookie } : undefined };
      // Once per page to warm the server's caches for it, then the runs that count.
      if (preset === "desktop") await lighthouse(`${BASE}${page.path}`, flags, desktopConfig);
      const lhr = (await lighthouse(`${BASE}${page.path}`, flags, preset === "desktop" ? desktopConfig : undefined))!.lhr;
      if (lhr.runtimeError) throw new Error(`${page.path}: ${lhr.runtimeError.message}`);
      if (new URL(lhr.finalDisplayedUrl).pathname !== page.path) throw new Error(`${page.path} ended at ${lhr.finalDisplayedUrl} (signed out?)`);
      const requests = ((lhr.audits["network-requests"]?.details as { items?: NetworkRequest[] } | undefined)?.items ?? []).filter((item) => item.resourceType === "Script");
      const metric = (name: string) => lhr.audits[name]?.numericValue ?? NaN;
      results.push({
        label: page.label,
        preset,
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        js: requests.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
        lcp: metric("largest-contentful-paint"),
        tbt: metric("total-blocking-time"),
        cls: metric("cumulative-layout-shift"),
        jsBudget: page.jsBudget,
      });
    }
  }
} finally {
  await chrome.kill();
}

const baseline = (preset: string) => results.find((result) => result.label.startsWith("baseline") && result.preset === preset)!;
console.log(`\nPages at ${BASE} (Lighthouse performance; JavaScript as transferred)`);
let ok = true;
for (const result of results.filter((entry) => !entry.label.startsWith("baseline"))) {
  const base = baseline(result.preset);
  const detail = `this page: LCP ${(result.lcp / 1000).toFixed(2)} s, TBT ${Math.round(result.tbt)} ms, CLS ${result.cls.toFixed(3)}`;
  const scorePass = result.score >= TARGET_SCORE;
  ok &&= scorePass;
  console.log(budgetLine(`${result.label}, ${result.preset}: performance`, String(result.score), `>= ${TARGET_SCORE}`, `${base.score}; ${detail}`, scorePass));
  if (result.jsBudget !== null) {
    const jsPass = result.js <= result.jsBudget;
    ok &&= jsPass;
    console.log(budgetLine(`${result.label}, ${result.preset}: JavaScript`, kb(result.js), `<= ${kb(result.jsBudget)}`, kb(base.js), jsPass));
  }
}
process.exit(ok ? 0 : 1);
