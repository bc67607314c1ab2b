// Benchmark of the public share view (issue 9, "Speed"): recipients open shares on phones, often on
// poor networks, so the page must be light and the server fast.
//
//   npx tsx bench/share-view.ts                              fresh in-memory embedded database (PGlite)
//   DATABASE_URL=postgres://... npx tsx bench/share-view.ts  a PostgreSQL server (bench rows removed at the end)
//
// It builds the share view (scripts/build-share.mjs), creates a 100-block document with images and a
// share of it, then serves on one local HTTP server (node:http, in this process) both the share
// view's route handler (GET /shared/{key}/0?step=document, the real handler: database look-up,
// view event, render) and the very same HTML as a static file read from disk, and times both with
// keep-alive requests. It also sums what a phone downloads before it scrolls: the HTML, the style
// sheet and scripts the page references (gzipped, as served) and every image not marked lazy.
//
// Why not `next start`: it needs a production build (`next build`) and a database both processes
// share; the route handler is the same code either way, and Next adds the same routing cost to the
// static file and the handler alike. Targets: p50 < 20 ms and within 2x of the static file; JS at most
// 50 KB gzipped for a document without interactive blocks; under 400 KB before the first scroll.
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createServer, request as httpRequest, Agent } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import sharp from "sharp";
import { openBench } from "./support";

const BLOCKS = 100;
const WARM_UP = 50;
const RUNS = 500;
const P50_TARGET_MS = 20;
const JS_TARGET_BYTES = 50 * 1024;
const FIRST_SCROLL_TARGET_BYTES = 400 * 1024;

process.env.STORAGE_DIR ??= mkdtempSync(path.join(os.tmpdir(), "share-bench-storage-"));
if (spawnSync(process.execPath, ["scripts/build-share.mjs"], { stdio: "inherit" }).status !== 0) process.exit(1);

const { db, user, team, token, close } = await openBench("Share view");
const { BLOCKS: REGISTRY } = await import("../lib/blocks/registry");
const { uploadLibraryImage } = await import("../lib/media/library-upload");
const { newShareKey, newShortCode } = await import("../lib/sharing/keys");
const { GET: sharedPage } = await import("../app/shared/[key]/[recipient]/route");
const { GET: sharedAsset } = await import("../app/shared-assets/[file]/route");
const { GET: maxWidth } = await import("../app/api/media/[id]/max-width/[w]/route");
void token;

// ---- Data: 100 blocks (headings, paragraphs, images, image-and-text, dividers, testimonials), 10 images.
const images: { id: string; width: number; height: number }[] = [];
for (let i = 0; i < 10; i++) {
  const bytes = await sharp({ create: { width: 1800, height: 1200, channels: 3, background: { r: 40 + i * 20, g: 90, b: 140 } } })
    .composite([{ input: Buffer.from(`<svg width="1800" height="1200"><circle cx="${300 + i * 100}" cy="600" r="400" fill="#e3c8da"/></svg>`) }])
    .jpeg({ quality: 85 })
    .toBuffer();
  const file = new File([new Uint8Array(bytes)], `venue-${i}.jpg`, { type: "image/jpeg" });
  const id = await uploadLibraryImage({ teamId: team.id, userId: user.id, file, albumId: null, purpose: "library" });
  const row = await db.media.findUniqueOrThrow({ where: { id }, select: { width: true, height: true } });
  images.push({ id, width: row.width ?? 1800, height: row.height ?? 1200 });
}
const pattern = ["heading", "paragraph", "image", "paragraph", "image-and-text", "divider", "paragraph", "testimonial"];
const blocks = Array.from({ length: BLOCKS }, (_, n) => {
  const type = pattern[n % pattern.length];
  const definition = REGISTRY.get(type)!.definition;
  const defaults = definition.defaults();
  const image = images[n % images.length].id;
  const content =
    type === "heading"
      ? `Section ${n}: the evening programme`
      : type === "paragraph"
        ? `<p>Paragraph ${n}: welcome to the <strong>summer gala</strong>. Drinks are served on the terrace from seven, dinner at eight in the great hall, with live music until late.</p>`
        : type === "image"
          ? image
          : type === "image-and-text"
            ? { imageId: image, html: "<p>The great hall seats 240 guests at round tables of ten.</p>" }
            : defaults.content;
  return { id: `frozen${n}`, sourceId: `live${n}`, segmentType: type, parent: null, order: n, isFixedBlock: false, positionName: null, content, metaData: defaults.metaData, imageList: [], miscFileList: [] };
});
const document = await db.document.create({ data: { title: "Summer gala 2027", teamId: team.id, ownerId: user.id } });
const frozen = {
  version: 1,
  document: { id: document.id, title: document.title, type: "proposal", numberingStyle: "off", paperSize: "A4", styleData: {}, customCss: null, header: null, footer: null, cachedData: {} },
  team: { id: team.id, name: "Bench Events", logoId: null, faviconId: null, instagram: null, defaultCurrency: "EUR", numberFormat: { decimalSeparator: ".", groupSeparator: "," } },
  blocks,
  media: images.map((image) => ({ ...image, mimeType: "image/jpeg" })),
  files: [],
};
const share = await db.snapshot.create({
  data: {
    documentId: document.id,
    createdById: user.id,
    frozen: frozen as never,
    shareKey: newShareKey(),
    shortCode: newShortCode(),
    expiryDate: new Date(Date.now() + 86400_000),
    mediaIds: images.map((image) => image.id),
    recipients: { create: [{ recipientKey: "0" }] },
  },
});
const pagePath = `/shared/${share.shareKey}/0?step=document`;

// ---- One HTTP server for the handler, the static copy, the assets and the images.
const staticDir = mkdtempSync(path.join(os.tmpdir(), "share-bench-static-"));
const staticFile = path.join(staticDir, "page.html");
type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? "/", "http://127.0.0.1");
  const headers = new Headers({ "accept-encoding": String(req.headers["accept-encoding"] ?? ""), accept: String(req.headers.accept ?? "*/*"), "accept-language": "en" });
  let response: Response;
  const parts = url.pathname.split("/");
  if (url.pathname === "/static/page.html") {
    response = new Response(await readFile(staticFile), { headers: { "content-type": "text/html; charset=utf-8" } });
  } else if (parts[1] === "shared") {
    response = await (sharedPage as Handler)(new Request(url, { headers }), { params: Promise.resolve({ key: parts[2], recipient: parts[3] }) });
  } else if (parts[1] === "shared-assets") {
    response = await (sharedAsset as Handler)(new Request(url, { headers }), { params: Promise.resolve({ file: parts[2] }) });
  } else if (parts[1] === "api" && parts[2] === "media") {
    response = await (maxWidth as Handler)(new Request(url, { headers }), { params: Promise.resolve({ id: parts[3], w: parts[5] }) });
  } else response = new Response("not found", { status: 404 });
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const port = (server.address() as AddressInfo).port;
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

function get(pathname: string, headers: Record<string, string> = {}): Promise<{ status: number; body: Buffer; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path: pathname, agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), ms: performance.now() - started }));
    });
    req.on("error", reject);
    req.end();
  });
}

const first = await get(pagePath);
if (first.status !== 200) throw new Error(`share view answered ${first.status}`);
const html = first.body.toString("utf8");
writeFileSync(staticFile, html);

async function time(pathname: string) {
  for (let i = 0; i < WARM_UP; i++) await get(pathname);
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) samples.push((await get(pathname)).ms);
  samples.sort((a, b) => a - b);
  return { p50: samples[Math.floor(RUNS * 0.5)], p95: samples[Math.floor(RUNS * 0.95)] };
}
const handler = await time(pagePath);
const staticFileTimes = await time("/static/page.html");

// ---- Bytes a phone downloads before it scrolls.
const gz = (bytes: Buffer) => gzipSync(bytes, { level: 6 }).length;
const scripts = [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]);
const styles = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>/g)].length;
let jsBytes = 0;
for (const src of scripts) jsBytes += gz((await get(src)).body);
let cssBytes = 0;
for (const href of styles) cssBytes += gz((await get(href)).body);
const eagerImages = [...html.matchAll(/<img\b([^>]*)>/g)].map((m) => m[1]).filter((attrs) => !/\bloading="lazy"/.test(attrs));
let imageBytes = 0;
for (const attrs of eagerImages) {
  const src = /\bsrc="([^"]+)"/.exec(attrs)?.[1]?.replaceAll("&amp;", "&");
  if (src) imageBytes += (await get(src, { accept: "image/webp,*/*" })).body.length;
}
const allImages = [...html.matchAll(/<img\b([^>]*)>/g)].map((m) => m[1]);
const sized = allImages.filter((attrs) => /\bwidth="\d+"/.test(attrs) && /\bheight="\d+"/.test(attrs) && /\bsrcSet="/.test(attrs)).length;
const htmlGz = gz(first.body);
const firstScroll = htmlGz + cssBytes + jsBytes + imageBytes;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ok = (pass: boolean) => (pass ? "ok" : "MISSED");
console.log(`\nDocument: ${BLOCKS} blocks, ${images.length} images (${allImages.length} <img>, ${sized} with width, height and srcset); HTML ${kb(first.body.length)} (${kb(htmlGz)} gzipped)`);
console.log(`Requests: ${RUNS} per target after ${WARM_UP} warm-up, one keep-alive connection, same server\n`);
console.log("| measure                                   | value                | target              |        |");
console.log("|-------------------------------------------|----------------------|---------------------|--------|");
console.log(`| share view GET ?step=document p50 / p95   | ${handler.p50.toFixed(2)} / ${handler.p95.toFixed(2)} ms`.padEnd(66) + `| < ${P50_TARGET_MS} ms p50`.padEnd(22) + `| ${ok(handler.p50 < P50_TARGET_MS)}`.padEnd(9) + "|");
console.log(`| same HTML as a static file p50 / p95      | ${staticFileTimes.p50.toFixed(2)} / ${staticFileTimes.p95.toFixed(2)} ms`.padEnd(66) + "|".padEnd(22) + "|".padEnd(9) + "|");
console.log(`| handler p50 / static p50                  | ${(handler.p50 / staticFileTimes.p50).toFixed(2)}x`.padEnd(66) + "| <= 2x".padEnd(22) + `| ${ok(handler.p50 <= 2 * staticFileTimes.p50)}`.padEnd(9) + "|");
console.log(`| JavaScript sent (gzipped), ${scripts.length} script(s)      | ${kb(jsBytes)}`.padEnd(66) + `| <= ${kb(JS_TARGET_BYTES)}`.padEnd(22) + `| ${ok(jsBytes <= JS_TARGET_BYTES)}`.padEnd(9) + "|");
console.log(`| inline scripts / hydration payload        | ${inlineScripts} / none`.padEnd(66) + "| 0".padEnd(22) + `| ${ok(inlineScripts === 0)}`.padEnd(9) + "|");
console.log(`| CSS (gzipped)                             | ${kb(cssBytes)}`.padEnd(66) + "|".padEnd(22) + "|".padEnd(9) + "|");
console.log(`| eager images (${eagerImages.length})                          | ${kb(imageBytes)}`.padEnd(66) + "|".padEnd(22) + "|".padEnd(9) + "|");
console.log(`| bytes before first scroll                 | ${kb(firstScroll)}`.padEnd(66) + `| < ${kb(FIRST_SCROLL_TARGET_BYTES)}`.padEnd(22) + `| ${ok(firstScroll < FIRST_SCROLL_TARGET_BYTES)}`.padEnd(9) + "|");

agent.destroy();
server.close();
await db.snapshot.deleteMany({ where: { documentId: document.id } });
await close();
