import { describe, expect, it } from "vitest";
import { GET as diskRoute } from "@/app/api/admin/account/[id]/disk-space-usage/route";
import { POST as actionRoute } from "@/app/api/superadmin/accounts/[id]/action/route";
import { DELETE as deleteRoute, GET as readRoute } from "@/app/api/superadmin/accounts/[id]/route";
import { GET as listRoute } from "@/app/api/superadmin/accounts/route";
import { issueApiToken } from "@/lib/auth/sessions";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { ensureStudio } from "@/lib/design-templates/studio";
import { firstTeamOf, addMember } from "../factories/teams";
import { createUser, unique } from "../factories/users";
import { requireOperatorsRemain } from "@/lib/superadmin/accounts-lock-out";
import { callRoute } from "../support/call-route";

// The operator console's account calls (issue 12): only super admins (role and flag), every write
// audited, bad input changing nothing, and the last operator never locked out.

type Handler = Parameters<typeof callRoute>[0];
const MISSING_ID = "cmaaaaaaaaaaaaaaaaaaaaaaa";
const DAY = 24 * 60 * 60 * 1000;

const operator = () => createUser({ superAdmin: true });
const act = (token: string, id: string, body: unknown) => callRoute(actionRoute as Handler, "POST", "/x", { token, params: { id }, body });
const read = (token: string, id: string) => callRoute(readRoute as Handler, "GET", "/x", { token, params: { id } });
const remove = (token: string, id: string) => callRoute(deleteRoute as Handler, "DELETE", "/x", { token, params: { id } });
const list = (token: string, query: Record<string, string> = {}) => callRoute(listRoute as Handler, "GET", "/x", { token, query });
const auditOf = (targetId: string) => db.auditLog.findMany({ where: { targetType: "user", targetId }, orderBy: { createdAt: "asc" } });
const plansOf = (userId: string) => db.planHistory.findMany({ where: { userId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
const fields = (body: { error: { fields?: { path: string; message: string }[] } }) => Object.fromEntries((body.error.fields ?? []).map((f) => [f.path, f.message]));
const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Every route of this part, called by `token` (undefined: no session) on `targetId`. */
function everyRoute(token: string | undefined, targetId: string) {
  const options = { token, params: { id: targetId } };
  return [
    ["list", () => callRoute(listRoute as Handler, "GET", "/x", { token })],
    ["read", () => callRoute(readRoute as Handler, "GET", "/x", options)],
    ["action", () => callRoute(actionRoute as Handler, "POST", "/x", { ...options, body: { action: "disable" } })],
    ["action (example)", () => callRoute(actionRoute as Handler, "POST", "/x", { ...options, body: { action: "extend-trial", days: 14 } })],
    ["delete", () => callRoute(deleteRoute as Handler, "DELETE", "/x", options)],
    ["disk", () => callRoute(diskRoute as Handler, "GET", "/x", options)],
  ] as const;
}

describe("who may call the accounts API", () => {
  it("refuses (403) a normal user, a workspace admin, the role alone and the flag alone, and 401 without a session; nothing changes", async () => {
    const { user: target } = await createUser();
    const normal = await createUser();
    const workspaceAdmin = await createUser();
    await addMember(await firstTeamOf(target.id), workspaceAdmin.user.id, "ADMIN");
    const roleOnly = await createUser();
    await db.user.update({ where: { id: roleOnly.user.id }, data: { roles: ["admin"] } });
    const flagOnly = await createUser();
    await db.user.update({ where: { id: flagOnly.user.id }, data: { isSuperAdmin: true } });

    for (const [who, token, status] of [
      ["normal user", normal.token, 403],
      ["workspace admin", workspaceAdmin.token, 403],
      ["role only", roleOnly.token, 403],
      ["flag only", flagOnly.token, 403],
      ["no session", undefined, 401],
    ] as const) {
      for (const [name, call] of everyRoute(token, target.id)) {
        expect((await call()).status, `${who}: ${name}`).toBe(status);
      }
    }
    expect(await db.user.findUniqueOrThrow({ where: { id: target.id } })).toMatchObject({ disabled: false, disabledReason: null });
    expect(await plansOf(target.id)).toHaveLength(1);
    expect(await auditOf(target.id)).toEqual([]);
  });
});

describe("account actions", () => {
  /** Runs one action on a fresh account and answers the account after it and its single audit entry. */
  async function runAction(body: Record<string, unknown>, prepare?: (targetId: string) => Promise<unknown>) {
    const admin = await operator();
    const { user: target } = await createUser();
    await prepare?.(target.id);
    const result = await act(admin.token, target.id, body);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    const entries = await auditOf(target.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorId: admin.user.id, action: `account.${body.action}`, targetType: "user", targetId: target.id });
    return { target, answer: result.body, entry: entries[0], admin };
  }

  it("set-payment-method switches STRIPE and DIRECT", async () => {
    const { target, answer, entry } = await runAction({ action: "set-payment-method", paymentMethod: "DIRECT" });
    expect(answer).toMatchObject({ _id: target.id, paymentMethod: "DIRECT" });
    expect((await db.user.findUniqueOrThrow({ where: { id: target.id } })).paymentMethod).toBe("DIRECT");
    expect(entry).toMatchObject({ before: { paymentMethod: "STRIPE" }, after: { paymentMethod: "DIRECT" } });
  });

  it("set-plan appends an operator row with the product's quota", async () => {
    const expiresAt = new Date(Date.now() + 365 * DAY);
    const { target, answer, entry } = await runAction({ action: "set-plan", state: "PAID", product: "MEDIUM", interval: "YEARLY", expiresAt: expiresAt.toISOString() });
    const [latest, previous] = await plansOf(target.id);
    expect(latest).toMatchObject({ state: "PAID", product: "MEDIUM", interval: "YEARLY", diskQuotaGb: 50, expiresAt, source: "operator", stripeSubscriptionId: null });
    expect(answer.plan).toEqual({ status: "PAID", product: "MEDIUM", interval: "YEARLY", expiresAt: expiresAt.toISOString() });
    expect(answer.planHistory[0]).toMatchObject({ state: "PAID", source: "operator" });
    expect(entry.before).toEqual({ state: "TRIAL", product: null, interval: null, expiresAt: iso(previous.expiresAt) });
    expect(entry.after).toEqual({ state: "PAID", product: "MEDIUM", interval: "YEARLY", expiresAt: expiresAt.toISOString() });
  });

  it("set-plan to a trial with no end, and to a pending payment", async () => {
    const trial = await runAction({ action: "set-plan", state: "TRIAL", expiresAt: null });
    expect((await plansOf(trial.target.id))[0]).toMatchObject({ state: "TRIAL", product: null, interval: null, diskQuotaGb: 2, expiresAt: null, source: "operator" });
    expect(trial.answer.plan.status).toBe("TRIAL");
    const day = new Date(Date.now() + 2 * DAY).toISOString().slice(0, 10); // a day alone means its midnight UTC
    const pending = await runAction({ action: "set-plan", state: "PAYMENT_PENDING", product: "SMALL", expiresAt: day });
    expect((await plansOf(pending.target.id))[0]).toMatchObject({ state: "PAYMENT_PENDING", product: "SMALL", interval: null, diskQuotaGb: 10, expiresAt: new Date(`${day}T00:00:00Z`) });
    expect(pending.answer.plan.status).toBe("PAYMENT_PENDING");
  });

  it("extend-trial adds days to the running trial's end, keeping its start", async () => {
    const { target, entry } = await runAction({ action: "extend-trial", days: 10 });
    const [latest, previous] = await plansOf(target.id);
    expect(latest).toMatchObject({ state: "TRIAL", startsAt: previous.startsAt, source: "operator", diskQuotaGb: 2 });
    expect(latest.expiresAt!.getTime()).toBe(previous.expiresAt!.getTime() + 10 * DAY);
    expect(entry.after).toMatchObject({ state: "TRIAL", expiresAt: iso(latest.expiresAt) });
  });

  it("extend-trial after the trial has ended counts from now", async () => {
    const { target, answer } = await runAction({ action: "extend-trial", days: 3 }, (id) =>
      db.planHistory.updateMany({ where: { userId: id }, data: { expiresAt: new Date(Date.now() - 5 * DAY) } }),
    );
    const [latest] = await plansOf(target.id);
    expect(Math.abs(latest.expiresAt!.getTime() - (Date.now() + 3 * DAY))).toBeLessThan(60_000);
    expect(answer.plan.status).toBe("TRIAL");
  });

  it("end-trial ends the running trial now", async () => {
    const { target, answer, entry } = await runAction({ action: "end-trial" });
    const [latest, previous] = await plansOf(target.id);
    expect(latest).toMatchObject({ state: "TRIAL", startsAt: previous.startsAt, source: "operator" });
    expect(latest.expiresAt!.getTime()).toBeLessThanOrEqual(Date.now());
    expect(answer.plan.status).toBe("TRIAL_EXPIRED");
    expect(entry.before).toMatchObject({ expiresAt: iso(previous.expiresAt) });
  });

  it("set-sales-representative sets and clears the name", async () => {
    const set = await runAction({ action: "set-sales-representative", salesRepresentative: "  Jane Roe " });
    expect(set.answer.salesRepresentative).toBe("Jane Roe");
    expect(set.entry).toMatchObject({ before: { salesRepresentative: null }, after: { salesRepresentative: "Jane Roe" } });
    const cleared = await runAction({ action: "set-sales-representative", salesRepresentative: null }, (id) =>
      db.user.update({ where: { id }, data: { salesRepresentative: "Old Rep" } }),
    );
    expect((await db.user.findUniqueOrThrow({ where: { id: cleared.target.id } })).salesRepresentative).toBeNull();
    expect(cleared.entry).toMatchObject({ before: { salesRepresentative: "Old Rep" }, after: { salesRepresentative: null } });
  });

  it("set-modules stores each module once", async () => {
    const { target, answer, entry } = await runAction({ action: "set-modules", modules: ["catalog", "academy", "catalog"] });
    expect((await db.user.findUniqueOrThrow({ where: { id: target.id } })).modulesEnabled).toEqual(["catalog", "academy"]);
    expect(answer.modulesEnabled).toEqual(["catalog", "academy"]);
    expect(entry).toMatchObject({ before: { modulesEnabled: [] }, after: { modulesEnabled: ["catalog", "academy"] } });
  });

  it("set-email-notifications turns them off", async () => {
    const { target, entry } = await runAction({ action: "set-email-notifications", enabled: false });
    expect((await db.user.findUniqueOrThrow({ where: { id: target.id } })).emailNotifications).toBe(false);
    expect(entry).toMatchObject({ before: { emailNotifications: true }, after: { emailNotifications: false } });
  });

  it("send-password-reset e-mails a reset link to the account's own address", async () => {
    const { target, entry } = await runAction({ action: "send-password-reset" });
    expect(await db.authToken.count({ where: { userId: target.id, kind: "PASSWORD_RESET" } })).toBe(1);
    const mail = await db.emailOutbox.findFirstOrThrow({ where: { to: target.email } });
    expect(mail.text).toMatch(/\/auth\/reset\//);
    expect(entry).toMatchObject({ before: null, after: { email: target.email } });
  });

  it("disable sets the operator's reason and keeps the note in the audit entry; enable clears both", async () => {
    const disabled = await runAction({ action: "disable", reason: "Chargeback" });
    expect(await db.user.findUniqueOrThrow({ where: { id: disabled.target.id } })).toMatchObject({ disabled: true, disabledReason: "OPERATOR" });
    expect(disabled.answer).toMatchObject({ disabled: true, disabledReason: "OPERATOR", plan: { status: "DISABLED" } });
    expect(disabled.entry).toMatchObject({ before: { disabled: false, disabledReason: null }, after: { disabled: true, disabledReason: "OPERATOR", note: "Chargeback" } });

    const enabled = await runAction({ action: "enable" }, (id) => db.user.update({ where: { id }, data: { disabled: true, disabledReason: "PAYMENT_FAILED" } }));
    expect(await db.user.findUniqueOrThrow({ where: { id: enabled.target.id } })).toMatchObject({ disabled: false, disabledReason: null });
    expect(enabled.entry).toMatchObject({ before: { disabled: true, disabledReason: "PAYMENT_FAILED" }, after: { disabled: false, disabledReason: null } });
  });

  it("delete removes the account with the same data rules as account deletion", async () => {
    const admin = await operator();
    const { user: target } = await createUser();
    const teamId = await firstTeamOf(target.id);
    const result = await remove(admin.token, target.id);
    expect(result.status).toBe(200);
    expect(await db.user.count({ where: { id: target.id } })).toBe(0);
    expect(await db.team.count({ where: { id: teamId } })).toBe(0); // its sole-admin workspace goes with it
    const entries = await auditOf(target.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorId: admin.user.id, action: "account.delete", before: { username: target.username, email: target.email }, after: null });
  });

  it("reads an account's details and disk space", async () => {
    const admin = await operator();
    const { user: target } = await createUser();
    const teamId = await firstTeamOf(target.id);
    const code = await db.referralCode.create({ data: { code: unique("REF"), accountId: target.id, limit: 5 } });
    const { user: referred } = await createUser();
    await db.user.update({ where: { id: referred.id }, data: { referredByCodeId: code.id } });
    const media = await db.media.create({
      data: { teamId, name: "m", sourceFileName: "m.png", mimeType: "image/png", width: 1, height: 1, sizeBytes: 1000n, checksum: "x", storageKey: "none", uploadedById: target.id },
    });
    await db.mediaVariant.create({ data: { mediaId: media.id, width: 1, height: 1, format: "webp", fit: "inside", sizeBytes: 200n, storageKey: "none-small" } });
    await db.miscFile.create({ data: { teamId, sourceFileName: "f.pdf", mimeType: "application/pdf", sizeBytes: 30n, checksum: "x", storageKey: "none", uploadedById: target.id } });

    const disk = await callRoute(diskRoute as Handler, "GET", "/x", { token: admin.token, params: { id: target.id } });
    expect(disk.status).toBe(200);
    expect(disk.body).toEqual({ totalSize: 1230, media: 1200, files: 30, quotaBytes: 2 * 1024 ** 3, usedInOwnWorkspaces: 1230 });

    const detail = await read(admin.token, target.id);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      _id: target.id,
      username: target.username,
      language: "en",
      isSuperAdmin: false,
      roles: [],
      refCode: null,
      memberships: [{ teamId, role: "ADMIN" }],
      referralCodes: [{ _id: code.id, code: code.code, limit: 5, enabled: true, uses: 1 }],
      diskUsage: { totalSize: 1230, quotaBytes: 2 * 1024 ** 3 },
      plan: { status: "TRIAL", product: null },
    });
    expect(detail.body.planHistory).toHaveLength(1);
    expect((await read(admin.token, referred.id)).body.refCode).toBe(code.code);
    expect(await auditOf(target.id)).toEqual([]);
  });
});

describe("bad input changes nothing", () => {
  it("answers 400 naming the field, or 404 for an unknown account, and leaves no audit entry", async () => {
    const admin = await operator();
    const { user: target } = await createUser();
    const before = await db.user.findUniqueOrThrow({ where: { id: target.id } });

    const bad: [unknown, string][] = [
      [{ action: "rename" }, "action"],
      [{}, "action"],
      [{ action: "set-payment-method", paymentMethod: "CASH" }, "paymentMethod"],
      [{ action: "extend-trial", days: 0 }, "days"],
      [{ action: "extend-trial", days: 366 }, "days"],
      [{ action: "extend-trial", days: 1.5 }, "days"],
      [{ action: "set-plan", state: "PAID", expiresAt: null }, "product"],
      [{ action: "set-plan", state: "GOLD", product: "SMALL", expiresAt: null }, "state"],
      [{ action: "set-plan", state: "TRIAL", product: "SMALL", expiresAt: null }, "product"],
      [{ action: "set-plan", state: "PAID", product: "SMALL", expiresAt: "tomorrow" }, "expiresAt"],
      [{ action: "set-modules", modules: ["catalog", "chess"] }, "modules.1"],
      [{ action: "set-email-notifications", enabled: "no" }, "enabled"],
      [{ action: "set-sales-representative", salesRepresentative: "" }, "salesRepresentative"],
      [{ action: "set-sales-representative", salesRepresentative: "x".repeat(201) }, "salesRepresentative"],
    ];
    for (const [body, field] of bad) {
      const result = await act(admin.token, target.id, body);
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(fields(result.body)), JSON.stringify(body)).toContain(field);
    }
    expect(fields((await act(admin.token, target.id, { action: "set-plan", state: "TRIAL", interval: "MONTHLY", expiresAt: null })).body).interval).toBe(
      "A trial has no product or billing interval.",
    );

    expect((await act(admin.token, MISSING_ID, { action: "enable" })).status).toBe(404);
    expect((await act(admin.token, MISSING_ID, { action: "send-password-reset" })).status).toBe(404);
    expect((await read(admin.token, MISSING_ID)).status).toBe(404);
    expect((await remove(admin.token, MISSING_ID)).status).toBe(404);
    expect((await callRoute(diskRoute as Handler, "GET", "/x", { token: admin.token, params: { id: MISSING_ID } })).status).toBe(404);
    expect((await read(admin.token, "not an id")).status).toBe(400);
    expect((await list(admin.token, { page: "0" })).status).toBe(400);
    expect((await list(admin.token, { size: "500" })).status).toBe(400);

    expect(await db.user.findUniqueOrThrow({ where: { id: target.id } })).toEqual(before);
    expect(await plansOf(target.id)).toHaveLength(1);
    expect(await auditOf(target.id)).toEqual([]);
    expect(await db.auditLog.count({ where: { targetId: MISSING_ID } })).toBe(0);
  });

  it("refuses plan changes that do not fit the plan in force (409) and leaves no audit entry", async () => {
    const admin = await operator();
    const { user: target } = await createUser();
    await db.planHistory.create({
      data: { userId: target.id, state: "PAID", product: "SMALL", interval: "MONTHLY", diskQuotaGb: 10, startsAt: new Date(), expiresAt: new Date(Date.now() + 20 * DAY), stripeSubscriptionId: "sub_running", source: "stripe" },
    });
    const conflicts: [unknown, string][] = [
      [{ action: "set-plan", state: "PAID", product: "MEDIUM", interval: "MONTHLY", expiresAt: null }, "This account pays through a running Stripe subscription. Change or cancel it in Stripe instead."],
      [{ action: "extend-trial", days: 5 }, "This account has a paid plan in force. Set its plan instead of extending a trial."],
      [{ action: "end-trial" }, "This account has no running trial to end."],
    ];
    for (const [body, message] of conflicts) {
      const result = await act(admin.token, target.id, body);
      expect(result.status, JSON.stringify(body)).toBe(409);
      expect(result.body.error.message).toBe(message);
    }
    expect(await plansOf(target.id)).toHaveLength(2);
    expect(await auditOf(target.id)).toEqual([]);
  });

  it("refuses to change or delete the design templates' system account", async () => {
    const admin = await operator();
    const studio = await ensureStudio();
    const before = await db.user.findUniqueOrThrow({ where: { id: studio.userId } });
    expect((await remove(admin.token, studio.userId)).status).toBe(409);
    expect((await act(admin.token, studio.userId, { action: "enable" })).status).toBe(409);
    expect((await act(admin.token, studio.userId, { action: "send-password-reset" })).status).toBe(409);
    expect(await db.user.findUniqueOrThrow({ where: { id: studio.userId } })).toEqual(before);
    expect(await auditOf(studio.userId)).toEqual([]);
  });
});

describe("the last operator is never locked out", () => {
  const ROLLBACK = new Error("rollback");
  /**
   * Runs `check` in a transaction where `selfId` is the only active super admin: the others (other
   * test files' too) are disabled inside it and the transaction is rolled back, so no other test ever
   * sees them disabled. The count the rule uses is global.
   */
  async function asOnlyOperator(selfId: string, check: (tx: Prisma.TransactionClient) => Promise<void>) {
    await db
      .$transaction(async (tx) => {
        await tx.user.updateMany({ where: { id: { not: selfId }, isSuperAdmin: true, roles: { has: "admin" }, disabled: false }, data: { disabled: true } });
        await check(tx);
        throw ROLLBACK;
      })
      .catch((error) => {
        if (error !== ROLLBACK) throw error;
      });
  }

  it("refuses (409) taking away the only active super admin, whoever asks; a flag without the role does not count", async () => {
    const self = await operator();
    const flagOnly = await createUser();
    await db.user.update({ where: { id: flagOnly.user.id }, data: { isSuperAdmin: true } });
    await asOnlyOperator(self.user.id, async (tx) => {
      await expect(requireOperatorsRemain(tx, self.user.id)).rejects.toMatchObject({ code: "CONFLICT", messageKey: "superAdminLastOperator" });
      // Someone who is not an active operator can always go.
      await expect(requireOperatorsRemain(tx, flagOnly.user.id)).resolves.toBeUndefined();
    });
  });

  it("lets a super admin disable their own account while another one exists, after which the console refuses them; other actions on oneself are not limited", async () => {
    const self = await operator();
    expect((await act(self.token, self.user.id, { action: "set-email-notifications", enabled: false })).status).toBe(200);
    const other = await operator();
    const disabled = await act(self.token, self.user.id, { action: "disable" });
    expect(disabled.status).toBe(200);
    expect(disabled.body).toMatchObject({ disabled: true, disabledReason: "OPERATOR" });
    // Disabling ends every session of the account; signed in again, a disabled operator never gets the console.
    expect((await callRoute(listRoute, "GET", "/x", { token: self.token })).status).toBe(401);
    const again = await issueApiToken(self.user.id, false);
    expect((await act(again, self.user.id, { action: "enable" })).status).toBe(403);
    expect((await callRoute(listRoute, "GET", "/x", { token: again })).status).toBe(403);
    expect((await remove(other.token, self.user.id)).status).toBe(200);
    expect(await db.user.count({ where: { id: self.user.id } })).toBe(0);
    expect((await auditOf(self.user.id)).map((e) => e.action)).toEqual(["account.set-email-notifications", "account.disable", "account.delete"]);
  });
});

describe("search and paging", () => {
  it("searches username, e-mail, first and last name in any case, newest first, 50 a page with the total", async () => {
    const admin = await operator();
    const marker = unique("mark");
    const base = Date.now() - 1000 * DAY;
    await db.user.createMany({
      data: Array.from({ length: 51 }, (_, i) => ({
        username: unique("u"),
        email: `${unique("e")}@example.test`,
        passwordHash: "x",
        firstname: i % 2 ? marker.toUpperCase() : "Grace",
        lastname: i % 2 ? "Hopper" : `Mc${marker}`,
        createdAt: new Date(base + i * 1000),
      })),
    });
    const first = await list(admin.token, { q: marker.toUpperCase() });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, pageSize: 50, total: 51 });
    expect(first.body.items).toHaveLength(50);
    const times = first.body.items.map((item: { createdAt: string }) => Date.parse(item.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(first.body.items[0]).toMatchObject({ isActivated: false, disabled: false, paymentMethod: "STRIPE", plan: { status: "NONE", product: null, interval: null, expiresAt: null } });
    const second = await list(admin.token, { q: marker, page: "2" });
    expect(second.body).toMatchObject({ page: 2, pageSize: 50, total: 51 });
    expect(second.body.items).toHaveLength(1);
    expect(Date.parse(second.body.items[0].createdAt)).toBe(base);

    const { user } = await createUser();
    for (const q of [user.username.toUpperCase(), user.email, "lovelace"]) {
      const found = await list(admin.token, { q, size: "200" });
      expect(found.body.items.map((item: { _id: string }) => item._id), q).toContain(user.id);
    }
    const small = await list(admin.token, { q: marker, size: "20", page: "3" });
    expect(small.body).toMatchObject({ page: 3, pageSize: 20, total: 51 });
    expect(small.body.items).toHaveLength(11);
    expect(await db.auditLog.count({ where: { actorId: admin.user.id } })).toBe(0);
  });
});

describe("strangers learn nothing of the console's inputs", () => {
  it("refuses (403) a non-operator before reading params, query or body: malformed input is not a 400 for them", async () => {
    const normal = await createUser();
    expect((await act(normal.token, "not-an-id", { action: "no-such-action" })).status).toBe(403);
    expect((await list(normal.token, { page: "abc", size: "-1" })).status).toBe(403);
    const admin = await operator();
    expect((await list(admin.token, { page: "abc" })).status).toBe(400);
  });
});
