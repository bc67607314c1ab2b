import { describe, expect, it } from "vitest";
import { GET as readDocument } from "@/app/api/document/[id]/route";
import { POST as setDocStyleData } from "@/app/api/document/[id]/set-doc-style-data/route";
import { POST as setDocStyle } from "@/app/api/document/[id]/set-doc-style/route";
import { POST as setStylePreset } from "@/app/api/document/[id]/set-style-preset/route";
import { POST as shareRoute } from "@/app/api/document/[id]/share/route";
import { POST as undoRoute } from "@/app/api/undo/route";
import { db } from "@/lib/db/client";
import { documentStyle } from "@/lib/doc-styles/css";
import { STYLE_PRESETS } from "@/lib/doc-styles/presets";
import { readFrozen } from "@/lib/sharing/frozen";
import { createDocument } from "../factories/documents";
import { call, createFontFile, fieldPaths, styleBody, styleSetup, UNKNOWN_ID } from "./doc-styles-support";

// A document with a style of its own: a theme preset chosen in the Style tab, or a style customised
// there and saved for this document. No workspace style is linked (styleId null, styleUpToDate null),
// and every reader of the document (editor, share, PDF) renders the copy.

async function setup() {
  const base = await styleSetup();
  const doc = await createDocument(base.admin.user.id, base.teamId);
  return { ...base, doc };
}

const read = async (id: string, token: string) => (await call(readDocument, "GET", { id }, token)).body;
const stored = (id: string) => db.document.findUniqueOrThrow({ where: { id }, select: { styleId: true, styleData: true, version: true } });

describe("POST /api/document/{id}/set-style-preset", () => {
  it("keeps the preset as the document's own style, named in the owner's language (the one the editor sends), with no workspace style", async () => {
    const { admin, classicId, doc } = await setup();
    await call(setDocStyle, "POST", { id: doc.id }, admin.token, { styleId: classicId });
    const before = await stored(doc.id);

    const result = await call(setStylePreset, "POST", { id: doc.id }, admin.token, { presetId: "black-tie" }, { headers: { "accept-language": "tr" } });
    expect(result.status).toBe(200);
    const { name: _name, ...content } = STYLE_PRESETS["black-tie"];
    void _name;
    expect(result.body).toMatchObject({ success: true, styleId: null, style: null, styleUpToDate: null, version: before.version + 1 });
    expect(result.body.styleData).toEqual({ preset: "black-tie", name: "Gece şıklığı", ...content });

    const row = await stored(doc.id);
    expect(row.styleId).toBeNull();
    expect(row.styleData).toEqual(result.body.styleData);
    expect(await read(doc.id, admin.token)).toMatchObject({ style: null, styleUpToDate: null, styleData: { preset: "black-tie" }, version: before.version + 1 });
  });

  it("refuses an unknown or missing preset with a 400 naming presetId in the owner's language, and changes nothing", async () => {
    const { admin, doc } = await setup();
    const before = await stored(doc.id);
    const unknown = await call(setStylePreset, "POST", { id: doc.id }, admin.token, { presetId: "neon-rave" }, { headers: { "accept-language": "de" } });
    expect(unknown.status).toBe(400);
    expect(fieldPaths(unknown.body)).toEqual(["presetId"]);
    expect(unknown.body.error.message).toBe("Diese Themenvorlage gibt es nicht. Wählen Sie eine der Vorlagen im Tab „Stil“.");
    for (const body of [{}, { presetId: 7 }, { presetId: "" }, { presetId: "constructor" }]) {
      const refused = await call(setStylePreset, "POST", { id: doc.id }, admin.token, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(fieldPaths(refused.body)).toEqual(["presetId"]);
    }
    expect(await stored(doc.id)).toEqual(before);
  });

  it("is the owner's alone: other members 403, outsiders 404, no session 401, an unknown document 404; an ended plan 402", async () => {
    const { admin, member, outsider, doc } = await setup();
    const body = { presetId: "coastal" };
    expect((await call(setStylePreset, "POST", { id: doc.id }, member.token, body)).status).toBe(403);
    expect((await call(setStylePreset, "POST", { id: doc.id }, outsider.token, body)).status).toBe(404);
    expect((await call(setStylePreset, "POST", { id: doc.id }, undefined, body)).status).toBe(401);
    expect((await call(setStylePreset, "POST", { id: UNKNOWN_ID }, admin.token, body)).status).toBe(404);
    await db.planHistory.updateMany({ where: { userId: admin.user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await call(setStylePreset, "POST", { id: doc.id }, admin.token, body)).status).toBe(402);
    expect((await stored(doc.id)).styleData).toBeNull();
  });

  it("reaches a share: the frozen copy carries the preset, rendered with its fonts and colours", async () => {
    const { admin, doc } = await setup();
    await call(setStylePreset, "POST", { id: doc.id }, admin.token, { presetId: "garden-wedding" });
    const shared = await call(shareRoute, "POST", { id: doc.id }, admin.token, { type: "link" });
    expect(shared.status).toBe(201);
    const frozen = readFrozen((await db.snapshot.findUniqueOrThrow({ where: { id: shared.body.snapshot.id } })).frozen);
    const { styleCss, fontHrefs } = documentStyle(frozen.document.id, frozen.document.styleData, (id) => id);
    const garden = STYLE_PRESETS["garden-wedding"];
    expect(styleCss).toContain(`.doc-h2{font-family:"Cormorant Garamond", serif;font-weight:400;font-size:${36 / 16}em;color:${garden.fonts.h2.color}}`);
    expect(styleCss).toContain(`background-color:${garden.colors.docBackgroundColor}`);
    expect(fontHrefs.some((href) => href.includes("family=Cormorant+Garamond"))).toBe(true);
  });

  it("is undone like any style change: the workspace style and its copy come back", async () => {
    const { admin, classicId, doc } = await setup();
    const first = await call(setDocStyle, "POST", { id: doc.id }, admin.token, { styleId: classicId });
    await call(setStylePreset, "POST", { id: doc.id }, admin.token, { presetId: "editorial" });
    expect((await call(undoRoute, "POST", {}, admin.token, { documentId: doc.id })).status).toBe(200);
    expect(await stored(doc.id)).toMatchObject({ styleId: classicId, styleData: first.body.styleData });
    expect(await read(doc.id, admin.token)).toMatchObject({ style: { _id: classicId }, styleUpToDate: true });
  });
});

describe("POST /api/document/{id}/set-doc-style-data", () => {
  it("keeps a customised style as the document's own: no workspace style, no preset, the version bumped", async () => {
    const { admin, classicId, doc } = await setup();
    await call(setDocStyle, "POST", { id: doc.id }, admin.token, { styleId: classicId });
    const before = await stored(doc.id);
    const body = { ...styleBody({ name: "Our garden" }), colors: { ...STYLE_PRESETS["garden-wedding"].colors, accent1: "#0f766e" }, preset: "garden-wedding" };
    const result = await call(setDocStyleData, "POST", { id: doc.id }, admin.token, body);
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ success: true, styleId: null, style: null, styleUpToDate: null, version: before.version + 1 });
    const { preset: _preset, ...expected } = body;
    void _preset;
    expect(result.body.styleData).toEqual(expected);
    expect(await stored(doc.id)).toMatchObject({ styleId: null, styleData: expected, version: before.version + 1 });
    expect(await read(doc.id, admin.token)).toMatchObject({ style: null, styleUpToDate: null, styleData: { name: "Our garden", colors: { accent1: "#0f766e" } } });
  });

  it("refuses a bad style naming each field, custom CSS that is not safe, and a font file of another workspace", async () => {
    const { admin, outsider, doc } = await setup();
    const base = styleBody();
    const badColour = await call(setDocStyleData, "POST", { id: doc.id }, admin.token, { ...base, colors: { ...base.colors, accent1: "url(x)" }, others: { ...base.others, lineHeight: 9 } });
    expect(badColour.status).toBe(400);
    expect(fieldPaths(badColour.body)).toEqual(["colors.accent1", "others.lineHeight"]);
    expect(fieldPaths((await call(setDocStyleData, "POST", { id: doc.id }, admin.token, { name: "x" })).body)).toEqual(["colors", "fonts", "others"]);

    const unsafe = await call(setDocStyleData, "POST", { id: doc.id }, admin.token, { ...base, customCSS: "@import url(https://evil.example/x.css);" });
    expect(unsafe.status).toBe(400);
    expect(fieldPaths(unsafe.body)).toEqual(["customCSS"]);

    const foreignFile = await createFontFile(await db.member.findFirstOrThrow({ where: { userId: outsider.user.id } }).then((m) => m.teamId), outsider.user.id);
    const uploaded = { ...base.fonts.h2, source: "uploaded" as const, family: "Brand", miscFileId: foreignFile.id };
    const foreign = await call(setDocStyleData, "POST", { id: doc.id }, admin.token, { ...base, fonts: { ...base.fonts, h2: uploaded } });
    expect(foreign.status).toBe(400);
    expect(fieldPaths(foreign.body)).toEqual(["fonts.h2.miscFileId"]);
    expect((await stored(doc.id)).styleData).toBeNull();
  });

  it("takes a font file of the document's own workspace", async () => {
    const { admin, teamId, doc } = await setup();
    const file = await createFontFile(teamId, admin.user.id);
    const base = styleBody();
    const uploaded = { ...base.fonts.h2, source: "uploaded" as const, family: "Brand", miscFileId: file.id };
    const result = await call(setDocStyleData, "POST", { id: doc.id }, admin.token, { ...base, fonts: { ...base.fonts, h2: uploaded } });
    expect(result.status).toBe(200);
    expect(result.body.styleData.fonts.h2).toEqual(uploaded);
  });

  it("is the owner's alone: other members 403, outsiders 404, no session 401", async () => {
    const { member, outsider, doc } = await setup();
    const body = styleBody();
    expect((await call(setDocStyleData, "POST", { id: doc.id }, member.token, body)).status).toBe(403);
    expect((await call(setDocStyleData, "POST", { id: doc.id }, outsider.token, body)).status).toBe(404);
    expect((await call(setDocStyleData, "POST", { id: doc.id }, undefined, body)).status).toBe(401);
    expect((await stored(doc.id)).styleData).toBeNull();
  });
});
