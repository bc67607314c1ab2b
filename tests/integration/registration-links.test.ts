import { randomInt } from "node:crypto";
import { describe, expect, it } from "vitest";
import { POST as register } from "@/app/api/register/route";
import { db } from "@/lib/db/client";
import { invitationKeyHash } from "@/lib/members/invitations";
import { createUser, unique } from "../factories/users";
import { callRoute, type CallOptions } from "../support/call-route";

// Sign-ups are limited per address: each one here comes from an address of its own.
const newAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const signUp = (options: CallOptions) =>
  callRoute(register, "POST", "/api/register", { ...options, headers: { "x-forwarded-for": newAddress(), ...options.headers } });

function registration(overrides: Record<string, unknown> = {}) {
  const username = unique("inv");
  return { username, email: `${username}@example.test`, password: "a-long-enough-password", firstname: "Tim", lastname: "Berners-Lee", ...overrides };
}

describe("registration through an invitation or a referral code", () => {
  it("joins the inviting workspace as the invited role instead of creating one, and lands in /documents", async () => {
    const { user: admin } = await createUser();
    const team = await db.team.findFirstOrThrow({ where: { members: { some: { userId: admin.id } } } });
    const key = unique("key");
    await db.member.create({ data: { teamId: team.id, role: "MEMBER", invitationEmail: "invitee@example.test", invitationKey: invitationKeyHash(key), invitedById: admin.id, invitedAt: new Date() } });

    const result = await signUp({ body: registration({ invitationKey: key }) });
    expect(result.status).toBe(201);
    expect(result.body.redirect).toBe("/documents");
    expect(result.body.user.memberships).toEqual([{ _id: expect.any(String), role: "MEMBER", team: { _id: team.id, name: team.name } }]);
    expect(await db.team.count({ where: { createdById: result.body.user._id } })).toBe(0);

    // The key is used up.
    const again = await signUp({ body: registration({ invitationKey: key }) });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe("Invalid invitation");
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
