// Autosave through the built app (next start), on the embedded database and on PostgreSQL:
//   - one editor saving a block again and again (each save based on the version the last answered),
//     against the empty route GET /api/health measured in the same run;
//   - fifty editors saving at once, each in a document of their own, against the empty route's
//     throughput at the same concurrency; the server's log is checked for pg's warning about
//     queries on a busy client;
//   - the server's resident memory at rest before the load and again after it.
// Targets (issue: server speed): one editor's p95 <= 20 ms and <= 3x the empty route's p95; fifty
// editors >= 40% of the empty route's throughput, p95 <= 150 ms, no errors, no pg warnings; idle
// memory back within 20% of its start value.
//   npx tsx bench/http/autosave.ts          (BENCH_DB=embedded|postgres for one database; --build to rebuild)
import {
  benchTarget,
  cleanUp,
  expectStatus,
  load,
  printLoad,
  seedDatabase,
  seedPlanner,
  sessionCookieFor,
  sleep,
  startApp,
  targetLabel,
  verdict,
} from "./harness";

const EDITORS = 50;
const SAVES_ONE = 400;
const SAVES_EACH = 40;
const BLOCKS = 40;
const IDLE_AFTER_MS = Number(process.env.BENCH_IDLE_AFTER_MS ?? 15_000);

const target = await benchTarget(import.meta.url);
console.log(`\nAutosave on ${targetLabel(target)}`);

// Fifty planners, each with a document of BLOCKS headings and paragraphs.
const editors = await seedDatabase(target, async (db) => {
  const seeded: { cookie: string; documentId: string; blockIds: string[] }[] = [];
  for (let n = 0; n < EDITORS; n++) {
    const { user, team } = await seedPlanner(db, `editor${n}`);
    const document = await db.document.create({ data: { title: `Wedding ${n}`, teamId: team.id, ownerId: user.id } });
    await db.segment.createMany({
      data: Array.from({ length: BLOCKS }, (_, order) => ({
        documentId: document.id,
        segmentType: order % 2 ? "paragraph" : "heading",
        order,
        content: order % 2 ? `<p>Paragraph ${order} of the <strong>summer gala</strong>.</p>` : `Section ${order}`,
        metaData: order % 2 ? {} : { level: 1, align: "left", fontSize: "100%" },
      })),
    });
    const blocks = await db.segment.findMany({ where: { documentId: document.id, segmentType: "heading" }, select: { id: true } });
    seeded.push({ cookie: await sessionCookieFor(db, user.id), documentId: document.id, blockIds: blocks.map((block) => block.id) });
  }
  return seeded;
});

const app = await startApp(target);
const versions = new Map<string, number>();
async function save(editor: (typeof editors)[number], n: number) {
  const id = editor.blockIds[Math.abs(n) % editor.blockIds.length];
  const response = await fetch(`${app.url}/api/segment/${id}`, {
    method: "POST",
    headers: { cookie: editor.cookie, "content-type": "application/json", "accept-language": "en" },
    body: JSON.stringify({ version: versions.get(id) ?? 0, content: `Section heading, draft ${n}` }),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`autosave answered ${response.status}: ${text.slice(0, 200)}`);
  versions.set(id, (JSON.parse(text) as { segment: { version: number } }).segment.version);
}
const health = async () => void (await expectStatus(await fetch(`${app.url}/api/health`)));

try {
  // The start value: the server idle once every route of the run has answered (a route's code loads
  // on its first request, which is not memory the load could give back) and start-up work is done.
  for (const editor of editors) await save(editor, -1);
  await expectStatus(await fetch(`${app.url}/document/${editors[1].documentId}`, { headers: { cookie: editors[1].cookie } }));
  await health();
  await sleep(IDLE_AFTER_MS);
  const idleBefore = app.rssMb();

  const emptyOne = await load("GET /api/health, 1 client", health, { total: SAVES_ONE });
  const one = await load("POST /api/segment/{id}, 1 editor", (i) => save(editors[0], i), { total: SAVES_ONE });
  const emptyMany = await load(`GET /api/health, ${EDITORS} clients`, health, { total: EDITORS * SAVES_EACH, concurrency: EDITORS });
  // Each worker is one editor: its saves follow each other, as an editor's autosaves do.
  const many = await load(`POST /api/segment/{id}, ${EDITORS} editors`, (i, worker) => save(editors[worker], i), { total: EDITORS * SAVES_EACH, concurrency: EDITORS, warmUp: 0 });
  // Opening a document in the editor: the server-rendered page.
  const open = await load("GET /document/{id} (40 blocks), 1 client", async () => void (await expectStatus(await fetch(`${app.url}/document/${editors[1].documentId}`, { headers: { cookie: editors[1].cookie } }))), { total: 50, warmUp: 5 });
  printLoad([emptyOne, one, emptyMany, many, open]);

  // Resting: V8 gives memory back once it sees the load is over (its memory reducer runs after some idle seconds).
  await sleep(IDLE_AFTER_MS);
  const idleAfter = app.rssMb();
  const pgWarnings = app.output().match(/already executing a query/g)?.length ?? 0;

  console.log(`\n  idle resident memory: ${idleBefore.toFixed(0)} MB at rest after a warm-up, ${idleAfter.toFixed(0)} MB ${IDLE_AFTER_MS / 1000} s after it`);
  const share = many.rps / emptyMany.rps;
  const results = [
    verdict(`one editor p95 ${one.p95.toFixed(1)} ms <= 20 ms`, one.p95 <= 20),
    verdict(`one editor p95 ${one.p95.toFixed(1)} ms <= 3x the empty route's p95 (${(3 * emptyOne.p95).toFixed(1)} ms)`, one.p95 <= 3 * emptyOne.p95),
    verdict(`${EDITORS} editors: ${many.rps.toFixed(0)} saves/s = ${(100 * share).toFixed(0)}% of the empty route's ${emptyMany.rps.toFixed(0)} req/s (>= 40%)`, share >= 0.4),
    verdict(`${EDITORS} editors p95 ${many.p95.toFixed(1)} ms <= 150 ms`, many.p95 <= 150),
    verdict(`${EDITORS} editors: ${many.errors} errors, ${pgWarnings} pg warnings`, many.errors === 0 && pgWarnings === 0),
    verdict(`idle memory after the load ${idleAfter.toFixed(0)} MB within 20% of ${idleBefore.toFixed(0)} MB`, idleAfter <= idleBefore * 1.2),
  ];
  process.exitCode = results.every(Boolean) ? 0 : 1;
} finally {
  await app.stop();
  await cleanUp(target);
}
