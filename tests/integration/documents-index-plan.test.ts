import { beforeAll, describe, expect, it } from "vitest";
import { GET as listIndex } from "@/app/api/documents/route";
import { GET as upcoming } from "@/app/api/documents/upcoming-events/route";
import { GET as teamDocuments } from "@/app/api/team/[id]/documents/route";
import { GET as teamTemplates } from "@/app/api/team/[id]/team-templates/route";
import { sessionCookie } from "@/lib/auth/session-cookie";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { listUpcomingEvents, startOfToday } from "@/lib/documents/events";
import { listDocuments, listOptions } from "@/lib/documents/list";
import { UPCOMING_EVENTS_LIMIT } from "@/lib/documents/list-format";
import { documentPageStatement, upcomingEventsStatement } from "@/lib/documents/list-query";
import { decodeCursor, type DocumentListOptions } from "@/lib/documents/list-schemas";
import { documentSummarySelect, documentSummaryView } from "@/lib/documents/view";
import { addMember, firstTeamOf } from "../factories/teams";
import { createUser, unique } from "../factories/users";
import { callRoute } from "../support/call-route";
import { countQueries } from "../support/query-counter";

// The index at scale (documents issue, part 3): every page is read from the list indexes (a deal
// filter from the deal index), in order, never by scanning and sorting a whole workspace; and one
// API request costs two round trips, the session's user and the page.

const DOCUMENTS = 3_000;
const LIMIT = 30;
const DAY = 86_400_000;

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Actual Rows"?: number;
  "Actual Loops"?: number;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** EXPLAIN ANALYZE of a statement, with its parameters (the very statement the list sends: the round-trip test checks). */
async function planOf(statement: Prisma.Sql): Promise<PlanNode[]> {
  const [row] = await db.$queryRaw<{ "QUERY PLAN": unknown }[]>(Prisma.sql`EXPLAIN (ANALYZE, FORMAT JSON) ${statement}`);
  const json = row["QUERY PLAN"];
  const [explained] = (typeof json === "string" ? JSON.parse(json) : json) as { Plan: PlanNode }[];
  return nodesOf(explained.Plan);
}

describe("the documents index at scale", () => {
  let owner: Awaited<ReturnType<typeof createUser>>;
  let colleague: Awaited<ReturnType<typeof createUser>>;
  let teamId: string;

  beforeAll(async () => {
    owner = await createUser();
    colleague = await createUser();
    teamId = await firstTeamOf(owner.user.id);
    await addMember(teamId, colleague.user.id);
    // The owner's own workspace is listed too ("all my workspaces"): a second lane of the merge.
    await addMember(await firstTeamOf(colleague.user.id), owner.user.id);
    const now = Date.now();
    for (let start = 0; start < DOCUMENTS; start += 1_000) {
      await db.document.createMany({
        data: Array.from({ length: 1_000 }, (_, i) => {
          const n = start + i;
          return {
            teamId,
            ownerId: n % 4 === 0 ? colleague.user.id : owner.user.id,
            title: `Proposal ${n}`,
            archived: n % 10 === 9,
            deletedAt: n % 50 === 7 ? new Date(now) : null,
            templateType: n % 100 === 3 ? ("TEAM_TEMPLATE" as const) : n % 5 === 1 ? ("DOCUMENT_FROM_TEAM_TEMPLATE" as const) : ("DOCUMENT" as const),
            teamTemplatePublished: n % 200 === 3,
            // Spread over about two years, newest first, with ties (the keyset breaks them by id).
            updatedAt: new Date(now - Math.floor(n / 2) * 20 * 60_000),
            // One in six with an event, two thirds of them past; some last a few days.
            eventStartDate: n % 6 === 0 ? new Date(now + ((n % 360) - 240) * DAY) : null,
            eventEndDate: n % 18 === 0 ? new Date(now + ((n % 360) - 238) * DAY) : null,
            // About one in four has a deal: a ninth awaiting signatures, a ninth accepted, a thirtieth declined.
            dealStatus: n % 30 === 11 ? ("DECLINED" as const) : n % 9 === 2 ? ("AWAITING" as const) : n % 9 === 5 ? ("ACCEPTED" as const) : ("NONE" as const),
          };
        }),
      });
    }
    await db.$executeRawUnsafe("ANALYZE documents");
  }, 120_000);

  const LIST_INDEXES = ["documents_list_idx", "documents_list_owner_idx"];
  // A deal filter reads one deal status of each lane from the partial deal index.
  const DEAL_INDEXES = ["documents_deal_idx"];
  const cases: [string, () => [string | null, Partial<DocumentListOptions>], string[]][] = [
    ["all my workspaces", () => [null, {}], LIST_INDEXES],
    ["one workspace", () => [teamId, {}], LIST_INDEXES],
    ["only mine", () => [teamId, { onlyMine: true }], LIST_INDEXES],
    ["only mine, all my workspaces", () => [null, { onlyMine: true }], LIST_INDEXES],
    ["the archive", () => [teamId, { archived: true }], LIST_INDEXES],
    ["team templates", () => [teamId, { view: "team-templates" }], LIST_INDEXES],
    ["deals awaiting signature, one workspace", () => [teamId, { deal: "awaiting" }], DEAL_INDEXES],
    ["accepted deals, all my workspaces", () => [null, { deal: "accepted" }], DEAL_INDEXES],
    ["declined deals, only mine", () => [teamId, { deal: "declined", onlyMine: true }], DEAL_INDEXES],
  ];

  it.each(cases)("reads the first and the next page of %s from its index, in order, with no sequential scan or sort of the workspace", async (_, scope, indexes) => {
    const [team, filters] = scope();
    const first = await listDocuments(owner.user.id, team, listOptions({ ...filters, limit: LIMIT }));
    expect(first?.items.length).toBeGreaterThan(0);
    const pages: DocumentListOptions[] = [listOptions({ ...filters, limit: LIMIT })];
    // A next page: the cursor of the first (or, for short lists, of a page of 1).
    const cursorPage = first?.nextCursor ? first : await listDocuments(owner.user.id, team, listOptions({ ...filters, limit: 1 }));
    expect(cursorPage?.nextCursor).toBeTruthy();
    pages.push(listOptions({ ...filters, limit: LIMIT, cursor: decodeCursor(cursorPage!.nextCursor!)! }));

    for (const options of pages) {
      const nodes = await planOf(documentPageStatement(owner.user.id, team, options));
      const described = JSON.stringify(nodes.map((n) => [n["Node Type"], n["Relation Name"] ?? n["Index Name"] ?? "", n["Actual Rows"]]));
      expect(nodes.filter((n) => n["Node Type"] === "Seq Scan" && n["Relation Name"] === "documents"), described).toEqual([]);
      expect(nodes.some((n) => indexes.includes(n["Index Name"] ?? "")), described).toBe(true);
      // Sorts only merge the lanes' pages: at most (workspaces x template types) x (page + 1) rows.
      for (const sort of nodes.filter((n) => n["Node Type"] === "Sort")) {
        const input = (sort.Plans ?? []).reduce((sum, child) => sum + (child["Actual Rows"] ?? 0) * (child["Actual Loops"] ?? 1), 0);
        expect(input, described).toBeLessThanOrEqual(2 * 2 * (LIMIT + 1));
      }
      // Only about a page of documents is read per lane, however many the workspace holds.
      const documentRows = nodes
        .filter((n) => indexes.includes(n["Index Name"] ?? ""))
        .reduce((sum, n) => sum + (n["Actual Rows"] ?? 0) * (n["Actual Loops"] ?? 1), 0);
      expect(documentRows, described).toBeLessThanOrEqual(2 * 2 * (LIMIT + 1));
    }
  });

  it("reads the schedule of upcoming events from the event indexes, not from every past event", async () => {
    const now = new Date();
    const { items } = await listUpcomingEvents(owner.user.id, { timeZone: "UTC", now });
    expect(items).toHaveLength(UPCOMING_EVENTS_LIMIT);
    const today = startOfToday(now, "UTC");
    const expected = await db.document.findMany({
      where: {
        teamId: { in: [teamId, await firstTeamOf(colleague.user.id)] },
        archived: false,
        deletedAt: null,
        templateType: { in: ["DOCUMENT", "DOCUMENT_FROM_TEAM_TEMPLATE"] },
        OR: [{ eventStartDate: { gte: today } }, { eventStartDate: { lt: today }, eventEndDate: { gte: today } }],
      },
      orderBy: [{ eventStartDate: "asc" }, { id: "asc" }],
      take: UPCOMING_EVENTS_LIMIT,
      select: { id: true },
    });
    expect(items.map((item) => item.id)).toEqual(expected.map((d) => d.id));

    const nodes = await planOf(upcomingEventsStatement(owner.user.id, today, UPCOMING_EVENTS_LIMIT));
    const described = JSON.stringify(nodes.map((n) => [n["Node Type"], n["Relation Name"] ?? n["Index Name"] ?? "", n["Actual Rows"]]));
    expect(nodes.filter((n) => n["Node Type"] === "Seq Scan" && n["Relation Name"] === "documents"), described).toEqual([]);
    expect(nodes.some((n) => n["Index Name"] === "documents_events_start_idx"), described).toBe(true);
    // Per lane: the next starts, and the events not over yet; never the past ones (about 330 here).
    const read = nodes.filter((n) => n["Relation Name"] === "documents").reduce((sum, n) => sum + (n["Actual Rows"] ?? 0) * (n["Actual Loops"] ?? 1), 0);
    const notOver = await db.document.count({ where: { teamId, deletedAt: null, archived: false, eventEndDate: { gte: today } } });
    expect(read, described).toBeLessThanOrEqual(2 * 2 * UPCOMING_EVENTS_LIMIT + notOver);
  });

  it("answers each row exactly as the Prisma select it replaces (owner, workspace, snapshot count, dates, JSON)", async () => {
    const doc = await db.document.create({
      data: {
        teamId,
        ownerId: colleague.user.id,
        title: "Shape check",
        type: "invoice",
        templateType: "DOCUMENT_FROM_TEAM_TEMPLATE",
        eventStartDate: new Date("2031-05-01T00:00:00.000Z"),
        eventEndDate: new Date("2031-05-03T00:00:00.000Z"),
        eventHasStartDate: true,
        project: "Gala",
        cachedData: { seg1: { total: 1234.5, currency: "EUR", effectType: "TOTAL", decimals: 2 } },
        updatedAt: new Date(Date.now() + DAY),
      },
    });
    await db.snapshot.create({ data: { documentId: doc.id, frozen: {}, shareKey: unique("k"), shortCode: unique("s"), expiryDate: new Date(Date.now() + DAY) } });
    const page = await listDocuments(owner.user.id, teamId, listOptions({ limit: 1 }));
    const row = await db.document.findUniqueOrThrow({ where: { id: doc.id }, select: documentSummarySelect });
    expect(page?.items).toEqual([documentSummaryView(row, owner.user.id)]);
    expect(page?.items[0]).toMatchObject({ snapshotCount: 1, status: "shared", owner: { _id: colleague.user.id }, cachedData: { seg1: { total: 1234.5 } } });
    await db.document.delete({ where: { id: doc.id } });
  });

  it("reads a deal state in the archive from an index, never more than that state's or the archive's documents", async () => {
    const options = listOptions({ deal: "accepted", archived: true, limit: LIMIT });
    const page = await listDocuments(owner.user.id, teamId, options);
    expect(page?.items.length).toBeGreaterThan(0);
    expect(page?.items.every((item) => item.archived && item.dealStatus === "ACCEPTED")).toBe(true);
    const nodes = await planOf(documentPageStatement(owner.user.id, teamId, options));
    const described = JSON.stringify(nodes.map((n) => [n["Node Type"], n["Relation Name"] ?? n["Index Name"] ?? "", n["Actual Rows"]]));
    expect(nodes.filter((n) => n["Node Type"] === "Seq Scan" && n["Relation Name"] === "documents"), described).toEqual([]);
    // The deal index has no archived column: the lane's accepted documents (or its archive) are the most read.
    const read = nodes.filter((n) => n["Index Name"]?.startsWith("documents_")).reduce((sum, n) => sum + (n["Actual Rows"] ?? 0) * (n["Actual Loops"] ?? 1), 0);
    expect(read, described).toBeGreaterThan(0);
    const bound = Math.min(
      await db.document.count({ where: { teamId, deletedAt: null, dealStatus: "ACCEPTED" } }),
      await db.document.count({ where: { teamId, deletedAt: null, archived: true } }),
    );
    expect(read, described).toBeLessThanOrEqual(bound);
  });

  it("lists exactly the documents in a deal state, newest change first, across pages", async () => {
    const expected = await db.document.findMany({
      where: { teamId, deletedAt: null, archived: false, dealStatus: "ACCEPTED", templateType: { in: ["DOCUMENT", "DOCUMENT_FROM_TEAM_TEMPLATE"] } },
      orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
      take: 2 * LIMIT,
      select: { id: true },
    });
    expect(expected.length).toBe(2 * LIMIT);
    const first = await listDocuments(owner.user.id, teamId, listOptions({ deal: "accepted", limit: LIMIT }));
    const second = await listDocuments(owner.user.id, teamId, listOptions({ deal: "accepted", limit: LIMIT, cursor: decodeCursor(first!.nextCursor!)! }));
    expect([...first!.items, ...second!.items].map((item) => item.id)).toEqual(expected.map((d) => d.id));
    expect(first!.items.every((item) => item.dealStatus === "ACCEPTED")).toBe(true);
  });

  it("searches correctly across the lanes (search may read more rows)", async () => {
    const page = await listDocuments(owner.user.id, teamId, listOptions({ search: "proposal 2998" }));
    expect(page?.items.map((item) => item.title)).toEqual(["Proposal 2998"]);
  });

  it("answers an API request in two database round trips: the session's user, then the page with its membership check", async () => {
    const cookie = (await sessionCookie({ sub: owner.user.id, sv: owner.user.sessionVersion, rm: false })).split(";")[0];
    const outsider = await createUser();
    const foreignCookie = (await sessionCookie({ sub: outsider.user.id, sv: outsider.user.sessionVersion, rm: false })).split(";")[0];
    const calls = [
      ["first page, all workspaces", () => callRoute(listIndex, "GET", "/api/documents", { cookie }), 200],
      ["first page, one workspace", () => callRoute(listIndex, "GET", "/api/documents", { cookie, query: { teamId } }), 200],
      ["deal filter", () => callRoute(listIndex, "GET", "/api/documents", { cookie, query: { deal: "awaiting" } }), 200],
      ["workspace route", () => callRoute(teamDocuments, "GET", "/x", { cookie, params: { id: teamId }, query: { onlyMine: "true" } }), 200],
      ["team templates route", () => callRoute(teamTemplates, "GET", "/x", { cookie, params: { id: teamId } }), 200],
      ["upcoming events route", () => callRoute(upcoming, "GET", "/api/documents/upcoming-events", { cookie }), 200],
      ["a workspace the caller is not in", () => callRoute(listIndex, "GET", "/api/documents", { cookie: foreignCookie, query: { teamId } }), 404],
    ] as const;
    // Connections are opened (and the embedded database migrated) before counting.
    await calls[0][1]();
    for (const [label, call, status] of calls) {
      const { count, statements, result } = await countQueries(call);
      expect(result.status, label).toBe(status);
      expect(count, `${label}:\n${statements.join("\n---\n")}`).toBeLessThanOrEqual(2);
    }

    // A next page costs the same, and the statement counted is the one the plan test explains.
    const first = await callRoute(listIndex, "GET", "/api/documents", { cookie, query: { teamId } });
    const { count, statements } = await countQueries(() => callRoute(listIndex, "GET", "/api/documents", { cookie, query: { teamId, cursor: first.body.nextCursor } }));
    expect(count).toBe(2);
    const options = listOptions({ cursor: decodeCursor(first.body.nextCursor)! });
    expect(statements).toContain(documentPageStatement(owner.user.id, teamId, options).text);
  });
});
