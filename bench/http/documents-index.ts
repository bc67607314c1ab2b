// The document index at scale (documents issue, part 3), through HTTP against `next start`: the API's
// first page, a next page and a deep page (keyset cursors), and the server-rendered /documents page,
// for a workspace of 5,000 documents and again of 50,000, beside the empty route of the same run.
// Targets: API p95 <= 30 ms and page p95 <= 150 ms at 50,000 documents, and flat from 5,000 to 50,000
// (p95 at 50,000 within 1.5x, or +5 ms, of p95 at 5,000).
//   npx tsx bench/http/documents-index.ts        (BENCH_DB=embedded|postgres to pick one database)
import type { Db } from "../../lib/db/create-client";
import {
  benchTarget,
  cleanUp,
  expectStatus,
  load,
  printLoad,
  seedDatabase,
  seedPlanner,
  signIn,
  startApp,
  targetLabel,
  verdict,
  type LoadResult,
  type RunningApp,
} from "./harness";

const SIZES = [5_000, 50_000] as const;
const PAGE_SIZE = 30;
const DEEP_PAGE = 100;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const API_P95_MS = 30;
const PAGE_P95_MS = 150;

const target = await benchTarget(import.meta.url);
console.log(`\nDocument index on ${targetLabel(target)}: ${REQUESTS} sequential requests per line after a warm-up`);

/**
 * Documents n = from..to of the bench's workspace, in one INSERT ... SELECT: changed over about three
 * years in an order unrelated to creation (n * 7919 mod 50,000 half-hours ago); a few archived (8%),
 * in the trash (2%), team templates (1%, half of them published), made from a team template (10%);
 * a quarter owned by a colleague; one in six with an event around its last change (some running).
 */
async function seedDocuments(db: Db, ids: SeedIds, from: number, to: number) {
  await db.$executeRaw`
    INSERT INTO "documents" ("id", "title", "teamId", "ownerId", "type", "templateType", "teamTemplatePublished", "archived", "deletedAt",
      "eventStartDate", "eventEndDate", "eventHasStartDate", "cachedData", "createdAt", "updatedAt")
    SELECT 'cbench' || lpad(g::text, 19, '0'),
      (ARRAY['Garden wedding', 'Gala dinner', 'Corporate retreat', 'Birthday', 'Product launch'])[1 + g % 5] || ' ' || g,
      ${ids.teamId}, CASE WHEN g % 4 = 0 THEN ${ids.colleagueId} ELSE ${ids.userId} END,
      (ARRAY['proposal', 'invoice', 'presentation', 'plain', 'invitation'])[1 + g % 5]::"DocumentType",
      (CASE WHEN g % 100 = 3 THEN 'TEAM_TEMPLATE' WHEN g % 10 = 1 THEN 'DOCUMENT_FROM_TEAM_TEMPLATE' ELSE 'DOCUMENT' END)::"TemplateType",
      g % 200 = 3, g % 12 = 5, CASE WHEN g % 50 = 7 THEN t.at END,
      CASE WHEN g % 6 = 0 THEN date_trunc('day', t.at) + (g % 120) * interval '1 day' END,
      CASE WHEN g % 18 = 0 THEN date_trunc('day', t.at) + (g % 120 + 2) * interval '1 day' END,
      g % 6 = 0,
      CASE WHEN g % 3 = 0 THEN jsonb_build_object('seg' || g, jsonb_build_object('total', g * 10, 'currency', 'EUR', 'effectType', 'TOTAL')) ELSE '{}'::jsonb END,
      t.at - interval '30 days', t.at
    FROM generate_series(${from}::int, ${to}::int) AS g
    CROSS JOIN LATERAL (SELECT (now() AT TIME ZONE 'UTC')::timestamp(3) - ((g::bigint * 7919) % 50000) * interval '30 minutes' AS at) t`;
  await db.$executeRawUnsafe("ANALYZE documents");
}

interface SeedIds {
  userId: string;
  teamId: string;
  colleagueId: string;
}

/** The planner (signed in by the bench), a colleague in the same workspace, and the planner in the colleague's workspace too. */
async function seedPeople(db: Db): Promise<SeedIds> {
  const { user, team } = await seedPlanner(db);
  const colleague = await seedPlanner(db, "colleague");
  await db.member.create({ data: { teamId: team.id, userId: colleague.user.id, role: "MEMBER", acceptedAt: new Date() } });
  await db.member.create({ data: { teamId: colleague.team.id, userId: user.id, role: "MEMBER", acceptedAt: new Date() } });
  await db.document.createMany({
    data: Array.from({ length: 200 }, (_, n) => ({ teamId: colleague.team.id, ownerId: colleague.user.id, title: `Colleague's ${n}`, updatedAt: new Date(Date.now() - n * 3_600_000) })),
  });
  return { userId: user.id, teamId: team.id, colleagueId: colleague.user.id };
}

type Items = { items: { id: string }[]; nextCursor: string | null };

async function getJson(app: RunningApp, path: string, cookie: string): Promise<Items> {
  const response = await fetch(app.url + path, { headers: { cookie } });
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  return (await response.json()) as Items;
}

/** One size: start the server on the seeded database, sign in, time every line, stop the server. */
async function measure(size: number): Promise<Map<string, LoadResult>> {
  const app = await startApp(target);
  try {
    const cookie = await signIn(app);
    const first = await getJson(app, "/api/documents", cookie);
    if (first.items.length !== PAGE_SIZE || !first.nextCursor) throw new Error(`the first page holds ${first.items.length} rows`);
    let deep = first.nextCursor;
    for (let page = 2; page < DEEP_PAGE; page++) {
      const next = await getJson(app, `/api/documents?cursor=${deep}`, cookie);
      if (!next.nextCursor) throw new Error(`the list ended at page ${page}`);
      deep = next.nextCursor;
    }

    const api = (path: string, rows = PAGE_SIZE) => async () => {
      const body = await getJson(app, path, cookie);
      if (body.items.length < rows) throw new Error(`${path} answered ${body.items.length} rows`);
    };
    const lines: [string, () => Promise<void>][] = [
      ["GET /api/health (baseline: no database, no session)", async () => void (await expectStatus(await fetch(`${app.url}/api/health`)))],
      ["GET /api/documents (first page)", api("/api/documents")],
      ["GET /api/documents?cursor= (next page)", api(`/api/documents?cursor=${first.nextCursor}`)],
      [`GET /api/documents?cursor= (page ${DEEP_PAGE})`, api(`/api/documents?cursor=${deep}`)],
      ["GET /api/documents?onlyMine=true (first page)", api("/api/documents?onlyMine=true")],
      ["GET /api/documents?search=sofia (contact; not a target)", api("/api/documents?search=sofia", 1)],
      ["GET /documents (server-rendered page)", async () => {
        const response = await fetch(`${app.url}/documents`, { headers: { cookie }, redirect: "manual" });
        const html = await response.text();
        if (response.status !== 200 || !html.includes("cbench")) throw new Error(`/documents answered ${response.status} without the list`);
      }],
    ];
    const results = new Map<string, LoadResult>();
    for (const [label, call] of lines) results.set(label, await load(`${label}`, call, { total: REQUESTS, warmUp: 30 }));
    console.log(`\n${size.toLocaleString("en")} documents in the workspace (server started in ${app.startedInMs.toFixed(0)} ms, ${app.rssMb().toFixed(0)} MB resident):`);
    printLoad([...results.values()]);
    return results;
  } finally {
    await app.stop();
  }
}

// A failed run leaves no database behind either.
let met = false;
try {
  const ids = await seedDatabase(target, async (db) => {
    const started = performance.now();
    const people = await seedPeople(db);
    await seedDocuments(db, people, 1, SIZES[0]);
    // Search by a linked contact's name finds these.
    const contact = await db.contact.create({ data: { teamId: people.teamId, firstname: "Sofia", lastname: "Rinaldi", company: "Rinaldi Events" } });
    await db.documentContact.createMany({ data: Array.from({ length: 50 }, (_, n) => ({ documentId: `cbench${String(1_000 + n * 7).padStart(19, "0")}`, contactId: contact.id })) });
    console.log(`Seeded ${SIZES[0].toLocaleString("en")} documents in ${(performance.now() - started).toFixed(0)} ms`);
    return people;
  });
  const small = await measure(SIZES[0]);

  // The server is stopped: the embedded database's folder is opened by one process at a time.
  await seedDatabase(target, async (db) => {
    const started = performance.now();
    await seedDocuments(db, ids, SIZES[0] + 1, SIZES[1]);
    console.log(`\nSeeded ${(SIZES[1] - SIZES[0]).toLocaleString("en")} more documents in ${(performance.now() - started).toFixed(0)} ms`);
  });
  const large = await measure(SIZES[1]);

  const p95 = (results: Map<string, LoadResult>, label: string) => results.get(label)!.p95;
  const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
  const baseline = p95(large, "GET /api/health (baseline: no database, no session)");
  console.log(`\nTargets at ${SIZES[1].toLocaleString("en")} documents (baseline p95 of the empty route in the same run: ${fmt(baseline)}):`);
  met = true;
  const targets: [string, number][] = [
    ["GET /api/documents (first page)", API_P95_MS],
    ["GET /api/documents?cursor= (next page)", API_P95_MS],
    [`GET /api/documents?cursor= (page ${DEEP_PAGE})`, API_P95_MS],
    ["GET /documents (server-rendered page)", PAGE_P95_MS],
  ];
  for (const [label, limit] of targets) {
    met = verdict(`${label}: p95 ${fmt(p95(large, label))} <= ${limit} ms`, p95(large, label) <= limit) && met;
  }
  for (const [label] of targets) {
    const [at5k, at50k] = [p95(small, label), p95(large, label)];
    const allowed = Math.max(at5k * 1.5, at5k + 5);
    met = verdict(`${label}: flat, p95 ${fmt(at5k)} at 5,000 -> ${fmt(at50k)} at 50,000 (allowed ${fmt(allowed)})`, at50k <= allowed) && met;
  }
} finally {
  await cleanUp(target);
}
process.exit(met ? 0 : 1);
