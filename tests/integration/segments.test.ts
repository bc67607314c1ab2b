import { describe, expect, it } from "vitest";
import { POST as undo } from "@/app/api/undo/route";
import { db } from "@/lib/db/client";
import { addMember } from "../factories/teams";
import { createUser } from "../factories/users";
import { callRoute } from "../support/call-route";
import { api, idOf, outline, ownerWithDocument, versions } from "./segments-support";

// The block calls (editor issue §3): create, read, update with optimistic concurrency, the rules
// every write shares (owner only, live document, plan in force), and undo of block changes.

describe("POST /api/document/{id}/segment", () => {
  it("adds a block with the type's defaults, at the end unless told, and answers it with the layout", async () => {
    const { token, documentId } = await ownerWithDocument(["A", "B"]);
    const created = await api.create(token, documentId, { segmentType: "heading" });
    expect(created.status).toBe(201);
    expect(created.body.segment).toMatchObject({
      segmentType: "heading",
      parent: null,
      parentIndex: 0,
      order: 2,
      content: "",
      metaData: { level: 1, align: "left", fontSize: "100%" },
      docId: documentId,
      version: 0,
      isFixedBlock: false,
    });
    expect(created.body.segment._id).toBe(created.body.segment.id);
    expect(created.body.layout).toHaveLength(3);
    expect(created.body.layout).toContainEqual({ id: created.body.segment.id, parent: null, parentIndex: 0, order: 2 });
  });

  it("clamps metaData and stores plain text as typed", async () => {
    const { token, documentId } = await ownerWithDocument();
    const created = await api.create(token, documentId, { segmentType: "heading", content: "<script>alert(1)</script>", metaData: { level: 99, align: "sideways", extra: 1 } });
    expect(created.status).toBe(201);
    const row = await db.segment.findUniqueOrThrow({ where: { id: created.body.segment.id } });
    expect(row.metaData).toEqual({ level: 3, align: "left", fontSize: "100%" });
    expect(row.content).toBe("<script>alert(1)</script>");
  });

  it("sanitizes rich text on the way in (paragraph)", async () => {
    const { token, documentId } = await ownerWithDocument();
    const created = await api.create(token, documentId, { segmentType: "paragraph", content: '<p onclick="x()">Hi <script>alert(1)</script><a href="javascript:evil()">there</a></p>' });
    expect(created.status).toBe(201);
    const row = await db.segment.findUniqueOrThrow({ where: { id: created.body.segment.id } });
    expect(row.content).not.toMatch(/script|onclick|javascript/);
    expect(row.content).toContain("Hi");
  });

  it("inserts at an index, clamps an index past the end, and renumbers siblings without touching their versions", async () => {
    const { token, documentId } = await ownerWithDocument(["A", "B"]);
    expect((await api.create(token, documentId, { segmentType: "heading", content: "first", index: 0 })).status).toBe(201);
    expect((await api.create(token, documentId, { segmentType: "heading", content: "middle", index: 2 })).status).toBe(201);
    expect((await api.create(token, documentId, { segmentType: "heading", content: "last", index: 999 })).status).toBe(201);
    expect(await outline(documentId)).toBe("first,A,middle,B,last");
    expect(await versions(documentId)).toEqual({ first: 0, A: 0, middle: 0, B: 0, last: 0 });
  });

  it("refuses unknown types, fixed-only types and content the type cannot read, naming the field", async () => {
    const { token, documentId } = await ownerWithDocument();
    const unknown = await api.create(token, documentId, { segmentType: "hologram" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toContain("hologram");
    expect(unknown.body.error.fields).toEqual([expect.objectContaining({ path: "segmentType" })]);

    const cover = await api.create(token, documentId, { segmentType: "cover" });
    expect(cover.status).toBe(400);
    expect(cover.body.error.fields[0].path).toBe("segmentType");

    const badContent = await api.create(token, documentId, { segmentType: "heading", content: { not: "text" } });
    expect(badContent.status).toBe(400);
    expect(badContent.body.error.fields[0].path).toMatch(/^content/);

    const tooLong = await api.create(token, documentId, { segmentType: "heading", content: "x".repeat(501) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.fields).toEqual([{ path: "content", message: "This text is too long." }]);
    expect(await db.segment.count({ where: { documentId } })).toBe(0);
  });

  it("refuses a parent from another document", async () => {
    const { token, documentId } = await ownerWithDocument(["A"]);
    const other = await ownerWithDocument(["Elsewhere"]);
    const parent = await idOf(other.documentId, "Elsewhere");
    const refused = await api.create(token, documentId, { segmentType: "heading", parent });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields[0].path).toBe("parent");
  });
});

describe("who may change blocks", () => {
  it("lets members read but not write (403), and strangers nothing (404)", async () => {
    const { owner, token, teamId, documentId } = await ownerWithDocument(["A"]);
    const member = await createUser();
    await addMember(teamId, member.user.id);
    const stranger = await createUser();
    const id = await idOf(documentId, "A");

    expect((await api.read(token, id)).status).toBe(200);
    expect((await api.read(member.token, id)).body.segment).toMatchObject({ id, content: "A", version: 0 });
    expect((await api.read(stranger.token, id)).status).toBe(404);
    expect((await api.read(undefined, id)).status).toBe(401);

    for (const caller of [member, stranger]) {
      const expected = caller === member ? 403 : 404;
      expect((await api.create(caller.token, documentId, { segmentType: "heading" })).status).toBe(expected);
      expect((await api.update(caller.token, id, { version: 0, content: "Hacked" })).status).toBe(expected);
      expect((await api.clone(caller.token, id)).status).toBe(expected);
      expect((await api.move(caller.token, id, { parent: null, index: 0 })).status).toBe(expected);
      expect((await api.remove(caller.token, id)).status).toBe(expected);
    }
    expect(await outline(documentId)).toBe("A");
    expect(owner.user.id).toBeTruthy();
  });

  it("refuses changes to a document in the trash (409)", async () => {
    const { token, documentId } = await ownerWithDocument(["A"]);
    await db.document.update({ where: { id: documentId }, data: { deletedAt: new Date() } });
    const refused = await api.create(token, documentId, { segmentType: "heading" });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({ code: "CONFLICT", message: "This document has been deleted. Restore it before changing it." });
    const update = await api.update(token, await idOf(documentId, "A"), { version: 0, content: "B" });
    expect(update.status).toBe(409);
    expect(update.body.error.code).toBe("CONFLICT");
    // A stale version in the trash is still the trash's CONFLICT: the document answers first.
    expect((await api.update(token, await idOf(documentId, "A"), { version: 7, content: "B" })).body.error.code).toBe("CONFLICT");
  });

  it("refuses writes once the plan has ended (402) and allows them again with a plan in force", async () => {
    const { owner, token, documentId } = await ownerWithDocument(["A"]);
    const id = await idOf(documentId, "A");
    await db.planHistory.create({ data: { userId: owner.user.id, state: "TRIAL", diskQuotaGb: 2, startsAt: new Date("2020-01-01"), expiresAt: new Date("2020-02-01") } });

    const refused = await api.update(token, id, { version: 0, content: "B" });
    expect(refused.status).toBe(402);
    expect(refused.body.error).toEqual({ code: "PLAN_LIMIT", message: "Your plan has ended. Choose a plan to keep editing." });
    expect((await api.create(token, documentId, { segmentType: "heading" })).status).toBe(402);
    expect((await api.remove(token, id)).status).toBe(402);
    expect((await api.read(token, id)).status).toBe(200);

    await db.planHistory.create({ data: { userId: owner.user.id, state: "PAYMENT_PENDING", diskQuotaGb: 2, startsAt: new Date(), expiresAt: null } });
    expect((await api.update(token, id, { version: 0, content: "B" })).status).toBe(200);
  });
});

describe("POST /api/segment/{id}", () => {
  it("writes content and metaData through the type's schema and bumps the version by one", async () => {
    const { token, documentId } = await ownerWithDocument(["A"]);
    const id = await idOf(documentId, "A");
    const saved = await api.update(token, id, { version: 0, content: "Our proposal", metaData: { level: 0, align: "center" } });
    expect(saved.status).toBe(200);
    expect(saved.body.segment).toMatchObject({ id, content: "Our proposal", metaData: { level: 1, align: "center", fontSize: "100%" }, version: 1 });
    const again = await api.update(token, id, { version: 1, content: "Our offer", autoSelectOnHover: true });
    expect(again.body.segment).toMatchObject({ content: "Our offer", autoSelectOnHover: true, version: 2 });
  });

  it("refuses a stale version: of two tabs saving from the same version the second gets 409 and the first's text stays", async () => {
    const { token, documentId } = await ownerWithDocument(["A"]);
    const id = await idOf(documentId, "A");
    const base = (await api.read(token, id)).body.segment.version;
    const first = await api.update(token, id, { version: base, content: "Text from tab one" });
    const second = await api.update(token, id, { version: base, content: "Text from tab two" });
    expect(first.status).toBe(200);
    expect(second.status).toBe(409);
    // Its own code, so the editor tells it from other 409s (a document in the trash answers CONFLICT).
    expect(second.body.error).toEqual({ code: "VERSION_CONFLICT", message: "This block was changed somewhere else. Reload it to see the latest version." });
    const stored = await db.segment.findUniqueOrThrow({ where: { id } });
    expect(stored).toMatchObject({ content: "Text from tab one", version: base + 1 });
  });

  it("keeps exactly one of two saves sent at the same moment", async () => {
    const { token, documentId } = await ownerWithDocument(["A"]);
    const id = await idOf(documentId, "A");
    const results = await Promise.all([api.update(token, id, { version: 0, content: "one" }), api.update(token, id, { version: 0, content: "two" })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.status === 200)!.body.segment.content;
    expect(await db.segment.findUniqueOrThrow({ where: { id } })).toMatchObject({ content: winner, version: 1 });
  });

  it("writes nothing for an empty change, and refuses invalid content with the field named", async () => {
    const { token, documentId } = await ownerWithDocument(["A"]);
    const id = await idOf(documentId, "A");
    expect((await api.update(token, id, { version: 0 })).body.segment.version).toBe(0);
    const bad = await api.update(token, id, { version: 0, metaData: "not an object but falls back", content: 12 });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields[0].path).toBe("content");
    expect((await api.update(token, id, { content: "no version" })).status).toBe(400);
    expect(await db.segment.findUniqueOrThrow({ where: { id } })).toMatchObject({ content: "A", version: 0 });
  });

  it("accepts images of the workspace's library only", async () => {
    const { owner, token, teamId, documentId } = await ownerWithDocument(["A"]);
    const other = await ownerWithDocument();
    const media = (team: string, userId: string) =>
      db.media.create({
        data: { teamId: team, name: "m", sourceFileName: "m.png", mimeType: "image/png", width: 1, height: 1, sizeBytes: 1n, checksum: "x", storageKey: "none", uploadedById: userId },
      });
    const own = await media(teamId, owner.user.id);
    const foreign = await media(other.teamId, other.owner.user.id);
    const id = await idOf(documentId, "A");
    const refused = await api.update(token, id, { version: 0, imageList: [own.id, foreign.id] });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields[0].path).toBe("imageList");
    expect((await api.update(token, id, { version: 0, imageList: [own.id] })).body.segment.imageList).toEqual([own.id]);
  });

  it("sets teamTemplateUserCanEdit only on team templates", async () => {
    const { token, documentId } = await ownerWithDocument(["A"]);
    const refused = await api.update(token, await idOf(documentId, "A"), { version: 0, teamTemplateUserCanEdit: false });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields[0].path).toBe("teamTemplateUserCanEdit");

    const template = await ownerWithDocument(["T"], { templateType: "TEAM_TEMPLATE" });
    const saved = await api.update(template.token, await idOf(template.documentId, "T"), { version: 0, teamTemplateUserCanEdit: false });
    expect(saved.body.segment).toMatchObject({ teamTemplateUserCanEdit: false, version: 1 });
  });

  it("answers 404 for unknown blocks and for fixed blocks (they have their own calls)", async () => {
    const { token, documentId } = await ownerWithDocument();
    const cover = await api.createFixed(token, documentId, { positionName: "cover", segmentType: "cover" });
    expect(cover.status).toBe(201);
    expect((await api.update(token, cover.body.segment.id, { version: 0, content: { title: "x" } })).status).toBe(404);
    expect((await api.remove(token, cover.body.segment.id)).status).toBe(404);
    expect((await api.read(token, cover.body.segment.id)).status).toBe(200);
    expect((await api.update(token, "cknotablock00000000000000", { version: 0 })).status).toBe(404);
  });
});

describe("undo of block changes", () => {
  const callUndo = (token: string, documentId: string) => callRoute(undo, "POST", "/api/undo", { token, body: { documentId } });

  it("puts back a block's previous content, with a newer version", async () => {
    const { token, documentId } = await ownerWithDocument(["A"]);
    const id = await idOf(documentId, "A");
    await api.update(token, id, { version: 0, content: "Changed", metaData: { level: 2 } });
    const undone = await callUndo(token, documentId);
    expect(undone.body).toMatchObject({ success: true, action: "segment-update" });
    const row = await db.segment.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ content: "A", metaData: { level: 1 } });
    expect(row.version).toBeGreaterThan(1);
    // A tab still holding version 1 is refused rather than overwriting what undo brought back.
    expect((await api.update(token, id, { version: 1, content: "stale" })).status).toBe(409);
  });

  it("brings a deleted block back with its children and the siblings' order", async () => {
    const { token, documentId } = await ownerWithDocument(["A", "B", "C"]);
    const b = await idOf(documentId, "B");
    await api.create(token, documentId, { segmentType: "heading", content: "B1", parent: b });
    expect(await outline(documentId)).toBe("A,B[B1],C");
    expect((await api.remove(token, b)).status).toBe(200);
    expect(await outline(documentId)).toBe("A,C");
    expect((await callUndo(token, documentId)).body.action).toBe("segment-delete");
    expect(await outline(documentId)).toBe("A,B[B1],C");
  });
});
