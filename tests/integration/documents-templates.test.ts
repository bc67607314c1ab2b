import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { POST as createFromTemplate } from "@/app/api/document/[id]/create-from-team-template/route";
import { POST as makeTemplate } from "@/app/api/document/[id]/team-template/route";
import { POST as templateSettings } from "@/app/api/document/[id]/team-template-settings/route";
import { POST as uploadMedia } from "@/app/api/team/[id]/media/route";
import { db } from "@/lib/db/client";
import { getObject } from "@/lib/storage";
import { createDocument } from "../factories/documents";
import { addMember, createTeamWithMembers, firstTeamOf } from "../factories/teams";
import { createUser } from "../factories/users";
import { callRoute } from "../support/call-route";

const make = (id: string, token: string) => callRoute(makeTemplate, "POST", `/api/document/${id}/team-template`, { token, params: { id } });
const settings = (id: string, token: string, body: unknown) => callRoute(templateSettings, "POST", `/api/document/${id}/team-template-settings`, { token, params: { id }, body });
const createFrom = (id: string, token: string, body: unknown = {}) =>
  callRoute(createFromTemplate, "POST", `/api/document/${id}/create-from-team-template`, { token, params: { id }, body });

const enableModule = (userId: string) => db.user.update({ where: { id: userId }, data: { modulesEnabled: ["team-templates"] } });

async function uploadImage(teamId: string, token: string, color: string) {
  const bytes = await sharp({ create: { width: 32, height: 24, channels: 3, background: color } }).png().toBuffer();
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type: "image/png" }), "venue.png");
  const result = await callRoute(uploadMedia, "POST", "/x", { token, params: { id: teamId }, form });
  expect(result.status).toBe(201);
  return result.body.attachmentId as string;
}

/** A team template with a nested block tree, a locked block, an image, a thumbnail and cachedData. */
async function createTemplate(ownerId: string, teamId: string, token: string, published: boolean) {
  const image = await uploadImage(teamId, token, "#5b3a8c");
  const doc = await createDocument(ownerId, teamId, {
    title: "Wedding proposal",
    templateType: "TEAM_TEMPLATE",
    teamTemplatePublished: published,
    allowAddNewBlocks: false,
    allowDeleteBlocks: true,
    thumbnailId: image,
    privateNote: "Margins are negotiable",
    eventStartDate: new Date("2026-06-01T16:00:00Z"),
  });
  const cards = await db.segment.create({ data: { documentId: doc.id, order: 0, segmentType: "cards", content: "", metaData: { noColumns: 3 } } });
  const card = await db.segment.create({
    data: { documentId: doc.id, order: 0, parentId: cards.id, parentIndex: 1, segmentType: "image", imageList: [image], teamTemplateUserCanEdit: false },
  });
  const pricing = await db.segment.create({ data: { documentId: doc.id, order: 1, segmentType: "pricing-table", content: { rows: [{ type: "item", name: "Dinner", price: 80, quantity: 120 }] } } });
  await db.document.update({ where: { id: doc.id }, data: { cachedData: { [pricing.id]: { total: 9600, currency: "EUR" } } } });
  return { doc, image, cards, card, pricing };
}

describe("making a team template", () => {
  it("converts the owner's document in place when the owner has the team-templates module; others are refused", async () => {
    const { admin, member, outsider, teamId } = await createTeamWithMembers();
    const doc = await createDocument(admin.user.id, teamId);

    const withoutModule = await make(doc.id, admin.token);
    expect(withoutModule.status).toBe(403);
    expect(withoutModule.body.error.message).toBe("You are not allowed to do this.");

    await enableModule(admin.user.id);
    await enableModule(member.user.id);
    expect((await make(doc.id, member.token)).status).toBe(403);
    expect((await make(doc.id, outsider.token)).status).toBe(404);
    expect((await db.document.findUniqueOrThrow({ where: { id: doc.id } })).templateType).toBe("DOCUMENT");

    const made = await make(doc.id, admin.token);
    expect(made.status).toBe(200);
    expect(made.body).toEqual({ ok: true, templateType: "TEAM_TEMPLATE" });
    const row = await db.document.findUniqueOrThrow({ where: { id: doc.id } });
    expect([row.templateType, row.teamTemplatePublished, row.allowAddNewBlocks, row.allowDeleteBlocks]).toEqual(["TEAM_TEMPLATE", false, true, true]);

    const again = await make(doc.id, admin.token);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe("Only documents and templates can be made team templates.");
  });

  it("converts the owner's own templates too, but not documents made from a team template", async () => {
    const { admin, teamId } = await createTeamWithMembers();
    await enableModule(admin.user.id);
    const template = await createDocument(admin.user.id, teamId, { templateType: "TEMPLATE" });
    expect((await make(template.id, admin.token)).body.templateType).toBe("TEAM_TEMPLATE");
    const fromTemplate = await createDocument(admin.user.id, teamId, { templateType: "DOCUMENT_FROM_TEAM_TEMPLATE" });
    expect((await make(fromTemplate.id, admin.token)).status).toBe(409);
    const deleted = await createDocument(admin.user.id, teamId, { deletedAt: new Date() });
    expect((await make(deleted.id, admin.token)).status).toBe(404);
    expect((await make("not-an-id", admin.token)).status).toBe(400);
  });
});

describe("team template settings", () => {
  it("lets the owner and the workspace's admins publish and set the flags; members 403, outsiders 404", async () => {
    const { admin, member, outsider, teamId } = await createTeamWithMembers();
    const colleague = await createUser();
    await addMember(teamId, colleague.user.id, "MEMBER");
    // The template belongs to a member; the admin manages it too.
    const doc = await createDocument(member.user.id, teamId, { templateType: "TEAM_TEMPLATE" });

    const byOwner = await settings(doc.id, member.token, { published: true });
    expect(byOwner.status).toBe(200);
    expect(byOwner.body).toEqual({ published: true, allowAddNewBlocks: true, allowDeleteBlocks: true });

    const byAdmin = await settings(doc.id, admin.token, { allowAddNewBlocks: false, allowDeleteBlocks: false });
    expect(byAdmin.body).toEqual({ published: true, allowAddNewBlocks: false, allowDeleteBlocks: false });

    const byColleague = await settings(doc.id, colleague.token, { published: false });
    expect(byColleague.status).toBe(403);
    expect((await settings(doc.id, outsider.token, { published: false })).status).toBe(404);

    // Unpublished, the template is hidden from other members altogether.
    await settings(doc.id, admin.token, { published: false });
    expect((await settings(doc.id, colleague.token, { published: true })).status).toBe(404);

    const row = await db.document.findUniqueOrThrow({ where: { id: doc.id } });
    expect([row.teamTemplatePublished, row.allowAddNewBlocks, row.allowDeleteBlocks]).toEqual([false, false, false]);
  });

  it("answers 409 for documents that are not team templates and 400 for bad input", async () => {
    const { admin, teamId } = await createTeamWithMembers();
    const doc = await createDocument(admin.user.id, teamId);
    const notTemplate = await settings(doc.id, admin.token, { published: true });
    expect(notTemplate.status).toBe(409);
    expect(notTemplate.body.error.message).toBe("This document is not a team template.");
    const template = await createDocument(admin.user.id, teamId, { templateType: "TEAM_TEMPLATE" });
    const bad = await settings(template.id, admin.token, { published: "yes" });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.map((f: { path: string }) => f.path)).toEqual(["published"]);
  });
});

describe("creating a document from a team template", () => {
  it("members see only published team templates; a published one makes a linked copy in the template's workspace", async () => {
    const { admin, member, teamId } = await createTeamWithMembers();
    const { doc, image, cards, card, pricing } = await createTemplate(admin.user.id, teamId, admin.token, false);

    const hidden = await createFrom(doc.id, member.token);
    expect(hidden.status).toBe(404);

    await settings(doc.id, admin.token, { published: true });
    const created = await createFrom(doc.id, member.token);
    expect(created.status).toBe(201);
    const copy = await db.document.findUniqueOrThrow({ where: { id: created.body.id }, include: { segments: true } });
    expect(copy).toMatchObject({
      teamId,
      ownerId: member.user.id,
      title: "Wedding proposal",
      templateType: "DOCUMENT_FROM_TEAM_TEMPLATE",
      originalTeamTemplateDocId: doc.id,
      teamTemplatePublished: false,
      allowAddNewBlocks: false,
      allowDeleteBlocks: true,
      thumbnailId: image, // same workspace: the same media
      privateNote: null, // the template owner's note stays with the template
      eventStartDate: null,
    });

    // Blocks: fresh ids, the tree and each block's teamTemplateUserCanEdit kept, cachedData re-keyed.
    expect(copy.segments).toHaveLength(3);
    const ids = copy.segments.map((s) => s.id);
    expect(ids).not.toContain(cards.id);
    expect(ids).not.toContain(card.id);
    const copiedCards = copy.segments.find((s) => s.segmentType === "cards")!;
    const copiedCard = copy.segments.find((s) => s.segmentType === "image")!;
    const copiedPricing = copy.segments.find((s) => s.segmentType === "pricing-table")!;
    expect(copiedCard).toMatchObject({ parentId: copiedCards.id, parentIndex: 1, teamTemplateUserCanEdit: false, imageList: [image] });
    expect(copiedCards).toMatchObject({ parentId: null, metaData: { noColumns: 3 }, teamTemplateUserCanEdit: true });
    expect(copiedPricing.content).toEqual({ rows: [{ type: "item", name: "Dinner", price: 80, quantity: 120 }] });
    expect(copy.cachedData).toEqual({ [copiedPricing.id]: { total: 9600, currency: "EUR" } });
    // The template itself is untouched.
    expect(await db.segment.count({ where: { documentId: doc.id } })).toBe(3);
    expect((await db.document.findUniqueOrThrow({ where: { id: doc.id } })).cachedData).toEqual({ [pricing.id]: { total: 9600, currency: "EUR" } });
  });

  it("lets a non-member create from a published team template into their own workspace, with copies of its media", async () => {
    const { admin, outsider, teamId } = await createTeamWithMembers();
    const { doc, image } = await createTemplate(admin.user.id, teamId, admin.token, true);
    const outsiderTeam = await firstTeamOf(outsider.user.id);

    // Not into the template's workspace: the outsider is not a member there.
    expect((await createFrom(doc.id, outsider.token, { teamId })).status).toBe(404);

    const created = await createFrom(doc.id, outsider.token);
    expect(created.status).toBe(201);
    const copy = await db.document.findUniqueOrThrow({ where: { id: created.body.id }, include: { segments: true } });
    expect([copy.teamId, copy.ownerId, copy.templateType, copy.originalTeamTemplateDocId]).toEqual([outsiderTeam, outsider.user.id, "DOCUMENT_FROM_TEAM_TEMPLATE", doc.id]);
    // The image is now the outsider's workspace's own media, with the same bytes.
    expect(copy.thumbnailId).not.toBe(image);
    const copiedMedia = await db.media.findUniqueOrThrow({ where: { id: copy.thumbnailId! } });
    const original = await db.media.findUniqueOrThrow({ where: { id: image } });
    expect(copiedMedia.teamId).toBe(outsiderTeam);
    expect((await getObject(copiedMedia.storageKey))!.equals((await getObject(original.storageKey))!)).toBe(true);
    expect(copy.segments.find((s) => s.segmentType === "image")!.imageList).toEqual([copiedMedia.id]);

    // Asked for explicitly, the outsider's own workspace works the same.
    expect((await createFrom(doc.id, outsider.token, { teamId: outsiderTeam })).status).toBe(201);
  });

  it("refuses non-members an unpublished team template (404) and answers 409 for other documents", async () => {
    const { admin, member, outsider, teamId } = await createTeamWithMembers();
    const { doc } = await createTemplate(admin.user.id, teamId, admin.token, false);
    const before = await db.document.count({ where: { ownerId: outsider.user.id } });
    const refused = await createFrom(doc.id, outsider.token);
    expect(refused.status).toBe(404);
    expect(refused.body.error.message).toBe("Not found.");
    expect(await db.document.count({ where: { ownerId: outsider.user.id } })).toBe(before);

    const plain = await createDocument(admin.user.id, teamId);
    const notTemplate = await createFrom(plain.id, member.token);
    expect(notTemplate.status).toBe(409);
    expect(notTemplate.body.error.message).toBe("This document is not a team template.");
    expect((await createFrom(plain.id, outsider.token)).status).toBe(404);
  });
});
