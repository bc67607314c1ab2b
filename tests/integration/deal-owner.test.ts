import { beforeAll, describe, expect, it } from "vitest";
import { POST as cloneRoute } from "@/app/api/document/[id]/clone/route";
import { POST as createFromTemplateRoute } from "@/app/api/document/[id]/create-from-team-template/route";
import { GET as dealRoute } from "@/app/api/document/[id]/deal/route";
import { GET as exportRoute } from "@/app/api/document/[id]/export/route";
import { POST as requireAcceptanceRoute } from "@/app/api/document/[id]/require-acceptance/route";
import { GET as documentRoute } from "@/app/api/document/[id]/route";
import { GET as listIndex } from "@/app/api/documents/route";
import { GET as listNotifications } from "@/app/api/notifications/route";
import { POST as importRoute } from "@/app/api/team/[id]/document-import/route";
import { GET as teamDocuments } from "@/app/api/team/[id]/documents/route";
import { POST as undoRoute } from "@/app/api/undo/route";
import { notifyDealEvent } from "@/lib/acceptance/notify-owner";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { newShareKey, newShortCode } from "@/lib/sharing/keys";
import { createDocument } from "../factories/documents";
import { addMember, firstTeamOf } from "../factories/teams";
import { createUser } from "../factories/users";
import { callRoute } from "../support/call-route";
import { frozenBlock } from "../support/frozen";
import { countQueries } from "../support/query-counter";

// The owner's side of closing a deal: the "ask to accept and sign" setting, the deal overview
// (choices, signatures, outcome, timeline) for the owner and the workspace's admins and nobody else,
// the owner's notices of signatures, acceptances and declines, and the index's deal filter.

type User = Awaited<ReturnType<typeof createUser>>;

const HOUR = 3_600_000;
const TABLE_ID = "pricing-table-2";
const ACCEPT_ID = "accept-3";

/** A frozen copy with a heading, a pricing table offering choices and an Accept block for two signers. */
function dealFrozen() {
  const rows = [
    { type: "item", id: "guests", name: "Dinner per guest", description: "", price: 50, quantity: 100, quantityMin: 80, quantityMax: 140 },
    { type: "item", id: "fireworks", name: "Fireworks", description: "", price: 900, quantity: 1, optional: true, selectedByDefault: false },
    { type: "item", id: "champagne", name: "Champagne reception", description: "", price: 400, quantity: 1, optional: true, selectedByDefault: true },
    { type: "item", id: "venue", name: "Venue", description: "", price: 3000, quantity: 1 },
  ];
  return {
    version: 1,
    blocks: [
      frozenBlock("heading", "Catering &amp; extras", { order: 1 }),
      frozenBlock("pricing-table", { rows, customColumns: [], discounts: [], fees: [], lastSubtotalDiscounts: [], tax: 0 }, { order: 2 }),
      frozenBlock(
        "accept",
        {
          title: "",
          terms: "<p>Terms</p>",
          requireAgreement: true,
          agreementLabel: "",
          signers: [
            { id: "s1", name: "Anna Schmidt", role: "Bride", email: "" },
            { id: "s2", name: "Ben Okafor", role: "Groom", email: "" },
          ],
        },
        { order: 3 },
      ),
    ],
    media: [],
    files: [],
  };
}

async function createDealShare(documentId: string, ownerId: string, options: { email?: string; createdAt?: Date; requireAcceptance?: boolean; hasChoices?: boolean } = {}) {
  return db.snapshot.create({
    data: {
      documentId,
      createdById: ownerId,
      frozen: dealFrozen() as unknown as Prisma.InputJsonValue,
      shareKey: newShareKey(),
      shortCode: newShortCode(),
      linkName: "For the couple",
      expiryDate: new Date(Date.now() + 30 * 24 * HOUR),
      requireAcceptance: options.requireAcceptance ?? true,
      hasChoices: options.hasChoices ?? true,
      emailTo: options.email ?? null,
      emailSentAt: options.email ? new Date((options.createdAt ?? new Date()).getTime() + 1_000) : null,
      createdAt: options.createdAt ?? new Date(),
      recipients: { create: [{ recipientKey: "0" }, ...(options.email ? [{ recipientKey: "1", email: options.email }] : [])] },
    },
  });
}

async function acceptedContent(hash: string) {
  await db.acceptedContent.upsert({ where: { hash }, create: { hash, content: { test: true } }, update: {} });
  return hash;
}

async function sign(snapshotId: string, recipientKey: string, signerId: "s1" | "s2", at: Date, contentHash: string) {
  const names = { s1: ["Anna Schmidt", "Bride", "anna@example.test"], s2: ["Ben Okafor", "Groom", "ben@example.test"] } as const;
  const [name, role, email] = names[signerId];
  return db.signature.create({
    data: {
      snapshotId,
      recipientKey,
      blockId: ACCEPT_ID,
      signerId,
      signerName: name,
      signerEmail: email,
      signerRole: role,
      verification: { method: "email-code", email, verifiedAt: new Date(at.getTime() - 60_000).toISOString() },
      kind: signerId === "s1" ? "typed" : "drawn",
      typedText: signerId === "s1" ? name : null,
      contentHash,
      addressHash: `addr-${signerId}`,
      userAgent: "test",
      signedAt: at,
    },
  });
}

describe("closing the deal: the owner's side", () => {
  let owner: User;
  let admin: User;
  let member: User;
  let outsider: User;
  let teamId: string;

  beforeAll(async () => {
    owner = await createUser();
    admin = await createUser();
    member = await createUser();
    outsider = await createUser();
    teamId = await firstTeamOf(owner.user.id);
    await addMember(teamId, admin.user.id, "ADMIN");
    await addMember(teamId, member.user.id);
  });

  describe("POST /api/document/{id}/require-acceptance", () => {
    it("lets the owner switch it on and off, recorded for undo; members get 403, outsiders 404, bad bodies 400", async () => {
      const document = await createDocument(owner.user.id, teamId);
      const call = (user: User, body: unknown) => callRoute(requireAcceptanceRoute, "POST", "/x", { token: user.token, params: { id: document.id }, body });

      const on = await call(owner, { requireAcceptance: true });
      expect(on.status).toBe(200);
      expect(on.body).toMatchObject({ requireAcceptance: true });
      expect((await db.document.findUniqueOrThrow({ where: { id: document.id } })).requireAcceptance).toBe(true);
      const entry = await db.undoEntry.findFirstOrThrow({ where: { documentId: document.id, userId: owner.user.id }, orderBy: { seq: "desc" } });
      expect(entry.action).toBe("set-require-acceptance");

      // The document view and the index row carry it.
      const view = await callRoute(documentRoute, "GET", "/x", { token: owner.token, params: { id: document.id } });
      expect(view.body).toMatchObject({ requireAcceptance: true, dealStatus: "NONE", dealStatusAt: null });

      const undone = await callRoute(undoRoute, "POST", "/api/undo", { token: owner.token, body: { documentId: document.id } });
      expect(undone.status).toBe(200);
      expect(undone.body.action).toBe("set-require-acceptance");
      expect((await db.document.findUniqueOrThrow({ where: { id: document.id } })).requireAcceptance).toBe(false);

      expect((await call(member, { requireAcceptance: true })).status).toBe(403);
      expect((await call(outsider, { requireAcceptance: true })).status).toBe(404);
      const bad = await call(owner, { requireAcceptance: "yes" });
      expect(bad.status).toBe(400);
      expect(bad.body.error.fields.map((field: { path: string }) => field.path)).toEqual(["requireAcceptance"]);
      expect((await call(owner, {})).status).toBe(400);
      expect((await db.document.findUniqueOrThrow({ where: { id: document.id } })).requireAcceptance).toBe(false);
    });

    it("travels with the document: a clone, a document made from a team template, an export imported again; where its deal stands does not", async () => {
      const dealFields = (id: string) => db.document.findUniqueOrThrow({ where: { id }, select: { requireAcceptance: true, dealStatus: true, dealStatusAt: true } });
      const asking = { requireAcceptance: true, dealStatus: "ACCEPTED" as const, dealStatusAt: new Date() };
      const document = await createDocument(owner.user.id, teamId, { title: "Ask to sign", ...asking });

      const clone = await callRoute(cloneRoute, "POST", "/x", { token: owner.token, params: { id: document.id } });
      expect(clone.status).toBe(201);
      expect(await dealFields(clone.body.id)).toEqual({ requireAcceptance: true, dealStatus: "NONE", dealStatusAt: null });

      const template = await createDocument(owner.user.id, teamId, { title: "Template asking to sign", templateType: "TEAM_TEMPLATE", teamTemplatePublished: true, ...asking });
      const fromTemplate = await callRoute(createFromTemplateRoute, "POST", "/x", { token: member.token, params: { id: template.id }, body: {} });
      expect(fromTemplate.status, JSON.stringify(fromTemplate.body)).toBe(201);
      expect(await dealFields(fromTemplate.body.id)).toEqual({ requireAcceptance: true, dealStatus: "NONE", dealStatusAt: null });

      const exported = await exportRoute(new Request("http://localhost:3000/x", { headers: { authorization: `Bearer ${owner.token}` } }), { params: Promise.resolve({ id: document.id }) });
      expect(exported.status).toBe(200);
      const form = new FormData();
      form.append("file", new Blob([await exported.arrayBuffer()], { type: "application/zip" }), "deal.eventdocs");
      const imported = await callRoute(importRoute, "POST", "/x", { token: owner.token, params: { id: teamId }, form });
      expect(imported.status, JSON.stringify(imported.body)).toBe(201);
      expect(await dealFields(imported.body.documents[0].id)).toEqual({ requireAcceptance: true, dealStatus: "NONE", dealStatusAt: null });

      // A document without the setting stays without it.
      const plain = await createDocument(owner.user.id, teamId);
      const plainClone = await callRoute(cloneRoute, "POST", "/x", { token: owner.token, params: { id: plain.id } });
      expect((await dealFields(plainClone.body.id)).requireAcceptance).toBe(false);
    });

    it("is refused for a document in the trash (409)", async () => {
      const document = await createDocument(owner.user.id, teamId, { deletedAt: new Date() });
      const answer = await callRoute(requireAcceptanceRoute, "POST", "/x", { token: owner.token, params: { id: document.id }, body: { requireAcceptance: true } });
      expect(answer.status).toBe(409);
    });
  });

  describe("GET /api/document/{id}/deal", () => {
    it("answers the status, each deal share's choices with defaults, signatures, outcome and timeline", async () => {
      const document = await createDocument(owner.user.id, teamId, { requireAcceptance: true, dealStatus: "ACCEPTED", dealStatusAt: new Date() });
      const sentAt = new Date(Date.now() - 10 * HOUR);
      const accepted = await createDealShare(document.id, owner.user.id, { email: "couple@example.test", createdAt: sentAt });
      // An older share without a deal is not listed.
      await createDealShare(document.id, owner.user.id, { requireAcceptance: false, hasChoices: false, createdAt: new Date(sentAt.getTime() - HOUR) });
      await db.shareSelection.create({ data: { snapshotId: accepted.id, recipientKey: "1", choices: { [TABLE_ID]: { fireworks: { selected: true, quantity: 1 }, guests: { selected: true, quantity: 120 } } } } });
      await db.shareViewEvent.createMany({
        data: [
          { snapshotId: accepted.id, recipientKey: "1", name: "loaded_share_page", visitId: "v1", createdAt: new Date(sentAt.getTime() + HOUR) },
          { snapshotId: accepted.id, recipientKey: "1", name: "loaded_share_page", visitId: "v2", createdAt: new Date(sentAt.getTime() + 3 * HOUR) },
        ],
      });
      const hash = await acceptedContent("a".repeat(64));
      await sign(accepted.id, "1", "s1", new Date(sentAt.getTime() + 4 * HOUR), hash);
      await sign(accepted.id, "1", "s2", new Date(sentAt.getTime() + 5 * HOUR), hash);
      await db.dealDecision.create({ data: { snapshotId: accepted.id, recipientKey: "1", documentId: document.id, outcome: "ACCEPTED", contentHash: hash, decidedAt: new Date(sentAt.getTime() + 5 * HOUR + 10) } });

      const answer = await callRoute(dealRoute, "GET", "/x", { token: owner.token, params: { id: document.id } });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ status: "ACCEPTED", requireAcceptance: true });
      expect(answer.body.shares).toHaveLength(1);
      const [share] = answer.body.shares;
      expect(share).toMatchObject({
        snapshotId: accepted.id,
        linkName: "For the couple",
        recipient: "1",
        recipientEmail: "couple@example.test",
        requireAcceptance: true,
        status: "ACCEPTED",
        pendingSigners: [],
        outcome: { outcome: "ACCEPTED", contentHash: hash, declinedBy: null, declineReason: null },
      });
      expect(share.choices).toEqual([
        {
          blockId: TABLE_ID,
          tableTitle: "Catering & extras",
          rows: [
            { rowId: "guests", name: "Dinner per guest", optional: false, selected: true, quantity: 120, quantityMin: 80, quantityMax: 140 },
            { rowId: "fireworks", name: "Fireworks", optional: true, selected: true, quantity: 1, quantityMin: null, quantityMax: null },
            // Not chosen by the client: the owner's default (selected).
            { rowId: "champagne", name: "Champagne reception", optional: true, selected: true, quantity: 1, quantityMin: null, quantityMax: null },
          ],
          // 120 x 50 + 900 + 400 + 3,000, by the pricing engine.
          total: { amount: 10300, currency: "EUR", formatted: "€10,300.00" },
        },
      ]);
      expect(share.signatures).toEqual([
        {
          signerName: "Anna Schmidt",
          signerEmail: "anna@example.test",
          signerRole: "Bride",
          kind: "typed",
          signedAt: new Date(sentAt.getTime() + 4 * HOUR).toISOString(),
          verification: { method: "email-code", email: "anna@example.test", verifiedAt: expect.any(String) },
          addressHash: "addr-s1",
        },
        expect.objectContaining({ signerName: "Ben Okafor", kind: "drawn", signerRole: "Groom" }),
      ]);
      expect(share.timeline.map((entry: { kind: string; name?: string }) => [entry.kind, entry.name ?? null])).toEqual([
        ["sent", null],
        ["opened", null],
        ["signed", "Anna Schmidt"],
        ["signed", "Ben Okafor"],
        ["accepted", null],
      ]);
      // Sent when the e-mail went out; opened at the first of the recipient's visits.
      expect(share.timeline[0].at).toBe(new Date(sentAt.getTime() + 1_000).toISOString());
      expect(share.timeline[1].at).toBe(new Date(sentAt.getTime() + HOUR).toISOString());
    });

    it("lists an awaiting share with its defaults and pending signers, and a declined one with its reason", async () => {
      const document = await createDocument(owner.user.id, teamId, { dealStatus: "AWAITING", dealStatusAt: new Date() });
      const declined = await createDealShare(document.id, owner.user.id, { createdAt: new Date(Date.now() - 5 * HOUR) });
      const awaiting = await createDealShare(document.id, owner.user.id);
      const hash = await acceptedContent("b".repeat(64));
      await sign(awaiting.id, "0", "s1", new Date(), hash);
      await db.dealDecision.create({
        data: { snapshotId: declined.id, recipientKey: "0", documentId: document.id, outcome: "DECLINED", declinedBy: "Ben Okafor", declineReason: "Over our budget", decidedAt: new Date(Date.now() - 4 * HOUR) },
      });

      // A workspace admin reads it like the owner.
      const answer = await callRoute(dealRoute, "GET", "/x", { token: admin.token, params: { id: document.id } });
      expect(answer.status).toBe(200);
      expect(answer.body.status).toBe("AWAITING");
      expect(answer.body.shares.map((share: { snapshotId: string; status: string }) => [share.snapshotId, share.status])).toEqual([
        [awaiting.id, "AWAITING"],
        [declined.id, "DECLINED"],
      ]);
      const [open, closed] = answer.body.shares;
      expect(open.pendingSigners).toEqual([{ name: "Ben Okafor", role: "Groom" }]);
      // Nothing chosen yet: every row shows the owner's defaults.
      expect(open.choices[0].rows.map((row: { rowId: string; selected: boolean; quantity: number }) => [row.rowId, row.selected, row.quantity])).toEqual([
        ["guests", true, 100],
        ["fireworks", false, 1],
        ["champagne", true, 1],
      ]);
      expect(open.choices[0].total).toMatchObject({ amount: 8400 });
      expect(closed.outcome).toMatchObject({ outcome: "DECLINED", declinedBy: "Ben Okafor", declineReason: "Over our budget" });
      expect(closed.timeline.map((entry: { kind: string; name?: string }) => [entry.kind, entry.name ?? null])).toEqual([
        ["sent", null],
        ["declined", "Ben Okafor"],
      ]);
      expect(closed.pendingSigners).toEqual([]);
    });

    it("is the share history's: 403 to plain members, 404 to outsiders and for unknown documents, and needs a session", async () => {
      const document = await createDocument(owner.user.id, teamId);
      await createDealShare(document.id, owner.user.id, { email: "couple@example.test" });
      const member403 = await callRoute(dealRoute, "GET", "/x", { token: member.token, params: { id: document.id } });
      expect([member403.status, member403.body.error.code]).toEqual([403, "FORBIDDEN"]);
      expect(JSON.stringify(member403.body)).not.toContain("couple@example.test");
      expect((await callRoute(dealRoute, "GET", "/x", { token: outsider.token, params: { id: document.id } })).status).toBe(404);
      expect((await callRoute(dealRoute, "GET", "/x", { token: owner.token, params: { id: "ckunknowndocument00000000" } })).status).toBe(404);
      expect((await callRoute(dealRoute, "GET", "/x", { params: { id: document.id } })).status).toBe(401);
      expect((await callRoute(dealRoute, "GET", "/x", { token: owner.token, params: { id: "not an id" } })).status).toBe(400);
    });

    it("costs the same few statements for one share as for many (no query per share)", async () => {
      const one = await createDocument(owner.user.id, teamId);
      const many = await createDocument(owner.user.id, teamId);
      const hash = await acceptedContent("c".repeat(64));
      await createDealShare(one.id, owner.user.id, { email: "one@example.test" });
      for (let i = 0; i < 4; i++) {
        const share = await createDealShare(many.id, owner.user.id, { email: `c${i}@example.test` });
        await db.shareSelection.create({ data: { snapshotId: share.id, recipientKey: "1", choices: {} } });
        await sign(share.id, "1", "s1", new Date(), hash);
        await sign(share.id, "0", "s1", new Date(), hash);
      }
      const call = (id: string) => () => callRoute(dealRoute, "GET", "/x", { token: owner.token, params: { id } });
      await call(one.id)(); // connections opened before counting
      const single = await countQueries(call(one.id));
      const several = await countQueries(call(many.id));
      expect(single.result.body.shares).toHaveLength(1);
      // Four shares, each with its e-mail recipient and its link (signed too).
      expect(several.result.body.shares).toHaveLength(8);
      expect(several.count, several.statements.join("\n---\n")).toBe(single.count);
      // The session's token, the document's rule (document, membership), the document, its deal
      // shares with their recipients, then selections, signatures, decisions and first opens.
      expect(several.count, several.statements.join("\n---\n")).toBeLessThanOrEqual(11);
      // Of a share's frozen copy only the parts read (the blocks a deal needs), never the whole column.
      const wholeFrozen = several.statements.filter((statement) => /(?<!AS )"frozen"(?!\s*(?:->|#>))/.test(statement));
      expect(wholeFrozen).toEqual([]);
    });
  });

  it("hides a published team template's deal from the people it is published to (404) and from plain members (403)", async () => {
    const template = await createDocument(owner.user.id, teamId, { templateType: "TEAM_TEMPLATE", teamTemplatePublished: true });
    const share = await createDealShare(template.id, owner.user.id, { email: "client@example.test" });
    const hash = await acceptedContent("d".repeat(64));
    await sign(share.id, "1", "s1", new Date(), hash);
    const call = (user: User) => callRoute(dealRoute, "GET", "/x", { token: user.token, params: { id: template.id } });

    // Anyone signed in may view the published template itself...
    expect((await callRoute(documentRoute, "GET", "/x", { token: outsider.token, params: { id: template.id } })).status).toBe(200);
    // ...but not who it was sent to, who signed, with which address.
    const refused = await call(outsider);
    expect(refused.status).toBe(404);
    expect(JSON.stringify(refused.body)).not.toMatch(/client@example\.test|anna@example\.test|addr-s1/);
    expect((await call(member)).status).toBe(403);
    const own = await call(owner);
    expect(own.status).toBe(200);
    expect(own.body.shares[0]).toMatchObject({ recipientEmail: "client@example.test", signatures: [expect.objectContaining({ signerEmail: "anna@example.test" })] });
    expect((await call(admin)).status).toBe(200);
  });

  describe("notifyDealEvent", () => {
    const outboxTo = (to: string) => db.emailOutbox.findMany({ where: { to }, orderBy: { createdAt: "asc" }, select: { subject: true, text: true, html: true } });

    it("writes the notification and e-mails the owner, in the owner's language, for signed, accepted and declined", async () => {
      const german = await createUser({ language: "de" });
      const document = await createDocument(german.user.id, await firstTeamOf(german.user.id), { title: "Hochzeit <Gala>" });
      const share = await createDealShare(document.id, german.user.id);

      await notifyDealEvent({ kind: "signed", snapshotId: share.id, recipientKey: "0", signerName: "Anna Schmidt" });
      await notifyDealEvent({ kind: "accepted", snapshotId: share.id, recipientKey: "0" });
      await notifyDealEvent({ kind: "declined", snapshotId: share.id, recipientKey: "0", signerName: "Ben", reason: "Zu teuer <leider>" });

      const notes = await db.notification.findMany({ where: { userId: german.user.id }, orderBy: { createdAt: "asc" } });
      expect(notes.map((note) => note.kind)).toEqual(["deal-signed", "deal-accepted", "deal-declined"]);
      expect(notes[0].payload).toMatchObject({ documentId: document.id, documentTitle: "Hochzeit <Gala>", snapshotId: share.id, linkName: "For the couple", signerName: "Anna Schmidt", reason: null });
      expect(notes[2].payload).toMatchObject({ signerName: "Ben", reason: "Zu teuer <leider>" });

      const mails = await outboxTo(german.user.email);
      expect(mails.map((mail) => mail.subject)).toEqual(["Anna Schmidt hat „Hochzeit <Gala>“ unterschrieben", "„Hochzeit <Gala>“ wurde angenommen", "„Hochzeit <Gala>“ wurde abgelehnt: Zu teuer <leider>"]);
      expect(mails[0].text).toContain(`http://localhost:3000/document/${document.id}#deal`);
      expect(mails[2].text).toContain("Zu teuer <leider>");
      // A client's words are escaped in the HTML.
      expect(mails[2].html).toContain("Zu teuer &lt;leider&gt;");
      expect(mails[2].html).not.toContain("<leider>");

      const list = await callRoute(listNotifications, "GET", "/api/notifications", { token: german.token });
      expect(list.body.notifications.map((note: { kind: string }) => note.kind)).toEqual(["deal-declined", "deal-accepted", "deal-signed"]);
      expect(list.body.notifications[0]).toMatchObject({ documentId: document.id, signerName: "Ben", reason: "Zu teuer <leider>" });
    });

    it("with e-mail notifications off, notifies in the app only; an unknown share changes nothing and never throws", async () => {
      const quiet = await createUser();
      await db.user.update({ where: { id: quiet.user.id }, data: { emailNotifications: false } });
      const document = await createDocument(quiet.user.id, await firstTeamOf(quiet.user.id));
      const share = await createDealShare(document.id, quiet.user.id);
      await notifyDealEvent({ kind: "accepted", snapshotId: share.id, recipientKey: "0" });
      expect(await db.notification.count({ where: { userId: quiet.user.id, kind: "deal-accepted" } })).toBe(1);
      expect(await outboxTo(quiet.user.email)).toHaveLength(0);

      await expect(notifyDealEvent({ kind: "signed", snapshotId: "ckunknownsnapshot00000000", recipientKey: "0" })).resolves.toBeUndefined();
    });
  });

  describe("the index's deal filter", () => {
    it("lists only documents in that state, on both list routes, and refuses an unknown state", async () => {
      const planner = await createUser();
      const team = await firstTeamOf(planner.user.id);
      const make = (title: string, dealStatus: "NONE" | "AWAITING" | "ACCEPTED" | "DECLINED", extra: Partial<Prisma.DocumentUncheckedCreateInput> = {}) =>
        createDocument(planner.user.id, team, { title, dealStatus, dealStatusAt: dealStatus === "NONE" ? null : new Date(), ...extra });
      const waiting = await make("Waiting", "AWAITING", { updatedAt: new Date(Date.now() - HOUR) });
      const waitingNewer = await make("Waiting newer", "AWAITING");
      const accepted = await make("Accepted", "ACCEPTED");
      await make("Declined", "DECLINED");
      await make("No deal", "NONE");
      await make("Waiting, binned", "AWAITING", { deletedAt: new Date() });
      await make("Waiting, archived", "AWAITING", { archived: true });

      const list = (deal: string) => callRoute(listIndex, "GET", "/api/documents", { token: planner.token, query: { teamId: team, deal } });
      const awaiting = await list("awaiting");
      expect(awaiting.status).toBe(200);
      expect(awaiting.body.items.map((item: { id: string }) => item.id)).toEqual([waitingNewer.id, waiting.id]);
      expect(awaiting.body.items[0]).toMatchObject({ dealStatus: "AWAITING", requireAcceptance: false, dealStatusAt: expect.any(String) });
      expect((await list("accepted")).body.items.map((item: { id: string }) => item.id)).toEqual([accepted.id]);
      expect((await list("declined")).body.items.map((item: { title: string }) => item.title)).toEqual(["Declined"]);

      const archive = await callRoute(listIndex, "GET", "/api/documents", { token: planner.token, query: { teamId: team, deal: "awaiting", archived: "true" } });
      expect(archive.body.items.map((item: { title: string }) => item.title)).toEqual(["Waiting, archived"]);
      const teamRoute = await callRoute(teamDocuments, "GET", "/x", { token: planner.token, params: { id: team }, query: { deal: "accepted" } });
      expect(teamRoute.body.items.map((item: { id: string }) => item.id)).toEqual([accepted.id]);

      const bad = await list("maybe");
      expect(bad.status).toBe(400);
      expect(bad.body.error.fields.map((field: { path: string }) => field.path)).toEqual(["query.deal"]);
      // Every row says where its deal stands.
      const all = await callRoute(listIndex, "GET", "/api/documents", { token: planner.token, query: { teamId: team } });
      expect(all.body.items.map((item: { dealStatus: string }) => item.dealStatus).sort()).toEqual(["ACCEPTED", "AWAITING", "AWAITING", "DECLINED", "NONE"]);
    });
  });
});
