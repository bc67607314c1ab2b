import { describe, expect, it } from "vitest";
import { DELETE as deleteMember, GET as getMember, POST as updateMember } from "@/app/api/member/[id]/route";
import { POST as resendInvitation } from "@/app/api/member/[id]/resend-invitation/route";
import { POST as setAdmin } from "@/app/api/member/set-admin/[team]/[member]/[role]/route";
import { POST as acceptInvitation } from "@/app/api/invitation/[key]/accept/route";
import { GET as checkInvitation } from "@/app/api/invitation/[key]/route";
import { POST as activateByCode } from "@/app/api/account/activate/route";
import { POST as register } from "@/app/api/register/route";
import { GET as byEmail } from "@/app/api/team/[id]/members/by-email/route";
import { POST as invite } from "@/app/api/team/[id]/members/invite/route";
import { GET as listMembers } from "@/app/api/team/[id]/members/route";
import { GET as me } from "@/app/api/users/me/route";
import { POST as searchUsers } from "@/app/api/users/search/route";
import { db } from "@/lib/db/client";
import { issueApiToken } from "@/lib/auth/sessions";
import { invitationKeyHash } from "@/lib/members/invitations";
import { maskEmail } from "@/lib/members/mask-email";
import { createUser, unique } from "../factories/users";
import { callRoute } from "../support/call-route";
import { codeIn, latestMailTo } from "../support/mailbox";

const teamOf = (userId: string) => db.team.findFirstOrThrow({ where: { createdById: userId } });
const newEmail = (prefix = "colleague") => `${unique(prefix)}@example.test`;

/** The invitation key in an invitation e-mail's registration link (which must point at our own app). */
function keyIn(text: string): string {
  const match = text.match(/http:\/\/localhost:3000\/auth\/register\?invitationKey=([A-Za-z0-9_-]+)/);
  if (!match) throw new Error(`No invitation link in: ${text}`);
  return match[1];
}

async function inviteAs(token: string, teamId: string, email: string, role?: "ADMIN" | "MEMBER") {
  return callRoute(invite, "POST", "/x", { token, params: { id: teamId }, body: role ? { email, role } : { email } });
}

/** Invites an address and returns the pending member's id and the key from the e-mail. */
async function invited(token: string, teamId: string, email: string, role?: "ADMIN" | "MEMBER") {
  const result = await inviteAs(token, teamId, email, role);
  expect(result.status).toBe(201);
  return { memberId: result.body._id as string, key: keyIn((await latestMailTo(email)).text) };
}

/** A second account in the workspace, as an active MEMBER (or ADMIN), without the e-mail round trip. */
async function addMember(teamId: string, role: "ADMIN" | "MEMBER" = "MEMBER") {
  const other = await createUser();
  const member = await db.member.create({ data: { teamId, userId: other.user.id, role, acceptedAt: new Date() } });
  return { ...other, memberId: member.id };
}

const setRole = (token: string, team: string, member: string, role: string) =>
  callRoute(setAdmin, "POST", "/x", { token, params: { team, member, role } });

function registration(email: string, invitationKey: string) {
  const username = unique("inv");
  return { username, email, password: "a-long-enough-password", firstname: "Grace", lastname: "Hopper", language: "en", invitationKey };
}

/** Confirms a new account's address with the code from its activation e-mail, signed in with its token. */
async function activate(token: string, email: string) {
  const code = codeIn((await latestMailTo(email)).text);
  const activated = await callRoute(activateByCode, "POST", "/api/account/activate", { token, body: { code } });
  expect(activated.status).toBe(200);
}

describe("members and invitations", () => {
  it("admin invites a colleague by e-mail, who registers through the link and joins as MEMBER once the address is confirmed; promote and demote", async () => {
    const admin = await createUser();
    const team = await teamOf(admin.user.id);
    const email = newEmail();

    // Default role MEMBER; the address is stored lower-cased; the row records who invited and when.
    const created = await inviteAs(admin.token, team.id, email.toUpperCase());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      role: "MEMBER",
      status: "pending",
      account: null,
      invitation: { email },
      team: { _id: team.id, name: team.name },
      acceptedAt: null,
    });
    const pending = await db.member.findUniqueOrThrow({ where: { id: created.body._id } });
    expect(pending).toMatchObject({ teamId: team.id, userId: null, invitedById: admin.user.id, invitationEmail: email });
    expect(pending.invitedAt).toBeInstanceOf(Date);
    expect(pending.invitationKey!.length).toBeGreaterThanOrEqual(40);

    // The e-mail names the workspace and the inviter and links to registration with the key.
    const mail = await latestMailTo(email);
    expect(mail.subject).toBe(`Ada Lovelace invited you to ${team.name} on Eventdocs`);
    expect(mail.text).toContain(`“${team.name}”`);
    const key = keyIn(mail.text);
    // Only a hash of the key is stored; the e-mailed link carries the key itself.
    expect(pending.invitationKey).toBe(invitationKeyHash(key!));
    expect(pending.invitationKey).not.toBe(key);
    expect(mail.html).toContain(`/auth/register?invitationKey=${key}`);

    // The registration form checks the key without a session; whoever holds the link sees the address masked.
    const check = await callRoute(checkInvitation, "GET", "/x", { params: { key } });
    expect(check.status).toBe(200);
    expect(check.body).toEqual({ valid: true, teamName: team.name, email: maskEmail(email), existingUser: false, expiresAt: expect.any(String) });
    expect(check.body.email).toMatch(/^c…@example\.test$/);

    // Signed up with the invited address, the colleague joins when activation proves it is theirs.
    const registered = await callRoute(register, "POST", "/api/register", { body: registration(email, key) });
    expect(registered.status).toBe(201);
    expect(registered.body.redirect).toBe("/documents");
    expect(registered.body.user.memberships).toEqual([]);
    const colleague = { id: registered.body.user._id as string, token: registered.body.token as string };
    expect(await db.team.count({ where: { createdById: colleague.id } })).toBe(0);
    await activate(colleague.token, email);
    const joined = await callRoute(me, "GET", "/api/users/me", { token: colleague.token });
    expect(joined.body.memberships).toEqual([{ _id: created.body._id, role: "MEMBER", team: { _id: team.id, name: team.name } }]);

    // The key is used up.
    expect((await callRoute(checkInvitation, "GET", "/x", { params: { key } })).status).toBe(404);

    // Both see the list: admins first, then by name; the colleague is now an active member.
    for (const token of [admin.token, colleague.token]) {
      const list = await callRoute(listMembers, "GET", "/x", { token, params: { id: team.id } });
      expect(list.status).toBe(200);
      expect(list.body.map((m: { role: string; status: string; account: { _id: string } }) => [m.role, m.status, m.account._id])).toEqual([
        ["ADMIN", "active", admin.user.id],
        ["MEMBER", "active", colleague.id],
      ]);
    }

    const promoted = await setRole(admin.token, team.id, created.body._id, "ADMIN");
    expect(promoted.status).toBe(200);
    expect(promoted.body).toMatchObject({ _id: created.body._id, role: "ADMIN", status: "active", account: { _id: colleague.id, email } });
    const demoted = await setRole(admin.token, team.id, created.body._id, "MEMBER");
    expect(demoted.status).toBe(200);
    expect(demoted.body.role).toBe("MEMBER");
    expect((await db.member.findUniqueOrThrow({ where: { id: created.body._id } })).role).toBe("MEMBER");

    const self = await callRoute(me, "GET", "/api/users/me", { token: colleague.token });
    expect(self.body.memberships).toEqual([{ _id: created.body._id, role: "MEMBER", team: { _id: team.id, name: team.name } }]);
  });

  it("members get 403 for admin-only actions; outsiders get 404 for everything in the workspace; no session is 401", async () => {
    const admin = await createUser();
    const team = await teamOf(admin.user.id);
    const adminRow = await db.member.findFirstOrThrow({ where: { teamId: team.id, userId: admin.user.id } });
    const member = await addMember(team.id);
    const outsider = await createUser();
    const { memberId: pendingId } = await invited(admin.token, team.id, newEmail());

    const member403 = [
      await inviteAs(member.token, team.id, newEmail()),
      await setRole(member.token, team.id, member.memberId, "ADMIN"),
      await setRole(member.token, team.id, adminRow.id, "MEMBER"),
      await callRoute(updateMember, "POST", "/x", { token: member.token, params: { id: member.memberId }, body: { role: "ADMIN" } }),
      await callRoute(deleteMember, "DELETE", "/x", { token: member.token, params: { id: adminRow.id } }),
      await callRoute(deleteMember, "DELETE", "/x", { token: member.token, params: { id: pendingId } }),
      await callRoute(resendInvitation, "POST", "/x", { token: member.token, params: { id: pendingId } }),
      await callRoute(byEmail, "GET", "/x", { token: member.token, params: { id: team.id }, query: { email: admin.user.email } }),
    ];
    expect(member403.map((r) => r.status)).toEqual(member403.map(() => 403));
    expect(member403[0].body.error).toEqual({ code: "FORBIDDEN", message: "You are not allowed to do this." });
    // Reading is fine for members.
    expect((await callRoute(getMember, "GET", "/x", { token: member.token, params: { id: adminRow.id } })).status).toBe(200);

    const outsider404 = [
      await callRoute(listMembers, "GET", "/x", { token: outsider.token, params: { id: team.id } }),
      await inviteAs(outsider.token, team.id, newEmail()),
      await setRole(outsider.token, team.id, member.memberId, "ADMIN"),
      await callRoute(getMember, "GET", "/x", { token: outsider.token, params: { id: member.memberId } }),
      await callRoute(updateMember, "POST", "/x", { token: outsider.token, params: { id: member.memberId }, body: { role: "ADMIN" } }),
      await callRoute(deleteMember, "DELETE", "/x", { token: outsider.token, params: { id: member.memberId } }),
      await callRoute(resendInvitation, "POST", "/x", { token: outsider.token, params: { id: pendingId } }),
      await callRoute(byEmail, "GET", "/x", { token: outsider.token, params: { id: team.id }, query: { email: admin.user.email } }),
    ];
    expect(outsider404.map((r) => r.status)).toEqual(outsider404.map(() => 404));
    expect(outsider404[0].body.error).toEqual({ code: "NOT_FOUND", message: "Not found." });

    // The outsider's own admin rights do not reach into another workspace: their team id with our member is 404.
    const outsiderTeam = await teamOf(outsider.user.id);
    expect((await setRole(outsider.token, outsiderTeam.id, member.memberId, "ADMIN")).status).toBe(404);
    expect((await setRole(admin.token, outsiderTeam.id, member.memberId, "ADMIN")).status).toBe(404);

    const anonymous = [
      await callRoute(listMembers, "GET", "/x", { params: { id: team.id } }),
      await inviteAs("", team.id, newEmail()),
      await callRoute(acceptInvitation, "POST", "/x", { params: { key: "whatever-key" } }),
      await callRoute(searchUsers, "POST", "/x", { body: { text: "ada" } }),
    ];
    expect(anonymous.map((r) => r.status)).toEqual([401, 401, 401, 401]);

    // Nothing changed.
    expect((await db.member.findUniqueOrThrow({ where: { id: adminRow.id } })).role).toBe("ADMIN");
    expect((await db.member.findUniqueOrThrow({ where: { id: member.memberId } })).role).toBe("MEMBER");
    expect(await db.member.count({ where: { teamId: team.id } })).toBe(3);
  });

  it("always keeps at least one admin: demoting or removing the last one is 409; pending ADMIN invitations do not count", async () => {
    const admin = await createUser();
    const team = await teamOf(admin.user.id);
    const adminRow = await db.member.findFirstOrThrow({ where: { teamId: team.id, userId: admin.user.id } });
    await invited(admin.token, team.id, newEmail(), "ADMIN");

    const lastAdmin = { code: "CONFLICT", message: "A workspace needs at least one admin." };
    const demote = await setRole(admin.token, team.id, adminRow.id, "MEMBER");
    expect(demote.status).toBe(409);
    expect(demote.body.error).toEqual(lastAdmin);
    const update = await callRoute(updateMember, "POST", "/x", { token: admin.token, params: { id: adminRow.id }, body: { role: "MEMBER" } });
    expect(update.status).toBe(409);
    const leave = await callRoute(deleteMember, "DELETE", "/x", { token: admin.token, params: { id: adminRow.id } });
    expect(leave.status).toBe(409);
    expect(leave.body.error).toEqual(lastAdmin);
    // Setting the role it already has is fine.
    expect((await setRole(admin.token, team.id, adminRow.id, "ADMIN")).status).toBe(200);

    // With a second admin, the first may step down; then the second is the last one.
    const second = await addMember(team.id, "ADMIN");
    const stepDown = await callRoute(updateMember, "POST", "/x", { token: admin.token, params: { id: adminRow.id }, body: { role: "MEMBER" } });
    expect(stepDown.status).toBe(200);
    expect(stepDown.body.role).toBe("MEMBER");
    expect((await callRoute(deleteMember, "DELETE", "/x", { token: second.token, params: { id: second.memberId } })).status).toBe(409);
    expect((await setRole(second.token, team.id, second.memberId, "MEMBER")).status).toBe(409);
    expect(await db.member.count({ where: { teamId: team.id, role: "ADMIN", acceptedAt: { not: null } } })).toBe(1);

    // Two admins demoting each other at the same time: one wins, the workspace keeps an admin.
    await setRole(second.token, team.id, adminRow.id, "ADMIN");
    const [a, b] = await Promise.all([
      setRole(admin.token, team.id, second.memberId, "MEMBER"),
      setRole(second.token, team.id, adminRow.id, "MEMBER"),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await db.member.count({ where: { teamId: team.id, role: "ADMIN", acceptedAt: { not: null } } })).toBe(1);
  });

  it("refuses to invite an address that is already an active or pending member (409), and validates e-mail and role (400)", async () => {
    const admin = await createUser();
    const team = await teamOf(admin.user.id);
    const member = await addMember(team.id);
    const email = newEmail();
    await invited(admin.token, team.id, email);

    const again = await inviteAs(admin.token, team.id, email);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(`${email} has already been invited to this workspace. You can resend the invitation instead.`);
    const active = await inviteAs(admin.token, team.id, member.user.email.toUpperCase());
    expect(active.status).toBe(409);
    expect(active.body.error.message).toBe(`${member.user.email} is already a member of this workspace.`);
    expect((await inviteAs(admin.token, team.id, admin.user.email)).status).toBe(409);
    expect(await db.member.count({ where: { teamId: team.id } })).toBe(3);

    const badEmail = await inviteAs(admin.token, team.id, "not-an-address");
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.error.fields).toEqual([{ path: "email", message: "Enter a valid e-mail address." }]);
    const badRole = await callRoute(invite, "POST", "/x", { token: admin.token, params: { id: team.id }, body: { email: newEmail(), role: "OWNER" } });
    expect(badRole.status).toBe(400);
    expect(badRole.body.error.fields.map((f: { path: string }) => f.path)).toEqual(["role"]);
    expect(badRole.body.error.message).toContain("role:");
    const missing = await callRoute(invite, "POST", "/x", { token: admin.token, params: { id: team.id }, body: {} });
    expect(missing.body.error.fields).toEqual([{ path: "email", message: "This field is required." }]);

    const badPathRole = await setRole(admin.token, team.id, member.memberId, "OWNER");
    expect(badPathRole.status).toBe(400);
    expect(badPathRole.body.error.fields.map((f: { path: string }) => f.path)).toEqual(["params.role"]);
    const badUpdate = await callRoute(updateMember, "POST", "/x", { token: admin.token, params: { id: member.memberId }, body: { role: "boss" } });
    expect(badUpdate.status).toBe(400);
    expect(badUpdate.body.error.fields.map((f: { path: string }) => f.path)).toEqual(["role"]);
    const badQuery = await callRoute(byEmail, "GET", "/x", { token: admin.token, params: { id: team.id }, query: { email: "nope" } });
    expect(badQuery.status).toBe(400);
    expect(badQuery.body.error.fields).toEqual([{ path: "query.email", message: "Enter a valid e-mail address." }]);
  });

  it("answers 404 for unknown and foreign ids, never 500", async () => {
    const admin = await createUser();
    const team = await teamOf(admin.user.id);
    const other = await createUser();
    const otherTeam = await teamOf(other.user.id);
    const foreignMember = await db.member.findFirstOrThrow({ where: { teamId: otherTeam.id } });

    // Well-formed ids (cuids) that name no row.
    const noSuchTeam = "cknosuchteam000000000000a";
    const noSuchMember = "cknosuchmember0000000000a";
    const results = [
      await callRoute(listMembers, "GET", "/x", { token: admin.token, params: { id: noSuchTeam } }),
      await inviteAs(admin.token, noSuchTeam, newEmail()),
      await callRoute(getMember, "GET", "/x", { token: admin.token, params: { id: noSuchMember } }),
      await callRoute(updateMember, "POST", "/x", { token: admin.token, params: { id: noSuchMember }, body: { role: "ADMIN" } }),
      await callRoute(deleteMember, "DELETE", "/x", { token: admin.token, params: { id: noSuchMember } }),
      await callRoute(resendInvitation, "POST", "/x", { token: admin.token, params: { id: noSuchMember } }),
      await setRole(admin.token, team.id, noSuchMember, "ADMIN"),
      await setRole(admin.token, team.id, foreignMember.id, "MEMBER"),
      await callRoute(getMember, "GET", "/x", { token: admin.token, params: { id: foreignMember.id } }),
      await callRoute(byEmail, "GET", "/x", { token: admin.token, params: { id: team.id }, query: { email: "nobody@example.test" } }),
      await callRoute(byEmail, "GET", "/x", { token: admin.token, params: { id: team.id }, query: { email: other.user.email } }),
      await callRoute(checkInvitation, "GET", "/x", { params: { key: "no-such-key" } }),
      await callRoute(acceptInvitation, "POST", "/x", { token: admin.token, params: { key: "no-such-key" } }),
    ];
    expect(results.map((r) => r.status)).toEqual(results.map(() => 404));
    expect(results.at(-2)!.body.error).toEqual({ code: "NOT_FOUND", message: "Invalid invitation" });
    expect(results.at(-1)!.body.error).toEqual({ code: "NOT_FOUND", message: "Invalid invitation" });
    expect((await db.member.findUniqueOrThrow({ where: { id: foreignMember.id } })).role).toBe("ADMIN");

    // Anything that is not an id at all is refused before any query.
    const malformed = [
      await callRoute(listMembers, "GET", "/x", { token: admin.token, params: { id: "no-such-team" } }),
      await callRoute(getMember, "GET", "/x", { token: admin.token, params: { id: "x".repeat(200) } }),
      await setRole(admin.token, team.id, "../etc", "ADMIN"),
    ];
    expect(malformed.map((r) => r.status)).toEqual([400, 400, 400]);
    expect(malformed[0].body.error.fields).toEqual([{ path: "params.id", message: "This value is not valid." }]);
  });

  it("finds a member by e-mail: the active member by account address, else the pending invitation", async () => {
    const admin = await createUser();
    const team = await teamOf(admin.user.id);
    const member = await addMember(team.id);
    const email = newEmail();
    const { memberId } = await invited(admin.token, team.id, email);

    const active = await callRoute(byEmail, "GET", "/x", { token: admin.token, params: { id: team.id }, query: { email: member.user.email.toUpperCase() } });
    expect(active.status).toBe(200);
    expect(active.body).toMatchObject({ _id: member.memberId, status: "active", account: { _id: member.user.id } });
    const pending = await callRoute(byEmail, "GET", "/x", { token: admin.token, params: { id: team.id }, query: { email } });
    expect(pending.body).toMatchObject({ _id: memberId, status: "pending", invitation: { email } });

    const one = await callRoute(getMember, "GET", "/x", { token: member.token, params: { id: memberId } });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ _id: memberId, role: "MEMBER", team: { _id: team.id }, account: null, invitation: { email } });
  });

  it("resends a pending invitation with a new key: the old link stops working; accepted invitations are not resent", async () => {
    const admin = await createUser({ language: "de" });
    const team = await teamOf(admin.user.id);
    const email = newEmail();
    const { memberId, key } = await invited(admin.token, team.id, email, "ADMIN");
    // In the inviter's language.
    expect((await latestMailTo(email)).subject).toBe(`Ada Lovelace hat Sie zu „${team.name}“ auf Eventdocs eingeladen`);

    const resent = await callRoute(resendInvitation, "POST", "/x", { token: admin.token, params: { id: memberId } });
    expect(resent.status).toBe(200);
    expect(resent.body).toEqual({ success: true, message: "Email sent" });
    const newKey = keyIn((await latestMailTo(email)).text);
    expect(newKey).not.toBe(key);
    expect((await callRoute(checkInvitation, "GET", "/x", { params: { key } })).status).toBe(404);
    expect((await callRoute(checkInvitation, "GET", "/x", { params: { key: newKey } })).status).toBe(200);
    const oldRegistration = await callRoute(register, "POST", "/api/register", { body: registration(newEmail(), key) });
    expect(oldRegistration.status).toBe(400);
    expect(oldRegistration.body.error.message).toBe("Invalid invitation");

    // The new link joins with the invited role (once the address is confirmed).
    const registered = await callRoute(register, "POST", "/api/register", { body: registration(email, newKey) });
    expect(registered.status).toBe(201);
    await activate(registered.body.token, email);
    const joined = await callRoute(me, "GET", "/api/users/me", { token: registered.body.token });
    expect(joined.body.memberships[0]).toMatchObject({ role: "ADMIN", team: { _id: team.id } });

    const acceptedAlready = await callRoute(resendInvitation, "POST", "/x", { token: admin.token, params: { id: memberId } });
    expect(acceptedAlready.status).toBe(409);
    // API messages follow the request's Accept-Language (English here), not the inviter's language.
    expect(acceptedAlready.body.error.message).toBe("This invitation has already been accepted.");
  });

  it("an existing user is told so by the key check, and joins by accepting while signed in", async () => {
    const admin = await createUser();
    const team = await teamOf(admin.user.id);
    const existing = await createUser();
    const { memberId, key } = await invited(admin.token, team.id, existing.user.email);

    const check = await callRoute(checkInvitation, "GET", "/x", { params: { key } });
    expect(check.body).toEqual({ valid: true, teamName: team.name, email: maskEmail(existing.user.email), existingUser: true, expiresAt: expect.any(String) });

    // Another account (here the workspace's own admin) cannot use the key; it stays open.
    const adminTries = await callRoute(acceptInvitation, "POST", "/x", { token: admin.token, params: { key } });
    expect(adminTries.status).toBe(403);
    expect(adminTries.body.error.message).toMatch(new RegExp(`^This invitation is for ${maskEmail(existing.user.email).replace(/\./g, "\\.")}\\.`));
    expect((await callRoute(checkInvitation, "GET", "/x", { params: { key } })).status).toBe(200);

    const accepted = await callRoute(acceptInvitation, "POST", "/x", { token: existing.token, params: { key } });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ teamId: team.id, teamName: team.name, role: "MEMBER" });
    const row = await db.member.findUniqueOrThrow({ where: { id: memberId } });
    expect(row).toMatchObject({ userId: existing.user.id, invitationKey: null });
    expect(row.acceptedAt).toBeInstanceOf(Date);
    const mine = await callRoute(me, "GET", "/api/users/me", { token: existing.token });
    expect(mine.body.memberships.map((m: { team: { _id: string } }) => m.team._id)).toContain(team.id);
    expect(mine.body.memberships).toHaveLength(2);

    // The key is used up.
    expect((await callRoute(acceptInvitation, "POST", "/x", { token: existing.token, params: { key } })).status).toBe(404);
  });

  it("the invited account accepting one key twice at once (two devices): it joins once", async () => {
    const admin = await createUser();
    const team = await teamOf(admin.user.id);
    const invitee = await createUser();
    const { key } = await invited(admin.token, team.id, invitee.user.email);
    const tokens = [invitee.token, await issueApiToken(invitee.user.id, false, "second device")];
    const results = await Promise.all(tokens.map((token) => callRoute(acceptInvitation, "POST", "/x", { token, params: { key } })));
    // The other call finds the key used (404) or the account already in (409), whichever it reaches first.
    const [won, lost] = results.map((r) => r.status).sort();
    expect(won).toBe(200);
    expect([404, 409]).toContain(lost);
    expect(await db.member.count({ where: { teamId: team.id, userId: invitee.user.id } })).toBe(1);
  });

  it("removes members, lets a member leave, and withdraws invitations", async () => {
    const admin = await createUser();
    const team = await teamOf(admin.user.id);
    const [kept, leaver] = [await addMember(team.id), await addMember(team.id)];
    const { memberId: pendingId, key } = await invited(admin.token, team.id, newEmail());

    // A member cannot remove others but can leave.
    expect((await callRoute(deleteMember, "DELETE", "/x", { token: leaver.token, params: { id: kept.memberId } })).status).toBe(403);
    const left = await callRoute(deleteMember, "DELETE", "/x", { token: leaver.token, params: { id: leaver.memberId } });
    expect(left.status).toBe(200);
    expect(left.body).toEqual({ success: true });
    expect((await callRoute(listMembers, "GET", "/x", { token: leaver.token, params: { id: team.id } })).status).toBe(404);

    expect((await callRoute(deleteMember, "DELETE", "/x", { token: admin.token, params: { id: kept.memberId } })).status).toBe(200);
    expect(await db.member.findUnique({ where: { id: kept.memberId } })).toBeNull();

    expect((await callRoute(deleteMember, "DELETE", "/x", { token: admin.token, params: { id: pendingId } })).status).toBe(200);
    expect((await callRoute(checkInvitation, "GET", "/x", { params: { key } })).status).toBe(404);

    const list = await callRoute(listMembers, "GET", "/x", { token: admin.token, params: { id: team.id } });
    expect(list.body.map((m: { _id: string }) => m._id)).toHaveLength(1);
  });

  it("lists admins first, then by name, pending invitations by their address", async () => {
    const admin = await createUser();
    const team = await teamOf(admin.user.id);
    const zed = await addMember(team.id);
    await db.user.update({ where: { id: zed.user.id }, data: { firstname: "Zed", lastname: "Young" } });
    const bea = await addMember(team.id);
    await db.user.update({ where: { id: bea.user.id }, data: { firstname: "bea", lastname: "Adams" } });
    const boss = await addMember(team.id, "ADMIN");
    await db.user.update({ where: { id: boss.user.id }, data: { firstname: "Yara", lastname: "Boss" } });
    await invited(admin.token, team.id, "carl@example.test");

    const list = await callRoute(listMembers, "GET", "/x", { token: zed.token, params: { id: team.id } });
    const names = list.body.map((m: { role: string; account: { firstname: string } | null; invitation: { email: string } | null }) => [
      m.role,
      m.account?.firstname ?? m.invitation?.email,
    ]);
    expect(names).toEqual([
      ["ADMIN", "Ada"],
      ["ADMIN", "Yara"],
      ["MEMBER", "bea"],
      ["MEMBER", "carl@example.test"],
      ["MEMBER", "Zed"],
    ]);
  });

  it("searches people for the invite form only among those who share a workspace with the caller", async () => {
    const admin = await createUser();
    const team = await teamOf(admin.user.id);
    const coworker = await addMember(team.id);
    const first = unique("Zora");
    await db.user.update({ where: { id: coworker.user.id }, data: { firstname: first, lastname: "Quill Marsh" } });
    const stranger = await createUser();
    const strangerName = unique("Zora");
    await db.user.update({ where: { id: stranger.user.id }, data: { firstname: strangerName } });
    const invitedOnly = newEmail("pendingperson");
    await invited(admin.token, team.id, invitedOnly);

    const search = (text: string, token = admin.token) => callRoute(searchUsers, "POST", "/x", { token, body: { text } });

    const byFirstName = await search(first.slice(0, 8).toLowerCase());
    expect(byFirstName.status).toBe(200);
    expect(byFirstName.body).toEqual([{ _id: coworker.user.id, firstname: first, lastname: "Quill Marsh", email: coworker.user.email }]);
    expect((await search("marsh")).body.map((u: { _id: string }) => u._id)).toContain(coworker.user.id);
    expect((await search(`${first} qui`)).body.map((u: { _id: string }) => u._id)).toEqual([coworker.user.id]);
    expect((await search(coworker.user.email.slice(0, 10))).body.map((u: { _id: string }) => u._id)).toEqual([coworker.user.id]);

    // Never people outside the caller's workspaces, pending invitees, or the caller.
    expect((await search(strangerName)).body).toEqual([]);
    expect((await search(stranger.user.email)).body).toEqual([]);
    expect((await search(invitedOnly)).body).toEqual([]);
    expect((await search(admin.user.email)).body).toEqual([]);
    // The stranger cannot find our people either.
    expect((await search(first, stranger.token)).body).toEqual([]);

    const empty = await search("   ");
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toEqual([{ path: "text", message: "This field is required." }]);
    expect((await search("a".repeat(101))).status).toBe(400);
  });
});
