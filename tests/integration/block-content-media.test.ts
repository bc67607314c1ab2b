import { createHash } from "node:crypto";
import { strToU8, unzipSync, zipSync } from "fflate";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { POST as createFromTemplate } from "@/app/api/document/[id]/create-from-team-template/route";
import { GET as exportDocument } from "@/app/api/document/[id]/export/route";
import { POST as importDocuments } from "@/app/api/team/[id]/document-import/route";
import { POST as uploadMedia } from "@/app/api/team/[id]/media/route";
import { POST as uploadMiscFile } from "@/app/api/team/[id]/misc-file/route";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { getObject } from "@/lib/storage";
import { createDocument } from "../factories/documents";
import { firstTeamOf } from "../factories/teams";
import { createUser } from "../factories/users";
import { callRoute } from "../support/call-route";
import { api, ownerWithDocument } from "./segments-support";
import { documentFile, manifestFile, segmentFile } from "../support/archive-files";

// Media ids some block types keep inside `content` (image, cover-image, logo-image: the whole
// content; cover and image-and-text: content.imageId), declared by definition.mediaIds: block writes
// check them against the workspace, exports carry them, imports and copies remap them.

/** A media row of a workspace without a stored file (enough for the write checks). */
const mediaRow = (teamId: string, userId: string) =>
  db.media.create({
    data: { teamId, name: "m", sourceFileName: "m.png", mimeType: "image/png", width: 1, height: 1, sizeBytes: 1n, checksum: "x", storageKey: "none", uploadedById: userId },
  });

async function uploadImage(teamId: string, token: string, color: string) {
  const bytes = await sharp({ create: { width: 24, height: 16, channels: 3, background: color } }).png().toBuffer();
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type: "image/png" }), "photo.png");
  const result = await callRoute(uploadMedia, "POST", "/x", { token, params: { id: teamId }, form });
  expect(result.status).toBe(201);
  return result.body.attachmentId as string;
}

const sha = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** The sha256 of a media row's stored bytes, and its workspace. */
async function mediaFingerprint(id: unknown) {
  expect(typeof id).toBe("string");
  const media = await db.media.findUniqueOrThrow({ where: { id: id as string } });
  return { teamId: media.teamId, sha: sha((await getObject(media.storageKey))!) };
}

describe("media ids in block content are the workspace's own", () => {
  it("refuses another workspace's media in content on create, fixed create and update, naming content", async () => {
    const { owner, token, teamId, documentId } = await ownerWithDocument();
    const other = await ownerWithDocument();
    const own = await mediaRow(teamId, owner.user.id);
    const foreign = await mediaRow(other.teamId, other.owner.user.id);

    for (const [segmentType, content] of [
      ["image", foreign.id],
      ["cover-image", foreign.id],
      ["logo-image", foreign.id],
      ["image-and-text", { imageId: foreign.id, html: "<p>Hi</p>" }],
    ] as const) {
      const refused = await api.create(token, documentId, { segmentType, content });
      expect(refused.status, segmentType).toBe(400);
      expect(refused.body.error.fields[0]).toEqual({ path: "content", message: "Only images from this workspace’s library can be used." });
    }
    const cover = await api.createFixed(token, documentId, { positionName: "cover", segmentType: "cover", content: { title: "Gala", imageId: foreign.id } });
    expect(cover.status).toBe(400);
    expect(await db.segment.count({ where: { documentId } })).toBe(0);

    const image = await api.create(token, documentId, { segmentType: "image", content: own.id });
    expect(image.status).toBe(201);
    expect(image.body.segment.content).toBe(own.id);
    const fixed = await api.createFixed(token, documentId, { positionName: "cover", segmentType: "cover", content: { title: "Gala", imageId: own.id } });
    expect(fixed.status).toBe(201);

    expect((await api.update(token, image.body.segment.id, { version: 0, content: foreign.id })).status).toBe(400);
    expect((await api.updateFixed(token, fixed.body.segment.id, { version: 0, content: { title: "Gala", imageId: foreign.id } })).status).toBe(400);
    expect(await db.segment.findUniqueOrThrow({ where: { id: image.body.segment.id } })).toMatchObject({ content: own.id, version: 0 });
  });

  it("checks only the ids an update adds: a block whose image has left the workspace still saves its text", async () => {
    const { owner, token, teamId, documentId } = await ownerWithDocument();
    const other = await ownerWithDocument();
    const kept = await mediaRow(teamId, owner.user.id);
    const created = await api.create(token, documentId, { segmentType: "image-and-text", content: { imageId: kept.id, html: "<p>Old</p>" }, imageList: [kept.id] });
    expect(created.status).toBe(201);
    const id = created.body.segment.id;
    // The image now belongs to another workspace (as after a move of the media, or data from elsewhere).
    await db.media.update({ where: { id: kept.id }, data: { teamId: other.teamId } });

    const saved = await api.update(token, id, { version: 0, content: { imageId: kept.id, html: "<p>New text</p>" }, imageList: [kept.id] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.segment.content).toEqual({ imageId: kept.id, html: "<p>New text</p>" });

    // A new foreign id is still refused, in content and in imageList.
    const foreign = await mediaRow(other.teamId, other.owner.user.id);
    expect((await api.update(token, id, { version: 1, content: { imageId: foreign.id, html: "" } })).status).toBe(400);
    expect((await api.update(token, id, { version: 1, imageList: [kept.id, foreign.id] })).status).toBe(400);
  });
});

describe("card images in metaData and attached files are the workspace's own", () => {
  const miscFile = (teamId: string) =>
    db.miscFile.create({ data: { teamId, sourceFileName: "menu.pdf", mimeType: "application/pdf", sizeBytes: 10n, storageKey: "none", checksum: "x" } });
  const cards = (imageId: string) => ({ cardEntryList: [{ imageId, title: "Venue", content: "" }] });

  it("refuses another workspace's image in a card on create and update, and accepts its own", async () => {
    const { owner, token, teamId, documentId } = await ownerWithDocument();
    const other = await ownerWithDocument();
    const own = await mediaRow(teamId, owner.user.id);
    const foreign = await mediaRow(other.teamId, other.owner.user.id);

    const refused = await api.create(token, documentId, { segmentType: "cards", metaData: cards(foreign.id) });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields[0].message).toBe("Only images from this workspace’s library can be used.");
    const created = await api.create(token, documentId, { segmentType: "cards2", metaData: cards(own.id) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.segment.id;
    expect((await api.update(token, id, { version: 0, metaData: cards(foreign.id) })).status).toBe(400);
    // Content-only writes keep checking nothing new: the stored card image is known.
    expect((await api.update(token, id, { version: 0, content: null })).status).toBe(200);
    expect((await db.segment.findUniqueOrThrow({ where: { id } })).metaData).toMatchObject(cards(own.id));
  });

  it("stores miscFileList of the workspace's files, refuses another workspace's, and keeps a known file that has since moved", async () => {
    const { token, teamId, documentId } = await ownerWithDocument();
    const other = await ownerWithDocument();
    const own = await miscFile(teamId);
    const foreign = await miscFile(other.teamId);

    const refused = await api.create(token, documentId, { segmentType: "paragraph", miscFileList: [foreign.id] });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields[0]).toEqual({ path: "miscFileList", message: "Only files uploaded to this workspace can be attached." });
    const created = await api.create(token, documentId, { segmentType: "paragraph", miscFileList: [own.id] });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.segment.miscFileList).toEqual([own.id]);
    const id = created.body.segment.id;

    expect((await api.update(token, id, { version: 0, miscFileList: [own.id, foreign.id] })).status).toBe(400);
    await db.miscFile.update({ where: { id: own.id }, data: { teamId: other.teamId } });
    const kept = await api.update(token, id, { version: 0, miscFileList: [own.id], content: "<p>Menu attached</p>" });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    const cleared = await api.update(token, id, { version: 1, miscFileList: [] });
    expect(cleared.body.segment.miscFileList).toEqual([]);
  });
});

describe("media ids in block content travel with exports, imports and copies", () => {
  it("exports them as media keys with their files and imports them as the new workspace's media; ordinary text is left alone", async () => {
    const { user: owner, token } = await createUser();
    const teamId = await firstTeamOf(owner.id);
    const photo = await uploadImage(teamId, token, "#b3541e");
    const hero = await uploadImage(teamId, token, "#2f6f4f");
    const stranger = await createUser();
    const foreign = await mediaRow(await firstTeamOf(stranger.user.id), stranger.user.id);
    const doc = await createDocument(owner.id, teamId);
    const block = (order: number, segmentType: string, content: unknown, extra: Record<string, unknown> = {}) =>
      db.segment.create({ data: { documentId: doc.id, order, segmentType, content: content as never, ...extra } });
    await block(0, "cover", { title: "Gala", subtitle: "", imageId: hero }, { isFixedBlock: true, positionName: "cover" });
    await block(0, "image", photo);
    await block(1, "image-and-text", { imageId: hero, html: "<p>Terrace</p>" });
    await block(2, "cover-image", photo);
    await block(3, "logo-image", foreign.id);
    // Text that happens to look like a media key is text, never an image.
    await block(4, "heading", "m1");
    await block(5, "cards", null, { metaData: { cardEntryList: [{ imageId: photo, title: "Venue", content: "" }] } });

    const response = await exportDocument(new Request("http://localhost:3000/x", { headers: { authorization: `Bearer ${token}` } }), {
      params: Promise.resolve({ id: doc.id }),
    });
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const entries = unzipSync(bytes);
    const media = JSON.parse(new TextDecoder().decode(entries["media.json"])).media as { key: string }[];
    expect(media.map((entry) => entry.key).sort()).toEqual(["m1", "m2"]);
    const text = new TextDecoder().decode(entries["documents/1/document.json"]);
    for (const id of [photo, hero, foreign.id]) expect(text).not.toContain(id);
    const file = JSON.parse(text) as { segments: { segmentType: string; content: unknown }[] };
    const contentOf = (type: string) => file.segments.find((segment) => segment.segmentType === type)!.content;
    expect(contentOf("image")).toBe(contentOf("cover-image"));
    expect(media.map((entry) => entry.key)).toContain(contentOf("image"));
    expect(contentOf("logo-image")).toBeNull();

    const { user: other, token: otherToken } = await createUser();
    const otherTeam = await firstTeamOf(other.id);
    const form = new FormData();
    form.append("file", new Blob([bytes], { type: "application/zip" }), "export.eventdocs");
    const imported = await callRoute(importDocuments, "POST", "/x", { token: otherToken, params: { id: otherTeam }, form });
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);

    const rows = await db.segment.findMany({ where: { documentId: imported.body.documents[0].id } });
    const stored = (type: string) => rows.find((row) => row.segmentType === type)!.content as never;
    const photoPrint = await mediaFingerprint(photo);
    const heroPrint = await mediaFingerprint(hero);
    expect(await mediaFingerprint(stored("image"))).toEqual({ ...photoPrint, teamId: otherTeam });
    expect(stored("cover-image")).toBe(stored("image"));
    expect(await mediaFingerprint((stored("cover") as { imageId: string }).imageId)).toEqual({ ...heroPrint, teamId: otherTeam });
    expect(stored("cover")).toMatchObject({ title: "Gala", subtitle: "" });
    expect(await mediaFingerprint((stored("image-and-text") as { imageId: string }).imageId)).toEqual({ ...heroPrint, teamId: otherTeam });
    expect(stored("logo-image")).toBeNull();
    expect(stored("heading")).toBe("m1");
    const card = (rows.find((row) => row.segmentType === "cards")!.metaData as { cardEntryList: { imageId: string; title: string }[] }).cardEntryList[0];
    expect(card.title).toBe("Venue");
    expect(await mediaFingerprint(card.imageId)).toEqual({ ...photoPrint, teamId: otherTeam });
  });

  it("carries carousel slides and attachment descriptions with their own images and files, so nothing shifts", async () => {
    const { user: owner, token } = await createUser();
    const teamId = await firstTeamOf(owner.id);
    const lake = await uploadImage(teamId, token, "#4f7b94");
    const garden = await uploadImage(teamId, token, "#7d9a5b");
    const form = new FormData();
    form.append("file", new Blob([strToU8("%PDF-1.4\n% menu\n%%EOF\n")], { type: "application/pdf" }), "menu.pdf");
    const uploaded = await callRoute(uploadMiscFile, "POST", "/x", { token, params: { id: teamId }, form });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const fileId = uploaded.body.id as string;
    const doc = await createDocument(owner.id, teamId);
    const slides = [
      { imageId: lake, caption: "The lake" },
      { imageId: garden, caption: "The garden" },
    ];
    await db.segment.create({ data: { documentId: doc.id, order: 0, segmentType: "carousel", content: Prisma.DbNull, metaData: { height: 250, slides } } });
    await db.segment.create({
      data: { documentId: doc.id, order: 1, segmentType: "attachment", content: { title: "Docs", files: [{ fileId, name: "Dinner menu", size: 22 }] }, miscFileList: [fileId] },
    });

    const response = await exportDocument(new Request("http://localhost:3000/x", { headers: { authorization: `Bearer ${token}` } }), { params: Promise.resolve({ id: doc.id }) });
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const text = new TextDecoder().decode(unzipSync(bytes)["documents/1/document.json"]);
    for (const id of [lake, garden, fileId]) expect(text).not.toContain(id);

    const other = await createUser();
    const otherTeam = await firstTeamOf(other.user.id);
    const archive = new FormData();
    archive.append("file", new Blob([bytes], { type: "application/zip" }), "export.eventdocs");
    const imported = await callRoute(importDocuments, "POST", "/x", { token: other.token, params: { id: otherTeam }, form: archive });
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    const rows = await db.segment.findMany({ where: { documentId: imported.body.documents[0].id } });
    const carousel = rows.find((row) => row.segmentType === "carousel")!.metaData as { slides: { imageId: string; caption: string }[] };
    expect(carousel.slides.map((slide) => slide.caption)).toEqual(["The lake", "The garden"]);
    expect(await mediaFingerprint(carousel.slides[0].imageId)).toEqual({ ...(await mediaFingerprint(lake)), teamId: otherTeam });
    expect(await mediaFingerprint(carousel.slides[1].imageId)).toEqual({ ...(await mediaFingerprint(garden)), teamId: otherTeam });
    const attachment = rows.find((row) => row.segmentType === "attachment")!;
    expect(attachment.miscFileList).toHaveLength(1);
    expect(attachment.miscFileList[0]).not.toBe(fileId);
    expect(attachment.content).toEqual({ title: "Docs", files: [{ fileId: attachment.miscFileList[0], name: "Dinner menu", size: 22 }] });
    expect((await db.miscFile.findUniqueOrThrow({ where: { id: attachment.miscFileList[0] } })).teamId).toBe(otherTeam);
  });

  it("imports a media key in content that media.json does not hold as no image", async () => {
    const { user, token } = await createUser();
    const teamId = await firstTeamOf(user.id);
    const document = documentFile({
      title: "Hand made",
      segments: [segmentFile({ key: "s1", segmentType: "image", content: "m9" }), segmentFile({ key: "s2", segmentType: "image-and-text", content: { imageId: "m9", html: "<p>m9</p>" } })],
    });
    const bytes = zipSync({ "manifest.json": strToU8(JSON.stringify(manifestFile())), "documents/1/document.json": strToU8(JSON.stringify(document)) });
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(bytes)], { type: "application/zip" }), "hand.eventdocs");
    const imported = await callRoute(importDocuments, "POST", "/x", { token, params: { id: teamId }, form });
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    const rows = await db.segment.findMany({ where: { documentId: imported.body.documents[0].id } });
    expect(rows.find((row) => row.segmentType === "image")!.content).toBeNull();
    expect(rows.find((row) => row.segmentType === "image-and-text")!.content).toEqual({ imageId: null, html: "<p>m9</p>" });
  });

  it("copies them into the caller's workspace when a published team template is used from another workspace", async () => {
    const { user: admin, token } = await createUser();
    const teamId = await firstTeamOf(admin.id);
    const photo = await uploadImage(teamId, token, "#5b3a8c");
    const template = await createDocument(admin.id, teamId, { templateType: "TEAM_TEMPLATE", teamTemplatePublished: true });
    await db.segment.create({ data: { documentId: template.id, order: 0, segmentType: "image", content: photo } });
    await db.segment.create({ data: { documentId: template.id, order: 0, segmentType: "cover", content: { title: "T", subtitle: "", imageId: photo }, isFixedBlock: true, positionName: "cover" } });

    const outsider = await createUser();
    const outsiderTeam = await firstTeamOf(outsider.user.id);
    const created = await callRoute(createFromTemplate, "POST", "/x", { token: outsider.token, params: { id: template.id }, body: {} });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const rows = await db.segment.findMany({ where: { documentId: created.body.id } });
    const image = rows.find((row) => row.segmentType === "image")!.content;
    expect(image).not.toBe(photo);
    expect(await mediaFingerprint(image)).toEqual({ ...(await mediaFingerprint(photo)), teamId: outsiderTeam });
    expect(rows.find((row) => row.segmentType === "cover")!.content).toEqual({ title: "T", subtitle: "", imageId: image });
  });
});
