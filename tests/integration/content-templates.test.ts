import { describe, expect, it } from "vitest";
import { DELETE as deleteTemplateRoute } from "@/app/api/content-template/[id]/route";
import { GET as listTemplatesRoute, POST as createTemplateRoute } from "@/app/api/content-templates/route";
import { GET as readDocumentRoute } from "@/app/api/document/[id]/route";
import { GET as documentsIndex } from "@/app/api/documents/route";
import { db } from "@/lib/db/client";
import { addMember } from "../factories/teams";
import { createUser } from "../factories/users";
import { callRoute } from "../support/call-route";
import { addChild, api, idOf, outline, ownerWithDocument } from "./segments-support";

// Content templates (saved blocks): saving a block with its children, the caller's own list,
// inserting one into a document, deleting it.

const list = (token: string | undefined, query: Record<string, string> = {}) => callRoute(listTemplatesRoute, "GET", "/api/content-templates", { token, query });
const remove = (token: string, id: string) => callRoute(deleteTemplateRoute, "DELETE", `/api/content-template/${id}`, { token, params: { id } });

/** An owner whose document has "Menu" with two children, saved as a content template. */
async function savedMenu() {
  const setup = await ownerWithDocument(["Intro", "Menu"]);
  const menu = await idOf(setup.documentId, "Menu");
  const starter = await addChild(setup.documentId, menu, "Starter", 0);
  await addChild(setup.documentId, starter, "Soup", 0);
  await addChild(setup.documentId, menu, "Dessert", 1);
  const saved = await api.saveTemplate(setup.token, menu, { title: "  Dinner menu  " });
  return { ...setup, menu, saved };
}

describe("POST /api/segment/{id}/content-template", () => {
  it("saves the block with its children as the caller's template in the document's workspace", async () => {
    const { owner, teamId, documentId, saved } = await savedMenu();
    expect(saved.status).toBe(201);
    expect(saved.body.template).toMatchObject({ title: "Dinner menu", segmentType: "heading", teamId });
    const template = await db.document.findUniqueOrThrow({ where: { id: saved.body.template.id } });
    expect(template).toMatchObject({ templateType: "CONTENT_TEMPLATE", ownerId: owner.user.id, teamId });
    expect(await outline(template.id)).toBe("Menu[Starter[Soup],Dessert]");
    expect(await outline(documentId)).toBe("Intro,Menu[Starter[Soup],Dessert]");
  });

  it("lets other members of the workspace save a block they can read, and nobody else", async () => {
    const { teamId, documentId } = await ownerWithDocument(["Shared"]);
    const member = await createUser();
    await addMember(teamId, member.user.id);
    const stranger = await createUser();
    const block = await idOf(documentId, "Shared");

    const byMember = await api.saveTemplate(member.token, block, { title: "Mine" });
    expect(byMember.status).toBe(201);
    expect((await db.document.findUniqueOrThrow({ where: { id: byMember.body.template.id } })).ownerId).toBe(member.user.id);
    expect((await api.saveTemplate(stranger.token, block, { title: "Stolen" })).status).toBe(404);
    expect((await api.saveTemplate(member.token, block, { title: "   " })).status).toBe(400);
  });

  it("refuses from outside the workspace even where the document is readable (a published team template)", async () => {
    const { documentId } = await ownerWithDocument(["Template block"], { templateType: "TEAM_TEMPLATE", teamTemplatePublished: true });
    const outsider = await createUser();
    expect((await api.saveTemplate(outsider.token, await idOf(documentId, "Template block"), { title: "x" })).status).toBe(403);
  });
});

describe("GET /api/content-templates", () => {
  it("lists the caller's own templates, newest first, with the block's type and a text preview", async () => {
    const { token, teamId, saved } = await savedMenu();
    const { documentId } = await ownerWithDocument(["Someone else's"]);
    const other = await createUser();
    await api.saveTemplate(other.token, await idOf(documentId, "Someone else's"), { title: "Not mine" });

    const paragraphDoc = await api.create(token, (await db.document.findFirstOrThrow({ where: { teamId, templateType: "DOCUMENT" } })).id, {
      segmentType: "paragraph",
      content: "<p>Welcome to <strong>our</strong> venue &amp; garden</p>",
    });
    const second = await api.saveTemplate(token, paragraphDoc.body.segment.id, { title: "Welcome" });
    expect(second.status).toBe(201);

    const listed = await list(token);
    expect(listed.status).toBe(200);
    expect(listed.body.nextCursor).toBeNull();
    expect(listed.body.items).toEqual([
      expect.objectContaining({ id: second.body.template.id, title: "Welcome", segmentType: "paragraph", preview: "Welcome to our venue & garden", teamId }),
      expect.objectContaining({ id: saved.body.template.id, title: "Dinner menu", segmentType: "heading", preview: "Menu" }),
    ]);
  });

  it("filters by a workspace of the caller's (else 404) and pages with a cursor", async () => {
    const owner = await createUser();
    const { teamId } = await ownerWithDocument();
    const ownTeam = (await db.member.findFirstOrThrow({ where: { userId: owner.user.id } })).teamId;
    const base = Date.parse("2026-03-01T00:00:00Z");
    await db.document.createMany({
      data: Array.from({ length: 53 }, (_, i) => ({ title: `T${i}`, teamId: ownTeam, ownerId: owner.user.id, templateType: "CONTENT_TEMPLATE" as const, createdAt: new Date(base + i * 1000) })),
    });
    const first = await list(owner.token, { teamId: ownTeam });
    expect(first.body.items).toHaveLength(50);
    expect(first.body.items[0].title).toBe("T52");
    expect(first.body.items[0].segmentType).toBeNull();
    const rest = await list(owner.token, { teamId: ownTeam, cursor: first.body.nextCursor });
    expect(rest.body.items.map((item: { title: string }) => item.title)).toEqual(["T2", "T1", "T0"]);
    expect(rest.body.nextCursor).toBeNull();

    expect((await list(owner.token, { teamId })).status).toBe(404);
    expect((await list(owner.token, { cursor: "not-a-cursor" })).status).toBe(400);
    expect((await list(undefined)).status).toBe(401);
  });

  it("lists only templates of workspaces the caller is still a member of", async () => {
    const { owner, token, saved } = await savedMenu();
    const other = await ownerWithDocument(["Elsewhere"]);
    const membership = await addMember(other.teamId, owner.user.id);
    const left = await db.document.create({ data: { title: "Left behind", teamId: other.teamId, ownerId: owner.user.id, templateType: "CONTENT_TEMPLATE" } });
    const ids = async () => (await list(token)).body.items.map((item: { id: string }) => item.id);
    expect(await ids()).toEqual([left.id, saved.body.template.id]);

    // Gone from the workspace (or only invited): its templates would answer 404 when opened, so they are not listed.
    await db.member.update({ where: { id: membership.id }, data: { acceptedAt: null } });
    expect(await ids()).toEqual([saved.body.template.id]);
    await db.member.delete({ where: { id: membership.id } });
    expect(await ids()).toEqual([saved.body.template.id]);
  });

  it("keeps content templates out of the documents index", async () => {
    const { token, saved } = await savedMenu();
    const index = await callRoute(documentsIndex, "GET", "/api/documents", { token });
    expect(index.status).toBe(200);
    expect(index.body.items.map((item: { id: string }) => item.id)).not.toContain(saved.body.template.id);
    expect(index.body.items).toHaveLength(1);
  });
});

describe("DELETE /api/content-template/{id}", () => {
  it("deletes the caller's own template with its blocks; anyone else's is 404", async () => {
    const { token, teamId, saved } = await savedMenu();
    const id = saved.body.template.id;
    const member = await createUser();
    await addMember(teamId, member.user.id);
    expect((await remove(member.token, id)).status).toBe(404);
    const { documentId } = await ownerWithDocument();
    expect((await remove(token, documentId)).status).toBe(404);
    expect(await db.document.count({ where: { id: documentId } })).toBe(1);

    expect((await remove(token, id)).body).toEqual({ success: true });
    expect(await db.document.count({ where: { id } })).toBe(0);
    expect(await db.segment.count({ where: { documentId: id } })).toBe(0);
    expect((await remove(token, id)).status).toBe(404);
  });
});

describe("POST /api/document/{id}/segment/from-template", () => {
  it("copies the whole saved tree into the document at the place given", async () => {
    const { token, documentId, saved } = await savedMenu();
    const intro = await idOf(documentId, "Intro");
    const inserted = await api.fromTemplate(token, documentId, { templateId: saved.body.template.id, index: 0 });
    expect(inserted.status).toBe(201);
    expect(inserted.body.segments).toHaveLength(4);
    expect(inserted.body.segments[0]).toMatchObject({ content: "Menu", parent: null, order: 0, version: 0, docId: documentId });
    expect(await outline(documentId)).toBe("Menu[Starter[Soup],Dessert],Intro,Menu[Starter[Soup],Dessert]");

    const nested = await api.fromTemplate(token, documentId, { templateId: saved.body.template.id, parent: intro });
    expect(nested.status).toBe(201);
    expect(await outline(documentId)).toBe("Menu[Starter[Soup],Dessert],Intro[Menu[Starter[Soup],Dessert]],Menu[Starter[Soup],Dessert]");
    // The template itself is untouched.
    expect(await outline(saved.body.template.id)).toBe("Menu[Starter[Soup],Dessert]");
    expect(nested.body.layout).toHaveLength(13);
  });

  it("keeps the nesting limit: a three-level template does not fit under a level-2 block", async () => {
    const { token, documentId, saved } = await savedMenu();
    const starter = await idOf(documentId, "Starter");
    const refused = await api.fromTemplate(token, documentId, { templateId: saved.body.template.id, parent: starter });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe("Blocks can be nested at most 4 levels deep.");
  });

  it("inserts only the caller's own templates of the document's workspace (404 otherwise)", async () => {
    const { owner, token, teamId, saved } = await savedMenu();
    const member = await createUser();
    await addMember(teamId, member.user.id);
    const memberDoc = await db.document.create({ data: { title: "Member's", teamId, ownerId: member.user.id } });
    expect((await api.fromTemplate(member.token, memberDoc.id, { templateId: saved.body.template.id })).status).toBe(404);

    // The owner's own document in another workspace of theirs.
    const elsewhere = await ownerWithDocument();
    await addMember(elsewhere.teamId, owner.user.id);
    const ownDocElsewhere = await db.document.create({ data: { title: "Elsewhere", teamId: elsewhere.teamId, ownerId: owner.user.id } });
    expect((await api.fromTemplate(token, ownDocElsewhere.id, { templateId: saved.body.template.id })).status).toBe(404);
    // A plain document is not a content template.
    expect((await api.fromTemplate(token, ownDocElsewhere.id, { templateId: elsewhere.documentId })).status).toBe(404);
  });
});

describe("POST /api/content-templates", () => {
  const create = (token: string, body: unknown) => callRoute(createTemplateRoute, "POST", "/api/content-templates", { token, body });

  it("starts an empty saved block of one type in one of the caller's workspaces, which the owner alone opens", async () => {
    const { owner, teamId } = await ownerWithDocument(["Anything"]);
    const created = await create(owner.token, { teamId, title: " Our terms ", segmentType: "paragraph" });
    expect(created.status).toBe(201);
    expect(created.body.template).toMatchObject({ title: "Our terms", teamId, segmentType: "paragraph" });
    const blocks = await db.segment.findMany({ where: { documentId: created.body.template.id } });
    expect(blocks.map((block) => [block.segmentType, block.parentId, block.order])).toEqual([["paragraph", null, 0]]);
    expect((await list(owner.token)).body.items.map((item: { id: string }) => item.id)).toContain(created.body.template.id);

    // A colleague in the same workspace cannot open someone else's saved block.
    const colleague = await createUser();
    await addMember(teamId, colleague.user.id);
    const id = created.body.template.id;
    expect((await callRoute(readDocumentRoute, "GET", `/api/document/${id}`, { token: colleague.token, params: { id } })).status).toBe(404);
    expect((await callRoute(readDocumentRoute, "GET", `/api/document/${id}`, { token: owner.token, params: { id } })).status).toBe(200);
  });

  it("refuses a workspace the caller is not in, unknown or fixed block types, and an empty name, writing nothing", async () => {
    const { owner, teamId } = await ownerWithDocument(["Anything"]);
    const stranger = await createUser();
    const before = await db.document.count({ where: { templateType: "CONTENT_TEMPLATE" } });
    expect((await create(stranger.token, { teamId, title: "x", segmentType: "paragraph" })).status).toBe(404);
    expect((await create(owner.token, { teamId, title: "x", segmentType: "no-such-block" })).status).toBe(400);
    expect((await create(owner.token, { teamId, title: "x", segmentType: "cover" })).status).toBe(400);
    expect((await create(owner.token, { teamId, title: "   ", segmentType: "paragraph" })).status).toBe(400);
    expect(await db.document.count({ where: { templateType: "CONTENT_TEMPLATE" } })).toBe(before);
  });
});
