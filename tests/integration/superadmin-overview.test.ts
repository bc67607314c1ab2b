import { describe, expect, it } from "vitest";
import { GET as auditRoute } from "@/app/api/superadmin/audit/route";
import { GET as catalogRoute } from "@/app/api/superadmin/catalog/route";
import { GET as documentRoute } from "@/app/api/superadmin/document/[id]/route";
import { GET as documentsRoute } from "@/app/api/superadmin/documents/route";
import { GET as withNotesRoute } from "@/app/api/superadmin/documents/with-notes/route";
import { GET as kpiRoute } from "@/app/api/superadmin/kpi/route";
import { GET as mediaRoute } from "@/app/api/superadmin/media/route";
import { POST as updateReferralRoute } from "@/app/api/superadmin/referrals/[id]/route";
import { GET as referralsRoute, POST as createReferralRoute } from "@/app/api/superadmin/referrals/route";
import { POST as testEmailsRoute } from "@/app/api/superadmin/send-test-emails/route";
import { GET as teamAdminsRoute } from "@/app/api/superadmin/team-admins/route";
import { POST as teamQueryUpdateRoute } from "@/app/api/superadmin/team-query-update/route";
import { POST as subdomainRoute } from "@/app/api/superadmin/teams/[id]/subdomain/route";
import { GET as teamsRoute } from "@/app/api/superadmin/teams/route";
import { db } from "@/lib/db/client";
import { bucketStart } from "@/lib/superadmin/kpi";
import { newShareKey, newShortCode } from "@/lib/sharing/keys";
import { createDocument } from "../factories/documents";
import { addMember, firstTeamOf } from "../factories/teams";
import { createUser, unique } from "../factories/users";
import { auditCount, call, refusedUsers, superAdmin, type Handler } from "./superadmin-overview-support";

// The operator console's calls other than accounts (issue 12): who may call them, the audit entry
// every write leaves, the lists' pages, totals and search, and the key figures. Subdomains, referral
// codes, the document view and test e-mails in detail: superadmin-overview-writes.test.ts.

const DAY = 86_400_000;

/** Every route with a request that a super admin could make successfully. */
async function routeTable() {
  const owner = await createUser();
  const teamId = await firstTeamOf(owner.user.id);
  const doc = await createDocument(owner.user.id, teamId);
  const referral = await db.referralCode.create({ data: { code: unique("ACL") } });
  const reads: [string, Handler, Record<string, string>?][] = [
    ["documents", documentsRoute],
    ["documents/with-notes", withNotesRoute],
    ["document/{id}", documentRoute, { id: doc.id }],
    ["catalog", catalogRoute],
    ["media", mediaRoute],
    ["kpi", kpiRoute],
    ["team-admins", teamAdminsRoute],
    ["teams", teamsRoute],
    ["referrals", referralsRoute],
    ["audit", auditRoute],
  ];
  // Each write with its audit action and target (empty: the target is in the answer or the body).
  const writes: [string, Handler, Record<string, string> | undefined, unknown, string, string][] = [
    ["teams/{id}/subdomain", subdomainRoute, { id: teamId }, { customSubdomain: unique("acl") }, "team.set-subdomain", teamId],
    ["team-query-update", teamQueryUpdateRoute, undefined, { teamIds: [teamId], set: { canShareByEmail: false } }, "team.update", teamId],
    ["referrals (create)", createReferralRoute, undefined, { code: unique("ACLNEW") }, "referral.create", ""],
    ["referrals/{id}", updateReferralRoute, { id: referral.id }, { enabled: false }, "referral.update", referral.id],
    ["send-test-emails", testEmailsRoute, undefined, { to: `${unique("acl")}@example.test`, templates: ["activation"] }, "email.test", ""],
  ];
  return { reads, writes, teamId, referralId: referral.id };
}

describe("every overview route of the operator console", () => {
  it("refuses (403) a normal user, a workspace admin, the role alone and the flag alone, and 401 without a session; refused writes change nothing and leave no audit entry", async () => {
    const refused = await refusedUsers();
    const { reads, writes, teamId, referralId } = await routeTable();
    const tokens = Object.entries(refused).map(([who, user]) => [who, user.token] as const);
    for (const [name, handler, params] of reads) {
      for (const [who, token] of tokens) expect((await call(handler, "GET", token, { params })).status, `${who} GET ${name}`).toBe(403);
      expect((await call(handler, "GET", undefined, { params })).status, `anonymous GET ${name}`).toBe(401);
    }
    for (const [name, handler, params, body] of writes) {
      for (const [who, token] of tokens) expect((await call(handler, "POST", token, { params, body })).status, `${who} POST ${name}`).toBe(403);
      expect((await call(handler, "POST", undefined, { params, body })).status, `anonymous POST ${name}`).toBe(401);
    }
    const refusedIds = Object.values(refused).map((user) => user.user.id);
    expect(await auditCount({ actorId: { in: refusedIds } })).toBe(0);
    expect(await db.team.findUniqueOrThrow({ where: { id: teamId } })).toMatchObject({ customSubdomain: null, canShareByEmail: true });
    expect((await db.referralCode.findUniqueOrThrow({ where: { id: referralId } })).enabled).toBe(true);
    expect(await db.emailOutbox.count({ where: { to: { startsWith: "acl" } } })).toBe(0);
  });

  it("answers a super admin, and each write leaves exactly one audit entry per target with before and after", async () => {
    const admin = await superAdmin();
    const { reads, writes } = await routeTable();
    for (const [name, handler, params] of reads) expect((await call(handler, "GET", admin.token, { params })).status, `GET ${name}`).toBe(200);
    for (const [name, handler, params, body, action, target] of writes) {
      const result = await call(handler, "POST", admin.token, { params, body });
      expect(result.status, `POST ${name}`).toBeLessThan(300);
      const targetId = target || (result.body.referral?._id ?? (body as { to?: string }).to);
      const entries = await db.auditLog.findMany({ where: { targetId, action, actorId: admin.user.id } });
      expect(entries, name).toHaveLength(1);
      expect(entries[0].after, name).not.toBeNull();
    }
  });
});

describe("team-query-update", () => {
  it("updates every workspace named in one call, one audit entry each with its own before; an unknown id changes none", async () => {
    const admin = await superAdmin();
    const [a, b] = await Promise.all([createUser(), createUser()]);
    const teamA = await firstTeamOf(a.user.id);
    const teamB = await firstTeamOf(b.user.id);
    await db.team.update({ where: { id: teamB }, data: { canShareByEmail: false } });

    const missing = "cmaaaaaaaaaaaaaaaaaaaaaaa";
    const refused = await call(teamQueryUpdateRoute, "POST", admin.token, { body: { teamIds: [teamA, missing], set: { canShareByEmail: false } } });
    expect(refused.status).toBe(404);
    expect((await db.team.findUniqueOrThrow({ where: { id: teamA } })).canShareByEmail).toBe(true);
    expect(await auditCount({ targetId: teamA })).toBe(0);

    const empty = await call(teamQueryUpdateRoute, "POST", admin.token, { body: { teamIds: [teamA], set: {} } });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toContain("Choose at least one setting to change.");
    expect((await call(teamQueryUpdateRoute, "POST", admin.token, { body: { teamIds: [], set: { canShareByEmail: true } } })).status).toBe(400);
    expect((await call(teamQueryUpdateRoute, "POST", admin.token, { body: { teamIds: ["nope"], set: { canShareByEmail: true } } })).status).toBe(400);

    const result = await call(teamQueryUpdateRoute, "POST", admin.token, { body: { teamIds: [teamA, teamB, teamA], set: { canShareByEmail: true } } });
    expect(result.status).toBe(200);
    expect(result.body.updated).toBe(2);
    expect(await db.team.count({ where: { id: { in: [teamA, teamB] }, canShareByEmail: true } })).toBe(2);
    const entries = await db.auditLog.findMany({ where: { targetId: { in: [teamA, teamB] } } });
    expect(entries).toHaveLength(2);
    const byTeam = Object.fromEntries(entries.map((entry) => [entry.targetId, entry]));
    expect(byTeam[teamA]).toMatchObject({ action: "team.update", targetType: "team", actorId: admin.user.id, before: { canShareByEmail: true }, after: { canShareByEmail: true } });
    expect(byTeam[teamB]).toMatchObject({ before: { canShareByEmail: false }, after: { canShareByEmail: true } });
  });
});

describe("the lists", () => {
  it("page documents (50 by default) and documents with notes or event dates (100), searched by title", async () => {
    const admin = await superAdmin();
    const owner = await createUser();
    const teamId = await firstTeamOf(owner.user.id);
    const tag = unique("Gala");
    const plain = await createDocument(owner.user.id, teamId, { title: `${tag} plain` });
    const noted = await createDocument(owner.user.id, teamId, { title: `${tag} noted`, privateNote: "Call the florist" });
    const dated = await createDocument(owner.user.id, teamId, { title: `${tag} dated`, eventStartDate: new Date("2026-06-01T00:00:00Z"), eventEndDate: new Date("2026-06-02T00:00:00Z") });
    await createDocument(owner.user.id, teamId, { title: `${tag} blank note`, privateNote: "" });
    await db.document.update({ where: { id: plain.id }, data: { deletedAt: new Date() } });

    const all = await call(documentsRoute, "GET", admin.token, { query: { q: tag.toUpperCase() } });
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ page: 1, pageSize: 50, total: 4 });
    const first = await call(documentsRoute, "GET", admin.token, { query: { q: tag, size: "3" } });
    const second = await call(documentsRoute, "GET", admin.token, { query: { q: tag, size: "3", page: "2" } });
    expect([first.body.items.length, second.body.items.length, second.body.total]).toEqual([3, 1, 4]);
    const item = all.body.items.find((row: { _id: string }) => row._id === plain.id);
    expect(item).toEqual({
      _id: plain.id,
      title: `${tag} plain`,
      templateType: "DOCUMENT",
      owner: { _id: owner.user.id, username: owner.user.username, email: owner.user.email },
      team: { _id: teamId, name: expect.any(String) },
      updatedAt: expect.any(String),
      deleted: true,
      archived: false,
    });

    const notes = await call(withNotesRoute, "GET", admin.token, { query: { q: tag } });
    expect(notes.body).toMatchObject({ pageSize: 100, total: 2 });
    const byId = Object.fromEntries(notes.body.items.map((row: { _id: string }) => [row._id, row]));
    expect(byId[noted.id]).toMatchObject({ privateNote: "Call the florist", event: { startDate: null, endDate: null } });
    expect(byId[dated.id]).toMatchObject({ privateNote: null, event: { startDate: "2026-06-01T00:00:00.000Z", endDate: "2026-06-02T00:00:00.000Z" } });

    for (const query of [{ page: "0" }, { size: "201" }, { size: "x" }] as Record<string, string>[]) {
      expect((await call(documentsRoute, "GET", admin.token, { query })).status, JSON.stringify(query)).toBe(400);
    }
  });

  it("page the catalog, media, team admins, teams, referral codes and the audit log with their totals and search", async () => {
    const admin = await superAdmin();
    const owner = await createUser();
    const colleague = await createUser();
    const teamId = await firstTeamOf(owner.user.id);
    await addMember(teamId, colleague.user.id, "ADMIN");
    await db.member.create({ data: { teamId, role: "ADMIN", invitationEmail: "pending@example.test", invitationKey: unique("k") } });
    const tag = unique("zz");
    await db.team.update({ where: { id: teamId }, data: { name: `${tag} team` } });
    await db.catalogItem.createMany({ data: [1, 2, 3].map((n) => ({ teamId, name: `${tag} item ${n}`, currency: "EUR" as const, price: "12.5", createdById: owner.user.id })) });
    await db.media.createMany({
      data: [1, 2].map((n) => ({ teamId, name: `${tag} photo ${n}`, sourceFileName: "p.jpg", mimeType: "image/jpeg", width: 10, height: 10, sizeBytes: 2048n, checksum: unique("c"), storageKey: "none", uploadedById: owner.user.id })),
    });
    await createDocument(owner.user.id, teamId);
    const code = await db.referralCode.create({ data: { code: `${tag}REF`, accountId: owner.user.id, limit: 5 } });
    await db.user.update({ where: { id: colleague.user.id }, data: { referredByCodeId: code.id } });

    const catalog = await call(catalogRoute, "GET", admin.token, { query: { q: tag, size: "2" } });
    expect(catalog.body).toMatchObject({ page: 1, pageSize: 2, total: 3 });
    expect(catalog.body.items[0]).toMatchObject({ price: 12.5, currency: "EUR", team: { _id: teamId }, createdBy: { _id: owner.user.id, username: owner.user.username } });
    expect((await call(catalogRoute, "GET", admin.token)).body.pageSize).toBe(50);

    const media = await call(mediaRoute, "GET", admin.token, { query: { q: tag } });
    expect(media.body).toMatchObject({ pageSize: 100, total: 2 });
    expect(media.body.items[0]).toMatchObject({ sizeBytes: 2048, deleted: false, team: { _id: teamId }, uploadedBy: { _id: owner.user.id } });
    expect(media.body.items[0].url).toBe(`/api/media/${media.body.items[0]._id}/max-width/320`);

    // The owner and the colleague are accepted admins; the pending invitation is not.
    const admins = await call(teamAdminsRoute, "GET", admin.token, { query: { q: tag } });
    expect(admins.body).toMatchObject({ pageSize: 50, total: 2 });
    expect(admins.body.items.map((row: { user: { _id: string } }) => row.user._id).sort()).toEqual([owner.user.id, colleague.user.id].sort());
    expect((await call(teamAdminsRoute, "GET", admin.token, { query: { q: colleague.user.username } })).body.total).toBeGreaterThanOrEqual(2);

    const teams = await call(teamsRoute, "GET", admin.token, { query: { q: tag } });
    expect(teams.body).toMatchObject({ pageSize: 50, total: 1 });
    expect(teams.body.items[0]).toMatchObject({ _id: teamId, members: 2, documents: 1, customSubdomain: null, canShareByEmail: true, createdBy: { _id: owner.user.id } });

    const referrals = await call(referralsRoute, "GET", admin.token, { query: { q: tag.toUpperCase() } });
    expect(referrals.body).toMatchObject({ pageSize: 50, total: 1 });
    expect(referrals.body.items[0]).toMatchObject({ code: `${tag}REF`, limit: 5, enabled: true, uses: 1, account: { _id: owner.user.id, username: owner.user.username } });
    expect((await call(referralsRoute, "GET", admin.token, { query: { q: owner.user.username } })).body.total).toBe(1);

    for (const enabled of [false, true]) await call(updateReferralRoute, "POST", admin.token, { params: { id: code.id }, body: { enabled } });
    const log = await call(auditRoute, "GET", admin.token, { query: { targetType: "referral-code", targetId: code.id, size: "1" } });
    expect(log.body).toMatchObject({ page: 1, pageSize: 1, total: 2 });
    expect(log.body.items[0]).toMatchObject({ action: "referral.update", before: { enabled: false }, after: { enabled: true }, actor: { _id: admin.user.id, username: admin.user.username } });
    expect((await call(auditRoute, "GET", admin.token, { query: { targetType: "nope" } })).status).toBe(400);
  });
});

describe("key figures", () => {
  it("count sign-ups and shares per day, week and month, newest last, with empty buckets as 0", async () => {
    const admin = await superAdmin();
    // Far enough back that no other test writes there: 200 days ago, at noon UTC.
    const then = new Date(bucketStart(new Date(Date.now() - 200 * DAY), "day").getTime() + 12 * 3_600_000);
    const { user } = await createUser();
    await db.user.update({ where: { id: user.id }, data: { createdAt: then } });
    const doc = await createDocument(user.id, await firstTeamOf(user.id));
    await db.snapshot.createMany({
      data: [0, 1].map(() => ({ documentId: doc.id, frozen: {}, shareKey: newShareKey(), shortCode: newShortCode(), expiryDate: new Date(Date.now() + DAY), createdAt: then })),
    });

    const days = await call(kpiRoute, "GET", admin.token, { query: { period: "day", count: "366" } });
    expect(days.status).toBe(200);
    expect(days.body.period).toBe("day");
    expect(days.body.buckets).toHaveLength(366);
    const starts: string[] = days.body.buckets.map((bucket: { start: string }) => bucket.start);
    expect(starts.at(-1)).toBe(bucketStart(new Date(), "day").toISOString());
    expect([...starts].sort()).toEqual(starts);
    const at = (iso: string) => days.body.buckets.find((bucket: { start: string }) => bucket.start === iso);
    expect(at(bucketStart(then, "day").toISOString())).toEqual({ start: bucketStart(then, "day").toISOString(), signups: 1, shares: 2 });
    expect(at(new Date(bucketStart(then, "day").getTime() - DAY).toISOString())).toMatchObject({ signups: 0, shares: 0 });
    expect(at(new Date(bucketStart(then, "day").getTime() + DAY).toISOString())).toMatchObject({ signups: 0, shares: 0 });

    const weeks = await call(kpiRoute, "GET", admin.token, { query: { period: "week", count: "40" } });
    expect(weeks.body.buckets).toHaveLength(40);
    expect(weeks.body.buckets.every((bucket: { start: string }) => new Date(bucket.start).getUTCDay() === 1)).toBe(true);
    expect(weeks.body.buckets.find((bucket: { start: string }) => bucket.start === bucketStart(then, "week").toISOString()).shares).toBeGreaterThanOrEqual(2);

    const months = await call(kpiRoute, "GET", admin.token, { query: { period: "month", count: "12" } });
    expect(months.body.buckets).toHaveLength(12);
    expect(months.body.buckets.every((bucket: { start: string }) => new Date(bucket.start).getUTCDate() === 1)).toBe(true);
    expect(months.body.buckets.find((bucket: { start: string }) => bucket.start === bucketStart(then, "month").toISOString()).signups).toBeGreaterThanOrEqual(1);

    expect((await call(kpiRoute, "GET", admin.token)).body.buckets).toHaveLength(30);
    for (const query of [{ period: "year" }, { count: "0" }, { count: "367" }, { count: "2.5" }] as Record<string, string>[]) {
      expect((await call(kpiRoute, "GET", admin.token, { query })).status, JSON.stringify(query)).toBe(400);
    }
  });
});
