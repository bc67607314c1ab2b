import { describe, expect, it } from "vitest";
import { GET as canShareRoute } from "@/app/api/account/can-share/route";
import { GET as planRoute } from "@/app/api/plan/route";
import { POST as inviteRoute } from "@/app/api/team/[id]/members/invite/route";
import { POST as miscFileRoute } from "@/app/api/team/[id]/misc-file/route";
import { POST as createTeamRoute } from "@/app/api/team/route";
import { db } from "@/lib/db/client";
import { firstTeamOf } from "../factories/teams";
import { createUser, unique } from "../factories/users";
import { callRoute } from "../support/call-route";

// What a plan allows (issue 11 §1, §2): GET /api/plan, and the limits enforced on the server.

type Handler = Parameters<typeof callRoute>[0];
const planOf = async (token: string) => (await callRoute(planRoute as Handler, "GET", "/x", { token })).body;
const newWorkspace = (token: string) => callRoute(createTeamRoute as Handler, "POST", "/api/team", { token, body: { name: unique("Studio ") } });
const invite = (token: string, teamId: string) =>
  callRoute(inviteRoute as Handler, "POST", "/x", { token, params: { id: teamId }, body: { email: `${unique("guest")}@example.test` } });

async function onPlan(userId: string, product: "SMALL" | "MEDIUM" | "ENTERPRISE", expiresAt: Date | null = new Date(Date.now() + 86_400_000)) {
  const diskQuotaGb = { SMALL: 10, MEDIUM: 50, ENTERPRISE: 200 }[product];
  await db.planHistory.create({ data: { userId, state: "PAID", product, interval: "YEARLY", diskQuotaGb, startsAt: new Date(), expiresAt, source: "test" } });
}

describe("GET /api/plan", () => {
  it("answers the plan in force, its usage, how the account pays, every offer monthly and yearly, and the history", async () => {
    const { user, token } = await createUser();
    const teamId = await firstTeamOf(user.id);
    await db.miscFile.create({ data: { teamId, sourceFileName: "menu.pdf", mimeType: "application/pdf", sizeBytes: 1234n, storageKey: "misc/none", checksum: "x" } });
    const plan = await planOf(token);
    expect(plan).toMatchObject({
      status: "TRIAL",
      canEdit: true,
      plan: { state: "TRIAL", product: null, interval: null, cancelAtPeriodEnd: false, diskQuotaGb: 2, limits: { workspaces: 3, membersPerWorkspace: 10 } },
      usage: { diskBytes: 1234, quotaBytes: 2 * 1024 ** 3, workspaces: 1 },
      account: { paymentMethod: "STRIPE", salesRepresentative: null, disabled: false, hasBillingAccount: false, hasSubscription: false },
      payments: { stripeConfigured: false, directConfigured: false },
    });
    expect(plan.offers.map((offer: { id: string; priceCents: number | null }) => `${offer.id}:${offer.priceCents}`)).toEqual([
      "small-monthly:1900",
      "small-yearly:19000",
      "medium-monthly:4900",
      "medium-yearly:49000",
      "enterprise-monthly:null",
      "enterprise-yearly:null",
    ]);
    expect(plan.history).toEqual([expect.objectContaining({ type: "TRIAL", source: "signup" })]);
    expect((await callRoute(planRoute as Handler, "GET", "/x")).status).toBe(401);
  });
});

describe("plan limits", () => {
  it("creates workspaces up to the plan's limit, and none once the plan has ended", async () => {
    const { user, token } = await createUser(); // the trial allows 3; sign-up made the first
    expect((await newWorkspace(token)).status).toBe(201);
    expect((await newWorkspace(token)).status).toBe(201);
    const fourth = await newWorkspace(token);
    expect(fourth.status).toBe(402);
    expect(fourth.body.error).toEqual({ code: "PLAN_LIMIT", message: "Your plan allows 3 workspaces. Choose a larger plan to create more." });

    const small = await createUser();
    await onPlan(small.user.id, "SMALL");
    expect((await newWorkspace(small.token)).body.error.message).toBe("Your plan allows 1 workspace. Choose a larger plan to create more.");
    await onPlan(small.user.id, "ENTERPRISE");
    expect((await newWorkspace(small.token)).status).toBe(201);

    await onPlan(user.id, "ENTERPRISE", new Date("2026-01-01"));
    const ended = await newWorkspace(token);
    expect(ended.status).toBe(402);
    expect(ended.body.error.message).toBe("Your plan has ended. Choose a plan to keep editing.");
    expect(await db.team.count({ where: { createdById: user.id } })).toBe(3);
  });

  it("invites people up to the limit of the plan that pays for the workspace, pending invitations included", async () => {
    const { user, token } = await createUser();
    const teamId = await firstTeamOf(user.id);
    await onPlan(user.id, "SMALL"); // 3 people
    expect((await invite(token, teamId)).status).toBe(201);
    expect((await invite(token, teamId)).status).toBe(201);
    const third = await invite(token, teamId);
    expect(third.status).toBe(402);
    expect(third.body.error.message).toBe("Your plan allows 3 people in a workspace. Choose a larger plan to invite more.");
    expect(await db.member.count({ where: { teamId } })).toBe(3);
  });

  it("holds file uploads to the disk space of the plan that pays for the workspace, across the creator's workspaces", async () => {
    const { user, token } = await createUser();
    const teamId = await firstTeamOf(user.id);
    const second = await newWorkspace(token);
    // The second workspace's files fill the account's 2 GB but for 100 bytes.
    await db.miscFile.create({ data: { teamId: second.body._id, sourceFileName: "big.pdf", mimeType: "application/pdf", sizeBytes: BigInt(2 * 1024 ** 3 - 100), storageKey: "misc/none", checksum: "x" } });
    const upload = (bytes: number) => {
      const form = new FormData();
      form.set("file", new File([new Uint8Array(bytes).fill(65)], "notes.txt", { type: "text/plain" }));
      return callRoute(miscFileRoute as Handler, "POST", "/x", { token, params: { id: teamId }, form });
    };
    const refused = await upload(101);
    expect(refused.status).toBe(402);
    expect(refused.body.error.code).toBe("PLAN_LIMIT");
    expect(await db.miscFile.count({ where: { teamId } })).toBe(0);
    expect((await upload(100)).status).toBe(201);
    // A larger plan makes room.
    await onPlan(user.id, "SMALL");
    expect((await upload(101)).status).toBe(201);
  });

  it("lets only activated accounts with a plan in force share, and says why not", async () => {
    const unactivated = await createUser({ activated: false });
    expect((await callRoute(canShareRoute as Handler, "GET", "/x", { token: unactivated.token })).body).toEqual({ status: "false", reason: "notActivated" });
    const { user, token } = await createUser();
    expect((await callRoute(canShareRoute as Handler, "GET", "/x", { token })).body).toEqual({ status: "true", reason: null });
    await db.user.update({ where: { id: user.id }, data: { disabled: true, disabledReason: "OPERATOR" } });
    expect((await callRoute(canShareRoute as Handler, "GET", "/x", { token })).body).toEqual({ status: "false", reason: "accountDisabled" });
  });
});
