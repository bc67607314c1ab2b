import { describe, expect, it } from "vitest";
import { POST as disableRoute } from "@/app/api/document/[id]/disable-share/route";
import { POST as enableRoute } from "@/app/api/document/[id]/enable-share/route";
import { POST as resendRoute } from "@/app/api/document/[id]/resend-share/route";
import { POST as shareRoute } from "@/app/api/document/[id]/share/route";
import { GET as visitsRoute } from "@/app/api/document/[id]/snapshots/[snapshotId]/visits/route";
import { GET as snapshotsRoute } from "@/app/api/document/[id]/snapshots/route";
import { GET as shortLinkRoute } from "@/app/s/[code]/route";
import { db } from "@/lib/db/client";
import { createDocument } from "../factories/documents";
import { addMember, createTeamWithMembers } from "../factories/teams";
import { createUser, unique } from "../factories/users";
import { callRoute } from "../support/call-route";

// Managing shares (issue 9 §2, §5): the snapshot list with its stats, disable, enable, resend, and a
// share's visits; a snapshot id of another document is 404 everywhere.

type Handler = Parameters<typeof callRoute>[0];

const share = (id: string, token: string, body: unknown) => callRoute(shareRoute as Handler, "POST", `/api/document/${id}/share`, { token, params: { id }, body });
const snapshots = (id: string, token: string | undefined, limit?: string) =>
  callRoute(snapshotsRoute as Handler, "GET", `/api/document/${id}/snapshots`, { token, params: { id }, query: limit ? { limit } : {} });
const manage = (handler: unknown, action: string, id: string, token: string | undefined, snapshotId: unknown) =>
  callRoute(handler as Handler, "POST", `/api/document/${id}/${action}`, { token, params: { id }, body: { snapshotId } });
const visits = (id: string, snapshotId: string, token: string | undefined) =>
  callRoute(visitsRoute as Handler, "GET", `/api/document/${id}/snapshots/${snapshotId}/visits`, { token, params: { id, snapshotId } });

async function setup() {
  const { admin, member, outsider, teamId } = await createTeamWithMembers();
  const owner = await createUser();
  await addMember(teamId, owner.user.id, "MEMBER");
  const doc = await createDocument(owner.user.id, teamId, {}, [{ segmentType: "heading", content: "Summer gala" }]);
  const other = await createDocument(owner.user.id, teamId);
  return { admin, member, outsider, owner, teamId, doc, other };
}

async function emailShare(docId: string, token: string) {
  const to = `${unique("client")}@example.test`;
  const { body } = await share(docId, token, { type: "email", to, subject: "Your proposal" });
  return { to, id: body.snapshot.id as string, shortURL: body.shortURL as string };
}

const event = (snapshotId: string, visitId: string, name: "loaded_share_page" | "images_finished_loading" | "still_waiting_after_15s", at: Date, durationMs: number | null = null) => ({
  snapshotId,
  recipientKey: "0",
  visitId,
  name,
  createdAt: at,
  durationMs,
});

describe("GET /api/document/{id}/snapshots", () => {
  it("lists the 3 newest shares first, or all, with the total and each share's visit stats", async () => {
    const { owner, doc } = await setup();
    const ids: string[] = [];
    for (const linkName of ["first", "second", "third", "fourth"]) ids.push((await share(doc.id, owner.token, { type: "link", linkName })).body.snapshot.id);
    // Distinct creation times, so "newest first" does not rest on the id tie-break.
    for (const [index, id] of ids.entries()) await db.snapshot.update({ where: { id }, data: { createdAt: new Date(Date.UTC(2026, 0, 1 + index)) } });
    const t0 = new Date(Date.UTC(2026, 5, 1, 10));
    const t1 = new Date(Date.UTC(2026, 5, 2, 10));
    await db.shareViewEvent.createMany({
      data: [
        event(ids[3], "visit-a", "loaded_share_page", t0, 1000),
        event(ids[3], "visit-a", "images_finished_loading", t0),
        event(ids[3], "visit-b", "loaded_share_page", t1, 2500),
        event(ids[1], "visit-c", "loaded_share_page", t0),
      ],
    });

    const first = await snapshots(doc.id, owner.token, "3");
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(4);
    expect(first.body.snapshots.map((s: { shareInfo: { linkName: string } }) => s.shareInfo.linkName)).toEqual(["fourth", "third", "second"]);
    expect(first.body.snapshots[0].stats).toEqual({ opens: 2, lastOpenedAt: t1.toISOString(), totalDurationMs: 3500 });
    expect(first.body.snapshots[1].stats).toEqual({ opens: 0, lastOpenedAt: null, totalDurationMs: 0 });
    expect(first.body.snapshots[2].stats).toEqual({ opens: 1, lastOpenedAt: t0.toISOString(), totalDurationMs: 0 });
    expect((await snapshots(doc.id, owner.token)).body.snapshots).toHaveLength(3);

    const all = await snapshots(doc.id, owner.token, "all");
    expect(all.body.snapshots.map((s: { id: string }) => s.id)).toEqual([...ids].reverse());
    expect((await snapshots(doc.id, owner.token, "7")).status).toBe(400);
  });

  it("is for the owner and the workspace's admins: members 403, outsiders 404, no session 401", async () => {
    const { admin, member, outsider, owner, doc } = await setup();
    await share(doc.id, owner.token, { type: "link" });
    expect((await snapshots(doc.id, admin.token)).body.total).toBe(1);
    expect((await snapshots(doc.id, member.token)).status).toBe(403);
    expect((await snapshots(doc.id, outsider.token)).status).toBe(404);
    expect((await snapshots(doc.id, undefined)).status).toBe(401);
    const superAdmin = await createUser({ superAdmin: true });
    expect((await snapshots(doc.id, superAdmin.token)).status).toBe(404);
  });
});

describe("POST /api/document/{id}/disable-share and enable-share", () => {
  it("turns a share off and on again; its short link follows", async () => {
    const { owner, doc } = await setup();
    const { body } = await share(doc.id, owner.token, { type: "link" });
    const id = body.snapshot.id;
    const code = body.shortURL.split("/s/")[1];
    const open = () => callRoute(shortLinkRoute as Handler, "GET", `/s/${code}`, { params: { code } });

    const disabled = await manage(disableRoute, "disable-share", doc.id, owner.token, id);
    expect(disabled.status).toBe(200);
    expect(disabled.body).toMatchObject({ success: true, snapshot: { id, shareInfo: { enabled: false } } });
    expect((await db.snapshot.findUniqueOrThrow({ where: { id } })).enabled).toBe(false);
    expect((await open()).status).toBe(404);

    const enabled = await manage(enableRoute, "enable-share", doc.id, owner.token, id);
    expect(enabled.body).toMatchObject({ success: true, snapshot: { shareInfo: { enabled: true, expired: false } } });
    expect((await open()).status).toBe(302);
  });

  it("shows an expired share as expired, also once enabled again", async () => {
    const { owner, doc } = await setup();
    const { body } = await share(doc.id, owner.token, { type: "link" });
    await db.snapshot.update({ where: { id: body.snapshot.id }, data: { expiryDate: new Date(Date.now() - 1000), enabled: false } });
    const enabled = await manage(enableRoute, "enable-share", doc.id, owner.token, body.snapshot.id);
    expect(enabled.body.snapshot.shareInfo).toMatchObject({ enabled: true, expired: true });
  });

  it("is the owner's alone, and a snapshot of another document is not found", async () => {
    const { admin, member, outsider, owner, doc, other } = await setup();
    const { body } = await share(doc.id, owner.token, { type: "link" });
    const id = body.snapshot.id;
    for (const [handler, action] of [[disableRoute, "disable-share"], [enableRoute, "enable-share"]] as const) {
      expect((await manage(handler, action, doc.id, member.token, id)).status).toBe(403);
      expect((await manage(handler, action, doc.id, admin.token, id)).status).toBe(403);
      expect((await manage(handler, action, doc.id, outsider.token, id)).status).toBe(404);
      expect((await manage(handler, action, doc.id, undefined, id)).status).toBe(401);
      expect((await manage(handler, action, other.id, owner.token, id)).status).toBe(404);
      expect((await manage(handler, action, doc.id, owner.token, "cknotasnapshot00000000000")).status).toBe(404);
      expect((await manage(handler, action, doc.id, owner.token, "not an id")).status).toBe(400);
      expect((await manage(handler, action, doc.id, owner.token, undefined)).status).toBe(400);
    }
    expect((await db.snapshot.findUniqueOrThrow({ where: { id } })).enabled).toBe(true);
  });
});

describe("POST /api/document/{id}/resend-share", () => {
  it("sends an e-mail share's e-mail again", async () => {
    const { owner, doc } = await setup();
    const { to, id } = await emailShare(doc.id, owner.token);
    expect(await db.emailOutbox.count({ where: { to } })).toBe(1);
    const result = await manage(resendRoute, "resend-share", doc.id, owner.token, id);
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ success: true, snapshot: { id, shareInfo: { sentShareEmail: { to: { email: to } } } } });
    const mails = await db.emailOutbox.findMany({ where: { to }, orderBy: { createdAt: "asc" } });
    expect(mails).toHaveLength(2);
    expect(mails[1].subject).toBe("Your proposal");
    expect(mails[1].html).toBe(mails[0].html);
  });

  it("refuses a link share, a disabled and an expired share (400) and sends nothing", async () => {
    const { owner, doc, teamId } = await setup();
    const link = await share(doc.id, owner.token, { type: "link" });
    const notEmail = await manage(resendRoute, "resend-share", doc.id, owner.token, link.body.snapshot.id);
    expect(notEmail.status).toBe(400);
    expect(notEmail.body.error.message).toBe("Only a share sent by e-mail can be resent.");

    const disabled = await emailShare(doc.id, owner.token);
    await manage(disableRoute, "disable-share", doc.id, owner.token, disabled.id);
    const refusedDisabled = await manage(resendRoute, "resend-share", doc.id, owner.token, disabled.id);
    expect(refusedDisabled.status).toBe(400);
    expect(refusedDisabled.body.error.message).toBe("This share is disabled. Enable it before resending it.");

    const expired = await emailShare(doc.id, owner.token);
    await db.snapshot.update({ where: { id: expired.id }, data: { expiryDate: new Date(Date.now() - 1000) } });
    const refusedExpired = await manage(resendRoute, "resend-share", doc.id, owner.token, expired.id);
    expect(refusedExpired.status).toBe(400);
    expect(refusedExpired.body.error.message).toBe("This share has expired and cannot be resent. Share the document again instead.");

    const switchedOff = await emailShare(doc.id, owner.token);
    await db.team.update({ where: { id: teamId }, data: { canShareByEmail: false } });
    expect((await manage(resendRoute, "resend-share", doc.id, owner.token, switchedOff.id)).status).toBe(403);

    for (const { to } of [disabled, expired, switchedOff]) expect(await db.emailOutbox.count({ where: { to } })).toBe(1);
  });

  it("is the owner's alone, and a snapshot of another document is not found", async () => {
    const { admin, member, outsider, owner, doc, other } = await setup();
    const { to, id } = await emailShare(doc.id, owner.token);
    expect((await manage(resendRoute, "resend-share", doc.id, member.token, id)).status).toBe(403);
    expect((await manage(resendRoute, "resend-share", doc.id, admin.token, id)).status).toBe(403);
    expect((await manage(resendRoute, "resend-share", doc.id, outsider.token, id)).status).toBe(404);
    expect((await manage(resendRoute, "resend-share", other.id, owner.token, id)).status).toBe(404);
    expect(await db.emailOutbox.count({ where: { to } })).toBe(1);
  });
});

describe("GET /api/document/{id}/snapshots/{snapshotId}/visits", () => {
  it("lists a share's visits newest first, each with its events in order", async () => {
    const { owner, admin, doc } = await setup();
    const { body } = await share(doc.id, owner.token, { type: "link" });
    const id = body.snapshot.id;
    const t0 = new Date(Date.UTC(2026, 5, 1, 10, 0, 0));
    const later = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
    await db.shareViewEvent.createMany({
      data: [
        event(id, "visit-old", "loaded_share_page", t0, 42_000),
        event(id, "visit-old", "still_waiting_after_15s", later(15)),
        event(id, "visit-old", "images_finished_loading", later(20)),
        event(id, "visit-new", "loaded_share_page", later(3600)),
      ],
    });
    const result = await visits(doc.id, id, owner.token);
    expect(result.status).toBe(200);
    expect(result.body.visits).toEqual([
      { visitId: "visit-new", recipient: "0", openedAt: later(3600).toISOString(), durationMs: null, events: [{ name: "loaded-share-page", at: later(3600).toISOString() }], sectionMs: {}, lastSection: null },
      {
        visitId: "visit-old",
        recipient: "0",
        openedAt: t0.toISOString(),
        durationMs: 42_000,
        events: [
          { name: "loaded-share-page", at: t0.toISOString() },
          { name: "still-waiting-after-15s", at: later(15).toISOString() },
          { name: "images-finished-loading", at: later(20).toISOString() },
        ],
        sectionMs: {},
        lastSection: null,
      },
    ]);
    // The share's one section (the heading), read by nobody yet; the visits' time together.
    expect(result.body.sections).toEqual([{ id: expect.any(String), type: "heading", title: "Summer gala", totalMs: 0 }]);
    expect(result.body.totalDurationMs).toBe(42_000);
    expect((await visits(doc.id, id, admin.token)).status).toBe(200);
  });

  it("answers members 403, outsiders 404, and 404 for a snapshot of another document", async () => {
    const { member, outsider, owner, doc, other } = await setup();
    const { body } = await share(doc.id, owner.token, { type: "link" });
    expect((await visits(doc.id, body.snapshot.id, member.token)).status).toBe(403);
    expect((await visits(doc.id, body.snapshot.id, outsider.token)).status).toBe(404);
    expect((await visits(other.id, body.snapshot.id, owner.token)).status).toBe(404);
    expect((await visits(doc.id, "bad id", owner.token)).status).toBe(400);
    expect((await visits(doc.id, body.snapshot.id, undefined)).status).toBe(401);
  });
});
