import { describe, expect, it } from "vitest";
import { POST as register } from "@/app/api/register/route";
import { db } from "@/lib/db/client";
import { invitationKeyHash } from "@/lib/members/invitations";
import { createUser, unique } from "../factories/users";
import { callRoute } from "../support/call-route";

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

    const result = await callRoute(register, "POST", "/api/register", { body: registration({ invitationKey: key }) });
    expect(result.status).toBe(201);
    expect(result.body.redirect).toBe("/documents");
    expect(result.body.user.memberships).toEqual([{ _id: expect.any(String), role: "MEMBER", team: { _id: team.id, name: team.name } }]);
    expect(await db.team.count({ where: { createdById: result.body.user._id } })).toBe(0);

    // The key is used up.
    const again = await callRoute(register, "POST", "/api/register", { body: registration({ invitationKey: key }) });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe("Invalid invitation");
  });

  it("refuses an unknown invitation key and changes nothing", async () => {
    const input = registration({ invitationKey: "no-such-key" });
    const result = await callRoute(register, "POST", "/api/register", { body: input });
    expect(result.status).toBe(400);
    expect(result.body.error).toEqual({ code: "INVALID_INPUT", message: "Invalid invitation" });
    expect(await db.user.count({ where: { username: input.username } })).toBe(0);
  });

  it("counts referral codes against their limit and refuses disabled ones", async () => {
    const { user: referrer } = await createUser();
    const code = unique("REF").toUpperCase();
    await db.referralCode.create({ data: { code, limit: 1, accountId: referrer.id } });

    const first = await callRoute(register, "POST", "/api/register", { body: registration({ refCode: code }) });
    expect(first.status).toBe(201);
    expect(first.body.user.refCode).toBe(code);

    const second = await callRoute(register, "POST", "/api/register", { body: registration({ refCode: code }) });
    expect(second.status).toBe(400);
    expect(second.body.error.fields).toEqual([{ path: "refCode", message: "This referral code is not valid." }]);

    const disabled = unique("OFF").toUpperCase();
    await db.referralCode.create({ data: { code: disabled, enabled: false } });
    expect((await callRoute(register, "POST", "/api/register", { body: registration({ refCode: disabled }) })).status).toBe(400);
  });
});
