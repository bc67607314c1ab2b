import { describe, expect, it } from "vitest";
import { POST as acceptInvitation } from "@/app/api/invitation/[key]/accept/route";
import { GET as checkInvitation } from "@/app/api/invitation/[key]/route";
import { DELETE as deleteMember } from "@/app/api/member/[id]/route";
import { POST as resendInvitation } from "@/app/api/member/[id]/resend-invitation/route";
import { GET as listMembers } from "@/app/api/team/[id]/members/route";
import { POST as invite } from "@/app/api/team/[id]/members/invite/route";
import { DELETE as deleteTeam } from "@/app/api/team/[id]/route";
import { db } from "@/lib/db/client";
import { createUser, unique } from "../factories/users";
import { callRoute } from "../support/call-route";
import { latestMailTo } from "../support/mailbox";

// The hardening issue's finding 2: whoever held an invitation link became a member with the invited
// role (an ADMIN invitation let a stranger delete the workspace), and the key check showed the invited
// address. Invitations are now bound to the invited, activated address, masked, and expire after 7 days.

const teamOf = (userId: string) => db.team.findFirstOrThrow({ where: { createdById: userId } });
const keyIn = (text: string) => text.match(/invitationKey=([A-Za-z0-9_-]+)/)![1];
const accept = (token: string, key: string, language = "en") =>
  callRoute(acceptInvitation, "POST", "/x", { token, params: { key }, headers: { "accept-language": language } });
const check = (key: string) => callRoute(checkInvitation, "GET", "/x", { params: { key } });

async function inviteAddress(adminToken: string, teamId: string, email: string, role: "ADMIN" | "MEMBER" = "ADMIN") {
  const created = await callRoute(invite, "POST", "/x", { token: adminToken, params: { id: teamId }, body: { email, role } });
  expect(created.status).toBe(201);
  return { memberId: created.body._id as string, key: keyIn((await latestMailTo(email)).text) };
}

describe("invitations bound to the invited address", () => {
  it("another account holding the link gets 403 naming the invited address masked, joins nothing and cannot delete the workspace", async () => {
    const owner = await createUser();
    const team = await teamOf(owner.user.id);
    const invitedAddress = `someone-${unique("x")}@example.com`;
    const { key, memberId } = await inviteAddress(owner.token, team.id, invitedAddress, "ADMIN");
    const stranger = await createUser();

    // Anyone with the key sees the address masked only.
    const checked = await check(key);
    expect(checked.status).toBe(200);
    expect(checked.body.email).toBe("s…@example.com");
    expect(JSON.stringify(checked.body)).not.toContain(invitedAddress);

    const refused = await accept(stranger.token, key);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({
      code: "FORBIDDEN",
      message:
        "This invitation is for s…@example.com. Sign in with the account of that address to join, or ask the person who invited you to send an invitation to your own address.",
    });
    // Translated like every other message.
    expect((await accept(stranger.token, key, "de")).body.error.message).toMatch(/^Diese Einladung gilt für s…@example\.com\./);

    expect(await db.member.findUniqueOrThrow({ where: { id: memberId } })).toMatchObject({ userId: null, acceptedAt: null });
    expect((await callRoute(listMembers, "GET", "/x", { token: stranger.token, params: { id: team.id } })).status).toBe(404);
    expect((await callRoute(deleteTeam, "DELETE", "/x", { token: stranger.token, params: { id: team.id } })).status).toBe(404);
    expect(await db.team.count({ where: { id: team.id } })).toBe(1);
    // The invitation still works for its owner.
    expect((await check(key)).status).toBe(200);
  });

  it("the activated account of the invited address joins, in any case of the address; an unactivated one must activate first", async () => {
    const owner = await createUser();
    const team = await teamOf(owner.user.id);
    const invitee = await createUser({ activated: false });
    const { key } = await inviteAddress(owner.token, team.id, invitee.user.email.toUpperCase(), "ADMIN");

    const unproven = await accept(invitee.token, key);
    expect(unproven.status).toBe(403);
    expect(unproven.body.error.message).toBe("Activate your account first: enter the code we e-mailed to you, then accept the invitation.");

    await db.user.update({ where: { id: invitee.user.id }, data: { isActivated: true } });
    const joined = await accept(invitee.token, key);
    expect(joined.status).toBe(200);
    expect(joined.body).toEqual({ teamId: team.id, teamName: team.name, role: "ADMIN" });
  });

  it("expires after 7 days (410); an admin's resend renews it with a new link; a revoked one is gone (404)", async () => {
    const owner = await createUser();
    const team = await teamOf(owner.user.id);
    const invitee = await createUser();
    const { key, memberId } = await inviteAddress(owner.token, team.id, invitee.user.email, "MEMBER");

    const listed = await callRoute(listMembers, "GET", "/x", { token: owner.token, params: { id: team.id } });
    const pending = listed.body.find((m: { _id: string }) => m._id === memberId);
    const invitedAt = new Date(pending.invitedAt).getTime();
    expect(new Date(pending.expiresAt).getTime() - invitedAt).toBe(7 * 24 * 3600_000);

    await db.member.update({ where: { id: memberId }, data: { invitedAt: new Date(Date.now() - 7 * 24 * 3600_000 - 60_000) } });
    const expiredCheck = await check(key);
    expect(expiredCheck.status).toBe(410);
    expect(expiredCheck.body.error).toEqual({ code: "GONE", message: "This invitation has expired. Ask the person who invited you to send it again." });
    expect((await accept(invitee.token, key)).status).toBe(410);

    const resent = await callRoute(resendInvitation, "POST", "/x", { token: owner.token, params: { id: memberId } });
    expect(resent.status).toBe(200);
    const newKey = keyIn((await latestMailTo(invitee.user.email)).text);
    expect((await check(key)).status).toBe(404);
    const renewed = await check(newKey);
    expect(renewed.status).toBe(200);
    expect(new Date(renewed.body.expiresAt).getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600_000);

    expect((await callRoute(deleteMember, "DELETE", "/x", { token: owner.token, params: { id: memberId } })).status).toBe(200);
    expect((await check(newKey)).status).toBe(404);
    expect((await accept(invitee.token, newKey)).status).toBe(404);
  });
});
