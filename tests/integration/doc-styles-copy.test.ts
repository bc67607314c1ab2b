import { describe, expect, it } from "vitest";
import { POST as copyStyle } from "@/app/api/doc-style/[id]/copy/route";
import { POST as bulkRoute } from "@/app/api/doc-styles/bulk/route";
import { POST as addStyles } from "@/app/api/team/[id]/add-styles/route";
import { POST as setDefault } from "@/app/api/team/[id]/set-default-doc-style/route";
import { db } from "@/lib/db/client";
import { getObject, putObject } from "@/lib/storage";
import { createFirstWorkspace } from "@/lib/teams/first-workspace";
import { addMember, firstTeamOf } from "../factories/teams";
import { createUser } from "../factories/users";
import { call, createFontFile, createGlobalStyle, fieldPaths, styleSetup, UNKNOWN_ID } from "./doc-styles-support";

describe("POST /api/doc-style/{id}/copy", () => {
  it("copies into the same workspace as '<name> (copy)', within the 80-character limit (201)", async () => {
    const { admin, teamId, classicId } = await styleSetup();
    const copy = await call(copyStyle, "POST", { id: classicId }, admin.token, {});
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ name: "Classic (copy)", teamId, isDefault: false });
    expect(copy.body.id).not.toBe(classicId);

    const long = await db.docStyle.update({ where: { id: classicId }, data: { name: "L".repeat(80) } });
    const again = await call(copyStyle, "POST", { id: long.id }, admin.token, {});
    expect(again.body.name).toBe(`${"L".repeat(73)} (copy)`);
    expect(again.body.name).toHaveLength(80);
  });

  it("names styles in the caller's language: a Turkish workspace starts with 'Klasik', copies are '(kopya)'", async () => {
    const planner = await createUser({ language: "tr" });
    const teamId = await db.$transaction((tx) => createFirstWorkspace(tx, { userId: planner.user.id, baseName: "Nilüfer Düğün", locale: "tr", signupSurvey: {} })).then((team) => team.id);
    const team = await db.team.findUniqueOrThrow({ where: { id: teamId }, select: { defaultDocStyle: { select: { id: true, name: true } } } });
    expect(team.defaultDocStyle?.name).toBe("Klasik");
    const copy = await call(copyStyle, "POST", { id: team.defaultDocStyle!.id }, planner.token, {}, { headers: { "accept-language": "tr" } });
    expect(copy.body).toMatchObject({ name: "Klasik (kopya)", teamId });
  });

  it("copies into another workspace where the caller is admin, with its font files copied along", async () => {
    const { admin, teamId, classicId } = await styleSetup();
    const other = await createUser();
    const otherTeam = await firstTeamOf(other.user.id);
    await addMember(otherTeam, admin.user.id, "ADMIN");
    const font = await createFontFile(teamId, admin.user.id);
    await putObject(font.storageKey, Buffer.from("wOF2-bytes"));
    const classic = await db.docStyle.findUniqueOrThrow({ where: { id: classicId } });
    await db.docStyle.update({ where: { id: classicId }, data: { uploadedFonts: [{ family: "Brand", miscFileId: font.id, weight: 400, style: "normal" }] } });

    const copy = await call(copyStyle, "POST", { id: classicId }, admin.token, { teamId: otherTeam });
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ teamId: otherTeam, name: `${classic.name} (copy)`, fonts: classic.fonts });
    const copiedId = copy.body.uploadedFonts[0].miscFileId;
    expect(copiedId).not.toBe(font.id);
    const copiedFile = await db.miscFile.findUniqueOrThrow({ where: { id: copiedId } });
    expect(copiedFile).toMatchObject({ teamId: otherTeam, sourceFileName: "Brand.woff2", mimeType: "font/woff2" });
    expect((await getObject(copiedFile.storageKey))?.toString()).toBe("wOF2-bytes");
  });

  it("refuses a MEMBER target (403), outsiders and unknown ids (404), a global style without teamId (400)", async () => {
    const { admin, member, outsider, teamId, classicId } = await styleSetup();
    expect((await call(copyStyle, "POST", { id: classicId }, member.token, {})).status).toBe(403);
    expect((await call(copyStyle, "POST", { id: classicId }, outsider.token, {})).status).toBe(404);
    // The outsider may not copy it into their own workspace either: they cannot read it.
    expect((await call(copyStyle, "POST", { id: classicId }, outsider.token, { teamId: await firstTeamOf(outsider.user.id) })).status).toBe(404);
    expect((await call(copyStyle, "POST", { id: classicId }, admin.token, { teamId: await firstTeamOf(outsider.user.id) })).status).toBe(404);
    expect((await call(copyStyle, "POST", { id: UNKNOWN_ID }, admin.token, {})).status).toBe(404);
    expect((await call(copyStyle, "POST", { id: classicId }, undefined, {})).status).toBe(401);
    expect(fieldPaths((await call(copyStyle, "POST", { id: classicId }, admin.token, { teamId: "nope" })).body)).toEqual(["teamId"]);
    const global = await createGlobalStyle();
    const noTeam = await call(copyStyle, "POST", { id: global.id }, admin.token, {});
    expect(noTeam.status).toBe(400);
    expect(fieldPaths(noTeam.body)).toEqual(["teamId"]);
    expect(await db.docStyle.count({ where: { teamId } })).toBe(1);
    expect((await call(copyStyle, "POST", { id: global.id }, admin.token, { teamId })).body).toMatchObject({ name: "Built-in (copy)", teamId });
  });
});

describe("POST /api/doc-styles/bulk", () => {
  it("answers the styles the caller may read, in the order asked, leaving foreign and unknown ids out", async () => {
    const { member, outsider, classicId } = await styleSetup();
    const global = await createGlobalStyle();
    const foreign = (await db.team.findUniqueOrThrow({ where: { id: await firstTeamOf(outsider.user.id) } })).defaultDocStyleId!;
    const result = await call(bulkRoute, "POST", {}, member.token, { ids: [global.id, foreign, UNKNOWN_ID, classicId, global.id] });
    expect(result.status).toBe(200);
    expect(result.body.styles.map((s: { id: string }) => s.id)).toEqual([global.id, classicId]);
    expect(result.body.styles[1]).toMatchObject({ isDefault: true, name: "Classic" });

    expect(fieldPaths((await call(bulkRoute, "POST", {}, member.token, { ids: [] })).body)).toEqual(["ids"]);
    expect(fieldPaths((await call(bulkRoute, "POST", {}, member.token, { ids: Array(101).fill(classicId) })).body)).toEqual(["ids"]);
    expect(fieldPaths((await call(bulkRoute, "POST", {}, member.token, { ids: ["x"] })).body)).toEqual(["ids.0"]);
    expect((await call(bulkRoute, "POST", {}, undefined, { ids: [classicId] })).status).toBe(401);
  });
});

describe("POST /api/team/{id}/add-styles", () => {
  it("copies global styles and styles of the caller's other workspaces into the workspace (admins)", async () => {
    const { admin, teamId } = await styleSetup();
    const global = await createGlobalStyle("Riviera");
    const other = await createUser();
    const otherTeam = await firstTeamOf(other.user.id);
    await addMember(otherTeam, admin.user.id, "MEMBER");
    const otherStyle = (await db.team.findUniqueOrThrow({ where: { id: otherTeam } })).defaultDocStyleId!;

    const result = await call(addStyles, "POST", { id: teamId }, admin.token, { styleIds: [global.id, otherStyle] });
    expect(result.status).toBe(200);
    expect(result.body.styles.map((s: { name: string; teamId: string }) => [s.name, s.teamId])).toEqual([
      ["Riviera", teamId],
      ["Classic", teamId],
    ]);
    expect(result.body.styles[0].colors.accent1).toBe("#0f766e");
    expect(await db.docStyle.count({ where: { teamId } })).toBe(3);
    expect(await db.docStyle.count({ where: { id: { in: [global.id, otherStyle] } } })).toBe(2);
  });

  it("refuses a MEMBER (403), styles the caller cannot read (404, all or nothing) and bad bodies (400)", async () => {
    const { admin, member, outsider, teamId } = await styleSetup();
    const global = await createGlobalStyle();
    const foreign = (await db.team.findUniqueOrThrow({ where: { id: await firstTeamOf(outsider.user.id) } })).defaultDocStyleId!;
    expect((await call(addStyles, "POST", { id: teamId }, member.token, { styleIds: [global.id] })).status).toBe(403);
    expect((await call(addStyles, "POST", { id: teamId }, outsider.token, { styleIds: [global.id] })).status).toBe(404);
    expect((await call(addStyles, "POST", { id: teamId }, admin.token, { styleIds: [global.id, foreign] })).status).toBe(404);
    expect((await call(addStyles, "POST", { id: teamId }, undefined, { styleIds: [global.id] })).status).toBe(401);
    expect(fieldPaths((await call(addStyles, "POST", { id: teamId }, admin.token, { styleIds: [] })).body)).toEqual(["styleIds"]);
    expect(fieldPaths((await call(addStyles, "POST", { id: teamId }, admin.token, { styleIds: Array(51).fill(global.id) })).body)).toEqual(["styleIds"]);
    expect(await db.docStyle.count({ where: { teamId } })).toBe(1);
  });
});

describe("POST /api/team/{id}/set-default-doc-style", () => {
  it("sets one of the workspace's styles, or none; a MEMBER is refused and nothing changes", async () => {
    const { admin, member, outsider, teamId, classicId } = await styleSetup();
    const second = await db.docStyle.create({ data: { teamId, name: "Second", fonts: {}, colors: {}, others: {} } });
    expect((await call(setDefault, "POST", { id: teamId }, member.token, { styleId: second.id })).status).toBe(403);
    expect((await call(setDefault, "POST", { id: teamId }, outsider.token, { styleId: second.id })).status).toBe(404);
    expect((await call(setDefault, "POST", { id: teamId }, undefined, { styleId: second.id })).status).toBe(401);
    expect((await db.team.findUniqueOrThrow({ where: { id: teamId } })).defaultDocStyleId).toBe(classicId);

    const set = await call(setDefault, "POST", { id: teamId }, admin.token, { styleId: second.id });
    expect(set.body).toEqual({ success: true, defaultDocStyleId: second.id });
    expect((await db.team.findUniqueOrThrow({ where: { id: teamId } })).defaultDocStyleId).toBe(second.id);

    const foreign = (await db.team.findUniqueOrThrow({ where: { id: await firstTeamOf(outsider.user.id) } })).defaultDocStyleId!;
    const global = await createGlobalStyle();
    for (const styleId of [foreign, global.id, UNKNOWN_ID]) {
      const refused = await call(setDefault, "POST", { id: teamId }, admin.token, { styleId });
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toBe("Choose one of this workspace's own styles.");
      expect(fieldPaths(refused.body)).toEqual(["styleId"]);
    }
    expect(fieldPaths((await call(setDefault, "POST", { id: teamId }, admin.token, {})).body)).toEqual(["styleId"]);
    expect((await call(setDefault, "POST", { id: teamId }, admin.token, { styleId: null })).body).toEqual({ success: true, defaultDocStyleId: null });
  });
});
