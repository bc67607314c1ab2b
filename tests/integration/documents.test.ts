import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { listRecentDocumentsForUser } from "@/lib/documents/queries";
import { firstTeamOf } from "../factories/teams";
import { createUser, unique } from "../factories/users";

describe("listRecentDocumentsForUser", () => {
  it("lists documents of accepted memberships only, newest first, without templates, archived or deleted ones", async () => {
    const { user } = await createUser();
    const { user: other } = await createUser();
    const [ownTeam, otherTeam] = await Promise.all([firstTeamOf(user.id), firstTeamOf(other.id)]);
    const create = (teamId: string, data: Record<string, unknown> = {}) =>
      db.document.create({ data: { teamId, ownerId: other.id, title: unique("doc"), ...data } });

    const newer = await create(ownTeam, { updatedAt: new Date("2026-02-01T00:00:00Z") });
    const older = await create(ownTeam, { updatedAt: new Date("2026-01-01T00:00:00Z") });
    await create(ownTeam, { archived: true });
    await create(ownTeam, { deletedAt: new Date() });
    await create(ownTeam, { templateType: "TEMPLATE" });
    // A pending invitation tied to the user gives no access (lib/auth/policy.ts findMembership).
    await db.member.create({ data: { teamId: otherTeam, userId: user.id, role: "MEMBER", invitationEmail: user.email, invitationKey: unique("k") } });
    await create(otherTeam);

    const listed = await listRecentDocumentsForUser(user.id);
    expect(listed.map((d) => d.id)).toEqual([newer.id, older.id]);

    await db.member.updateMany({ where: { teamId: otherTeam, userId: user.id }, data: { acceptedAt: new Date() } });
    expect(await listRecentDocumentsForUser(user.id)).toHaveLength(3);
  });
});
