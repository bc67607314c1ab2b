import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { DELETE as deleteMe } from "@/app/api/me/route";
import { GET as me } from "@/app/api/users/me/route";
import { db } from "@/lib/db/client";
import { putObject } from "@/lib/storage";
import { createUser, unique } from "../factories/users";
import { callRoute } from "../support/call-route";

const teamOf = (userId: string) => db.team.findFirstOrThrow({ where: { members: { some: { userId, role: "ADMIN" } } } });
const join = (teamId: string, userId: string, role: "ADMIN" | "MEMBER") => db.member.create({ data: { teamId, userId, role, acceptedAt: new Date() } });
const doc = (teamId: string, ownerId: string, templateType: "DOCUMENT" | "TEMPLATE" | "CONTENT_TEMPLATE" = "DOCUMENT") =>
  db.document.create({ data: { teamId, ownerId, templateType, title: unique("doc") } });

describe("account deletion (DELETE /api/me)", () => {
  it("refuses a wrong full name and changes nothing", async () => {
    const { user, token } = await createUser();
    const result = await callRoute(deleteMe, "DELETE", "/api/me", { token, body: { fullName: "Someone Else" } });
    expect(result.status).toBe(400);
    expect(result.body.error.fields).toEqual([{ path: "fullName", message: "The name you typed does not match your full name." }]);
    expect(await db.user.count({ where: { id: user.id } })).toBe(1);
    expect((await callRoute(deleteMe, "DELETE", "/api/me", { body: { fullName: "Ada Lovelace" } })).status).toBe(401);
  });

  it("deletes sole-admin workspaces, hands documents elsewhere to an admin, removes templates, all in one go", async () => {
    const { user: leaver, token } = await createUser(); // admin of own workspace A
    const { user: colleague } = await createUser(); // member of A
    const { user: ownerB } = await createUser(); // admin of B, where leaver is a member
    const { user: ownerC } = await createUser(); // admin of C, where leaver is a co-admin
    const [teamA, teamB, teamC] = await Promise.all([teamOf(leaver.id), teamOf(ownerB.id), teamOf(ownerC.id)]);
    await join(teamA.id, colleague.id, "MEMBER");
    await join(teamB.id, leaver.id, "MEMBER");
    await join(teamC.id, leaver.id, "ADMIN");

    const docsInA = [await doc(teamA.id, leaver.id), await doc(teamA.id, colleague.id)];
    const docInB = await doc(teamB.id, leaver.id);
    const docInC = await doc(teamC.id, leaver.id);
    const colleaguesDocInB = await doc(teamB.id, ownerB.id);
    const template = await doc(teamB.id, leaver.id, "TEMPLATE");
    const savedBlock = await doc(teamC.id, leaver.id, "CONTENT_TEMPLATE");
    await db.segment.create({ data: { documentId: docInB.id, order: 0, segmentType: "heading", content: "Kept" } });
    const invitation = await db.member.create({ data: { teamId: teamB.id, role: "MEMBER", invitationEmail: "x@example.test", invitationKey: unique("k"), invitedById: leaver.id } });
    const mediaKey = `media/${teamA.id}/test/logo.webp`;
    await putObject(mediaKey, Buffer.from("image bytes"));
    const media = await db.media.create({
      data: { teamId: teamA.id, name: "Logo", sourceFileName: "logo.webp", mimeType: "image/webp", width: 1, height: 1, sizeBytes: 11n, checksum: "c", storageKey: mediaKey, uploadedById: leaver.id },
    });
    const mediaInB = await db.media.create({
      data: { teamId: teamB.id, name: "Photo", sourceFileName: "p.webp", mimeType: "image/webp", width: 1, height: 1, sizeBytes: 1n, checksum: "d", storageKey: "media/none", uploadedById: leaver.id },
    });

    const result = await callRoute(deleteMe, "DELETE", "/api/me", { token, body: { fullName: "  ada LOVELACE " } });
    expect(result.status).toBe(200);
    expect(result.headers.getSetCookie().join()).toMatch(/next-auth\.session-token=;/);

    // The account and everything hanging off it.
    expect(await db.user.count({ where: { id: leaver.id } })).toBe(0);
    expect(await db.member.count({ where: { userId: leaver.id } })).toBe(0);
    expect(await db.apiToken.count({ where: { userId: leaver.id } })).toBe(0);
    expect(await db.planHistory.count({ where: { userId: leaver.id } })).toBe(0);
    expect((await callRoute(me, "GET", "/api/users/me", { token })).status).toBe(401);

    // Workspace A (leaver was its only admin) is gone with all its documents, members and media files.
    expect(await db.team.count({ where: { id: teamA.id } })).toBe(0);
    expect(await db.document.count({ where: { id: { in: docsInA.map((d) => d.id) } } })).toBe(0);
    expect(await db.member.count({ where: { teamId: teamA.id } })).toBe(0);
    expect(await db.media.count({ where: { id: media.id } })).toBe(0);
    expect(existsSync(path.join(process.env.STORAGE_DIR!, mediaKey))).toBe(false);
    expect(await db.user.count({ where: { id: colleague.id } })).toBe(1);

    // In B (member) and C (co-admin) the documents pass to a remaining admin, blocks intact.
    expect((await db.document.findUniqueOrThrow({ where: { id: docInB.id } })).ownerId).toBe(ownerB.id);
    expect(await db.segment.count({ where: { documentId: docInB.id } })).toBe(1);
    expect((await db.document.findUniqueOrThrow({ where: { id: docInC.id } })).ownerId).toBe(ownerC.id);
    expect((await db.document.findUniqueOrThrow({ where: { id: colleaguesDocInB.id } })).ownerId).toBe(ownerB.id);

    // Own templates and saved blocks are removed; other workspaces, invitations and media stay.
    expect(await db.document.count({ where: { id: { in: [template.id, savedBlock.id] } } })).toBe(0);
    expect(await db.team.count({ where: { id: { in: [teamB.id, teamC.id] } } })).toBe(2);
    expect((await db.member.findUniqueOrThrow({ where: { id: invitation.id } })).invitedById).toBeNull();
    expect((await db.media.findUniqueOrThrow({ where: { id: mediaInB.id } })).uploadedById).toBeNull();
  });

  it("hands documents in a workspace the user has left to its admin, and deletes a workspace left without any admin", async () => {
    const { user: leaver, token } = await createUser();
    const { user: ownerD } = await createUser(); // admin of D, which leaver has left
    const { user: ownerE } = await createUser(); // owner of E, which is left without any admin below
    const [teamA, teamD, teamE] = await Promise.all([teamOf(leaver.id), teamOf(ownerD.id), teamOf(ownerE.id)]);
    const strayDoc = await doc(teamD.id, leaver.id); // written while a member, who has left since
    await join(teamE.id, leaver.id, "MEMBER");
    const docInE = await doc(teamE.id, leaver.id);
    // E lost its last admin (data from before the one-admin rule): nobody can inherit there.
    await db.member.updateMany({ where: { teamId: teamE.id, userId: ownerE.id }, data: { role: "MEMBER" } });

    const result = await callRoute(deleteMe, "DELETE", "/api/me", { token, body: { fullName: "Ada Lovelace" } });
    expect(result.status).toBe(200);

    expect((await db.document.findUniqueOrThrow({ where: { id: strayDoc.id } })).ownerId).toBe(ownerD.id);
    expect(await db.team.count({ where: { id: teamD.id } })).toBe(1);
    expect(await db.team.count({ where: { id: { in: [teamA.id, teamE.id] } } })).toBe(0);
    expect(await db.document.count({ where: { id: docInE.id } })).toBe(0);
    expect(await db.user.count({ where: { id: { in: [ownerD.id, ownerE.id] } } })).toBe(2);
  });

  it("rolls everything back when a step fails midway", async () => {
    const { user: leaver, token } = await createUser();
    const { user: ownerB } = await createUser();
    const [teamA, teamB] = await Promise.all([teamOf(leaver.id), teamOf(ownerB.id)]);
    await join(teamB.id, leaver.id, "MEMBER");
    const docInA = await doc(teamA.id, leaver.id);
    const docInB = await doc(teamB.id, leaver.id);
    const template = await doc(teamB.id, leaver.id, "TEMPLATE");
    const mediaKey = `media/${teamA.id}/test/rollback.webp`;
    await putObject(mediaKey, Buffer.from("image bytes"));
    await db.media.create({
      data: { teamId: teamA.id, name: "Logo", sourceFileName: "logo.webp", mimeType: "image/webp", width: 1, height: 1, sizeBytes: 11n, checksum: "c", storageKey: mediaKey, uploadedById: leaver.id },
    });
    const snapshot = async () => ({
      user: await db.user.count({ where: { id: leaver.id } }),
      teams: await db.team.count({ where: { id: { in: [teamA.id, teamB.id] } } }),
      members: await db.member.count({ where: { userId: leaver.id } }),
      documents: await db.document.findMany({ where: { id: { in: [docInA.id, docInB.id, template.id] } }, select: { id: true, ownerId: true }, orderBy: { id: "asc" } }),
      media: await db.media.count({ where: { teamId: teamA.id } }),
    });
    const before = await snapshot();

    // The last write (the user row itself) fails, after workspaces were deleted and documents handed on.
    const suffix = unique("").slice(0, 10);
    await db.$executeRawUnsafe(
      `CREATE FUNCTION refuse_user_delete_${suffix}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF OLD."id" = '${leaver.id}' THEN RAISE EXCEPTION 'deliberate failure'; END IF; RETURN OLD; END $$`,
    );
    await db.$executeRawUnsafe(`CREATE TRIGGER refuse_user_delete_${suffix} BEFORE DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION refuse_user_delete_${suffix}()`);
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined); // the expected 500 is logged
    try {
      const failed = await callRoute(deleteMe, "DELETE", "/api/me", { token, body: { fullName: "Ada Lovelace" } });
      expect(failed.status).toBe(500);
      expect(logged).toHaveBeenCalled();
    } finally {
      logged.mockRestore();
      await db.$executeRawUnsafe(`DROP TRIGGER refuse_user_delete_${suffix} ON "users"`);
      await db.$executeRawUnsafe(`DROP FUNCTION refuse_user_delete_${suffix}()`);
    }

    expect(await snapshot()).toEqual(before);
    expect(existsSync(path.join(process.env.STORAGE_DIR!, mediaKey))).toBe(true);
    expect((await callRoute(me, "GET", "/api/users/me", { token })).status).toBe(200);

    // Nothing was left half-done: the same deletion now goes through.
    expect((await callRoute(deleteMe, "DELETE", "/api/me", { token, body: { fullName: "Ada Lovelace" } })).status).toBe(200);
    expect(await db.team.count({ where: { id: teamA.id } })).toBe(0);
    expect((await db.document.findUniqueOrThrow({ where: { id: docInB.id } })).ownerId).toBe(ownerB.id);
  });

  it("refuses a mismatching name without touching any workspace or document", async () => {
    const { user: leaver, token } = await createUser();
    const teamA = await teamOf(leaver.id);
    const docInA = await doc(teamA.id, leaver.id);
    const result = await callRoute(deleteMe, "DELETE", "/api/me", { token, body: { fullName: "Ada Byron" } });
    expect(result.status).toBe(400);
    expect(await db.team.count({ where: { id: teamA.id } })).toBe(1);
    expect((await db.document.findUniqueOrThrow({ where: { id: docInA.id } })).ownerId).toBe(leaver.id);
  });
});
