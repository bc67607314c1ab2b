import { createHash, randomBytes } from "node:crypto";
import { strToU8, unzipSync, zipSync, type Zippable } from "fflate";
import { describe, expect, it } from "vitest";
import { POST as changeWorkspaceRoute } from "@/app/api/document/[id]/change-workspace/route";
import { POST as cloneRoute } from "@/app/api/document/[id]/clone/route";
import { POST as createFromTemplateRoute } from "@/app/api/document/[id]/create-from-team-template/route";
import { GET as exportDocumentRoute } from "@/app/api/document/[id]/export/route";
import { DELETE as softDeleteRoute } from "@/app/api/document/[id]/route";
import { POST as saveAsTemplateRoute } from "@/app/api/document/[id]/save-as-template/route";
import { POST as titleRoute } from "@/app/api/document/[id]/title/route";
import { POST as transferRoute } from "@/app/api/document/[id]/transfer/route";
import { GET as listIndex } from "@/app/api/documents/route";
import { POST as redoRoute } from "@/app/api/redo/route";
import { GET as exportTeamRoute } from "@/app/api/team/[id]/document/export/route";
import { POST as importRoute } from "@/app/api/team/[id]/document-import/route";
import { POST as undoRoute } from "@/app/api/undo/route";
import { db } from "@/lib/db/client";
import { getObject } from "@/lib/storage";
import { createDocument } from "../factories/documents";
import { addMember, createTeamWithMembers, firstTeamOf } from "../factories/teams";
import { createUser } from "../factories/users";
import { callRoute } from "../support/call-route";
import { documentFile, manifestFile, segmentFile } from "../support/archive-files";

// Review fixes of the documents feature: each block below pins one fixed behaviour.

type Handler = Parameters<typeof callRoute>[0];

const call = (handler: Handler, method: string, id: string, token: string, body?: unknown, headers?: Record<string, string>) =>
  callRoute(handler, method, `/api/document/${id}`, { token, params: { id }, body, headers });
const undo = (token: string, documentId: string) => callRoute(undoRoute, "POST", "/api/undo", { token, body: { documentId } });
const redo = (token: string, documentId: string) => callRoute(redoRoute, "POST", "/api/redo", { token, body: { documentId } });

/** A binary answer, read without callRoute's text decoding. */
async function download(handler: Handler, id: string, token: string) {
  const response = await handler(new Request("http://localhost:3000/x", { headers: { authorization: `Bearer ${token}`, "accept-language": "en" } }), {
    params: Promise.resolve({ id }),
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect(response.status, new TextDecoder().decode(bytes.slice(0, 300))).toBe(200);
  return bytes;
}

/** Every document.json of an export, parsed. */
function documentsOf(archive: Uint8Array): Record<string, unknown>[] {
  const entries = unzipSync(archive);
  return Object.keys(entries)
    .filter((name) => name.startsWith("documents/"))
    .sort()
    .map((name) => JSON.parse(new TextDecoder().decode(entries[name])));
}

function upload(teamId: string, token: string, bytes: Uint8Array, headers: Record<string, string> = {}) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type: "application/zip" }), "export.eventdocs");
  return callRoute(importRoute, "POST", `/api/team/${teamId}/document-import`, { token, params: { id: teamId }, form, headers });
}

const json = (value: unknown) => strToU8(JSON.stringify(value));
const sha = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");



/** Imports a file that must be refused: 400 with this message, and nothing written to the workspace. */
async function expectRefused(bytes: Uint8Array, message: string | RegExp) {
  const { user, token } = await createUser();
  const teamId = await firstTeamOf(user.id);
  const before = await db.document.count({ where: { teamId } });
  const result = await upload(teamId, token, bytes);
  expect(result.status, JSON.stringify(result.body).slice(0, 300)).toBe(400);
  if (typeof message === "string") expect(result.body.error.message).toBe(message);
  else expect(result.body.error.message).toMatch(message);
  expect(await db.document.count({ where: { teamId } })).toBe(before);
  return { result, token, teamId };
}

/** Text that deflate cannot shrink much (random hex): the compression-ratio check leaves it alone. */
const incompressible = (characters: number) => randomBytes(Math.ceil(characters / 2)).toString("hex").slice(0, characters);

describe("1. export and the owner's private note", () => {
  it("writes the private note only into the owner's own export of the document", async () => {
    const { admin, member, teamId } = await createTeamWithMembers();
    const superAdmin = await createUser({ superAdmin: true });
    const doc = await createDocument(member.user.id, teamId, { title: "Member's doc", privateNote: "Client pays late" }, [{ segmentType: "heading", content: "Hi" }]);
    await createDocument(admin.user.id, teamId, { title: "Admin's doc", privateNote: "Admin's own secret" });

    const byOwner = documentsOf(await download(exportDocumentRoute, doc.id, member.token));
    expect(byOwner).toHaveLength(1);
    expect(byOwner[0].privateNote).toBe("Client pays late");

    for (const other of [admin, superAdmin]) {
      const [file] = documentsOf(await download(exportDocumentRoute, doc.id, other.token));
      expect(file.privateNote).toBeNull();
      expect(file.title).toBe("Member's doc");
    }

    // The workspace export carries no private note, not even the exporting admin's own.
    const workspace = documentsOf(await download(exportTeamRoute, teamId, admin.token));
    expect(workspace.map((file) => file.title).sort()).toEqual(["Admin's doc", "Member's doc"]);
    expect(workspace.map((file) => file.privateNote)).toEqual([null, null]);
  });
});

describe("2. import: JSON entries are capped before they are inflated", () => {
  it("refuses a document.json of 6 MB with a clear, translated 400", async () => {
    const big = json(documentFile({ segments: [segmentFile({ content: incompressible(6 * 1024 * 1024) })] }));
    const bytes = zipSync({ "manifest.json": json(manifestFile()), "documents/1/document.json": big });
    const { teamId, token } = await expectRefused(bytes, "documents/1/document.json in the file is larger than 5 MB and cannot be imported.");
    const german = await upload(teamId, token, bytes, { "accept-language": "de" });
    expect(german.body.error.message).toBe("documents/1/document.json in der Datei ist größer als 5 MB und kann nicht importiert werden.");

    // The declared size decides, before any inflating: with its compressed data destroyed, the entry
    // is still refused for its size, not as damaged.
    const wrecked = bytes.slice();
    expect(wrecked.length).toBeGreaterThan(2 * 1024 * 1024);
    wrecked.fill(0, 4096, 4096 + 1024 * 1024);
    await expectRefused(wrecked, "documents/1/document.json in the file is larger than 5 MB and cannot be imported.");
  });

  it("refuses JSON entries that add up to more than 20 MB", async () => {
    const files: Zippable = { "manifest.json": json(manifestFile(5)) };
    for (let n = 1; n <= 5; n++) {
      files[`documents/${n}/document.json`] = json(documentFile({ key: `d${n}`, segments: [segmentFile({ content: incompressible(4.5 * 1024 * 1024) })] }));
    }
    await expectRefused(zipSync(files), "The documents in the file add up to more than 20 MB and cannot be imported. Import them in several smaller files.");
  });

  it("refuses a document of more than 200,000 JSON values, and takes one within the cap", async () => {
    const wide = json(documentFile({ segments: [segmentFile({ metaData: { values: new Array(250_000).fill(0) } })] }));
    expect(wide.length).toBeLessThan(5 * 1024 * 1024);
    await expectRefused(
      zipSync({ "manifest.json": json(manifestFile()), "documents/1/document.json": wide }),
      "documents/1/document.json in the file holds more than 200,000 values and cannot be imported.",
    );
    // Within the cap the same shape imports.
    const { user, token } = await createUser();
    const fits = json(documentFile({ segments: [segmentFile({ metaData: { values: new Array(1_000).fill(0) } })] }));
    expect((await upload(await firstTeamOf(user.id), token, zipSync({ "manifest.json": json(manifestFile()), "documents/1/document.json": fits }))).status).toBe(201);
  });
});

describe("2. export stays within what an import accepts", () => {
  it("refuses to export a document whose document.json would pass 5 MB (413, naming it)", async () => {
    const owner = await createUser();
    const doc = await createDocument(owner.user.id, await firstTeamOf(owner.user.id), { title: "Huge" }, [{ segmentType: "paragraph", content: "x".repeat(6 * 1024 * 1024) }]);
    const response = await exportDocumentRoute(new Request("http://localhost:3000/x", { headers: { authorization: `Bearer ${owner.token}`, "accept-language": "en" } }), {
      params: Promise.resolve({ id: doc.id }),
    });
    expect(response.status).toBe(413);
    expect((await response.json()).error.message).toBe("The document “Huge” is larger than 5 MB and cannot be exported.");
  });
});

describe("4. create from an unpublished team template", () => {
  it("is refused to the super admin (who may only view it), and allowed to the template's owner and admins", async () => {
    const { admin, member, teamId } = await createTeamWithMembers();
    const superAdmin = await createUser({ superAdmin: true });
    const template = await createDocument(admin.user.id, teamId, { title: "Draft house template", templateType: "TEAM_TEMPLATE", teamTemplatePublished: false });
    const createFrom = (token: string) => call(createFromTemplateRoute, "POST", template.id, token, {});
    const before = await db.document.count({ where: { originalTeamTemplateDocId: template.id } });

    const refused = await createFrom(superAdmin.token);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe("You are not allowed to do this.");
    // A super admin who is a plain member of the workspace may not either: unpublished templates are the owner's and admins'.
    await addMember(teamId, superAdmin.user.id, "MEMBER");
    expect((await createFrom(superAdmin.token)).status).toBe(403);
    expect((await createFrom(member.token)).status).toBe(404);
    expect(await db.document.count({ where: { originalTeamTemplateDocId: template.id } })).toBe(before);

    expect((await createFrom(admin.token)).status).toBe(201);
    await db.document.update({ where: { id: template.id }, data: { teamTemplatePublished: true } });
    const published = await createFrom(superAdmin.token);
    expect(published.status).toBe(201);
    expect(await db.document.findUniqueOrThrow({ where: { id: published.body.id } })).toMatchObject({ ownerId: superAdmin.user.id, originalTeamTemplateDocId: template.id });
  });
});

describe("5. duplicating a team template", () => {
  it("makes a document bound to the template: DOCUMENT_FROM_TEAM_TEMPLATE, linked to it, with its block rules", async () => {
    const { admin, member, teamId } = await createTeamWithMembers();
    const template = await createDocument(
      admin.user.id,
      teamId,
      { title: "House template", templateType: "TEAM_TEMPLATE", teamTemplatePublished: true, allowAddNewBlocks: false, allowDeleteBlocks: false },
      [{ segmentType: "heading", content: "Fixed" }],
    );
    await db.segment.updateMany({ where: { documentId: template.id }, data: { teamTemplateUserCanEdit: false } });

    for (const who of [member, admin]) {
      const copy = await call(cloneRoute, "POST", template.id, who.token);
      expect(copy.status).toBe(201);
      expect(copy.body.templateType).toBe("DOCUMENT_FROM_TEAM_TEMPLATE");
      const row = await db.document.findUniqueOrThrow({ where: { id: copy.body.id }, include: { segments: true } });
      expect(row).toMatchObject({
        ownerId: who.user.id,
        templateType: "DOCUMENT_FROM_TEAM_TEMPLATE",
        originalTeamTemplateDocId: template.id,
        teamTemplatePublished: false,
        allowAddNewBlocks: false,
        allowDeleteBlocks: false,
      });
      expect(row.segments.map((s) => s.teamTemplateUserCanEdit)).toEqual([false]);
      // A copy of that copy keeps the link to the same team template.
      const again = await call(cloneRoute, "POST", row.id, who.token);
      expect(await db.document.findUniqueOrThrow({ where: { id: again.body.id } })).toMatchObject({
        templateType: "DOCUMENT_FROM_TEAM_TEMPLATE",
        originalTeamTemplateDocId: template.id,
        allowAddNewBlocks: false,
      });
    }
  });
});

describe("6. undo and redo of a soft-deleted document", () => {
  it("are refused with the setters' 409 and leave the document and its history as they were", async () => {
    const owner = await createUser();
    const teamId = await firstTeamOf(owner.user.id);
    const doc = await createDocument(owner.user.id, teamId, { title: "Original" });
    expect((await call(titleRoute, "POST", doc.id, owner.token, { title: "Renamed" })).status).toBe(200);
    expect((await call(titleRoute, "POST", doc.id, owner.token, { title: "Renamed again" })).status).toBe(200);
    expect((await undo(owner.token, doc.id)).status).toBe(200);
    expect((await call(softDeleteRoute, "DELETE", doc.id, owner.token)).status).toBe(200);
    const history = await db.undoEntry.findMany({ where: { documentId: doc.id }, orderBy: { seq: "asc" }, select: { action: true, undone: true } });

    for (const step of [undo, redo]) {
      const refused = await step(owner.token, doc.id);
      expect(refused.status).toBe(409);
      expect(refused.body.error.message).toBe("This document has been deleted. Restore it before changing it.");
    }
    const turkish = await callRoute(undoRoute, "POST", "/api/undo", { token: owner.token, body: { documentId: doc.id }, headers: { "accept-language": "tr" } });
    expect(turkish.status).toBe(409);
    expect(turkish.body.error.message).toBe("Bu doküman silinmiş. Değiştirmeden önce geri yükleyin.");
    expect((await db.document.findUniqueOrThrow({ where: { id: doc.id } })).title).toBe("Renamed");
    expect(await db.undoEntry.findMany({ where: { documentId: doc.id }, orderBy: { seq: "asc" }, select: { action: true, undone: true } })).toEqual(history);
  });
});

describe("7. undo after a transfer or a move", () => {
  it("A renames, transfers to B, B renames, transfers back: A's undo has nothing to undo and B's title stays", async () => {
    const { admin: a, member: b, teamId } = await createTeamWithMembers();
    const doc = await createDocument(a.user.id, teamId, { title: "Start" });
    expect((await call(titleRoute, "POST", doc.id, a.token, { title: "A's title" })).status).toBe(200);
    expect((await call(transferRoute, "POST", doc.id, a.token, { userId: b.user.id })).status).toBe(200);
    expect(await db.undoEntry.count({ where: { documentId: doc.id } })).toBe(0);
    expect((await call(titleRoute, "POST", doc.id, b.token, { title: "B's title" })).status).toBe(200);
    expect((await call(transferRoute, "POST", doc.id, b.token, { userId: a.user.id })).status).toBe(200);

    const refused = await undo(a.token, doc.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe("There is nothing to undo.");
    expect((await redo(a.token, doc.id)).status).toBe(409);
    expect((await db.document.findUniqueOrThrow({ where: { id: doc.id } })).title).toBe("B's title");
    expect(await db.undoEntry.count({ where: { documentId: doc.id } })).toBe(0);
  });

  it("clears every user's history of the document when it moves to another workspace, and only then", async () => {
    const { admin: owner, member, teamId } = await createTeamWithMembers();
    const otherTeam = await firstTeamOf((await createUser()).user.id);
    await addMember(otherTeam, owner.user.id, "ADMIN");
    const doc = await createDocument(owner.user.id, teamId, { title: "Start" });
    const unrelated = await createDocument(owner.user.id, teamId, { title: "Unrelated" });
    expect((await call(titleRoute, "POST", doc.id, owner.token, { title: "Renamed" })).status).toBe(200);
    expect((await call(titleRoute, "POST", unrelated.id, owner.token, { title: "Unrelated, renamed" })).status).toBe(200);
    // An entry of another user on the same document (recorded while they owned it).
    await db.undoEntry.create({ data: { documentId: doc.id, userId: member.user.id, seq: 1, action: "rename", before: [], after: [] } });

    // Moving to the workspace it is already in changes nothing, history included.
    expect((await call(changeWorkspaceRoute, "POST", doc.id, owner.token, { teamId })).status).toBe(200);
    expect(await db.undoEntry.count({ where: { documentId: doc.id } })).toBe(2);

    expect((await call(changeWorkspaceRoute, "POST", doc.id, owner.token, { teamId: otherTeam })).status).toBe(200);
    expect(await db.undoEntry.count({ where: { documentId: doc.id } })).toBe(0);
    expect(await db.undoEntry.count({ where: { documentId: unrelated.id } })).toBe(1);
    expect((await undo(owner.token, doc.id)).status).toBe(409);
    expect((await db.document.findUniqueOrThrow({ where: { id: doc.id } })).title).toBe("Renamed");
  });
});

describe("8. import invariants", () => {
  const archive = (document: Record<string, unknown>, extra: Zippable = {}) => zipSync({ "manifest.json": json(manifestFile()), "documents/1/document.json": json(document), ...extra });

  it("publishes only team templates", async () => {
    const { user, token } = await createUser();
    await db.user.update({ where: { id: user.id }, data: { modulesEnabled: ["team-templates"] } });
    const teamId = await firstTeamOf(user.id);
    const published = { published: true, allowAddNewBlocks: false, allowDeleteBlocks: true, original: null };
    for (const [templateType, expected] of [
      ["DOCUMENT", false],
      ["TEMPLATE", false],
      ["CONTENT_TEMPLATE", false],
      ["DOCUMENT_FROM_TEAM_TEMPLATE", false],
      ["TEAM_TEMPLATE", true],
    ] as const) {
      const result = await upload(teamId, token, archive(documentFile({ templateType, teamTemplate: published })));
      expect(result.status, templateType).toBe(201);
      const row = await db.document.findUniqueOrThrow({ where: { id: result.body.documents[0].id } });
      expect([row.templateType, row.teamTemplatePublished], templateType).toEqual([templateType, expected]);
    }
    // Without the team-templates module a team template comes in as the user's own template: unpublished.
    const other = await createUser();
    const imported = await upload(await firstTeamOf(other.user.id), other.token, archive(documentFile({ templateType: "TEAM_TEMPLATE", teamTemplate: published })));
    expect(await db.document.findUniqueOrThrow({ where: { id: imported.body.documents[0].id } })).toMatchObject({ templateType: "TEMPLATE", teamTemplatePublished: false });
  });

  it("accepts only { total, currency } as cached data of a block", async () => {
    for (const [value, detail] of [
      [{ total: -1, currency: "EUR" }, "cachedData.s1.total"],
      [{ total: "100", currency: "EUR" }, "cachedData.s1.total"],
      [{ total: 100, currency: "CHF" }, "cachedData.s1.currency"],
      [{ total: 100 }, "cachedData.s1.currency"],
      ["<script>alert(1)</script>", "cachedData.s1"],
      [null, "cachedData.s1"],
    ] as const) {
      await expectRefused(archive(documentFile({ cachedData: { s1: value } })), `documents/1/document.json in the file is not valid (${detail}).`);
    }
    // 1e400 is Infinity once parsed.
    const infinite = new TextEncoder().encode(JSON.stringify(documentFile({ cachedData: { s1: { total: 1, currency: "USD" } } })).replace('"total":1', '"total":1e400'));
    await expectRefused(zipSync({ "manifest.json": json(manifestFile()), "documents/1/document.json": infinite }), "documents/1/document.json in the file is not valid (cachedData.s1.total).");

    const { user, token } = await createUser();
    const ok = await upload(await firstTeamOf(user.id), token, archive(documentFile({ cachedData: { s1: { total: 1250.5, currency: "TRY", extra: "dropped" } } })));
    expect(ok.status).toBe(201);
    const row = await db.document.findUniqueOrThrow({ where: { id: ok.body.documents[0].id }, include: { segments: true } });
    expect(row.cachedData).toEqual({ [row.segments[0].id]: { total: 1250.5, currency: "TRY" } });
  });

  it("stores an attachment's type only when allowed and matching its bytes, else application/octet-stream", async () => {
    const { user, token } = await createUser();
    const teamId = await firstTeamOf(user.id);
    const html = strToU8(`<html><script>alert(document.cookie)</script>${randomBytes(4).toString("hex")}</html>`);
    const pdf = strToU8(`%PDF-1.7\n1 0 obj << >> endobj ${randomBytes(4).toString("hex")}\n%%EOF`);
    const fakePdf = strToU8(`<html><body onload="alert(2)">${randomBytes(4).toString("hex")}</body></html>`);
    const text = strToU8(`Menu: soup, fish – €42 ${randomBytes(4).toString("hex")}`);
    const entries = [
      { key: "f1", file: "files/f1", sourceFileName: "invoice.html", mimeType: "text/html", bytes: html },
      { key: "f2", file: "files/f2", sourceFileName: "menu.pdf", mimeType: "application/pdf", bytes: pdf },
      { key: "f3", file: "files/f3", sourceFileName: "fake.pdf", mimeType: "application/pdf", bytes: fakePdf },
      { key: "f4", file: "files/f4", sourceFileName: "logo.svg", mimeType: "image/svg+xml", bytes: strToU8(`<svg onload="alert(1)"/>${randomBytes(4).toString("hex")}`) },
      { key: "f5", file: "files/f5", sourceFileName: "menu.txt", mimeType: "text/plain; charset=utf-8", bytes: text },
    ];
    const filesIndex = { files: entries.map(({ bytes, ...entry }) => ({ ...entry, checksum: sha(bytes) })) };
    const document = documentFile({ segments: [segmentFile({ miscFileList: entries.map((entry) => entry.key) })] });
    const result = await upload(teamId, token, archive(document, { "files.json": json(filesIndex), ...Object.fromEntries(entries.map((entry) => [entry.file, entry.bytes])) }));
    expect(result.status, JSON.stringify(result.body)).toBe(201);

    const row = await db.document.findUniqueOrThrow({ where: { id: result.body.documents[0].id }, include: { segments: true } });
    const stored = await db.miscFile.findMany({ where: { id: { in: row.segments[0].miscFileList } } });
    const typeOf = Object.fromEntries(stored.map((file) => [file.sourceFileName, file.mimeType]));
    expect(typeOf).toEqual({
      "invoice.html": "application/octet-stream",
      "menu.pdf": "application/pdf",
      "fake.pdf": "application/octet-stream",
      "logo.svg": "application/octet-stream",
      "menu.txt": "text/plain",
    });
    // The bytes are kept as they came.
    const fake = stored.find((file) => file.sourceFileName === "fake.pdf")!;
    expect(sha((await getObject(fake.storageKey))!)).toBe(sha(fakePdf));
  });
});

describe("9. a tampered list cursor", () => {
  it("answers 400 naming the cursor for dates the database cannot hold", async () => {
    const { user, token } = await createUser();
    await createDocument(user.id, await firstTeamOf(user.id));
    const id = "ckdocument000000000000000";
    // Encoded exactly as lib/documents/list-schemas.ts encodes cursors.
    const cursorOf = (iso: string) => Buffer.from(JSON.stringify([iso, id]), "utf8").toString("base64url");
    for (const iso of ["-271821-04-20T00:00:00Z", "+275760-09-13T00:00:00Z", "10000-01-01T00:00:00Z", "1969-12-31T23:59:59.999Z"]) {
      const result = await callRoute(listIndex, "GET", "/api/documents", { token, query: { cursor: cursorOf(iso) } });
      expect(result.status, iso).toBe(400);
      expect(result.body.error.fields.map((field: { path: string }) => field.path)).toEqual(["query.cursor"]);
    }
    for (const iso of ["1970-01-01T00:00:00.000Z", "9999-12-31T23:59:59.999Z", "2030-01-01T00:00:00.000Z"]) {
      const result = await callRoute(listIndex, "GET", "/api/documents", { token, query: { cursor: cursorOf(iso) } });
      expect(result.status, iso).toBe(200);
    }
  });
});

describe("10. save as my template", () => {
  it("copies documents and templates; refuses team templates and documents made from them with 409", async () => {
    const owner = await createUser();
    const teamId = await firstTeamOf(owner.user.id);
    for (const [templateType, status] of [
      ["DOCUMENT", 201],
      ["TEMPLATE", 201],
      ["TEAM_TEMPLATE", 409],
      ["DOCUMENT_FROM_TEAM_TEMPLATE", 409],
      ["CONTENT_TEMPLATE", 409],
    ] as const) {
      const doc = await createDocument(owner.user.id, teamId, { templateType });
      const result = await call(saveAsTemplateRoute, "POST", doc.id, owner.token);
      expect(result.status, templateType).toBe(status);
      if (status === 201) expect(result.body.templateType).toBe("TEMPLATE");
    }
  });
});
