import { describe, expect, it } from "vitest";
import { POST as archiveRoute } from "@/app/api/document/[id]/archive/route";
import { POST as changeWorkspaceRoute } from "@/app/api/document/[id]/change-workspace/route";
import { POST as cloneRoute } from "@/app/api/document/[id]/clone/route";
import { GET as diskUsageRoute } from "@/app/api/document/[id]/disk-usage/route";
import { DELETE as permanentRoute } from "@/app/api/document/[id]/permanent/route";
import { POST as restoreRoute } from "@/app/api/document/[id]/restore/route";
import { DELETE as softDeleteRoute, GET as readRoute } from "@/app/api/document/[id]/route";
import { POST as saveAsTemplateRoute } from "@/app/api/document/[id]/save-as-template/route";
import { POST as setCachedDataRoute } from "@/app/api/document/[id]/set-cached-data/route";
import { POST as setCustomCssRoute } from "@/app/api/document/[id]/set-custom-css/route";
import { POST as setEventRoute } from "@/app/api/document/[id]/set-event/route";
import { POST as setPageMarginsRoute } from "@/app/api/document/[id]/set-page-margins/route";
import { POST as setPaperSizeRoute } from "@/app/api/document/[id]/set-paper-size/route";
import { POST as setPrivateNoteRoute } from "@/app/api/document/[id]/set-private-note/route";
import { POST as setSidebarVisibilityRoute } from "@/app/api/document/[id]/set-sidebar-visibility/route";
import { POST as setSidebarWidthRoute } from "@/app/api/document/[id]/set-sidebar-width/route";
import { POST as setThumbnailRoute } from "@/app/api/document/[id]/set-thumbnail/route";
import { POST as titleRoute } from "@/app/api/document/[id]/title/route";
import { POST as transferRoute } from "@/app/api/document/[id]/transfer/route";
import { POST as createRoute } from "@/app/api/team/[id]/document/route";
import { db } from "@/lib/db/client";
import { DOCUMENT_TITLE_MAX } from "@/lib/documents/limits";
import { setPageMargins } from "@/lib/documents/settings";
import { AppError } from "@/lib/http/errors";
import { translatorFor } from "@/lib/i18n/translator";
import { createDocument } from "../factories/documents";
import { addMember, createTeamWithMembers, firstTeamOf } from "../factories/teams";
import { createUser, unique } from "../factories/users";
import { callRoute } from "../support/call-route";

const UNKNOWN_ID = "cknotadocument00000000000";
const MALFORMED_ID = "not an id!";

type Handler = Parameters<typeof callRoute>[0];

const fieldPaths = (body: { error: { fields?: { path: string }[] } }) => (body.error.fields ?? []).map((f) => f.path).sort();

/** A workspace with an ADMIN, a MEMBER, the document's owner (a MEMBER), an outsider and a super admin who belongs nowhere near it. */
async function setup() {
  const { admin, member, outsider, teamId } = await createTeamWithMembers();
  const owner = await createUser();
  await addMember(teamId, owner.user.id, "MEMBER");
  const superAdmin = await createUser({ superAdmin: true });
  const doc = await createDocument(owner.user.id, teamId, { privateNote: "secret note" }, [{ segmentType: "heading", content: "Hello" }]);
  return { admin, member, owner, outsider, superAdmin, teamId, doc };
}

async function createMedia(teamId: string, sizeBytes: bigint, extra: { deleted?: boolean } = {}) {
  return db.media.create({
    data: { teamId, name: "m", sourceFileName: "m.png", mimeType: "image/png", width: 1, height: 1, sizeBytes, checksum: unique("c"), storageKey: "none", deleted: extra.deleted ?? false },
  });
}

const call = (handler: Handler, method: string, id: string, token: string | undefined, body?: unknown, headers?: Record<string, string>) =>
  callRoute(handler, method, `/api/document/${id}`, { token, params: { id }, body, headers });

interface RouteCase {
  name: string;
  handler: Handler;
  method: "GET" | "POST" | "DELETE";
  body?: unknown;
}

/** Every owner-only call, each with a valid body. */
const ownerOnly: RouteCase[] = [
  { name: "title", handler: titleRoute, method: "POST", body: { title: "Renamed" } },
  { name: "save-as-template", handler: saveAsTemplateRoute, method: "POST" },
  { name: "transfer", handler: transferRoute, method: "POST", body: { userId: UNKNOWN_ID } },
  { name: "change-workspace", handler: changeWorkspaceRoute, method: "POST", body: { teamId: UNKNOWN_ID } },
  { name: "archive", handler: archiveRoute, method: "POST", body: { archived: true } },
  { name: "soft delete", handler: softDeleteRoute, method: "DELETE" },
  { name: "restore", handler: restoreRoute, method: "POST" },
  { name: "permanent", handler: permanentRoute, method: "DELETE" },
  { name: "set-event", handler: setEventRoute, method: "POST", body: { startDate: "2026-06-12", endDate: "2026-06-14" } },
  { name: "set-private-note", handler: setPrivateNoteRoute, method: "POST", body: { note: "hi" } },
  { name: "set-sidebar-visibility", handler: setSidebarVisibilityRoute, method: "POST", body: { visible: false } },
  { name: "set-sidebar-width", handler: setSidebarWidthRoute, method: "POST", body: { width: 300 } },
  { name: "set-paper-size", handler: setPaperSizeRoute, method: "POST", body: { paperSize: "us-legal" } },
  { name: "set-page-margins", handler: setPageMarginsRoute, method: "POST", body: { top: 1, right: 2, bottom: 3, left: 4 } },
  { name: "set-custom-css", handler: setCustomCssRoute, method: "POST", body: { customCss: "a { color: red }" } },
  { name: "set-thumbnail", handler: setThumbnailRoute, method: "POST", body: { mediaId: null } },
  { name: "set-cached-data", handler: setCachedDataRoute, method: "POST", body: { segmentId: UNKNOWN_ID, total: 1, currency: "EUR" } },
];

const viewerCalls: RouteCase[] = [
  { name: "read", handler: readRoute, method: "GET" },
  { name: "disk-usage", handler: diskUsageRoute, method: "GET" },
];

describe("document calls: who may call them", () => {
  it("owner-only calls: 401 without a session, 403 for members and admins, 404 for outsiders, the super admin and unknown ids, 400 for malformed ids", async () => {
    const { admin, member, outsider, superAdmin, doc } = await setup();
    const before = await db.document.findUniqueOrThrow({ where: { id: doc.id } });
    const problems: string[] = [];
    for (const c of ownerOnly) {
      const expectStatus = async (who: string, token: string | undefined, id: string, status: number) => {
        const result = await call(c.handler, c.method, id, token, c.body);
        if (result.status !== status) problems.push(`${c.name} as ${who}: ${result.status} (expected ${status}) ${JSON.stringify(result.body)}`);
        return result;
      };
      await expectStatus("nobody", undefined, doc.id, 401);
      const forbidden = await expectStatus("member", member.token, doc.id, 403);
      expect(forbidden.body.error.message).toBe("You are not allowed to do this.");
      await expectStatus("admin", admin.token, doc.id, 403);
      const hidden = await expectStatus("outsider", outsider.token, doc.id, 404);
      expect(hidden.body.error.message).toBe("Not found.");
      await expectStatus("super admin", superAdmin.token, doc.id, 404);
      await expectStatus("owner, unknown id", outsider.token, UNKNOWN_ID, 404);
      const malformed = await expectStatus("owner, malformed id", outsider.token, MALFORMED_ID, 400);
      expect(fieldPaths(malformed.body)).toEqual(["params.id"]);
    }
    expect(problems).toEqual([]);
    // Nothing was changed by any refused call.
    const after = await db.document.findUniqueOrThrow({ where: { id: doc.id } });
    expect(after).toEqual(before);
    expect(await db.undoEntry.count({ where: { documentId: doc.id } })).toBe(0);
    expect(await db.document.count({ where: { title: { startsWith: before.title }, NOT: { id: doc.id } } })).toBe(0);
  });

  it("viewer calls: members, admins, the owner and the super admin read; outsiders and unknown ids get 404", async () => {
    const { admin, member, owner, outsider, superAdmin, doc } = await setup();
    for (const c of viewerCalls) {
      for (const who of [owner, member, admin, superAdmin]) expect((await call(c.handler, c.method, doc.id, who.token)).status, c.name).toBe(200);
      expect((await call(c.handler, c.method, doc.id, outsider.token)).status, c.name).toBe(404);
      expect((await call(c.handler, c.method, UNKNOWN_ID, owner.token)).status, c.name).toBe(404);
      expect((await call(c.handler, c.method, MALFORMED_ID, owner.token)).status, c.name).toBe(400);
      expect((await call(c.handler, c.method, doc.id, undefined)).status, c.name).toBe(401);
    }
  });

  it("clone: any member of the workspace (201); outsiders 404; the super admin, who is no member, 403", async () => {
    const { admin, member, outsider, superAdmin, doc } = await setup();
    expect((await call(cloneRoute, "POST", doc.id, member.token)).status).toBe(201);
    expect((await call(cloneRoute, "POST", doc.id, admin.token)).status).toBe(201);
    expect((await call(cloneRoute, "POST", doc.id, outsider.token)).status).toBe(404);
    expect((await call(cloneRoute, "POST", doc.id, superAdmin.token)).status).toBe(403);
    expect((await call(cloneRoute, "POST", UNKNOWN_ID, member.token)).status).toBe(404);
    expect((await call(cloneRoute, "POST", MALFORMED_ID, member.token)).status).toBe(400);
    expect((await call(cloneRoute, "POST", doc.id, undefined)).status).toBe(401);
  });

  it("an unpublished team template is hidden from plain members but visible to admins and its owner; published, members see it too", async () => {
    const { admin, member, owner, outsider, teamId } = await setup();
    const template = await createDocument(owner.user.id, teamId, { templateType: "TEAM_TEMPLATE", teamTemplatePublished: false });
    expect((await call(readRoute, "GET", template.id, member.token)).status).toBe(404);
    expect((await call(cloneRoute, "POST", template.id, member.token)).status).toBe(404);
    expect((await call(readRoute, "GET", template.id, admin.token)).status).toBe(200);
    const asOwner = await call(readRoute, "GET", template.id, owner.token);
    expect(asOwner.status).toBe(200);
    expect(asOwner.body.teamTemplateInfo.published).toBe(false);

    await db.document.update({ where: { id: template.id }, data: { teamTemplatePublished: true } });
    const published = await call(readRoute, "GET", template.id, member.token);
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ templateType: "TEAM_TEMPLATE", teamTemplateInfo: { published: true }, readOnly: true, isTheOwner: false });
    // A published team template is readable by anyone signed in (to create a document from it), but no one outside edits or clones it.
    expect((await call(readRoute, "GET", template.id, outsider.token)).status).toBe(200);
    expect((await call(cloneRoute, "POST", template.id, outsider.token)).status).toBe(403);
    expect((await call(titleRoute, "POST", template.id, outsider.token, { title: "x" })).status).toBe(404);
    const copy = await call(cloneRoute, "POST", template.id, member.token);
    expect(copy.status).toBe(201);
    // The member's copy is their own document, still bound to the team template's rules.
    expect(copy.body).toMatchObject({ templateType: "DOCUMENT_FROM_TEAM_TEMPLATE", isTheOwner: true, owner: { _id: member.user.id } });
  });
});

describe("POST /api/team/{id}/document", () => {
  it("creates a blank proposal with the translated default title, owned by the caller, and notes hasCreatedDocuments", async () => {
    const { member, teamId } = await setup();
    await db.user.update({ where: { id: member.user.id }, data: { hasCreatedDocuments: false } });
    const created = await callRoute(createRoute, "POST", `/api/team/${teamId}/document`, { token: member.token, params: { id: teamId }, body: {} });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title: "Untitled document",
      type: "proposal",
      templateType: "DOCUMENT",
      owner: { _id: member.user.id, firstname: "Ada", lastname: "Lovelace" },
      team: { _id: teamId, numberFormat: { decimalSeparator: ".", groupSeparator: "," } },
      archived: false,
      deleted: false,
      status: "draft",
      paperSize: "A4",
      isTheOwner: true,
      isTeamAdmin: false,
      readOnly: false,
      segments: [],
      event: { startDate: null, endDate: null, hasStartDate: false, userState: null },
      styleUpToDate: true,
    });
    expect(created.body._id).toBe(created.body.id);
    // It takes the workspace's default style ("Classic" from the workspace's first day) as its own copy.
    const classicId = (await db.team.findUniqueOrThrow({ where: { id: teamId } })).defaultDocStyleId;
    expect(created.body.style).toEqual({ _id: classicId, name: "Classic" });
    expect(created.body.styleData).toMatchObject({ id: classicId, name: "Classic", fonts: { h1: { family: "Playfair Display" } } });
    const row = await db.document.findUniqueOrThrow({ where: { id: created.body.id } });
    expect(row).toMatchObject({ teamId, ownerId: member.user.id, title: "Untitled document", type: "proposal" });
    expect((await db.user.findUniqueOrThrow({ where: { id: member.user.id } })).hasCreatedDocuments).toBe(true);

    const german = await callRoute(createRoute, "POST", `/api/team/${teamId}/document`, { token: member.token, params: { id: teamId }, body: {}, headers: { "accept-language": "de" } });
    expect(german.body.title).toBe("Unbenanntes Dokument");
  });

  it("takes a trimmed title, a type and a project; refuses bad input, outsiders and missing sessions", async () => {
    const { admin, outsider, teamId } = await setup();
    const path = `/api/team/${teamId}/document`;
    const created = await callRoute(createRoute, "POST", path, { token: admin.token, params: { id: teamId }, body: { title: "  Gala  ", type: "invoice", project: " Villa " } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ title: "Gala", type: "invoice", project: "Villa", isTeamAdmin: true });

    const bad = await callRoute(createRoute, "POST", path, { token: admin.token, params: { id: teamId }, body: { type: "memo", title: "x".repeat(201) } });
    expect(bad.status).toBe(400);
    expect(fieldPaths(bad.body)).toEqual(["title", "type"]);
    expect((await callRoute(createRoute, "POST", path, { token: outsider.token, params: { id: teamId }, body: {} })).status).toBe(404);
    expect((await callRoute(createRoute, "POST", path, { params: { id: teamId }, body: {} })).status).toBe(401);
    expect((await callRoute(createRoute, "POST", path, { token: admin.token, params: { id: MALFORMED_ID }, body: {} })).status).toBe(400);
    expect(await db.document.count({ where: { teamId, type: "invoice" } })).toBe(1);
  });
});

describe("GET /api/document/{id}", () => {
  it("answers the spec's Document with blocks in order; the private note only for the owner; lastOpenedAt only for the owner", async () => {
    const { member, owner, superAdmin, teamId, doc } = await setup();
    const parent = await db.segment.findFirstOrThrow({ where: { documentId: doc.id } });
    await db.segment.create({ data: { documentId: doc.id, order: 2, segmentType: "paragraph", content: "child", parentId: parent.id, parentIndex: 1 } });
    await db.segment.create({ data: { documentId: doc.id, order: 1, segmentType: "divider", content: "" } });
    const thumb = await createMedia(teamId, 10n);
    await db.document.update({
      where: { id: doc.id },
      data: { eventUserState: "confirmed", pageMargins: { top: 1, right: 2, bottom: 3, left: 4 }, paperSize: "US_LEGAL", thumbnailId: thumb.id },
    });
    const { updatedAt } = await db.document.findUniqueOrThrow({ where: { id: doc.id } });

    const asMember = await call(readRoute, "GET", doc.id, member.token);
    expect(asMember.status).toBe(200);
    expect(asMember.body).toMatchObject({
      _id: doc.id,
      id: doc.id,
      privateNote: null,
      isTheOwner: false,
      isTeamAdmin: false,
      readOnly: true,
      status: "confirmed",
      paperSize: "us-legal",
      design: { page: { margins: { top: 1, right: 2, bottom: 3, left: 4 } } },
      thumbnail: `/api/media/download/${thumb.id}`,
      diskUsage: { totalSize: 0 },
      snapshotCount: 0,
      teamTemplateInfo: { published: false, allowAddNewBlocks: true, allowDeleteBlocks: true, originalTeamTemplateDoc: null },
    });
    expect(asMember.body.segments.map((s: { segmentType: string }) => s.segmentType)).toEqual(["heading", "divider", "paragraph"]);
    expect(asMember.body.segments[2]).toMatchObject({ parent: parent.id, parentIndex: 1, docId: doc.id, content: "child" });
    expect((await db.document.findUniqueOrThrow({ where: { id: doc.id } })).lastOpenedAt).toBeNull();

    const asSuper = await call(readRoute, "GET", doc.id, superAdmin.token);
    expect(asSuper.body).toMatchObject({ privateNote: null, isTheOwner: false, readOnly: true });

    const asOwner = await call(readRoute, "GET", doc.id, owner.token);
    expect(asOwner.body).toMatchObject({ privateNote: "secret note", isTheOwner: true, readOnly: false });
    const row = await db.document.findUniqueOrThrow({ where: { id: doc.id } });
    expect(row.lastOpenedAt).not.toBeNull();
    expect(row.updatedAt).toEqual(updatedAt);
  });

  it("shows 'shared' when the document has snapshots and no event state", async () => {
    const { owner, doc } = await setup();
    await db.snapshot.create({ data: { documentId: doc.id, frozen: {}, shareKey: unique("k"), shortCode: unique("s"), expiryDate: new Date(Date.now() + 86_400_000) } });
    const result = await call(readRoute, "GET", doc.id, owner.token);
    expect(result.body).toMatchObject({ status: "shared", snapshotCount: 1 });
  });
});

describe("POST /api/document/{id}/title", () => {
  it("renames with a trimmed title and records the change for undo", async () => {
    const { owner, doc } = await setup();
    const result = await call(titleRoute, "POST", doc.id, owner.token, { title: "  Summer gala  " });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ success: true, title: "Summer gala", version: 1 });
    expect((await db.document.findUniqueOrThrow({ where: { id: doc.id } })).title).toBe("Summer gala");
    const entries = await db.undoEntry.findMany({ where: { documentId: doc.id } });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ userId: owner.user.id, action: "rename", undone: false });
    expect(entries[0].before).toEqual([{ kind: "document", id: doc.id, fields: { title: doc.title } }]);
    expect(entries[0].after).toEqual([{ kind: "document", id: doc.id, fields: { title: "Summer gala" } }]);
  });

  it("refuses an empty title with the spec's message, and titles over 120 characters", async () => {
    const { owner, doc } = await setup();
    const empty = await call(titleRoute, "POST", doc.id, owner.token, { title: "   " });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe("Document name can not be empty");
    expect(fieldPaths(empty.body)).toEqual(["title"]);
    const long = await call(titleRoute, "POST", doc.id, owner.token, { title: "x".repeat(DOCUMENT_TITLE_MAX + 1) });
    expect(long.status).toBe(400);
    expect(fieldPaths(long.body)).toEqual(["title"]);
    const missing = await call(titleRoute, "POST", doc.id, owner.token, {});
    expect(missing.status).toBe(400);
    expect(fieldPaths(missing.body)).toEqual(["title"]);
    expect((await db.document.findUniqueOrThrow({ where: { id: doc.id } })).title).toBe(doc.title);
    expect(await db.undoEntry.count({ where: { documentId: doc.id } })).toBe(0);

    const turkish = await call(titleRoute, "POST", doc.id, owner.token, { title: "" }, { "accept-language": "tr" });
    expect(turkish.body.error.message).toBe("Doküman adı boş olamaz");
  });
});

describe("POST /api/document/{id}/clone and save-as-template", () => {
  it("copies the document and its blocks with fresh ids and remapped parent links and cached totals", async () => {
    const { member, owner, teamId } = await setup();
    const source = await createDocument(owner.user.id, teamId, { title: "Wedding", privateNote: "mine", eventUserState: "offer", archived: true });
    const root = await db.segment.create({ data: { documentId: source.id, order: 0, segmentType: "cards", content: "root", imageList: ["a"] } });
    const child = await db.segment.create({ data: { documentId: source.id, order: 1, segmentType: "paragraph", content: "child", parentId: root.id, parentIndex: 2 } });
    const grandchild = await db.segment.create({ data: { documentId: source.id, order: 2, segmentType: "pricing-table", content: { rows: [] }, parentId: child.id } });
    await db.document.update({ where: { id: source.id }, data: { cachedData: { [grandchild.id]: { total: 10, currency: "USD" } } } });

    const result = await call(cloneRoute, "POST", source.id, member.token);
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({
      title: "Wedding (copy)",
      owner: { _id: member.user.id },
      team: { _id: teamId },
      templateType: "DOCUMENT",
      archived: false,
      privateNote: null,
      isTheOwner: true,
      readOnly: false,
      event: { userState: "offer" },
    });
    const copy = await db.document.findUniqueOrThrow({ where: { id: result.body.id }, include: { segments: { orderBy: { order: "asc" } } } });
    expect(copy.id).not.toBe(source.id);
    expect(copy.privateNote).toBeNull();
    expect(copy.segments).toHaveLength(3);
    const [r, c, g] = copy.segments;
    expect(new Set([r.id, c.id, g.id]).size).toBe(3);
    expect([r.id, c.id, g.id]).not.toContain(root.id);
    expect(r).toMatchObject({ parentId: null, content: "root", imageList: ["a"], segmentType: "cards" });
    expect(c).toMatchObject({ parentId: r.id, parentIndex: 2, content: "child" });
    expect(g).toMatchObject({ parentId: c.id, content: { rows: [] } });
    expect(copy.cachedData).toEqual({ [g.id]: { total: 10, currency: "USD", effectType: "TOTAL", decimals: null } });
    // The original is untouched.
    expect(await db.segment.count({ where: { documentId: source.id } })).toBe(3);

    // The owner's own copy keeps the private note; a template stays a template.
    const own = await call(cloneRoute, "POST", source.id, owner.token);
    expect(own.body).toMatchObject({ privateNote: "mine", title: "Wedding (copy)" });
    const template = await createDocument(owner.user.id, teamId, { title: "Tpl", templateType: "TEMPLATE" });
    const templateCopy = await call(cloneRoute, "POST", template.id, owner.token, undefined, { "accept-language": "de" });
    expect(templateCopy.body).toMatchObject({ templateType: "TEMPLATE", title: "Tpl (Kopie)" });
  });

  it("keeps a long title within 120 characters and refuses soft-deleted documents", async () => {
    const { owner, teamId } = await setup();
    const long = await createDocument(owner.user.id, teamId, { title: "y".repeat(200) });
    const result = await call(cloneRoute, "POST", long.id, owner.token);
    expect(result.status).toBe(201);
    expect(result.body.title).toHaveLength(DOCUMENT_TITLE_MAX);
    const trashed = await createDocument(owner.user.id, teamId, { deletedAt: new Date() });
    const refused = await call(cloneRoute, "POST", trashed.id, owner.token);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe("This document has been deleted. Restore it before changing it.");
  });

  it("saves the owner's document as their own template", async () => {
    const { owner, doc } = await setup();
    const result = await call(saveAsTemplateRoute, "POST", doc.id, owner.token);
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({ templateType: "TEMPLATE", title: doc.title, owner: { _id: owner.user.id } });
    expect(result.body.segments).toHaveLength(1);
    expect((await db.document.findUniqueOrThrow({ where: { id: doc.id } })).templateType).toBe("DOCUMENT");
  });
});

describe("POST /api/document/{id}/transfer", () => {
  it("hands the document to a colleague, who then owns it; the former owner reads only", async () => {
    const { member, owner, doc } = await setup();
    const result = await call(transferRoute, "POST", doc.id, owner.token, { userId: member.user.id });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ owner: { _id: member.user.id }, isTheOwner: false, readOnly: true, privateNote: null });
    expect((await db.document.findUniqueOrThrow({ where: { id: doc.id } })).ownerId).toBe(member.user.id);
    expect((await call(titleRoute, "POST", doc.id, owner.token, { title: "no" })).status).toBe(403);
    expect((await call(titleRoute, "POST", doc.id, member.token, { title: "yes" })).status).toBe(200);
  });

  it("refuses non-members, pending invitees and unknown users alike with a 400 naming userId", async () => {
    const { owner, outsider, teamId, doc } = await setup();
    const invited = await createUser();
    await db.member.create({ data: { teamId, userId: invited.user.id, role: "MEMBER", invitationEmail: invited.user.email, invitationKey: unique("k") } });
    for (const userId of [outsider.user.id, invited.user.id, UNKNOWN_ID]) {
      const result = await call(transferRoute, "POST", doc.id, owner.token, { userId });
      expect(result.status).toBe(400);
      expect(result.body.error.message).toBe("The document can only be transferred to a member of its workspace.");
      expect(fieldPaths(result.body)).toEqual(["userId"]);
    }
    const malformed = await call(transferRoute, "POST", doc.id, owner.token, { userId: "x" });
    expect(fieldPaths(malformed.body)).toEqual(["userId"]);
    expect((await db.document.findUniqueOrThrow({ where: { id: doc.id } })).ownerId).toBe(owner.user.id);
  });
});

describe("POST /api/document/{id}/change-workspace", () => {
  it("moves the document to another workspace of its owner, dropping the old workspace's style and contacts", async () => {
    const { owner, teamId } = await setup();
    const otherTeam = await firstTeamOf(owner.user.id);
    const style = await db.docStyle.create({ data: { teamId, name: "House", fonts: {}, colors: {}, others: {} } });
    const contact = await db.contact.create({ data: { teamId, firstname: "Cleo", lastname: "Client" } });
    const doc = await createDocument(owner.user.id, teamId, { styleId: style.id, styleData: { name: "House" } });
    await db.documentContact.create({ data: { documentId: doc.id, contactId: contact.id } });

    const result = await call(changeWorkspaceRoute, "POST", doc.id, owner.token, { teamId: otherTeam });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ team: { _id: otherTeam }, style: null, styleData: { name: "House" }, isTheOwner: true, isTeamAdmin: true });
    const row = await db.document.findUniqueOrThrow({ where: { id: doc.id } });
    expect(row).toMatchObject({ teamId: otherTeam, styleId: null });
    expect(await db.documentContact.count({ where: { documentId: doc.id } })).toBe(0);

    // A built-in style (no workspace) stays.
    const builtIn = await db.docStyle.create({ data: { teamId: null, name: "Classic", fonts: {}, colors: {}, others: {} } });
    await db.document.update({ where: { id: doc.id }, data: { styleId: builtIn.id } });
    const back = await call(changeWorkspaceRoute, "POST", doc.id, owner.token, { teamId });
    expect(back.body).toMatchObject({ team: { _id: teamId }, style: { _id: builtIn.id, name: "Classic" } });
  });

  it("answers 404 for a workspace the owner is not an accepted member of, and changes nothing", async () => {
    const { owner, outsider, teamId, doc } = await setup();
    const foreign = await firstTeamOf(outsider.user.id);
    for (const target of [foreign, UNKNOWN_ID]) {
      expect((await call(changeWorkspaceRoute, "POST", doc.id, owner.token, { teamId: target })).status).toBe(404);
    }
    expect((await db.document.findUniqueOrThrow({ where: { id: doc.id } })).teamId).toBe(teamId);
    const malformed = await call(changeWorkspaceRoute, "POST", doc.id, owner.token, { teamId: "nope" });
    expect(malformed.status).toBe(400);
    expect(fieldPaths(malformed.body)).toEqual(["teamId"]);
  });
});

describe("archive, soft delete, restore and permanent delete", () => {
  it("archives by default and unarchives with archived false", async () => {
    const { owner, doc } = await setup();
    const archived = await call(archiveRoute, "POST", doc.id, owner.token, {});
    expect(archived.body).toEqual({ success: true, archived: true });
    expect((await db.document.findUniqueOrThrow({ where: { id: doc.id } })).archived).toBe(true);
    const back = await call(archiveRoute, "POST", doc.id, owner.token, { archived: false });
    expect(back.body).toEqual({ success: true, archived: false });
    expect((await db.document.findUniqueOrThrow({ where: { id: doc.id } })).archived).toBe(false);
    expect((await call(archiveRoute, "POST", doc.id, owner.token, { archived: "yes" })).status).toBe(400);
  });

  it("a soft-deleted document is visible only to its owner, refuses edits, and can be restored", async () => {
    const { admin, member, owner, superAdmin, doc } = await setup();
    expect((await call(softDeleteRoute, "DELETE", doc.id, owner.token)).body).toEqual({ success: true });
    const row = await db.document.findUniqueOrThrow({ where: { id: doc.id } });
    expect(row.deletedAt).not.toBeNull();

    for (const who of [member, admin, superAdmin]) expect((await call(readRoute, "GET", doc.id, who.token)).status).toBe(404);
    expect((await call(titleRoute, "POST", doc.id, member.token, { title: "x" })).status).toBe(404);
    const asOwner = await call(readRoute, "GET", doc.id, owner.token);
    expect(asOwner.status).toBe(200);
    expect(asOwner.body.deleted).toBe(true);

    const edit = await call(titleRoute, "POST", doc.id, owner.token, { title: "x" });
    expect(edit.status).toBe(409);
    expect(edit.body.error.message).toBe("This document has been deleted. Restore it before changing it.");
    expect((await call(archiveRoute, "POST", doc.id, owner.token, {})).status).toBe(409);

    // Deleting again keeps the first deletion time.
    await call(softDeleteRoute, "DELETE", doc.id, owner.token);
    expect((await db.document.findUniqueOrThrow({ where: { id: doc.id } })).deletedAt).toEqual(row.deletedAt);

    expect((await call(restoreRoute, "POST", doc.id, owner.token)).body).toEqual({ success: true });
    expect((await db.document.findUniqueOrThrow({ where: { id: doc.id } })).deletedAt).toBeNull();
    expect((await call(readRoute, "GET", doc.id, member.token)).status).toBe(200);
  });

  it("deletes for good only after a soft delete, with blocks, shares and history, and leaves media alone", async () => {
    const { owner, teamId, doc } = await setup();
    const media = await createMedia(teamId, 5n);
    await db.document.update({ where: { id: doc.id }, data: { thumbnailId: media.id } });
    await call(titleRoute, "POST", doc.id, owner.token, { title: "Soon gone" });

    const live = await call(permanentRoute, "DELETE", doc.id, owner.token);
    expect(live.status).toBe(409);
    expect(live.body.error.message).toBe("Only a deleted document can be deleted permanently. Delete it first.");
    expect(await db.document.count({ where: { id: doc.id } })).toBe(1);

    await call(softDeleteRoute, "DELETE", doc.id, owner.token);
    const gone = await call(permanentRoute, "DELETE", doc.id, owner.token);
    expect(gone.status).toBe(200);
    expect(gone.body).toEqual({ success: true });
    expect(await db.document.count({ where: { id: doc.id } })).toBe(0);
    expect(await db.segment.count({ where: { documentId: doc.id } })).toBe(0);
    expect(await db.undoEntry.count({ where: { documentId: doc.id } })).toBe(0);
    expect(await db.media.count({ where: { id: media.id } })).toBe(1);
    expect((await call(readRoute, "GET", doc.id, owner.token)).status).toBe(404);
  });
});

describe("the document's settings (owner; recorded for undo)", () => {
  const lastEntry = (documentId: string) => db.undoEntry.findFirstOrThrow({ where: { documentId }, orderBy: { seq: "desc" } });

  it("set-event: dates, hasStartDate and userState; fields left out keep their value; end before start is refused", async () => {
    const { owner, doc } = await setup();
    const set = await call(setEventRoute, "POST", doc.id, owner.token, { startDate: "2026-06-12", endDate: "2026-06-14T18:00:00Z", hasStartDate: true, userState: " confirmed " });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({
      success: true,
      event: { startDate: "2026-06-12T00:00:00.000Z", endDate: "2026-06-14T18:00:00.000Z", hasStartDate: true, userState: "confirmed" },
    });
    const entry = await lastEntry(doc.id);
    expect(entry.action).toBe("set-event");
    expect(entry.after).toEqual([
      {
        kind: "document",
        id: doc.id,
        fields: { eventStartDate: { $date: "2026-06-12T00:00:00.000Z" }, eventEndDate: { $date: "2026-06-14T18:00:00.000Z" }, eventHasStartDate: true, eventUserState: "confirmed" },
      },
    ]);

    // Only userState changes; the dates stay.
    const state = await call(setEventRoute, "POST", doc.id, owner.token, { userState: "" });
    expect(state.body.event).toMatchObject({ startDate: "2026-06-12T00:00:00.000Z", userState: null });
    expect((await call(readRoute, "GET", doc.id, owner.token)).body.status).toBe("draft");

    // An end before the stored start, or before a given start.
    const early = await call(setEventRoute, "POST", doc.id, owner.token, { endDate: "2026-06-01" });
    expect(early.status).toBe(400);
    expect(early.body.error.message).toBe("The end date can not be before the start date.");
    expect(fieldPaths(early.body)).toEqual(["endDate"]);
    const both = await call(setEventRoute, "POST", doc.id, owner.token, { startDate: "2026-07-02", endDate: "2026-07-01" });
    expect(fieldPaths(both.body)).toEqual(["endDate"]);

    const bad = await call(setEventRoute, "POST", doc.id, owner.token, { startDate: "12/06/2026", userState: "x".repeat(41), hasStartDate: "yes" });
    expect(bad.status).toBe(400);
    expect(fieldPaths(bad.body)).toEqual(["hasStartDate", "startDate", "userState"]);

    const cleared = await call(setEventRoute, "POST", doc.id, owner.token, { startDate: null, endDate: null });
    expect(cleared.body.event).toMatchObject({ startDate: null, endDate: null });
    const row = await db.document.findUniqueOrThrow({ where: { id: doc.id } });
    expect(row).toMatchObject({ eventStartDate: null, eventEndDate: null, eventHasStartDate: true, eventUserState: null });
    expect(await db.undoEntry.count({ where: { documentId: doc.id, action: "set-event" } })).toBe(3);
  });

  it("set-private-note, set-sidebar-visibility, set-sidebar-width, set-paper-size", async () => {
    const { owner, doc } = await setup();
    expect((await call(setPrivateNoteRoute, "POST", doc.id, owner.token, { note: "Call the florist" })).body).toMatchObject({ success: true, privateNote: "Call the florist" });
    expect((await call(setPrivateNoteRoute, "POST", doc.id, owner.token, { note: "x".repeat(10_001) })).status).toBe(400);
    expect((await call(setSidebarVisibilityRoute, "POST", doc.id, owner.token, { visible: false })).body).toMatchObject({ success: true, sidebarVisible: false });
    expect((await call(setSidebarWidthRoute, "POST", doc.id, owner.token, { width: 320 })).body).toMatchObject({ success: true, sidebarWidth: 320 });
    for (const width of [119, 801, 200.5, "300"]) {
      const bad = await call(setSidebarWidthRoute, "POST", doc.id, owner.token, { width });
      expect(bad.status).toBe(400);
      expect(fieldPaths(bad.body)).toEqual(["width"]);
    }
    expect((await call(setPaperSizeRoute, "POST", doc.id, owner.token, { paperSize: "us-legal" })).body).toMatchObject({ success: true, paperSize: "us-legal" });
    const badPaper = await call(setPaperSizeRoute, "POST", doc.id, owner.token, { paperSize: "US_LEGAL" });
    expect(fieldPaths(badPaper.body)).toEqual(["paperSize"]);

    const row = await db.document.findUniqueOrThrow({ where: { id: doc.id } });
    expect(row).toMatchObject({ privateNote: "Call the florist", sidebarVisible: false, sidebarWidth: 320, paperSize: "US_LEGAL", version: 4 });
    const actions = (await db.undoEntry.findMany({ where: { documentId: doc.id }, orderBy: { seq: "asc" } })).map((e) => e.action);
    expect(actions).toEqual(["set-private-note", "set-sidebar-visibility", "set-sidebar-width", "set-paper-size"]);
    const paper = await lastEntry(doc.id);
    expect(paper.before).toEqual([{ kind: "document", id: doc.id, fields: { paperSize: "A4" } }]);
    expect(paper.after).toEqual([{ kind: "document", id: doc.id, fields: { paperSize: "US_LEGAL" } }]);
  });

  it("set-page-margins: 0-300 px each, left + right below 740", async () => {
    const { owner, doc } = await setup();
    const ok = await call(setPageMarginsRoute, "POST", doc.id, owner.token, { top: 0, right: 300, bottom: 300, left: 300 });
    expect(ok.body).toMatchObject({ success: true, design: { page: { margins: { top: 0, right: 300, bottom: 300, left: 300 } } } });
    expect((await db.document.findUniqueOrThrow({ where: { id: doc.id } })).pageMargins).toEqual({ top: 0, right: 300, bottom: 300, left: 300 });
    expect((await lastEntry(doc.id)).action).toBe("set-page-margins");

    const tooBig = await call(setPageMarginsRoute, "POST", doc.id, owner.token, { top: 301, right: -1, bottom: 0, left: 0 });
    expect(tooBig.status).toBe(400);
    expect(fieldPaths(tooBig.body)).toEqual(["right", "top"]);
    const missing = await call(setPageMarginsRoute, "POST", doc.id, owner.token, { top: 1 });
    expect(fieldPaths(missing.body)).toEqual(["bottom", "left", "right"]);
    // With each margin at most 300 px, left + right (at most 600) always leaves the 200 px; the rule
    // still stands in the use case, should the per-margin cap ever be raised.
    const wide = await setPageMargins({ documentId: doc.id, userId: owner.user.id }, { top: 0, right: 440, bottom: 0, left: 300 }).catch((e: unknown) => e);
    expect(wide).toBeInstanceOf(AppError);
    expect((wide as AppError).status).toBe(400);
    expect((wide as AppError).fields?.map((f) => f.path)).toEqual(["left", "right"]);
    expect(translatorFor("en")(`errors.${(wide as AppError).messageKey}`, (wide as AppError).params as { max: number })).toBe(
      "The left and right margins together must be less than 740 px.",
    );
    expect(await db.undoEntry.count({ where: { documentId: doc.id } })).toBe(1);
  });

  it("set-custom-css: stores safe CSS, refuses unsafe CSS and CSS over 50 000 characters with a 400 naming customCss", async () => {
    const { owner, doc } = await setup();
    const css = ".title { color: #c9a227; background: url(/api/media/download/ckabc0000000000000000000) }";
    expect((await call(setCustomCssRoute, "POST", doc.id, owner.token, { customCss: css })).body).toMatchObject({ success: true, customCss: css });
    expect((await lastEntry(doc.id)).action).toBe("set-custom-css");
    for (const unsafe of ["</style><script>alert(1)</script>", "@import 'x.css';", "a{width:expression(alert(1))}", "a{background:url(javascript:alert(1))}", "a{behavior:url(x.htc)}", "a{-moz-binding:url(x)}", "a{background:url(data:text/html,hi)}", "a{background:url(https://tracker.example/p.gif)}", "@font-face{font-family:x}"]) {
      const refused = await call(setCustomCssRoute, "POST", doc.id, owner.token, { customCss: unsafe });
      expect(refused.status, unsafe).toBe(400);
      expect(fieldPaths(refused.body)).toEqual(["customCss"]);
      expect(refused.body.error.message).toMatch(/^This CSS contains something that is not allowed: /);
    }
    const long = await call(setCustomCssRoute, "POST", doc.id, owner.token, { customCss: "a".repeat(50_001) });
    expect(fieldPaths(long.body)).toEqual(["customCss"]);
    expect((await db.document.findUniqueOrThrow({ where: { id: doc.id } })).customCss).toBe(css);
    expect((await call(setCustomCssRoute, "POST", doc.id, owner.token, { customCss: null })).body.customCss).toBeNull();
  });

  it("set-thumbnail: an image of the workspace's library; others are refused naming mediaId; null clears", async () => {
    const { owner, outsider, teamId, doc } = await setup();
    const media = await createMedia(teamId, 100n);
    const result = await call(setThumbnailRoute, "POST", doc.id, owner.token, { mediaId: media.id });
    expect(result.body).toEqual({ success: true, thumbnail: `/api/media/download/${media.id}` });
    expect((await db.document.findUniqueOrThrow({ where: { id: doc.id } })).thumbnailId).toBe(media.id);

    const foreign = await createMedia(await firstTeamOf(outsider.user.id), 1n);
    const deleted = await createMedia(teamId, 1n, { deleted: true });
    for (const mediaId of [foreign.id, deleted.id, UNKNOWN_ID]) {
      const refused = await call(setThumbnailRoute, "POST", doc.id, owner.token, { mediaId });
      expect(refused.status).toBe(400);
      expect(fieldPaths(refused.body)).toEqual(["mediaId"]);
    }
    expect((await db.document.findUniqueOrThrow({ where: { id: doc.id } })).thumbnailId).toBe(media.id);
    expect((await call(setThumbnailRoute, "POST", doc.id, owner.token, { mediaId: null })).body).toEqual({ success: true, thumbnail: null });
  });

  it("set-cached-data: merges totals per block of the document; foreign blocks and bad values are refused", async () => {
    const { owner, teamId, doc } = await setup();
    const [first] = await db.segment.findMany({ where: { documentId: doc.id } });
    const second = await db.segment.create({ data: { documentId: doc.id, order: 5, segmentType: "pricing-table" } });
    expect((await call(setCachedDataRoute, "POST", doc.id, owner.token, { segmentId: first.id, total: 1250.5, currency: "EUR" })).body).toEqual({
      success: true,
      cachedData: { [first.id]: { total: 1250.5, currency: "EUR", effectType: "TOTAL", decimals: null } },
    });
    const merged = await call(setCachedDataRoute, "POST", doc.id, owner.token, { segmentId: second.id, total: 0, currency: "TRY", effectType: "PAID_INVOICE", decimals: 0 });
    expect(merged.body.cachedData).toEqual({
      [first.id]: { total: 1250.5, currency: "EUR", effectType: "TOTAL", decimals: null },
      [second.id]: { total: 0, currency: "TRY", effectType: "PAID_INVOICE", decimals: 0 },
    });
    await call(setCachedDataRoute, "POST", doc.id, owner.token, { segmentId: first.id, total: 99, currency: "USD", decimals: 3 });
    expect((await db.document.findUniqueOrThrow({ where: { id: doc.id } })).cachedData).toEqual({
      [first.id]: { total: 99, currency: "USD", effectType: "TOTAL", decimals: 3 },
      [second.id]: { total: 0, currency: "TRY", effectType: "PAID_INVOICE", decimals: 0 },
    });
    const badEffect = await call(setCachedDataRoute, "POST", doc.id, owner.token, { segmentId: first.id, total: 1, currency: "EUR", effectType: "GIFT", decimals: 9 });
    expect(badEffect.status).toBe(400);

    const other = await createDocument(owner.user.id, teamId, {}, [{ segmentType: "pricing-table" }]);
    const foreignSegment = await db.segment.findFirstOrThrow({ where: { documentId: other.id } });
    const foreign = await call(setCachedDataRoute, "POST", doc.id, owner.token, { segmentId: foreignSegment.id, total: 1, currency: "EUR" });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.message).toBe("This block does not belong to the document.");
    expect(fieldPaths(foreign.body)).toEqual(["segmentId"]);
    const bad = await call(setCachedDataRoute, "POST", doc.id, owner.token, { segmentId: first.id, total: -1, currency: "XYZ" });
    expect(fieldPaths(bad.body)).toEqual(["currency", "total"]);
  });

  it("disk-usage: bytes of the distinct media and files the thumbnail and blocks use, stored on the document", async () => {
    const { member, owner, teamId, doc } = await setup();
    const a = await createMedia(teamId, 1000n);
    const b = await createMedia(teamId, 250n);
    await db.document.update({ where: { id: doc.id }, data: { thumbnailId: a.id } });
    await db.segment.create({ data: { documentId: doc.id, order: 3, segmentType: "image", imageList: [a.id, b.id, b.id, UNKNOWN_ID] } });
    // Attached files count too, each once.
    const file = await db.miscFile.create({ data: { teamId, sourceFileName: "menu.pdf", mimeType: "application/pdf", sizeBytes: 40n, storageKey: "none", checksum: "x" } });
    await db.segment.create({ data: { documentId: doc.id, order: 4, segmentType: "attachment", miscFileList: [file.id] } });
    await db.segment.create({ data: { documentId: doc.id, order: 5, segmentType: "attachment", miscFileList: [file.id] } });
    const { updatedAt } = await db.document.findUniqueOrThrow({ where: { id: doc.id } });
    const result = await call(diskUsageRoute, "GET", doc.id, member.token);
    expect(result.body).toEqual({ totalSize: 1290 });
    const row = await db.document.findUniqueOrThrow({ where: { id: doc.id } });
    expect(row.diskUsageBytes).toBe(1290n);
    expect(row.updatedAt).toEqual(updatedAt);
    expect((await call(readRoute, "GET", doc.id, owner.token)).body.diskUsage).toEqual({ totalSize: 1290 });
  });
});
