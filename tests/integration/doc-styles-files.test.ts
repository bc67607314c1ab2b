import { describe, expect, it } from "vitest";
import { GET as exportRoute } from "@/app/api/doc-style/[id]/export/route";
import { POST as updateById } from "@/app/api/doc-style/[id]/route";
import { POST as importRoute } from "@/app/api/team/[id]/doc-styles/import/route";
import { db } from "@/lib/db/client";
import { DEFAULT_DOC_STYLE } from "@/lib/doc-styles/defaults";
import { firstTeamOf } from "../factories/teams";
import { call, createFontFile, fieldPaths, styleBody, styleSetup, UNKNOWN_ID } from "./doc-styles-support";

// Import and export of a style as JSON (issue 10): round-trip exactly; a malformed file shows its error text.

const form = (text: string | Uint8Array, name = "style.json") => {
  const data = new FormData();
  data.append("file", new Blob([typeof text === "string" ? text : new Uint8Array(text)], { type: "application/json" }), name);
  return data;
};

const importFile = (teamId: string, token: string | undefined, text: string | Uint8Array) => call(importRoute, "POST", { id: teamId }, token, undefined, { form: form(text) });

async function rawExport(styleId: string, token: string | undefined) {
  const response = await exportRoute(new Request("http://localhost:3000/x", { headers: token ? { authorization: `Bearer ${token}` } : {} }), { params: Promise.resolve({ id: styleId }) });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

describe("GET /api/doc-style/{id}/export", () => {
  it("answers the style as a JSON download with format and version, to readers of the style", async () => {
    const { member, outsider, classicId } = await styleSetup();
    await db.docStyle.update({ where: { id: classicId }, data: { name: 'Gala "2026" / Été' } });
    const result = await rawExport(classicId, member.token);
    expect(result.status).toBe(200);
    expect(result.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(result.headers.get("content-disposition")).toMatch(/^attachment; filename="Gala _2026_ _ _t_.json"; filename\*=UTF-8''/);
    const file = JSON.parse(result.text);
    expect(Object.keys(file)).toEqual(["format", "version", "name", "fonts", "colors", "others", "uploadedFonts", "customCSS"]);
    expect(file).toEqual({ format: "eventdocs-doc-style", version: 1, ...DEFAULT_DOC_STYLE, name: 'Gala "2026" / Été' });

    expect((await rawExport(classicId, outsider.token)).status).toBe(404);
    expect((await rawExport(UNKNOWN_ID, member.token)).status).toBe(404);
    expect((await rawExport(classicId, undefined)).status).toBe(401);
  });
});

describe("POST /api/team/{id}/doc-styles/import", () => {
  it("round-trips exactly: export → import → export gives the same bytes", async () => {
    const { admin, teamId, classicId } = await styleSetup();
    const font = await createFontFile(teamId, admin.user.id);
    const body = styleBody({
      name: "Round trip ✓",
      fonts: { ...DEFAULT_DOC_STYLE.fonts, h3: { ...DEFAULT_DOC_STYLE.fonts.h3, source: "uploaded", family: "Brand", miscFileId: font.id } },
      colors: { ...DEFAULT_DOC_STYLE.colors, accent2: "rgba(10, 20, 30, 0.5)", accent3: "teal" },
      uploadedFonts: [{ family: "Brand", miscFileId: font.id, weight: 700, style: "italic" }],
      customCSS: ".doc-h2 {\n  border-bottom: 2px solid var(--doc-accent1);\n}",
    });
    expect((await call(updateById, "POST", { id: classicId }, admin.token, body)).status).toBe(200);
    const first = (await rawExport(classicId, admin.token)).text;

    const imported = await importFile(teamId, admin.token, first);
    expect(imported.status).toBe(201);
    expect(imported.body).toMatchObject({ name: "Round trip ✓", teamId, isDefault: false });
    expect(imported.body.id).not.toBe(classicId);
    const second = (await rawExport(imported.body.id, admin.token)).text;
    expect(second).toBe(first);
  });

  it("accepts the same object without format and version", async () => {
    const { admin, teamId } = await styleSetup();
    const bare = JSON.stringify(styleBody({ name: "Bare" }));
    const imported = await importFile(teamId, admin.token, bare);
    expect(imported.status).toBe(201);
    expect(await db.docStyle.findUniqueOrThrow({ where: { id: imported.body.id } })).toMatchObject({ teamId, name: "Bare", colors: DEFAULT_DOC_STYLE.colors });
  });

  it("answers a file that is not JSON with the parser's own words, and writes nothing", async () => {
    const { admin, teamId } = await styleSetup();
    const text = '{ "name": "Broken", ';
    let parserText = "";
    try {
      JSON.parse(text);
    } catch (error) {
      parserText = (error as Error).message;
    }
    const result = await importFile(teamId, admin.token, text);
    expect(result.status).toBe(400);
    expect(result.body.error.message).toBe(`The file is not valid JSON: ${parserText}`);
    expect(fieldPaths(result.body)).toEqual(["file"]);
    expect(await db.docStyle.count({ where: { teamId } })).toBe(1);
  });

  it("names each wrong field of a valid JSON file, and refuses other kinds of files and foreign font files", async () => {
    const { admin, outsider, teamId } = await styleSetup();
    const wrong = { format: "eventdocs-doc-style", version: 1, ...styleBody(), fonts: { ...DEFAULT_DOC_STYLE.fonts, h1: { ...DEFAULT_DOC_STYLE.fonts.h1, size: 1000, weight: 450 } } };
    const result = await importFile(teamId, admin.token, JSON.stringify(wrong));
    expect(result.status).toBe(400);
    expect(fieldPaths(result.body)).toEqual(["fonts.h1.size", "fonts.h1.weight"]);

    for (const [text, path] of [
      ['["not", "a", "style"]', "file"],
      ['{ "format": "eventdocs-document", "version": 1 }', "format"],
      [JSON.stringify({ format: "eventdocs-doc-style", version: 2, ...styleBody() }), "version"],
    ]) {
      const other = await importFile(teamId, admin.token, text);
      expect(other.status, text).toBe(400);
      expect(other.body.error.message).toBe("This file is not a doc style. Choose a .json file exported from a doc style.");
      expect(fieldPaths(other.body)).toEqual([path]);
    }
    const unsafe = await importFile(teamId, admin.token, JSON.stringify(styleBody({ customCSS: "@import 'https://x.example/a.css';" })));
    expect(fieldPaths(unsafe.body)).toEqual(["customCSS"]);
    const foreignFont = await createFontFile(await firstTeamOf(outsider.user.id), outsider.user.id);
    const withForeignFont = styleBody({ uploadedFonts: [{ family: "Theirs", miscFileId: foreignFont.id, weight: 400, style: "normal" }] });
    const foreign = await importFile(teamId, admin.token, JSON.stringify(withForeignFont));
    expect(foreign.status).toBe(400);
    expect(fieldPaths(foreign.body)).toEqual(["uploadedFonts.0.miscFileId"]);
    expect(await db.docStyle.count({ where: { teamId } })).toBe(1);
  });

  it("refuses a file above 1 MB (413), a missing file (400), a MEMBER (403), an outsider (404)", async () => {
    const { admin, member, outsider, teamId } = await styleSetup();
    const big = JSON.stringify({ ...styleBody(), customCSS: `/* ${"x".repeat(1024 * 1024)} */` });
    expect((await importFile(teamId, admin.token, big)).status).toBe(413);
    const empty = await call(importRoute, "POST", { id: teamId }, admin.token, undefined, { form: new FormData() });
    expect(empty.status).toBe(400);
    expect(fieldPaths(empty.body)).toEqual(["file"]);
    const good = JSON.stringify(styleBody());
    expect((await importFile(teamId, member.token, good)).status).toBe(403);
    expect((await importFile(teamId, outsider.token, good)).status).toBe(404);
    expect((await importFile(teamId, undefined, good)).status).toBe(401);
    expect(await db.docStyle.count({ where: { teamId } })).toBe(1);
  });
});
