import { describe, expect, it } from "vitest";
import { POST as updateStyleRoute } from "@/app/api/doc-style/[id]/route";
import { POST as setDocStyle } from "@/app/api/document/[id]/set-doc-style/route";
import { GET as readDocument } from "@/app/api/document/[id]/route";
import { POST as refreshDocStyle } from "@/app/api/document/[id]/update-doc-style/[styleId]/route";
import { POST as undoRoute } from "@/app/api/undo/route";
import { db } from "@/lib/db/client";
import { DEFAULT_DOC_STYLE } from "@/lib/doc-styles/defaults";
import { createDocument } from "../factories/documents";
import { firstTeamOf } from "../factories/teams";
import { call, createGlobalStyle, fieldPaths, styleBody, styleSetup, UNKNOWN_ID } from "./doc-styles-support";

// A document keeps its own copy of its style, shows whether it is up to date with the workspace
// style, and takes the style again with one click (issue 10).

async function setup() {
  const base = await styleSetup();
  const gala = await db.docStyle.create({
    data: { teamId: base.teamId, name: "Gala", fonts: DEFAULT_DOC_STYLE.fonts, colors: { ...DEFAULT_DOC_STYLE.colors, accent1: "#0f766e" }, others: DEFAULT_DOC_STYLE.others },
  });
  const doc = await createDocument(base.admin.user.id, base.teamId);
  return { ...base, gala, doc };
}

const read = async (id: string, token: string) => (await call(readDocument, "GET", { id }, token)).body;

describe("POST /api/document/{id}/set-doc-style", () => {
  it("copies the style into the document and answers the copy, the id, the flag and the version", async () => {
    const { admin, gala, doc } = await setup();
    const result = await call(setDocStyle, "POST", { id: doc.id }, admin.token, { styleId: gala.id });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ success: true, styleId: gala.id, styleUpToDate: true, version: doc.version + 1 });
    expect(result.body.styleData).toMatchObject({ id: gala.id, name: "Gala", colors: { accent1: "#0f766e" }, fonts: DEFAULT_DOC_STYLE.fonts });
    const row = await db.document.findUniqueOrThrow({ where: { id: doc.id } });
    expect(row.styleId).toBe(gala.id);
    expect(row.styleData).toEqual(result.body.styleData);
    expect(await read(doc.id, admin.token)).toMatchObject({ style: { _id: gala.id, name: "Gala" }, styleUpToDate: true });
  });

  it("takes a global style too, and refuses another workspace's style naming styleId", async () => {
    const { admin, outsider, doc } = await setup();
    const global = await createGlobalStyle();
    expect((await call(setDocStyle, "POST", { id: doc.id }, admin.token, { styleId: global.id })).body).toMatchObject({ styleId: global.id });
    const foreign = (await db.team.findUniqueOrThrow({ where: { id: await firstTeamOf(outsider.user.id) } })).defaultDocStyleId!;
    for (const styleId of [foreign, UNKNOWN_ID]) {
      const refused = await call(setDocStyle, "POST", { id: doc.id }, admin.token, { styleId });
      expect(refused.status).toBe(400);
      expect(fieldPaths(refused.body)).toEqual(["styleId"]);
    }
    expect(fieldPaths((await call(setDocStyle, "POST", { id: doc.id }, admin.token, {})).body)).toEqual(["styleId"]);
    expect((await db.document.findUniqueOrThrow({ where: { id: doc.id } })).styleId).toBe(global.id);
  });

  it("is the owner's alone: other members 403, outsiders 404, no session 401; an ended plan 402", async () => {
    const { admin, member, outsider, gala, doc } = await setup();
    expect((await call(setDocStyle, "POST", { id: doc.id }, member.token, { styleId: gala.id })).status).toBe(403);
    expect((await call(setDocStyle, "POST", { id: doc.id }, outsider.token, { styleId: gala.id })).status).toBe(404);
    expect((await call(setDocStyle, "POST", { id: doc.id }, undefined, { styleId: gala.id })).status).toBe(401);
    expect((await call(refreshDocStyle, "POST", { id: doc.id, styleId: gala.id }, member.token)).status).toBe(403);
    expect((await call(refreshDocStyle, "POST", { id: doc.id, styleId: gala.id }, outsider.token)).status).toBe(404);
    await db.planHistory.updateMany({ where: { userId: admin.user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await call(setDocStyle, "POST", { id: doc.id }, admin.token, { styleId: gala.id })).status).toBe(402);
    expect((await db.document.findUniqueOrThrow({ where: { id: doc.id } })).styleId).toBeNull();
  });
});

describe("the up-to-date flag and POST /api/document/{id}/update-doc-style/{styleId}", () => {
  it("says false once the workspace style changes, and true again after the one-click update", async () => {
    const { admin, gala, doc } = await setup();
    expect((await read(doc.id, admin.token)).styleUpToDate).toBeNull();
    await call(setDocStyle, "POST", { id: doc.id }, admin.token, { styleId: gala.id });

    const changed = await call(updateStyleRoute, "POST", { id: gala.id }, admin.token, styleBody({ name: "Gala", colors: { ...DEFAULT_DOC_STYLE.colors, accent1: "#b91c1c" } }));
    expect(changed.status).toBe(200);
    const stale = await read(doc.id, admin.token);
    expect(stale).toMatchObject({ styleUpToDate: false, styleData: { colors: { accent1: "#0f766e" } } });

    const refreshed = await call(refreshDocStyle, "POST", { id: doc.id, styleId: gala.id }, admin.token);
    expect(refreshed.status).toBe(200);
    expect(refreshed.body).toMatchObject({ success: true, styleId: gala.id, styleUpToDate: true, styleData: { colors: { accent1: "#b91c1c" } } });
    expect(await read(doc.id, admin.token)).toMatchObject({ styleUpToDate: true, styleData: { colors: { accent1: "#b91c1c" } } });
  });

  it("answers 404 for a style the document may not use, and 400 for malformed ids", async () => {
    const { admin, outsider, doc } = await setup();
    const foreign = (await db.team.findUniqueOrThrow({ where: { id: await firstTeamOf(outsider.user.id) } })).defaultDocStyleId!;
    expect((await call(refreshDocStyle, "POST", { id: doc.id, styleId: foreign }, admin.token)).status).toBe(404);
    expect((await call(refreshDocStyle, "POST", { id: doc.id, styleId: UNKNOWN_ID }, admin.token)).status).toBe(404);
    expect(fieldPaths((await call(refreshDocStyle, "POST", { id: doc.id, styleId: "x" }, admin.token)).body)).toEqual(["params.styleId"]);
    expect((await db.document.findUniqueOrThrow({ where: { id: doc.id } })).styleData).toBeNull();
  });
});

describe("undo of a style change", () => {
  it("puts the previous copy and style back", async () => {
    const { admin, classicId, gala, doc } = await setup();
    const first = await call(setDocStyle, "POST", { id: doc.id }, admin.token, { styleId: classicId });
    await call(setDocStyle, "POST", { id: doc.id }, admin.token, { styleId: gala.id });
    const undone = await call(undoRoute, "POST", {}, admin.token, { documentId: doc.id });
    expect(undone.status).toBe(200);
    const row = await db.document.findUniqueOrThrow({ where: { id: doc.id } });
    expect(row.styleId).toBe(classicId);
    expect(row.styleData).toEqual(first.body.styleData);
    expect(await read(doc.id, admin.token)).toMatchObject({ style: { _id: classicId, name: "Classic" }, styleUpToDate: true });
  });

  it("keeps the copy but drops the link when the style it brings back was deleted since", async () => {
    const { admin, classicId, gala, doc } = await setup();
    const galaCopy = (await call(setDocStyle, "POST", { id: doc.id }, admin.token, { styleId: gala.id })).body.styleData;
    await call(setDocStyle, "POST", { id: doc.id }, admin.token, { styleId: classicId });
    await db.docStyle.delete({ where: { id: gala.id } });
    const undone = await call(undoRoute, "POST", {}, admin.token, { documentId: doc.id });
    expect(undone.status).toBe(200);
    const row = await db.document.findUniqueOrThrow({ where: { id: doc.id } });
    expect(row.styleId).toBeNull();
    expect(row.styleData).toEqual(galaCopy);
    expect(await read(doc.id, admin.token)).toMatchObject({ style: null, styleUpToDate: null });
  });
});
