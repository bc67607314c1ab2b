import { randomInt } from "node:crypto";
import { describe, expect, it } from "vitest";
import { POST as activateByLink } from "@/app/api/[token]/activate/route";
import { POST as register } from "@/app/api/register/route";
import { GET as me } from "@/app/api/users/me/route";
import { db } from "@/lib/db/client";
import { invitationKeyHash } from "@/lib/members/invitations";
import { createUser, unique } from "../factories/users";
import { callRoute, type CallOptions } from "../support/call-route";
import { latestMailTo, linkIn } from "../support/mailbox";

// Sign-ups are limited per address: each one here comes from an address of its own.
const newAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const signUp = (options: CallOptions) =>
  callRoute(register, "POST", "/api/register", { ...options, headers: { "x-forwarded-for": newAddress(), ...options.headers } });

function registration(overrides: Record<string, unknown> = {}) {
  const username = unique("inv");
  return { username, email: `${username}@example.test`, password: "a-long-enough-password", firstname: "Tim", lastname: "Berners-Lee", ...overrides };
}

describe("registration through an invitation or a referral code", () => {
  it("takes up an invitation only with the invited address, instead of creating a workspace, and joins once activated", async () => {
    const { user: admin } = await createUser();
    const team = await db.team.findFirstOrThrow({ where: { members: { some: { userId: admin.id } } } });
    const key = unique("key");
    const invitedAddress = `${unique("invitee")}@example.test`;
    const row = await db.member.create({
      data: { teamId: team.id, role: "MEMBER", invitationEmail: invitedAddress, invitationKey: invitationKeyHash(key), invitedById: admin.id, invitedAt: new Date() },
    });

    // Someone else holding the link cannot sign up into the workspace with their own address.
    const stranger = registration({ invitationKey: key });
    const refused = await signUp({ body: stranger });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toMatch(/^This invitation is for i…@example\.test\./);
    expect(refused.body.error.fields).toEqual([{ path: "email", message: "Use the address this invitation was sent to." }]);
    expect(await db.user.count({ where: { username: stranger.username } })).toBe(0);

    // The invited address (in any case): no workspace of its own, and not yet a member: the address is unproven.
    const result = await signUp({ body: registration({ invitationKey: key, email: invitedAddress.toUpperCase() }) });
    expect(result.status).toBe(201);
    expect(result.body.redirect).toBe("/documents");
    expect(result.body.user.memberships).toEqual([]);
    expect(await db.team.count({ where: { createdById: result.body.user._id } })).toBe(0);
    expect(await db.member.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ userId: result.body.user._id, acceptedAt: null, invitationKey: null });

    // The key is used up.
    const again = await signUp({ body: registration({ invitationKey: key, email: `x${invitedAddress}` }) });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe("Invalid invitation");

    // Activation by the e-mailed link proves the address: the invitation is accepted with it.
    const link = linkIn((await latestMailTo(invitedAddress)).text, "/auth/activate");
    expect((await callRoute(activateByLink, "POST", "/x", { params: { token: link! } })).status).toBe(200);
    const joined = await callRoute(me, "GET", "/api/users/me", { token: result.body.token });
    expect(joined.body.memberships).toEqual([{ _id: row.id, role: "MEMBER", team: { _id: team.id, name: team.name } }]);
  });

  it("refuses an expired invitation (410) and changes nothing", async () => {
    const { user: admin } = await createUser();
    const team = await db.team.findFirstOrThrow({ where: { members: { some: { userId: admin.id } } } });
    const key = unique("key");
    const invitedAddress = `${unique("invitee")}@example.test`;
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 3600_000);
    await db.member.create({
      data: { teamId: team.id, role: "MEMBER", invitationEmail: invitedAddress, invitationKey: invitationKeyHash(key), invitedById: admin.id, invitedAt: eightDaysAgo },
    });
    const input = registration({ invitationKey: key, email: invitedAddress });
    const result = await signUp({ body: input });
    expect(result.status).toBe(410);
    expect(result.body.error).toEqual({ code: "GONE", message: "This invitation has expired. Ask the person who invited you to send it again." });
    expect(await db.user.count({ where: { username: input.username } })).toBe(0);
  });

  it("refuses an unknown invitation key and changes nothing", async () => {
    const input = registration({ invitationKey: "no-such-key" });
    const result = await signUp({ body: input });
    expect(result.status).toBe(400);
    expect(result.body.error).toEqual({ code: "INVALID_INPUT", message: "Invalid invitation" });
    expect(await db.user.count({ where: { username: input.username } })).toBe(0);
  });

  it("counts referral codes against their limit; a used-up, disabled or unknown code does not stop the sign-up", async () => {
    const { user: referrer } = await createUser();
    const code = unique("REF").toUpperCase();
    await db.referralCode.create({ data: { code, limit: 1, accountId: referrer.id } });
    const referredBy = async (username: string) =>
      (await db.user.findUniqueOrThrow({ where: { username }, select: { referredByCode: { select: { code: true } } } })).referredByCode?.code ?? null;

    // Matched whatever the case of the link.
    const first = await signUp({ body: registration({ refCode: code.toLowerCase() }) });
    expect(first.status).toBe(201);
    expect(first.body.user.refCode).toBe(code);
    expect(await referredBy(first.body.user.username)).toBe(code);

    // The limit still counts: the second sign-up is made, without the referral.
    const second = await signUp({ body: registration({ refCode: code }) });
    expect(second.status).toBe(201);
    expect(second.body.user.refCode).toBeNull();
    expect(await referredBy(second.body.user.username)).toBeNull();
    expect(await db.user.count({ where: { referredByCode: { code } } })).toBe(1);

    const disabled = unique("OFF").toUpperCase();
    await db.referralCode.create({ data: { code: disabled, enabled: false } });
    const withDisabled = await signUp({ body: registration({ refCode: disabled }) });
    expect(withDisabled.status).toBe(201);
    expect(withDisabled.body.user.refCode).toBeNull();

    const withUnknown = await signUp({ body: registration({ refCode: "NO-SUCH-CODE" }) });
    expect(withUnknown.status).toBe(201);
    expect(withUnknown.body.user.refCode).toBeNull();
  });

  it("gives a code's last place to one of two sign-ups made at the same moment", async () => {
    const code = unique("RACE").toUpperCase();
    await db.referralCode.create({ data: { code, limit: 1 } });
    const results = await Promise.all([signUp({ body: registration({ refCode: code }) }), signUp({ body: registration({ refCode: code }) })]);
    expect(results.map((result) => result.status)).toEqual([201, 201]);
    expect(results.filter((result) => result.body.user.refCode === code)).toHaveLength(1);
    expect(await db.user.count({ where: { referredByCode: { code } } })).toBe(1);
  });
});
