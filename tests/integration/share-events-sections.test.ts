import { describe, expect, it } from "vitest";
import { GET as visitsRoute } from "@/app/api/document/[id]/snapshots/[snapshotId]/visits/route";
import { POST as postEvent } from "@/app/api/shared-document/[key]/[n]/events/route";
import { db } from "@/lib/db/client";
import { recordShareEvent } from "@/lib/sharing/events";
import { readFrozen } from "@/lib/sharing/frozen";
import { pinAccessCookie } from "@/lib/sharing/pin-access";
import { createUser } from "../factories/users";
import { callRoute } from "../support/call-route";
import { createShare } from "./share-events-support";

// Section analytics (time read per top-level block): the visit-duration report carries the visit's
// cumulative section times; they go on the visit's own opening row, merged, validated against the
// share's blocks, and the owner reads them with the visits.

type Handler = Parameters<typeof callRoute>[0];

// An address of its own per run: the per-address limit is shared by every test on 10.0.0.1.
const address = `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const send = (key: string, body: unknown, cookie?: string) =>
  callRoute(postEvent, "POST", `/api/shared-document/${key}/0/events`, { params: { key, n: "0" }, body, cookie, headers: { "x-forwarded-for": address } });
const visits = (id: string, snapshotId: string, token: string | undefined) =>
  callRoute(visitsRoute as Handler, "GET", `/api/document/${id}/snapshots/${snapshotId}/visits`, { token, params: { id, snapshotId } });

const SEGMENTS = [
  { segmentType: "heading", content: "Our menu" },
  { segmentType: "paragraph", content: "<p>Three courses by the lake, with wine pairing.</p>" },
  { segmentType: "divider" },
];

async function sharedVisit(options: { pin?: string } = {}) {
  const made = await createShare({ segments: SEGMENTS, ...options });
  const frozen = readFrozen((await db.snapshot.findUniqueOrThrow({ where: { id: made.share.id }, select: { frozen: true } })).frozen);
  const [heading, paragraph, divider] = frozen.blocks.map((block) => block.id);
  await recordShareEvent(made.share, "0", "loaded-share-page", "visit-1");
  return { ...made, ids: { heading: heading!, paragraph: paragraph!, divider: divider! } };
}

const stored = (snapshotId: string, visitId = "visit-1") =>
  db.shareViewEvent.findFirstOrThrow({ where: { snapshotId, visitId, name: "loaded_share_page" }, select: { durationMs: true, sectionMs: true, lastSectionId: true } });

describe("section times of a visit (POST .../events, visit-duration with sections)", () => {
  it("keeps the times as sent on the visit's row: they add up to the visit's duration at most", async () => {
    const { share, ids } = await sharedVisit();
    const sections = { [ids.heading]: 4_000, [ids.paragraph]: 21_500 };
    const result = await send(share.shareKey, { name: "visit-duration", visitId: "visit-1", durationMs: 30_000, sections, lastSection: ids.paragraph });
    expect(result.status).toBe(204);
    const row = await stored(share.id);
    expect(row).toEqual({ durationMs: 30_000, sectionMs: sections, lastSectionId: ids.paragraph });
    const sum = Object.values(row.sectionMs as Record<string, number>).reduce((total, ms) => total + ms, 0);
    expect(sum).toBeLessThanOrEqual(row.durationMs!);
    // One row per visit: no new row for the report.
    expect(await db.shareViewEvent.count({ where: { snapshotId: share.id } })).toBe(1);
  });

  it("merges a second report of the same visit (cumulative: no double count), and a repeat or a late one changes nothing", async () => {
    const { share, ids } = await sharedVisit();
    const first = { name: "visit-duration", visitId: "visit-1", durationMs: 20_000, sections: { [ids.heading]: 5_000, [ids.paragraph]: 10_000 }, lastSection: ids.paragraph };
    const second = { name: "visit-duration", visitId: "visit-1", durationMs: 45_000, sections: { [ids.heading]: 5_000, [ids.paragraph]: 25_000, [ids.divider]: 2_000 }, lastSection: ids.divider };
    expect((await send(share.shareKey, first)).status).toBe(204);
    expect((await send(share.shareKey, second)).status).toBe(204);
    expect((await send(share.shareKey, second)).status).toBe(204);
    expect((await send(share.shareKey, first)).status).toBe(204);
    expect(await stored(share.id)).toEqual({ durationMs: 45_000, sectionMs: { [ids.heading]: 5_000, [ids.paragraph]: 25_000, [ids.divider]: 2_000 }, lastSectionId: ids.divider });
  });

  it("caps section times at the visit's duration", async () => {
    const { share, ids } = await sharedVisit();
    const result = await send(share.shareKey, { name: "visit-duration", visitId: "visit-1", durationMs: 10_000, sections: { [ids.heading]: 10_000, [ids.paragraph]: 10_000 } });
    expect(result.status).toBe(204);
    expect((await stored(share.id)).sectionMs).toEqual({ [ids.heading]: 5_000, [ids.paragraph]: 5_000 });
  });

  it("refuses block ids that are not this share's top-level blocks (400), storing nothing", async () => {
    const { share, ids } = await sharedVisit();
    const other = await sharedVisit();
    // Make the divider a child of the paragraph: a nested block is not a section.
    const frozen = readFrozen((await db.snapshot.findUniqueOrThrow({ where: { id: share.id } })).frozen);
    const nested = { ...frozen, blocks: frozen.blocks.map((block) => (block.id === ids.divider ? { ...block, parent: ids.paragraph } : block)) };
    await db.snapshot.update({ where: { id: share.id }, data: { frozen: nested as never } });
    for (const body of [
      { sections: { [other.ids.heading]: 1_000 } },
      { sections: { [ids.heading]: 1_000, "not-a-block": 1_000 } },
      { sections: { [ids.divider]: 1_000 } },
      { sections: { [ids.heading]: 1_000 }, lastSection: other.ids.paragraph },
    ]) {
      const result = await send(share.shareKey, { name: "visit-duration", visitId: "visit-1", durationMs: 5_000, ...body });
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(result.body.error.fields.map((field: { path: string }) => field.path)).toContain("sections");
    }
    expect(await stored(share.id)).toEqual({ durationMs: null, sectionMs: null, lastSectionId: null });
  });

  it("accepts nothing for a PIN share without its PIN cookie (404), and records with it", async () => {
    const { share, ids } = await sharedVisit({ pin: "4821" });
    const body = { name: "visit-duration", visitId: "visit-1", durationMs: 9_000, sections: { [ids.heading]: 3_000 }, lastSection: ids.heading };
    expect((await send(share.shareKey, body)).status).toBe(404);
    expect(await stored(share.id)).toEqual({ durationMs: null, sectionMs: null, lastSectionId: null });
    const cookie = pinAccessCookie(share.id, false).split(";")[0];
    expect((await send(share.shareKey, body, cookie)).status).toBe(204);
    expect((await stored(share.id)).sectionMs).toEqual({ [ids.heading]: 3_000 });
  });

  it("answers garbage with 400, never 500", async () => {
    const { share, ids } = await sharedVisit();
    const base = { name: "visit-duration", visitId: "visit-1", durationMs: 5_000 };
    const tooMany = Object.fromEntries(Array.from({ length: 501 }, (_, index) => [`b${index}`, 1]));
    const bad: unknown[] = [
      { ...base, sections: { [ids.heading]: -1 } },
      { ...base, sections: { [ids.heading]: 1.5 } },
      { ...base, sections: { [ids.heading]: "10" } },
      { ...base, sections: { [ids.heading]: 86_400_001 } },
      { ...base, sections: { "has space": 10 } },
      { ...base, sections: [1, 2] },
      { ...base, sections: "x" },
      { ...base, sections: tooMany },
      { ...base, lastSection: 7 },
      { name: "visit-duration", visitId: "visit-1", sections: { [ids.heading]: 10 } },
      { name: "images-finished-loading", visitId: "visit-1", sections: { [ids.heading]: 10 } },
      { ...base, sections: { [ids.heading]: 10 }, extra: true },
    ];
    for (const body of bad) {
      const result = await send(share.shareKey, body);
      expect(result.status, JSON.stringify(body).slice(0, 120)).toBe(400);
    }
    expect(await stored(share.id)).toEqual({ durationMs: null, sectionMs: null, lastSectionId: null });
  });

  it("is limited per address like every report", async () => {
    const { share, ids } = await sharedVisit();
    const limited = `10.78.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    await db.rateLimitBucket.create({ data: { key: `share-events:${limited}`, count: 300, resetAt: new Date(Date.now() + 600_000) } });
    const result = await callRoute(postEvent, "POST", `/api/shared-document/${share.shareKey}/0/events`, {
      params: { key: share.shareKey, n: "0" },
      body: { name: "visit-duration", visitId: "visit-1", durationMs: 5_000, sections: { [ids.heading]: 1_000 } },
      headers: { "x-forwarded-for": limited },
    });
    expect(result.status).toBe(429);
    expect((await stored(share.id)).sectionMs).toBeNull();
  });
});

describe("the owner's visits with their sections (GET .../snapshots/{id}/visits)", () => {
  it("answers each visit's section times and last section, and the share's sections with their totals", async () => {
    const { share, ids, owner, document } = await sharedVisit();
    await recordShareEvent(share, "0", "loaded-share-page", "visit-2");
    await send(share.shareKey, { name: "visit-duration", visitId: "visit-1", durationMs: 30_000, sections: { [ids.heading]: 4_000, [ids.paragraph]: 20_000 }, lastSection: ids.paragraph });
    await send(share.shareKey, { name: "visit-duration", visitId: "visit-2", durationMs: 12_000, sections: { [ids.paragraph]: 6_000 }, lastSection: ids.paragraph });

    const result = await visits(document.id, share.id, owner.token);
    expect(result.status).toBe(200);
    const byId = new Map(result.body.visits.map((visit: { visitId: string }) => [visit.visitId, visit]));
    expect(byId.get("visit-1")).toMatchObject({ durationMs: 30_000, sectionMs: { [ids.heading]: 4_000, [ids.paragraph]: 20_000 }, lastSection: ids.paragraph });
    expect(byId.get("visit-2")).toMatchObject({ durationMs: 12_000, sectionMs: { [ids.paragraph]: 6_000 }, lastSection: ids.paragraph });
    expect(result.body.sections).toEqual([
      { id: ids.heading, type: "heading", title: "Our menu", totalMs: 4_000 },
      { id: ids.paragraph, type: "paragraph", title: "Three courses by the lake, with wine pairing.", totalMs: 26_000 },
      { id: ids.divider, type: "divider", title: "", totalMs: 0 },
    ]);
    expect(result.body.totalDurationMs).toBe(42_000);
  });

  it("is not found for a stranger, and not found for another document's share", async () => {
    const { share, document } = await sharedVisit();
    const other = await sharedVisit();
    const stranger = await createUser();
    expect((await visits(document.id, share.id, stranger.token)).status).toBe(404);
    expect((await visits(document.id, other.share.id, other.owner.token)).status).toBe(404);
    expect((await visits(document.id, share.id, undefined)).status).toBe(401);
  });
});
