// Media uploads through the built app (next start), on the embedded database and on PostgreSQL:
//   (a) a 12-megapixel JPEG uploaded through POST /api/team/{id}/media, against sharp alone doing
//       the same resize in this process (the work the route cannot avoid), medians of several runs;
//   (b) ten ~20 MB uploads at once: every answer, and the server's peak resident memory over its
//       idle value (sampled every 10 ms from /proc);
//   (c) a body just over the limit: the spec's message, not a validation error.
// Baselines in the same run: the empty route (GET /api/health) and a static file.
// Targets (issue: server speed): uploads up to the advertised 20 MB work, also ten at once; peak
// memory over idle at most 150 MB with ten parallel 20 MB uploads; over the limit answers
// "Max file size limit is 20 MB".
//   npx tsx bench/http/media-upload.ts     (BENCH_DB=embedded|postgres for one database; --build to rebuild)
import { createReadStream } from "node:fs";
import { mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import sharp from "sharp";
import { benchTarget, cleanUp, expectStatus, load, printLoad, seedDatabase, seedPlanner, sessionCookieFor, sleep, startApp, targetLabel, verdict } from "./harness";

const RUNS = 7;
const PARALLEL = 10;
const LIMIT_BYTES = 20 * 1024 * 1024;
const mb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const target = await benchTarget(import.meta.url);
console.log(`\nMedia upload on ${targetLabel(target)}`);
const work = await mkdtemp(path.join(os.tmpdir(), "bench-upload-"));

/** Photo-like pixels: noise softened by a blur (pure noise compresses like no real photo). */
async function photo(width: number, height: number, blur: number) {
  const raw = await sharp({ create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 60 } } }).blur(blur).raw().toBuffer();
  return (quality: number) => sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality }).toBuffer();
}
/** The same JPEG with bytes after its end marker: another file (checksum) that decodes the same. */
const distinct = (bytes: Buffer, n: number) => Buffer.concat([bytes, Buffer.from(`#${n}`)]);

/** A multipart body written to disk, so the bench holds none of it in memory while it streams. */
async function bodyFile(name: string, bytes: Buffer) {
  const boundary = `bench${Math.random().toString(36).slice(2)}`;
  const file = path.join(work, `${name}.body`);
  const head = `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${name}.jpg"\r\ncontent-type: image/jpeg\r\n\r\n`;
  await writeFile(file, Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]));
  return { file, boundary };
}

const { team, cookie } = await seedDatabase(target, async (db) => {
  const { user, team } = await seedPlanner(db);
  return { team, cookie: await sessionCookieFor(db, user.id) };
});
const app = await startApp(target);

async function upload(body: { file: string; boundary: string }) {
  const response = await fetch(`${app.url}/api/team/${team.id}/media`, {
    method: "POST",
    headers: { cookie, "content-type": `multipart/form-data; boundary=${body.boundary}`, "accept-language": "en", "content-length": String((await stat(body.file)).size) },
    body: Readable.toWeb(createReadStream(body.file)) as ReadableStream<Uint8Array>,
    duplex: "half",
  } as RequestInit);
  return { status: response.status, text: await response.text() };
}

try {
  await sleep(3000);
  const health = await load("GET /api/health (empty route)", async () => void (await expectStatus(await fetch(`${app.url}/api/health`))), { total: 300 });
  const staticFile = await load("GET /design-templates/*.webp (static file)", async () => void (await expectStatus(await fetch(`${app.url}/design-templates/cake-order-invoice-en.webp`))), { total: 300 });
  printLoad([health, staticFile]);

  // (a) 12 megapixels, 4000x3000, against sharp alone (the route's 2000 px resize at q90).
  const twelve = await (await photo(4000, 3000, 0.8))(90);
  const sharpAlone = () =>
    sharp(twelve).rotate().resize({ width: 2000, height: 2000, fit: "inside", withoutEnlargement: true }).jpeg({ quality: 90, mozjpeg: true }).toBuffer();
  await sharpAlone();
  await upload(await bodyFile("warm-up", distinct(twelve, -1)));
  const sharpTimes: number[] = [];
  const uploadTimes: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    let started = performance.now();
    await sharpAlone();
    sharpTimes.push(performance.now() - started);
    const body = await bodyFile(`photo-${run}`, distinct(twelve, run));
    started = performance.now();
    const answer = await upload(body);
    uploadTimes.push(performance.now() - started);
    if (answer.status !== 201) throw new Error(`12 MP upload answered ${answer.status}: ${answer.text}`);
  }
  console.log(`\n  12 MP JPEG (${mb(twelve.length)}): through HTTP median ${median(uploadTimes).toFixed(0)} ms; sharp alone ${median(sharpTimes).toFixed(0)} ms (${(median(uploadTimes) / median(sharpTimes)).toFixed(2)}x)`);

  // (b) Ten parallel uploads just under the limit.
  const encode = await photo(6000, 4000, 0.3);
  let big = await encode(98);
  for (let quality = 96; big.length > LIMIT_BYTES - 4096 && quality > 50; quality -= 2) big = await encode(quality);
  const bodies = await Promise.all(Array.from({ length: PARALLEL }, (_, n) => bodyFile(`big-${n}`, distinct(big, 1000 + n))));
  const bigSize = big.length;
  big = Buffer.alloc(0);
  await sleep(2000);
  const idle = app.rssMb();
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, app.rssMb())), 10);
  const started = performance.now();
  const answers = await Promise.all(bodies.map(upload));
  const elapsed = performance.now() - started;
  clearInterval(sampler);
  console.log(`  ${PARALLEL} parallel uploads of a 6000x4000 JPEG of ${mb(bigSize)}: ${answers.map((a) => a.status).join(" ")} in ${elapsed.toFixed(0)} ms`);
  console.log(`  server resident memory: ${idle.toFixed(0)} MB idle, peak ${peak.toFixed(0)} MB (+${(peak - idle).toFixed(0)} MB)`);

  // (c) Just over the limit.
  const over = await upload(await bodyFile("over", Buffer.concat([distinct(twelve, 99), Buffer.alloc(LIMIT_BYTES + 1024 - twelve.length)])));
  console.log(`  a body of ${mb(LIMIT_BYTES + 1024)}: ${over.status} ${over.text}`);

  const results = [
    verdict(`${PARALLEL} parallel uploads of ${mb(bigSize)} all answered 201`, answers.every((a) => a.status === 201)),
    verdict(`peak memory over idle ${(peak - idle).toFixed(0)} MB <= 150 MB`, peak - idle <= 150),
    verdict(`over the limit: 413 "Max file size limit is 20 MB"`, over.status === 413 && over.text.includes("Max file size limit is 20 MB")),
  ];
  process.exitCode = results.every(Boolean) ? 0 : 1;
} finally {
  await app.stop();
  await cleanUp(target);
  await rm(work, { recursive: true, force: true });
}
