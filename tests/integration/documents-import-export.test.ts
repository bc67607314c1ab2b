import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import { strToU8, unzipSync, zipSync, type Zippable } from "fflate";
import sharp from "sharp";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GET as exportDocument } from "@/app/api/document/[id]/export/route";
import { GET as exportTeam } from "@/app/api/team/[id]/document/export/route";
import { POST as importDocuments } from "@/app/api/team/[id]/document-import/route";
import { POST as uploadMedia } from "@/app/api/team/[id]/media/route";
import { db, getDb } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { getObject } from "@/lib/storage";
import { createDocument } from "../factories/documents";
import { createTeamWithMembers, firstTeamOf } from "../factories/teams";
import { createUser } from "../factories/users";
import { callRoute } from "../support/call-route";
import { documentFile as archiveDocument, manifestFile, segmentFile } from "../support/archive-files";

afterEach(() => vi.restoreAllMocks());

// ---- helpers ----

type Handler = typeof exportDocument;

/** A binary answer, read without callRoute's text decoding. */
async function download(handler: Handler, id: string, token: string) {
  const response = await handler(new Request("http://localhost:3000/x", { headers: { authorization: `Bearer ${token}`, "accept-language": "en" } }), {
    params: Promise.resolve({ id }),
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  let body: { error?: { message: string } } | undefined;
  if (!response.ok) body = JSON.parse(new TextDecoder().decode(bytes));
  return { status: response.status, headers: response.headers, bytes, body };
}

function upload(teamId: string, token: string, bytes: Uint8Array, name = "export.eventdocs") {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type: "application/zip" }), name);
  return callRoute(importDocuments, "POST", `/api/team/${teamId}/document-import`, { token, params: { id: teamId }, form });
}

async function uploadImage(teamId: string, token: string, format: "png" | "jpeg", color: string) {
  const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: color } })[format]().toBuffer();
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type: `image/${format}` }), `photo.${format}`);
  const result = await callRoute(uploadMedia, "POST", "/x", { token, params: { id: teamId }, form });
  expect(result.status).toBe(201);
  return result.body.attachmentId as string;
}

const STORAGE = () => process.env.STORAGE_DIR!;

/** Every stored file of a workspace (media and attachments). */
function storedFiles(teamId: string): string[] {
  return ["media", "misc-files"].flatMap((folder) => {
    try {
      return readdirSync(path.join(STORAGE(), folder, teamId), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.join(entry.parentPath, entry.name));
    } catch {
      return [];
    }
  });
}

async function footprint(teamId: string) {
  return {
    documents: await db.document.count({ where: { teamId } }),
    segments: await db.segment.count({ where: { document: { teamId } } }),
    media: await db.media.count({ where: { teamId } }),
    files: await db.miscFile.count({ where: { teamId } }),
    stored: storedFiles(teamId).length,
  };
}

/** Imports a file that must be refused: 400 with this message, and nothing in the workspace changed. */
async function expectRefused(bytes: Uint8Array, message: string | RegExp, name = "hostile.eventdocs") {
  const { user, token } = await createUser();
  const teamId = await firstTeamOf(user.id);
  const before = await footprint(teamId);
  const result = await upload(teamId, token, bytes, name);
  expect(result.status, JSON.stringify(result.body)).toBe(400);
  if (typeof message === "string") expect(result.body.error.message).toBe(message);
  else expect(result.body.error.message).toMatch(message);
  expect(await footprint(teamId)).toEqual(before);
}

const json = (value: unknown) => strToU8(JSON.stringify(value));
const sha = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const MANIFEST = manifestFile();

/** A valid document.json of the format (one heading "Welcome"), with overrides. */
const documentFile = (overrides: Record<string, unknown> = {}) => archiveDocument({ segments: [segmentFile({ segmentType: "heading" })], ...overrides });

const archive = (files: Zippable) => zipSync(files);

/** Sets the declared uncompressed size of central-directory entries (a lying header): the first, or all. */
function patchDeclaredSize(zip: Uint8Array, size: number, all = false): Uint8Array {
  const copy = zip.slice();
  const view = new DataView(copy.buffer);
  for (let end = copy.length - 22; end >= 0; end--) {
    if (view.getUint32(end, true) !== 0x06054b50) continue;
    let at = view.getUint32(end + 16, true);
    for (let n = 0; n < (all ? view.getUint16(end + 10, true) : 1); n++) {
      view.setUint32(at + 24, size, true);
      at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    }
    return copy;
  }
  throw new Error("no end of central directory");
}

// ---- comparison of documents, independent of ids ----

type Row = Awaited<ReturnType<typeof loadDocument>>;

async function loadDocument(id: string) {
  return db.document.findUniqueOrThrow({ where: { id }, include: { segments: true } });
}

async function mediaBytes(id: string | null) {
  if (!id) return null;
  const media = await db.media.findUniqueOrThrow({ where: { id } });
  return sha((await getObject(media.storageKey))!);
}

/** The document as a user sees it: every field, blocks as a tree, media as the hashes of their bytes, cachedData by block position. */
async function comparable(doc: Row) {
  const byParent = new Map<string | null, Row["segments"]>();
  for (const segment of doc.segments) byParent.set(segment.parentId, [...(byParent.get(segment.parentId) ?? []), segment]);
  const positions = new Map<string, string>();
  const tree = async (parentId: string | null, prefix: string): Promise<unknown[]> => {
    const children = (byParent.get(parentId) ?? []).sort((a, b) => a.parentIndex - b.parentIndex || a.order - b.order);
    return Promise.all(
      children.map(async (segment, index) => {
        positions.set(segment.id, `${prefix}${index}`);
        return {
          segmentType: segment.segmentType,
          parentIndex: segment.parentIndex,
          order: segment.order,
          content: segment.content,
          metaData: segment.metaData,
          positionName: segment.positionName,
          isFixedBlock: segment.isFixedBlock,
          teamTemplateUserCanEdit: segment.teamTemplateUserCanEdit,
          autoSelectOnHover: segment.autoSelectOnHover,
          rowCurrencies: segment.rowCurrencies,
          images: await Promise.all(segment.imageList.map(mediaBytes)),
          children: await tree(segment.id, `${prefix}${index}.`),
        };
      }),
    );
  };
  const segments = await tree(null, "");
  const cached = Object.fromEntries(Object.entries(doc.cachedData as Record<string, unknown>).map(([id, value]) => [positions.get(id), value]));
  return {
    title: doc.title,
    type: doc.type,
    templateType: doc.templateType,
    archived: doc.archived,
    teamTemplatePublished: doc.teamTemplatePublished,
    allowAddNewBlocks: doc.allowAddNewBlocks,
    allowDeleteBlocks: doc.allowDeleteBlocks,
    eventStartDate: doc.eventStartDate,
    eventEndDate: doc.eventEndDate,
    eventHasStartDate: doc.eventHasStartDate,
    eventUserState: doc.eventUserState,
    styleData: doc.styleData,
    project: doc.project,
    paperSize: doc.paperSize,
    pageMargins: doc.pageMargins,
    numberingStyle: doc.numberingStyle,
    sidebarVisible: doc.sidebarVisible,
    sidebarWidth: doc.sidebarWidth,
    privateNote: doc.privateNote,
    customCss: doc.customCss,
    header: doc.header,
    footer: doc.footer,
    thumbnail: await mediaBytes(doc.thumbnailId),
    cachedData: cached,
    segments,
  };
}

/** A rich document: nested blocks, an image in a block, a thumbnail, cachedData and every setting. */
async function createRichDocument(ownerId: string, teamId: string, token: string) {
  const thumbnail = await uploadImage(teamId, token, "png", "#2f6f4f");
  const photo = await uploadImage(teamId, token, "jpeg", "#b3541e");
  const doc = await createDocument(ownerId, teamId, {
    title: "Sommerfest – Villa Aurelia",
    type: "invoice",
    eventStartDate: new Date("2026-07-10T15:00:00Z"),
    eventEndDate: new Date("2026-07-11T01:00:00Z"),
    eventHasStartDate: true,
    eventUserState: "confirmed",
    styleData: { fonts: { h1: { family: "Playfair Display", size: 36 } }, colors: { accent1: "#b3541e" } },
    project: "Summer 2026",
    paperSize: "US_LEGAL",
    pageMargins: { top: 40, right: 30, bottom: 40, left: 30 },
    numberingStyle: "1.a)i)1.",
    sidebarVisible: false,
    sidebarWidth: 320,
    privateNote: "Ask about the terrace",
    customCss: ".doc h1 { letter-spacing: 0.02em; }",
    header: { text: "Villa Aurelia" },
    footer: { text: "Page {n}" },
    thumbnailId: thumbnail,
  });
  const cover = await db.segment.create({ data: { documentId: doc.id, order: 0, segmentType: "cover", isFixedBlock: true, positionName: "cover", content: "Sommerfest" } });
  const cards = await db.segment.create({ data: { documentId: doc.id, order: 1, segmentType: "cards2", metaData: { noColumns: 2, imageHeight: 150 } } });
  const card = await db.segment.create({
    data: { documentId: doc.id, order: 0, parentId: cards.id, parentIndex: 0, segmentType: "image-and-text", imageList: [photo], metaData: { splitterWidth: 40 }, teamTemplateUserCanEdit: false },
  });
  await db.segment.create({ data: { documentId: doc.id, order: 0, parentId: card.id, parentIndex: 1, segmentType: "paragraph", content: "<p>Aperitivo on the terrace</p>" } });
  await db.segment.create({ data: { documentId: doc.id, order: 1, parentId: cards.id, parentIndex: 0, segmentType: "paragraph", content: Prisma.DbNull, autoSelectOnHover: true } });
  const pricing = await db.segment.create({
    data: {
      documentId: doc.id,
      order: 2,
      segmentType: "pricing-table",
      content: { rows: [{ type: "item", name: "Menu", price: 95, quantity: 80, tax: 19 }], discounts: [], fees: [] },
      metaData: { taxType: "SINGLE", currency: "EUR" },
      rowCurrencies: ["EUR"],
    },
  });
  await db.document.update({ where: { id: doc.id }, data: { cachedData: { [pricing.id]: { total: 7600, currency: "EUR" } } } });
  expect(cover.isFixedBlock).toBe(true);
  return { doc: await loadDocument(doc.id), thumbnail, photo };
}

// ---- tests ----

describe("export and import: round trip", () => {
  it("exports a document and imports it into another workspace as an equal document with fresh ids", async () => {
    const { user: owner, token } = await createUser();
    const teamId = await firstTeamOf(owner.id);
    const { doc, thumbnail } = await createRichDocument(owner.id, teamId, token);

    const exported = await download(exportDocument, doc.id, token);
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-type")).toBe("application/zip");
    expect(exported.headers.get("content-disposition")).toBe(
      `attachment; filename="Sommerfest _ Villa Aurelia.eventdocs"; filename*=UTF-8''Sommerfest%20%E2%80%93%20Villa%20Aurelia.eventdocs`,
    );

    // The file holds only export-local keys: no ids of the workspace, its users or its rows.
    const entries = unzipSync(exported.bytes);
    expect(Object.keys(entries).sort()).toEqual(["documents/1/document.json", "manifest.json", "media.json", "media/m1.png", "media/m2.jpg"]);
    const text = new TextDecoder().decode(entries["documents/1/document.json"]) + new TextDecoder().decode(entries["media.json"]);
    for (const id of [doc.id, teamId, owner.id, thumbnail, ...doc.segments.map((s) => s.id)]) expect(text).not.toContain(id);
    const manifest = JSON.parse(new TextDecoder().decode(entries["manifest.json"]));
    expect(manifest).toMatchObject({ format: "eventdocs-document", version: 1, documents: [{ path: "documents/1/document.json" }] });

    const { user: other, token: otherToken } = await createUser();
    const otherTeam = await firstTeamOf(other.id);
    const imported = await upload(otherTeam, otherToken, exported.bytes);
    expect(imported.status).toBe(201);
    expect(imported.body.documents).toEqual([{ id: expect.any(String), title: "Sommerfest – Villa Aurelia" }]);

    const copy = await loadDocument(imported.body.documents[0].id);
    expect(copy.id).not.toBe(doc.id);
    expect([copy.teamId, copy.ownerId]).toEqual([otherTeam, other.id]);
    expect(copy.segments.map((s) => s.id).filter((id) => doc.segments.some((s) => s.id === id))).toEqual([]);
    expect(await comparable(copy)).toEqual(await comparable(doc));

    // The media are the new workspace's own, byte for byte the same.
    const media = await db.media.findMany({ where: { teamId: otherTeam } });
    expect(media).toHaveLength(2);
    expect(media.every((m) => m.uploadedById === other.id)).toBe(true);
    expect(copy.thumbnailId && media.some((m) => m.id === copy.thumbnailId)).toBe(true);
    const original = await db.media.findUniqueOrThrow({ where: { id: thumbnail } });
    const copied = media.find((m) => m.id === copy.thumbnailId)!;
    expect((await getObject(copied.storageKey))!.equals((await getObject(original.storageKey))!)).toBe(true);
    expect([copied.width, copied.height, copied.mimeType]).toEqual([original.width, original.height, original.mimeType]);
  });

  it("imports the same file again into the same workspace without storing its images twice", async () => {
    const { user, token } = await createUser();
    const teamId = await firstTeamOf(user.id);
    const { doc } = await createRichDocument(user.id, teamId, token);
    const exported = await download(exportDocument, doc.id, token);
    const mediaBefore = await db.media.count({ where: { teamId } });
    const imported = await upload(teamId, token, exported.bytes, "copy.ZIP");
    expect(imported.status).toBe(201);
    // The PNG thumbnail is a library original stored as uploaded: found by its checksum and reused.
    const copy = await loadDocument(imported.body.documents[0].id);
    expect(copy.thumbnailId).toBe(doc.thumbnailId);
    expect(await db.media.count({ where: { teamId } })).toBeLessThanOrEqual(mediaBefore + 1);
    expect(await comparable(copy)).toEqual(await comparable(doc));
  });
});

describe("export permissions and the workspace export", () => {
  it("lets members of the workspace and the super admin export a document; outsiders get 404", async () => {
    const { admin, member, outsider, teamId } = await createTeamWithMembers();
    const superAdmin = await createUser({ superAdmin: true });
    const doc = await createDocument(admin.user.id, teamId, {}, [{ segmentType: "heading", content: "Hi" }]);
    expect((await download(exportDocument, doc.id, member.token)).status).toBe(200);
    expect((await download(exportDocument, doc.id, superAdmin.token)).status).toBe(200);
    const refused = await download(exportDocument, doc.id, outsider.token);
    expect(refused.status).toBe(404);
    expect(refused.body?.error?.message).toBe("Not found.");

    // A published team template is visible to everyone, but only to create documents from.
    const template = await createDocument(admin.user.id, teamId, { templateType: "TEAM_TEMPLATE", teamTemplatePublished: true });
    expect((await download(exportDocument, template.id, outsider.token)).status).toBe(404);
    // Unpublished, even members of the workspace cannot see it; deleted documents are gone.
    const draftTemplate = await createDocument(admin.user.id, teamId, { templateType: "TEAM_TEMPLATE" });
    expect((await download(exportDocument, draftTemplate.id, member.token)).status).toBe(404);
    const deleted = await createDocument(admin.user.id, teamId, { deletedAt: new Date() });
    expect((await download(exportDocument, deleted.id, admin.token)).status).toBe(404);
  });

  it("exports every document of the workspace that is not deleted for admins only, and the file imports whole", async () => {
    const { admin, member, outsider, teamId } = await createTeamWithMembers();
    const team = await db.team.findUniqueOrThrow({ where: { id: teamId } });
    const template = await createDocument(admin.user.id, teamId, { title: "House template", templateType: "TEAM_TEMPLATE", teamTemplatePublished: true, allowDeleteBlocks: false });
    await createDocument(member.user.id, teamId, { title: "From the house template", templateType: "DOCUMENT_FROM_TEAM_TEMPLATE", originalTeamTemplateDocId: template.id });
    await createDocument(member.user.id, teamId, { title: "Old one", archived: true }, [{ segmentType: "paragraph", content: "x" }]);
    await createDocument(admin.user.id, teamId, { title: "Deleted", deletedAt: new Date() });

    expect((await download(exportTeam, teamId, member.token)).status).toBe(403);
    expect((await download(exportTeam, teamId, outsider.token)).status).toBe(404);
    const exported = await download(exportTeam, teamId, admin.token);
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-disposition")).toContain(`filename*=UTF-8''${encodeURIComponent(team.name)}.eventdocs`);
    const entries = unzipSync(exported.bytes);
    const titles = Object.keys(entries)
      .filter((name) => name.startsWith("documents/"))
      .map((name) => JSON.parse(new TextDecoder().decode(entries[name])).title)
      .sort();
    expect(titles).toEqual(["From the house template", "House template", "Old one"]);

    // Into another workspace: all three, the link from the document to its team template kept.
    const target = await createUser();
    await db.user.update({ where: { id: target.user.id }, data: { modulesEnabled: ["team-templates"] } });
    const targetTeam = await firstTeamOf(target.user.id);
    const imported = await upload(targetTeam, target.token, exported.bytes);
    expect(imported.status).toBe(201);
    expect(imported.body.documents).toHaveLength(3);
    const rows = await db.document.findMany({ where: { teamId: targetTeam } });
    const newTemplate = rows.find((r) => r.title === "House template")!;
    expect(newTemplate).toMatchObject({ templateType: "TEAM_TEMPLATE", teamTemplatePublished: true, allowDeleteBlocks: false });
    expect(rows.find((r) => r.title === "From the house template")).toMatchObject({ templateType: "DOCUMENT_FROM_TEAM_TEMPLATE", originalTeamTemplateDocId: newTemplate.id });
    expect(rows.find((r) => r.title === "Old one")).toMatchObject({ archived: true });
  });

  it("answers 413 with a clear message for a workspace of more than 500 documents", async () => {
    const { admin, teamId } = await createTeamWithMembers();
    await db.document.createMany({ data: Array.from({ length: 501 }, (_, n) => ({ teamId, ownerId: admin.user.id, title: `Doc ${n}` })) });
    const refused = await download(exportTeam, teamId, admin.token);
    expect(refused.status).toBe(413);
    expect(refused.body?.error?.message).toBe("This workspace has more than 500 documents, too many to export at once. Export the documents one by one instead.");
  });

  it("imports team templates as the user's own templates for users without the team-templates module", async () => {
    const { admin, teamId } = await createTeamWithMembers();
    const template = await createDocument(admin.user.id, teamId, { templateType: "TEAM_TEMPLATE", teamTemplatePublished: true });
    const exported = await download(exportDocument, template.id, admin.token);
    const imported = await upload(teamId, admin.token, exported.bytes);
    expect((await db.document.findUniqueOrThrow({ where: { id: imported.body.documents[0].id } })).templateType).toBe("TEMPLATE");
  });
});

describe("import permissions and input", () => {
  it("lets members import; outsiders get 404; a missing file is 400", async () => {
    const { admin, member, outsider, teamId } = await createTeamWithMembers();
    const doc = await createDocument(admin.user.id, teamId, {}, [{ segmentType: "heading", content: "Hi" }]);
    const exported = await download(exportDocument, doc.id, admin.token);
    const byMember = await upload(teamId, member.token, exported.bytes);
    expect(byMember.status).toBe(201);
    expect((await db.document.findUniqueOrThrow({ where: { id: byMember.body.documents[0].id } })).ownerId).toBe(member.user.id);
    const before = await footprint(teamId);
    expect((await upload(teamId, outsider.token, exported.bytes)).status).toBe(404);
    expect(await footprint(teamId)).toEqual(before);
    const empty = await callRoute(importDocuments, "POST", "/x", { token: member.token, params: { id: teamId }, form: new FormData() });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toEqual([{ path: "file", message: "This field is required." }]);
  });

  it("removes the files it wrote when the rows cannot be written", async () => {
    const { user, token } = await createUser();
    const teamId = await firstTeamOf(user.id);
    const { doc } = await createRichDocument(user.id, teamId, token);
    const exported = await download(exportDocument, doc.id, token);
    const target = await createUser();
    const targetTeam = await firstTeamOf(target.user.id);
    const before = await footprint(targetTeam);
    vi.spyOn(getDb(), "$transaction").mockRejectedValueOnce(new Error("database went away"));
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const failed = await upload(targetTeam, target.token, exported.bytes);
    expect(failed.status).toBe(500);
    expect(await footprint(targetTeam)).toEqual(before);
  });
});

describe("hostile and broken files are refused with a clear message and change nothing", () => {
  it("refuses other file types, files that are not zips, and truncated files", async () => {
    const { user, token } = await createUser();
    const teamId = await firstTeamOf(user.id);
    const doc = await createDocument(user.id, teamId, {}, [{ segmentType: "heading", content: "Hi" }]);
    const good = (await download(exportDocument, doc.id, token)).bytes;

    await expectRefused(good, "Choose an Eventdocs export (.eventdocs) or a .zip file.", "proposal.pdf");
    await expectRefused(strToU8("just some text, not an archive"), "This file is not an Eventdocs export: it is not a ZIP archive.");
    await expectRefused(new Uint8Array(0), "This file is not an Eventdocs export: it is not a ZIP archive.");
    await expectRefused(good.slice(0, Math.floor(good.length / 2)), "The file is damaged or incomplete. Export it again and retry.");
    await expectRefused(good.slice(0, good.length - 3), "The file is damaged or incomplete. Export it again and retry.");
    // One flipped byte inside the compressed document: the CRC no longer matches.
    const flipped = good.slice();
    flipped[120] ^= 0xff;
    await expectRefused(flipped, /damaged|not valid/);
  });

  it("refuses path traversal and absolute names", async () => {
    const manifest = json(MANIFEST);
    const document = json(documentFile());
    const base = { "manifest.json": manifest, "documents/1/document.json": document };
    const message = "The file contains unsafe names (absolute paths or “..”) and was refused.";
    for (const name of ["../evil.json", "documents/../../etc/passwd", "/etc/passwd", "C:/Windows/evil.dll", "media\\..\\evil.png", "./manifest2.json"]) {
      await expectRefused(archive({ ...base, [name]: strToU8("x") }), message);
    }
  });

  it("refuses zip bombs: huge declared sizes, extreme compression, entries that inflate past their declared size, too many entries", async () => {
    const document = json(documentFile());
    // Declares 500 MB for one entry: refused before anything is inflated.
    const declared = patchDeclaredSize(archive({ "manifest.json": json(MANIFEST), "documents/1/document.json": document }), 500 * 1024 * 1024);
    await expectRefused(declared, "The file unpacks to more than 100 MB and cannot be imported.");

    // 20 MB of zeros compress to ~20 KB: a ratio no real export has.
    const zeros = new Uint8Array(20 * 1024 * 1024);
    await expectRefused(archive({ "manifest.json": json(MANIFEST), "documents/1/document.json": document, "media/m1.png": zeros }), "The file is compressed suspiciously strongly (a possible zip bomb) and was refused.");

    // The manifest claims 100 bytes but inflates to 20 MB: inflation stops past the declared size.
    const lying = patchDeclaredSize(archive({ "manifest.json": zeros, "documents/1/document.json": document }), 100);
    await expectRefused(lying, "The file is compressed suspiciously strongly (a possible zip bomb) and was refused.");

    // Five entries declaring 24 MB each: more than 100 MB in total, refused on the declared sizes alone.
    const five = archive(Object.fromEntries(Array.from({ length: 5 }, (_, n) => [`media/m${n}.png`, strToU8("tiny")])));
    await expectRefused(patchDeclaredSize(five, 24 * 1024 * 1024, true), "The file unpacks to more than 100 MB and cannot be imported.");

    const entries: Zippable = { "manifest.json": json(MANIFEST), "documents/1/document.json": document };
    for (let n = 0; n < 2_000; n++) entries[`media/x${n}.png`] = new Uint8Array(1);
    await expectRefused(archive(entries), "The file holds more than 2000 entries and cannot be imported.");
  });

  it("refuses a missing or wrong manifest, another format and another version", async () => {
    const document = json(documentFile());
    await expectRefused(archive({ "readme.txt": strToU8("hello") }), "The file has no manifest.json, so it is not an Eventdocs export.");
    await expectRefused(archive({ "manifest.json": json({ format: "docx", version: 1 }) }), "This file was not made by Eventdocs: its format is unknown.");
    await expectRefused(
      archive({ "manifest.json": json({ ...MANIFEST, version: 2 }), "documents/1/document.json": document }),
      "This export uses format version 2; this version of Eventdocs reads version 1.",
    );
    await expectRefused(archive({ "manifest.json": json({ ...MANIFEST, documents: [] }) }), "The manifest.json of the file is not valid.");
    await expectRefused(archive({ "manifest.json": json({ ...MANIFEST, documents: [{ path: "../x.json" }] }) }), "The manifest.json of the file is not valid.");
    await expectRefused(archive({ "manifest.json": json([1, 2, 3]) }), "The manifest.json of the file is not valid.");
    await expectRefused(archive({ "manifest.json": json(MANIFEST) }), "The file is missing documents/1/document.json.");
  });

  it("refuses JSON that is broken or does not fit the format", async () => {
    const withDocument = (document: Uint8Array) => archive({ "manifest.json": json(MANIFEST), "documents/1/document.json": document });
    await expectRefused(withDocument(strToU8("{ not json")), "documents/1/document.json in the file is not valid JSON.");
    await expectRefused(withDocument(strToU8("[".repeat(10_000) + "]".repeat(10_000))), "documents/1/document.json in the file is not valid JSON.");
    await expectRefused(withDocument(json(documentFile({ type: "spreadsheet" }))), "documents/1/document.json in the file is not valid (type).");
    await expectRefused(withDocument(json(documentFile({ title: "   " }))), "documents/1/document.json in the file is not valid (title).");
    await expectRefused(withDocument(json(documentFile({ templateType: "SNAPSHOT" }))), "documents/1/document.json in the file is not valid (templateType).");
    const orphan = documentFile();
    (orphan.segments as { parent: string | null }[])[0].parent = "s9";
    await expectRefused(withDocument(json(orphan)), "documents/1/document.json in the file is not valid (segments.0.parent).");
    const segment = (documentFile().segments as object[])[0];
    const cycle = documentFile({ segments: [{ ...segment, key: "s1", parent: "s2" }, { ...segment, key: "s2", parent: "s1" }] });
    await expectRefused(withDocument(json(cycle)), "documents/1/document.json in the file is not valid (segments).");
    const tooMany = documentFile({ segments: Array.from({ length: 2_001 }, (_, n) => ({ ...segment, key: `s${n}` })) });
    await expectRefused(withDocument(json(tooMany)), "documents/1/document.json in the file is not valid (segments).");
    await expectRefused(withDocument(json(documentFile({ thumbnail: "m1" }))), "documents/1/document.json in the file is not valid (thumbnail).");
    await expectRefused(withDocument(json(documentFile({ customCss: "</style><script>alert(1)</script>" }))), "documents/1/document.json in the file is not valid (customCss).");
    await expectRefused(
      withDocument(json(documentFile({ event: { startDate: "2026-06-02T00:00:00Z", endDate: "2026-06-01T00:00:00Z", hasStartDate: true, userState: null } }))),
      "documents/1/document.json in the file is not valid (event.endDate).",
    );
  });

  it("refuses media that are not real images or do not match their checksum", async () => {
    const text = strToU8("<svg onload=alert(1)></svg>");
    const mediaIndex = (bytes: Uint8Array) => json({ media: [{ key: "m1", file: "media/m1.png", name: "m1", mimeType: "image/png", width: 10, height: 10, checksum: sha(bytes) }] });
    const files = (bytes: Uint8Array, index: Uint8Array) => ({
      "manifest.json": json(MANIFEST),
      "documents/1/document.json": json(documentFile({ thumbnail: "m1" })),
      "media.json": index,
      "media/m1.png": bytes,
    });
    await expectRefused(archive(files(text, mediaIndex(text))), "The image m1 in the file is not a valid image.");
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } }).png().toBuffer();
    await expectRefused(archive(files(png, mediaIndex(text))), "The file is damaged or incomplete. Export it again and retry.");
    const withoutImage = files(png, mediaIndex(png)) as Zippable;
    delete withoutImage["media/m1.png"];
    await expectRefused(archive(withoutImage), "The file is missing media/m1.png.");
  });
});
