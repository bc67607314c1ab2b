// Benchmark of the documents index (documents issue: "the index of a workspace with 5,000 documents
// answers its first page in under 200 ms on this machine").
//
//   npx tsx bench/documents-index.ts                      fresh in-memory embedded database (PGlite)
//   DATABASE_URL=postgres://... npx tsx bench/documents-index.ts   a PostgreSQL server (migrated first;
//                                                          the bench's user and workspace are removed at the end)
//
// It creates one user with a workspace of 5,000 documents, then times the first page of the index
// 50 times after a warm-up: the query function the route uses (memberships + page), and the route
// handler itself with a real Request. It also times a deep page (keyset cursor) and a search.
import { performance } from "node:perf_hooks";
import { openBench } from "./support";

const DOCUMENTS = 5_000;
const BATCH = 500;
const WARM_UP = 10;
const RUNS = 50;
const TARGET_MS = 200;

const { listableMemberships, listDocuments, listOptions } = await import("../lib/documents/list");
const { decodeCursor } = await import("../lib/documents/list-schemas");
const { GET: indexRoute } = await import("../app/api/documents/route");

const { db, user, team, token, close } = await openBench("Documents index");
const teamId = team.id;

// ---- Data: 5,000 documents in the bench's workspace (a tenth archived, some with events and contacts).
const types = ["proposal", "invoice", "presentation", "plain"] as const;
const now = Date.now();
const seeding = performance.now();
for (let start = 0; start < DOCUMENTS; start += BATCH) {
  await db.document.createMany({
    data: Array.from({ length: Math.min(BATCH, DOCUMENTS - start) }, (_, i) => {
      const n = start + i;
      return {
        teamId,
        ownerId: user.id,
        title: `Event proposal ${n} — ${["Garden wedding", "Gala dinner", "Corporate retreat", "Birthday"][n % 4]}`,
        type: types[n % 4],
        archived: n % 10 === 9,
        eventStartDate: n % 7 === 0 ? new Date(now + (n % 365) * 86_400_000) : null,
        eventHasStartDate: n % 7 === 0,
        updatedAt: new Date(now - n * 61_000),
      };
    }),
  });
}
const contact = await db.contact.create({ data: { teamId, firstname: "Sofia", lastname: "Rinaldi", company: "Rinaldi Events" } });
const linked = await db.document.findMany({ where: { teamId }, select: { id: true }, take: 50, skip: 1000 });
await db.documentContact.createMany({ data: linked.map((d) => ({ documentId: d.id, contactId: contact.id })) });
await db.$executeRawUnsafe("ANALYZE documents");
console.log(`Seeded ${DOCUMENTS.toLocaleString("en")} documents in ${Math.round(performance.now() - seeding)} ms\n`);

// ---- Timing
async function measure(name: string, run: () => Promise<unknown>) {
  for (let i = 0; i < WARM_UP; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)];
  return { name, p50: at(0.5), p95: at(0.95), max: times[times.length - 1] };
}

async function firstPageQuery() {
  const page = await listDocuments(user.id, await listableMemberships(user.id), listOptions());
  if (page.items.length !== 30) throw new Error(`expected 30 rows, got ${page.items.length}`);
  return page;
}

async function firstPageRoute() {
  const response = await indexRoute(new Request("http://localhost:3000/api/documents", { headers: { authorization: `Bearer ${token}` } }));
  if (response.status !== 200) throw new Error(`route answered ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as { items: unknown[] };
  if (body.items.length !== 30) throw new Error(`expected 30 rows, got ${body.items.length}`);
}

// A page deep in the list: walk to page 100 once, then time fetching it by its cursor.
const scope = [{ teamId, role: "ADMIN" as const }];
let deepCursor = decodeCursor((await firstPageQuery()).nextCursor ?? "");
for (let page = 2; page < 100 && deepCursor; page++) {
  deepCursor = decodeCursor((await listDocuments(user.id, scope, listOptions({ cursor: deepCursor }))).nextCursor ?? "");
}
if (!deepCursor) throw new Error("the list ended before page 100");
const deep = deepCursor;

const results = [
  await measure("first page: index query (memberships + page)", firstPageQuery),
  await measure("first page: GET /api/documents route handler", firstPageRoute),
  await measure("page 100 by cursor: index query", () => listDocuments(user.id, scope, listOptions({ cursor: deep }))),
  await measure("search 'sofia' (title or contact): index query", () => listDocuments(user.id, scope, listOptions({ search: "sofia" }))),
];

const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;
console.log(`${"".padEnd(52)}${"p50".padStart(10)}${"p95".padStart(10)}${"max".padStart(10)}`);
for (const r of results) console.log(`${r.name.padEnd(52)}${ms(r.p50)}${ms(r.p95)}${ms(r.max)}`);
const worst = Math.max(results[0].p95, results[1].p95);
console.log(
  `\n${RUNS} runs each after ${WARM_UP} warm-up runs. Target: first page under ${TARGET_MS} ms -> ${worst < TARGET_MS ? "MET" : "NOT MET"} (worst first-page p95 ${worst.toFixed(1)} ms)\n`,
);

await close();
process.exit(worst < TARGET_MS ? 0 : 1);
