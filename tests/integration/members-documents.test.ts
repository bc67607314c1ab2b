import { describe, expect, it } from "vitest";
import { DELETE as deleteDocument } from "@/app/api/document/[id]/route";
import { POST as titleRoute } from "@/app/api/document/[id]/title/route";
import { POST as transferRoute } from "@/app/api/document/[id]/transfer/route";
import { DELETE as deleteMember } from "@/app/api/member/[id]/route";
import { POST as invite } from "@/app/api/team/[id]/members/invite/route";
import { db } from "@/lib/db/client";
import { createDocument } from "../factories/documents";
import { addMember, firstTeamOf } from "../factories/teams";
import { createUser, unique } from "../factories/users";
import { callRoute } from "../support/call-route";

// A member's documents must not be left without an owner who can change them: when a member is
// removed or leaves, their documents in that workspace pass to an admin (lib/members/members.ts).

type User = Awaited<ReturnType<typeof createUser>>;

const remove = (token: string, memberId: string) => callRoute(deleteMember, "DELETE", "/x", { token, params: { id: memberId } });

/** An undo entry of the document, as the API would have recorded it for its owner. */
const undoEntryFor = (documentId: string, userId: string, seq = 1) =>
  db.undoEntry.create({ data: { documentId, userId, seq, action: "rename", before: [], after: [] } });

/** A user's documents in a workspace: live, archived, soft-deleted and a team template, each with undo history. */
async function documentsOf(user: User, teamId: string) {
  const docs = [
    await createDocument(user.user.id, teamId),
    await createDocument(user.user.id, teamId, { archived: true }),
    await createDocument(user.user.id, teamId, { deletedAt: new Date() }),
    await createDocument(user.user.id, teamId, { templateType: "TEAM_TEMPLATE" }),
  ];
  for (const doc of docs) await undoEntryFor(doc.id, user.user.id);
  return docs.map((doc) => doc.id);
}

const ownersOf = async (ids: string[]) => {
  const rows = await db.document.findMany({ where: { id: { in: ids } }, select: { ownerId: true } });
  expect(rows).toHaveLength(ids.length);
  return [...new Set(rows.map((row) => row.ownerId))];
};
const undoCount = (ids: string[]) => db.undoEntry.count({ where: { documentId: { in: ids } } });

/** A member with their own membership row, joined at `acceptedAt`. */
async function join(teamId: string, role: "ADMIN" | "MEMBER", acceptedAt = new Date()) {
  const user = await createUser();
  const member = await db.member.create({ data: { teamId, userId: user.user.id, role, acceptedAt } });
  return { ...user, memberId: member.id };
}

describe("documents of members who leave or are removed", () => {
  it("an admin removing a member takes over their documents (soft-deleted ones included) and clears their undo history; others' documents are untouched", async () => {
    const admin = await createUser();
    const teamId = await firstTeamOf(admin.user.id);
    // A second, longer-standing admin: the documents still go to the admin who removes.
    await join(teamId, "ADMIN", new Date("2020-01-01"));
    const removed = await join(teamId, "MEMBER");
    const kept = await join(teamId, "MEMBER");

    const removedDocs = await documentsOf(removed, teamId);
    const keptDocs = await documentsOf(kept, teamId);
    const adminDocs = await documentsOf(admin, teamId);
    // The removed member's documents in another workspace of theirs stay theirs.
    const elsewhere = await documentsOf(removed, await firstTeamOf(removed.user.id));

    expect((await remove(admin.token, removed.memberId)).status).toBe(200);

    expect(await ownersOf(removedDocs)).toEqual([admin.user.id]);
    expect(await undoCount(removedDocs)).toBe(0);
    expect(await ownersOf(keptDocs)).toEqual([kept.user.id]);
    expect(await undoCount(keptDocs)).toBe(keptDocs.length);
    expect(await ownersOf(adminDocs)).toEqual([admin.user.id]);
    expect(await undoCount(adminDocs)).toBe(adminDocs.length);
    expect(await ownersOf(elsewhere)).toEqual([removed.user.id]);
    expect(await undoCount(elsewhere)).toBe(elsewhere.length);

    // The new owner can manage them: rename, transfer to a colleague, delete.
    const [live] = removedDocs;
    const renamed = await callRoute(titleRoute, "POST", "/x", { token: admin.token, params: { id: live }, body: { title: "Inherited" } });
    expect(renamed.status).toBe(200);
    expect((await callRoute(transferRoute, "POST", "/x", { token: admin.token, params: { id: live }, body: { userId: kept.user.id } })).status).toBe(200);
    expect(await ownersOf([live])).toEqual([kept.user.id]);
    expect((await callRoute(deleteDocument, "DELETE", "/x", { token: admin.token, params: { id: removedDocs[1] } })).status).toBe(200);
  });

  it("a member who leaves hands their documents to the longest-standing remaining admin", async () => {
    const creator = await createUser();
    const teamId = await firstTeamOf(creator.user.id);
    // Joined (accepted) before the creator's own membership: the longest-standing admin.
    const elder = await join(teamId, "ADMIN", new Date("2020-01-01"));
    const leaver = await join(teamId, "MEMBER");
    const other = await join(teamId, "MEMBER");
    const leaverDocs = await documentsOf(leaver, teamId);
    const otherDocs = await documentsOf(other, teamId);
    const creatorDocs = await documentsOf(creator, teamId);

    expect((await remove(leaver.token, leaver.memberId)).status).toBe(200);
    expect(await db.member.findUnique({ where: { id: leaver.memberId } })).toBeNull();

    expect(await ownersOf(leaverDocs)).toEqual([elder.user.id]);
    expect(await undoCount(leaverDocs)).toBe(0);
    expect(await ownersOf(otherDocs)).toEqual([other.user.id]);
    expect(await undoCount(otherDocs)).toBe(otherDocs.length);
    expect(await ownersOf(creatorDocs)).toEqual([creator.user.id]);
    expect(await undoCount(creatorDocs)).toBe(creatorDocs.length);
  });

  it("an admin who leaves hands their documents to another admin, never to a member", async () => {
    const creator = await createUser();
    const teamId = await firstTeamOf(creator.user.id);
    // A member who joined first is still no heir: only admins inherit.
    await join(teamId, "MEMBER", new Date("2019-01-01"));
    const successor = await join(teamId, "ADMIN");
    const creatorDocs = await documentsOf(creator, teamId);
    const creatorMember = await db.member.findFirstOrThrow({ where: { teamId, userId: creator.user.id } });

    expect((await remove(creator.token, creatorMember.id)).status).toBe(200);
    expect(await ownersOf(creatorDocs)).toEqual([successor.user.id]);
    expect(await undoCount(creatorDocs)).toBe(0);
  });

  it("the last admin cannot leave (409) and keeps their documents; withdrawing an invitation moves nothing", async () => {
    const admin = await createUser();
    const teamId = await firstTeamOf(admin.user.id);
    const member = await createUser();
    await addMember(teamId, member.user.id, "MEMBER");
    const adminDocs = await documentsOf(admin, teamId);
    const memberDocs = await documentsOf(member, teamId);
    const adminMember = await db.member.findFirstOrThrow({ where: { teamId, userId: admin.user.id } });

    expect((await remove(admin.token, adminMember.id)).status).toBe(409);
    expect(await ownersOf(adminDocs)).toEqual([admin.user.id]);
    expect(await undoCount(adminDocs)).toBe(adminDocs.length);

    const invited = await callRoute(invite, "POST", "/x", { token: admin.token, params: { id: teamId }, body: { email: `${unique("inv")}@example.test` } });
    expect(invited.status).toBe(201);
    expect((await remove(admin.token, invited.body._id)).status).toBe(200);
    expect(await ownersOf(adminDocs)).toEqual([admin.user.id]);
    expect(await ownersOf(memberDocs)).toEqual([member.user.id]);
    expect(await undoCount([...adminDocs, ...memberDocs])).toBe(adminDocs.length + memberDocs.length);
  });

  it("a member cannot remove a colleague (403), and nothing moves", async () => {
    const admin = await createUser();
    const teamId = await firstTeamOf(admin.user.id);
    const first = await join(teamId, "MEMBER");
    const second = await join(teamId, "MEMBER");
    const docs = await documentsOf(second, teamId);
    expect((await remove(first.token, second.memberId)).status).toBe(403);
    expect(await ownersOf(docs)).toEqual([second.user.id]);
    expect(await undoCount(docs)).toBe(docs.length);
  });

  it("deletes the saved blocks (content templates) of a member who leaves or is removed instead of handing them over", async () => {
    const admin = await createUser();
    const teamId = await firstTeamOf(admin.user.id);
    const savedBlock = async (user: User, team: string) => {
      const doc = await createDocument(user.user.id, team, { templateType: "CONTENT_TEMPLATE" }, [{ segmentType: "heading", content: "Saved" }]);
      await undoEntryFor(doc.id, user.user.id);
      return doc.id;
    };
    const removed = await join(teamId, "MEMBER");
    const leaver = await join(teamId, "MEMBER");
    const removedTemplate = await savedBlock(removed, teamId);
    const leaverTemplate = await savedBlock(leaver, teamId);
    const removedDocs = await documentsOf(removed, teamId);
    // Saved blocks of the same user in another workspace, and the admin's own, stay.
    const elsewhere = await savedBlock(removed, await firstTeamOf(removed.user.id));
    const adminTemplate = await savedBlock(admin, teamId);

    expect((await remove(admin.token, removed.memberId)).status).toBe(200);
    expect((await remove(leaver.token, leaver.memberId)).status).toBe(200);

    expect(await db.document.count({ where: { id: { in: [removedTemplate, leaverTemplate] } } })).toBe(0);
    expect(await db.segment.count({ where: { documentId: { in: [removedTemplate, leaverTemplate] } } })).toBe(0);
    expect(await ownersOf(removedDocs)).toEqual([admin.user.id]);
    expect(await ownersOf([elsewhere])).toEqual([removed.user.id]);
    expect(await ownersOf([adminTemplate])).toEqual([admin.user.id]);
    const adminTemplates = await db.document.findMany({ where: { ownerId: admin.user.id, templateType: "CONTENT_TEMPLATE" }, select: { id: true } });
    expect(adminTemplates.map((doc) => doc.id)).toEqual([adminTemplate]);
  });
});
