import { describe, expect, it } from "vitest";
import { DELETE as removeById, GET as readById, POST as updateById } from "@/app/api/doc-style/[id]/route";
import { DELETE as teamRemove, POST as teamUpdate } from "@/app/api/team/[id]/doc-style/[styleId]/route";
import { POST as addStyle } from "@/app/api/team/[id]/doc-style/route";
import { GET as listStyles } from "@/app/api/team/[id]/doc-styles/route";
import { db } from "@/lib/db/client";
import { DEFAULT_DOC_STYLE } from "@/lib/doc-styles/defaults";
import { createDocument } from "../factories/documents";
import { createUser } from "../factories/users";
import { call, createGlobalStyle, fieldPaths, storedStyle, styleBody, styleSetup, UNKNOWN_ID } from "./doc-styles-support";

describe("GET /api/team/{id}/doc-styles and GET /api/doc-style/{id}", () => {
  it("answers the workspace's styles to its members, the Classic default first, read complete", async () => {
    const { admin, member, outsider, teamId, classicId } = await styleSetup();
    // An old row with missing fields still answers a complete style.
    const old = await db.docStyle.create({ data: { teamId, name: "Old", fonts: { h1: { size: 50 } }, colors: { accent1: "#123456" }, others: {} } });
    for (const token of [admin.token, member.token]) {
      const result = await call(listStyles, "GET", { id: teamId }, token);
      expect(result.status).toBe(200);
      expect(result.body.defaultDocStyleId).toBe(classicId);
      expect(result.body.styles.map((s: { name: string }) => s.name)).toEqual(["Classic", "Old"]);
      expect(result.body.styles[0]).toMatchObject({ _id: classicId, id: classicId, teamId, isDefault: true, fonts: DEFAULT_DOC_STYLE.fonts, colors: DEFAULT_DOC_STYLE.colors });
      expect(result.body.styles[1]).toMatchObject({ isDefault: false, colors: { ...DEFAULT_DOC_STYLE.colors, accent1: "#123456" }, fonts: { h1: DEFAULT_DOC_STYLE.fonts.h1 } });
      expect(Object.keys(result.body.styles[1]).sort()).toEqual(["_id", "colors", "customCSS", "fonts", "id", "isDefault", "name", "others", "teamId", "updatedAt", "uploadedFonts"]);
    }
    const one = await call(readById, "GET", { id: old.id }, member.token);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: old.id, name: "Old", isDefault: false });

    expect((await call(listStyles, "GET", { id: teamId }, outsider.token)).status).toBe(404);
    expect((await call(readById, "GET", { id: old.id }, outsider.token)).status).toBe(404);
    expect((await call(readById, "GET", { id: UNKNOWN_ID }, admin.token)).status).toBe(404);
    expect((await call(listStyles, "GET", { id: teamId }, undefined)).status).toBe(401);
    expect((await call(readById, "GET", { id: old.id }, undefined)).status).toBe(401);
    expect(fieldPaths((await call(readById, "GET", { id: "x" }, admin.token)).body)).toEqual(["params.id"]);
  });

  it("lets anyone signed in read a global style", async () => {
    const global = await createGlobalStyle();
    const { token } = await createUser();
    const result = await call(readById, "GET", { id: global.id }, token);
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ teamId: null, isDefault: false, colors: { accent1: "#0f766e" } });
  });
});

describe("POST /api/team/{id}/doc-style (add)", () => {
  it("makes a 'New style' from the default without a body, or takes the fields given (201)", async () => {
    const { admin, teamId } = await styleSetup();
    const bare = await call(addStyle, "POST", { id: teamId }, admin.token);
    expect(bare.status).toBe(201);
    expect(bare.body).toMatchObject({ name: "New style", teamId, fonts: DEFAULT_DOC_STYLE.fonts, isDefault: false });
    const named = await call(addStyle, "POST", { id: teamId }, admin.token, { name: "  Gala  ", colors: { ...DEFAULT_DOC_STYLE.colors, accent1: "rgb(15, 118, 110)" } });
    expect(named.status).toBe(201);
    const row = await db.docStyle.findUniqueOrThrow({ where: { id: named.body.id } });
    expect(row).toMatchObject({ teamId, name: "Gala", colors: { accent1: "rgb(15, 118, 110)" }, others: DEFAULT_DOC_STYLE.others, customCSS: null });
  });

  it("refuses a MEMBER (403), an outsider (404) and no session (401), writing nothing", async () => {
    const { member, outsider, teamId } = await styleSetup();
    expect((await call(addStyle, "POST", { id: teamId }, member.token, { name: "Mine" })).status).toBe(403);
    expect((await call(addStyle, "POST", { id: teamId }, outsider.token, { name: "Mine" })).status).toBe(404);
    expect((await call(addStyle, "POST", { id: teamId }, undefined, { name: "Mine" })).status).toBe(401);
    expect(await db.docStyle.count({ where: { teamId } })).toBe(1);
  });
});

describe("updating a style: POST /api/doc-style/{id} and POST /api/team/{id}/doc-style/{styleId}", () => {
  it("replaces the content for the workspace's admins, on both paths", async () => {
    const { admin, teamId, classicId } = await styleSetup();
    const body = styleBody({ others: { ...DEFAULT_DOC_STYLE.others, headingCase: "uppercase" }, customCSS: ".doc-h2 { letter-spacing: 0.1em; }" });
    const byId = await call(updateById, "POST", { id: classicId }, admin.token, body);
    expect(byId.status).toBe(200);
    expect(byId.body).toMatchObject({ name: "Summer gala", isDefault: true, others: { headingCase: "uppercase" }, customCSS: ".doc-h2 { letter-spacing: 0.1em; }" });
    const byTeam = await call(teamUpdate, "POST", { id: teamId, styleId: classicId }, admin.token, { ...body, name: "Winter gala" });
    expect(byTeam.status).toBe(200);
    expect(await storedStyle(classicId)).toMatchObject({ name: "Winter gala", others: { headingCase: "uppercase" } });
  });

  it("refuses a MEMBER with 403 and changes nothing; outsiders, other workspaces' styles and unknown ids are 404", async () => {
    const { admin, member, outsider, teamId, classicId } = await styleSetup();
    const before = await storedStyle(classicId);
    expect((await call(updateById, "POST", { id: classicId }, member.token, styleBody())).status).toBe(403);
    expect((await call(teamUpdate, "POST", { id: teamId, styleId: classicId }, member.token, styleBody())).status).toBe(403);
    expect((await call(updateById, "POST", { id: classicId }, outsider.token, styleBody())).status).toBe(404);
    expect((await call(teamUpdate, "POST", { id: teamId, styleId: classicId }, outsider.token, styleBody())).status).toBe(404);
    expect((await call(updateById, "POST", { id: classicId }, undefined, styleBody())).status).toBe(401);
    // The outsider's own workspace path cannot reach this workspace's style.
    const foreignTeam = (await db.member.findFirstOrThrow({ where: { userId: outsider.user.id } })).teamId;
    expect((await call(teamUpdate, "POST", { id: foreignTeam, styleId: classicId }, outsider.token, styleBody())).status).toBe(404);
    expect((await call(teamUpdate, "POST", { id: teamId, styleId: UNKNOWN_ID }, admin.token, styleBody())).status).toBe(404);
    expect(await storedStyle(classicId)).toEqual(before);
  });

  it("lets only the super admin change a global style", async () => {
    const global = await createGlobalStyle();
    const { token } = await createUser();
    const superAdmin = await createUser({ superAdmin: true });
    expect((await call(updateById, "POST", { id: global.id }, token, styleBody())).status).toBe(403);
    expect((await call(removeById, "DELETE", { id: global.id }, token)).status).toBe(403);
    const changed = await call(updateById, "POST", { id: global.id }, superAdmin.token, styleBody({ name: "Built-in 2" }));
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ name: "Built-in 2", teamId: null });
    expect((await call(removeById, "DELETE", { id: global.id }, superAdmin.token)).body).toEqual({ success: true });
    expect(await db.docStyle.count({ where: { id: global.id } })).toBe(0);
  });
});

describe("DELETE a style", () => {
  it("removes it; documents keep their copy and the workspace is left without a default", async () => {
    const { admin, member, outsider, teamId, classicId } = await styleSetup();
    const styleData = { name: "Classic", fonts: DEFAULT_DOC_STYLE.fonts, colors: DEFAULT_DOC_STYLE.colors };
    const doc = await createDocument(admin.user.id, teamId, { styleId: classicId, styleData });
    expect((await call(removeById, "DELETE", { id: classicId }, member.token)).status).toBe(403);
    expect((await call(teamRemove, "DELETE", { id: teamId, styleId: classicId }, member.token)).status).toBe(403);
    expect((await call(removeById, "DELETE", { id: classicId }, outsider.token)).status).toBe(404);
    expect((await call(removeById, "DELETE", { id: classicId }, undefined)).status).toBe(401);
    expect(await db.docStyle.count({ where: { id: classicId } })).toBe(1);

    const removed = await call(teamRemove, "DELETE", { id: teamId, styleId: classicId }, admin.token);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ success: true });
    expect(await db.docStyle.count({ where: { id: classicId } })).toBe(0);
    expect((await db.team.findUniqueOrThrow({ where: { id: teamId } })).defaultDocStyleId).toBeNull();
    expect(await db.document.findUniqueOrThrow({ where: { id: doc.id } })).toMatchObject({ styleId: null, styleData });

    const other = await call(addStyle, "POST", { id: teamId }, admin.token);
    expect((await call(removeById, "DELETE", { id: other.body.id }, admin.token)).status).toBe(200);
    expect((await call(removeById, "DELETE", { id: other.body.id }, admin.token)).status).toBe(404);
  });
});
