// Renders the gallery thumbnails of the design templates from a running app:
//
//   BASE_URL=http://127.0.0.1:3000 npx tsx scripts/design-thumbnails.ts [name ...]
//
// It reads GET /api/schablone-definitions, opens each /design-preview/{id}/{docId} in Chromium, waits
// for the fonts and images, and writes two WebP files per definition into public/, at the paths the
// definition names (thumb: the top of the document, 3:4, ~600 px wide; thumbnailLandscape: 16:10,
// ~960 px wide). Names on the command line limit the run to those templates
// (`wedding-proposal-en`, matched against the thumb's file name).
//
// Google fonts are loaded by the reader's browser from Google; on an offline machine set
// FONTSOURCE_DIR to a node_modules folder holding @fontsource/<family> packages and the script serves
// the same families from there, so the thumbnails show the real typefaces. Without it, font requests
// are cut off at once (the page then shows the fallback faces instead of waiting for a timeout).
// CHROMIUM_PATH overrides the browser (default /usr/bin/chromium).

import { existsSync, readdirSync, readFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { chromium, type Page, type Route } from "@playwright/test";
import sharp from "sharp";

const BASE_URL = (process.env.BASE_URL ?? "http://127.0.0.1:3000").replace(/\/$/, "");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const FONTSOURCE_DIR = process.env.FONTSOURCE_DIR;
const PUBLIC_DIR = path.join(process.cwd(), "public");
/** Where the served font files pretend to live: the preview's CSP allows fonts from Google's font host only. */
const FONT_HOST = "https://fonts.gstatic.com/fontsource";

interface Definition {
  id: string;
  docId: string;
  title: string;
  thumb: string | null;
  thumbnailLandscape: string | null;
}

// Each shot is the top of the document itself (the preview's bar and hint left out), at twice the
// pixel density and scaled down, so text stays crisp: portrait 3:4, landscape 16:10 (the gallery's cards).
const SHOTS = [
  { field: "thumb", viewport: { width: 1024, height: 1365 }, ratio: 4 / 3, width: 600 },
  { field: "thumbnailLandscape", viewport: { width: 1280, height: 1000 }, ratio: 10 / 16, width: 960 },
] as const;

/** A public path of ours (`/design-templates/x.webp`) as a file under public/, or null for anything else. */
function publicFile(sitePath: string | null): string | null {
  if (!sitePath || !/^\/[A-Za-z0-9._/-]+\.webp$/.test(sitePath) || sitePath.split("/").includes("..")) return null;
  return path.join(PUBLIC_DIR, sitePath);
}

// ---- fonts from @fontsource packages, for offline machines ----

const slug = (family: string) => family.trim().toLowerCase().replace(/\s+/g, "-");

/** The @font-face rules of one family: every weight and style the package ships, latin and latin-ext subsets. */
function fontsourceCss(family: string): string | null {
  if (!FONTSOURCE_DIR) return null;
  const dir = path.join(FONTSOURCE_DIR, "@fontsource", slug(family), "files");
  if (!existsSync(dir)) return null;
  const rules: string[] = [];
  for (const file of readdirSync(dir)) {
    const match = file.match(/^[a-z0-9-]+?-(latin|latin-ext)-(\d{3})-(normal|italic)\.woff2$/);
    if (!match) continue;
    const [, subset, weight, style] = match;
    const range = subset === "latin" ? "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD" : "U+0100-02AF, U+0304, U+0308, U+0329, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF";
    rules.push(`@font-face{font-family:"${family}";font-style:${style};font-weight:${weight};font-display:block;src:url(${FONT_HOST}/${slug(family)}/${file}) format("woff2");unicode-range:${range}}`);
  }
  return rules.length ? rules.join("\n") : null;
}

async function serveFonts(page: Page) {
  // Nothing but the app and the fonts: a map's tiles or any other outside request would hold the page open.
  const origin = new URL(BASE_URL).origin;
  await page.route((url) => url.origin !== origin && !/^fonts\.(googleapis|gstatic)\.com$/.test(url.hostname), (route) => route.abort());
  await page.route("https://fonts.googleapis.com/**", async (route: Route) => {
    const family = new URL(route.request().url()).searchParams.get("family")?.split(":")[0] ?? "";
    const css = fontsourceCss(family);
    if (!css) return route.abort();
    return route.fulfill({ status: 200, contentType: "text/css", body: css });
  });
  await page.route("https://fonts.gstatic.com/**", async (route) => {
    const url = route.request().url();
    if (!url.startsWith(`${FONT_HOST}/`)) return route.abort();
    const [family, file] = url.slice(FONT_HOST.length + 1).split("/");
    const full = FONTSOURCE_DIR && file ? path.join(FONTSOURCE_DIR, "@fontsource", family, "files", path.basename(file)) : "";
    if (!full || !existsSync(full)) return route.abort();
    return route.fulfill({ status: 200, contentType: "font/woff2", body: readFileSync(full) });
  });
}

/** Waits until the page's fonts are in and every image on the first screens has loaded (or failed). */
async function settle(page: Page) {
  await page.waitForLoadState("networkidle").catch(() => undefined);
  // A string, not a function: tsx would wrap a function's inner helpers in a `__name` the page lacks.
  await page.evaluate(`(async () => {
    await document.fonts.ready;
    // Lazy images below the fold are not needed; the ones near the first screen must be painted.
    const near = [...document.images].filter((img) => img.getBoundingClientRect().top < window.innerHeight * 1.5);
    await Promise.all(near.map(async (img) => {
      img.loading = "eager";
      if (!img.complete) await new Promise((done) => { img.addEventListener("load", done, { once: true }); img.addEventListener("error", done, { once: true }); });
      await img.decode().catch(() => undefined);
    }));
    await document.fonts.ready;
  })()`);
  await page.waitForTimeout(400);
}

async function main() {
  const only = new Set(process.argv.slice(2));
  const response = await fetch(`${BASE_URL}/api/schablone-definitions`);
  if (!response.ok) throw new Error(`GET /api/schablone-definitions answered ${response.status}`);
  const { definitions } = (await response.json()) as { definitions: Definition[] };
  const chosen = definitions.filter((definition) => !only.size || only.has(path.basename(definition.thumb ?? "", ".webp")));
  if (!chosen.length) throw new Error("no design template definitions to render (is the starter set loaded?)");

  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox"] });
  try {
    for (const definition of chosen) {
      for (const shot of SHOTS) {
        const target = publicFile(definition[shot.field]);
        if (!target) {
          console.warn(`skipped ${shot.field} of "${definition.title}": no /…webp path`);
          continue;
        }
        const page = await browser.newPage({ viewport: shot.viewport, deviceScaleFactor: 2 });
        await serveFonts(page);
        await page.goto(`${BASE_URL}/design-preview/${definition.id}/${definition.docId}`, { waitUntil: "domcontentloaded", timeout: 120_000 });
        await settle(page);
        const box = await page.locator("article").first().boundingBox();
        if (!box) throw new Error(`no document on the preview of "${definition.title}"`);
        const clip = { x: box.x, y: box.y, width: box.width, height: Math.min(box.height, Math.round(box.width * shot.ratio)) };
        const png = await page.screenshot({ type: "png", clip, fullPage: true });
        await page.close();
        await mkdir(path.dirname(target), { recursive: true });
        await sharp(png).resize({ width: shot.width }).webp({ quality: 80, effort: 5 }).toFile(target);
        console.log(`${path.relative(process.cwd(), target)}`);
      }
    }
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
