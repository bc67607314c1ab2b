import { describe, expect, it } from "vitest";
import { POST as updateById } from "@/app/api/doc-style/[id]/route";
import { POST as addStyle } from "@/app/api/team/[id]/doc-style/route";
import { db } from "@/lib/db/client";
import { DEFAULT_DOC_STYLE } from "@/lib/doc-styles/defaults";
import { call, createFontFile, fieldPaths, storedStyle, styleBody, styleSetup } from "./doc-styles-support";

// Style JSON is validated field by field (issue 10 "Bad input"): sizes, weights, colours as valid CSS
// colours, font sources, uploaded fonts with their file; custom CSS by the rule of a document's.

const fonts = DEFAULT_DOC_STYLE.fonts;

describe("a style's fields, one by one", () => {
  it("names each bad field in `fields` and changes nothing", async () => {
    const { admin, classicId } = await styleSetup();
    const before = await storedStyle(classicId);
    const body = styleBody({
      fonts: {
        h1: { ...fonts.h1, size: 4 },
        h2: { ...fonts.h2, weight: 450 },
        h3: { ...fonts.h3, color: "banana" },
        h4: { ...fonts.h4, source: "adobe" as never },
        text: { ...fonts.text, source: "uploaded", miscFileId: null },
      },
      colors: { ...DEFAULT_DOC_STYLE.colors, accent1: "red;}body{x:y" },
    });
    const result = await call(updateById, "POST", { id: classicId }, admin.token, body);
    expect(result.status).toBe(400);
    expect(fieldPaths(result.body)).toEqual(["colors.accent1", "fonts.h1.size", "fonts.h2.weight", "fonts.h3.color", "fonts.h4.source", "fonts.text.miscFileId"]);
    const messages = Object.fromEntries(result.body.error.fields.map((f: { path: string; message: string }) => [f.path, f.message]));
    expect(messages).toEqual({
      "colors.accent1": "Enter a colour such as #1f2937, rgb(31, 41, 55) or a colour name.",
      "fonts.h1.size": "Enter a font size between 8 and 160 px.",
      "fonts.h2.weight": "Choose a font weight of 100, 200, … 900.",
      "fonts.h3.color": "Enter a colour such as #1f2937, rgb(31, 41, 55) or a colour name.",
      "fonts.h4.source": "Choose system, google or uploaded as the font source.",
      "fonts.text.miscFileId": "Upload the font file for an uploaded font.",
    });
    expect(await storedStyle(classicId)).toEqual(before);
  });

  it("answers in the caller's language", async () => {
    const { admin, teamId } = await styleSetup();
    const result = await call(addStyle, "POST", { id: teamId }, admin.token, { fonts: { ...fonts, h1: { ...fonts.h1, size: 500 } } }, { headers: { "accept-language": "de" } });
    expect(result.status).toBe(400);
    expect(result.body.error.fields).toEqual([{ path: "fonts.h1.size", message: expect.stringMatching(/Schrift|px/) }]);
  });

  it("refuses a name that is empty or longer than 80 characters, and other ranges", async () => {
    const { admin, classicId } = await styleSetup();
    const result = await call(updateById, "POST", { id: classicId }, admin.token, {
      ...styleBody({ name: "   " }),
      others: { lineHeight: 9, blockSpacing: -1, cornerRadius: 33, headingCase: "shout" },
    });
    expect(fieldPaths(result.body)).toEqual(["name", "others.blockSpacing", "others.cornerRadius", "others.headingCase", "others.lineHeight"]);
    expect(fieldPaths((await call(updateById, "POST", { id: classicId }, admin.token, styleBody({ name: "x".repeat(81) }))).body)).toEqual(["name"]);
  });
});

describe("custom CSS of a style", () => {
  it("is refused when unsafe, with a message naming what was found, and nothing is written", async () => {
    const { admin, classicId } = await styleSetup();
    const before = await storedStyle(classicId);
    const cases: [string, string][] = [
      ["</style><script>alert(1)</script>", "</style"],
      ["@import url(https://tracker.example/x.css);", "@import"],
      [".a { background: url(https://tracker.example/p.png) }", "url(https://tracker.example/p.png)"],
      [".a { width: expression(alert(1)) }", "expression("],
    ];
    for (const [customCSS, what] of cases) {
      const result = await call(updateById, "POST", { id: classicId }, admin.token, styleBody({ customCSS }));
      expect(result.status, customCSS).toBe(400);
      expect(result.body.error.message).toBe(`This CSS contains something that is not allowed: ${what}`);
      expect(fieldPaths(result.body)).toEqual(["customCSS"]);
    }
    expect(await storedStyle(classicId)).toEqual(before);
    const safe = await call(updateById, "POST", { id: classicId }, admin.token, styleBody({ customCSS: ".doc-h2 { border-bottom: 1px solid var(--doc-accent1); }" }));
    expect(safe.status).toBe(200);
  });
});

describe("uploaded fonts of a style", () => {
  it("take misc files of the style's workspace, and refuse another workspace's file naming the field", async () => {
    const { admin, outsider, teamId, classicId } = await styleSetup();
    const own = await createFontFile(teamId, admin.user.id);
    const foreignTeam = (await db.member.findFirstOrThrow({ where: { userId: outsider.user.id } })).teamId;
    const foreign = await createFontFile(foreignTeam, outsider.user.id);
    const body = (fileId: string) =>
      styleBody({
        fonts: { ...fonts, h2: { ...fonts.h2, source: "uploaded", family: "Brand Sans", miscFileId: fileId } },
        uploadedFonts: [{ family: "Brand Sans", miscFileId: fileId, weight: 700, style: "italic" }],
      });
    const refused = await call(updateById, "POST", { id: classicId }, admin.token, body(foreign.id));
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe("This font file is not a file of this workspace. Upload the font again.");
    expect(fieldPaths(refused.body)).toEqual(["fonts.h2.miscFileId", "uploadedFonts.0.miscFileId"]);
    expect((await storedStyle(classicId))?.uploadedFonts).toEqual([]);

    const accepted = await call(updateById, "POST", { id: classicId }, admin.token, body(own.id));
    expect(accepted.status).toBe(200);
    expect(accepted.body.fonts.h2).toMatchObject({ source: "uploaded", family: "Brand Sans", miscFileId: own.id });
    expect(accepted.body.uploadedFonts).toEqual([{ family: "Brand Sans", miscFileId: own.id, weight: 700, style: "italic" }]);
  });
});
