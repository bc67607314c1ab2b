import { describe, expect, it } from "vitest";
import { GET as doesPlanAllowEdit } from "@/app/api/account/does-plan-allow-edit/route";
import { POST as signupPromoShown } from "@/app/api/account/signup-promo-shown/route";
import { POST as setHeaderFooter } from "@/app/api/document/[id]/set-header-footer/route";
import { POST as setCustomCss } from "@/app/api/document/[id]/set-custom-css/route";
import { POST as setNumberingStyle } from "@/app/api/document/[id]/set-numbering-style/route";
import { POST as setPrivateNote } from "@/app/api/document/[id]/set-private-note/route";
import { POST as setSidebarVisibility } from "@/app/api/document/[id]/set-sidebar-visibility/route";
import { POST as renameRoute } from "@/app/api/document/[id]/title/route";
import { POST as undo } from "@/app/api/undo/route";
import { db } from "@/lib/db/client";
import { addMember } from "../factories/teams";
import { createUser } from "../factories/users";
import { callRoute } from "../support/call-route";
import { ownerWithDocument } from "./segments-support";

// The editor's document setters (numbering, header and footer) and its two account calls.

const numbering = (token: string | undefined, id: string, body: unknown) =>
  callRoute(setNumberingStyle, "POST", `/api/document/${id}/set-numbering-style`, { token, params: { id }, body });
const headerFooter = (token: string | undefined, id: string, body: unknown) =>
  callRoute(setHeaderFooter, "POST", `/api/document/${id}/set-header-footer`, { token, params: { id }, body });

describe("POST /api/document/{id}/set-numbering-style", () => {
  it("sets one of the styles, refuses others, and is undone", async () => {
    const { token, documentId } = await ownerWithDocument();
    const set = await numbering(token, documentId, { numberingStyle: "I)A)1.a)" });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ success: true, numberingStyle: "I)A)1.a)", version: 1 });
    expect((await numbering(token, documentId, { numberingStyle: "roman" })).status).toBe(400);
    expect((await db.document.findUniqueOrThrow({ where: { id: documentId } })).numberingStyle).toBe("I)A)1.a)");

    expect((await callRoute(undo, "POST", "/api/undo", { token, body: { documentId } })).body.action).toBe("set-numbering-style");
    expect((await db.document.findUniqueOrThrow({ where: { id: documentId } })).numberingStyle).toBe("off");
  });

  it("is the owner's: members get 403, strangers 404", async () => {
    const { teamId, documentId } = await ownerWithDocument();
    const member = await createUser();
    await addMember(teamId, member.user.id);
    const stranger = await createUser();
    expect((await numbering(member.token, documentId, { numberingStyle: "A)" })).status).toBe(403);
    expect((await numbering(stranger.token, documentId, { numberingStyle: "A)" })).status).toBe(404);
    expect((await headerFooter(member.token, documentId, { header: "x" })).status).toBe(403);
    expect((await headerFooter(stranger.token, documentId, { header: "x" })).status).toBe(404);
  });
});

describe("POST /api/document/{id}/set-header-footer", () => {
  it("stores sanitized rich text, keeps a field left out, clears with null or blank", async () => {
    const { token, documentId } = await ownerWithDocument();
    const set = await headerFooter(token, documentId, {
      header: '<p onclick="steal()">Villa <strong>Aurelia</strong><script>alert(1)</script><img src=x onerror="x()"></p>',
      footer: '<p><a href="javascript:alert(1)">Call us</a> <a href="https://example.com">site</a></p>',
    });
    expect(set.status).toBe(200);
    expect(set.body.header).toBe("<p>Villa <strong>Aurelia</strong></p>");
    expect(set.body.footer).not.toMatch(/javascript/);
    expect(set.body.footer).toContain('href="https://example.com"');
    const stored = await db.document.findUniqueOrThrow({ where: { id: documentId } });
    expect(stored.header).toBe("<p>Villa <strong>Aurelia</strong></p>");

    const onlyFooter = await headerFooter(token, documentId, { footer: "<p> </p>" });
    expect(onlyFooter.body).toMatchObject({ header: "<p>Villa <strong>Aurelia</strong></p>", footer: null });
    expect((await headerFooter(token, documentId, { header: null })).body.header).toBeNull();

    expect((await headerFooter(token, documentId, { header: "x".repeat(20_001) })).status).toBe(400);
    expect((await callRoute(undo, "POST", "/api/undo", { token, body: { documentId } })).body.action).toBe("set-header-footer");
    expect((await db.document.findUniqueOrThrow({ where: { id: documentId } })).header).toBe("<p>Villa <strong>Aurelia</strong></p>");
  });
});

describe("document setters and the plan", () => {
  const call = (handler: Parameters<typeof callRoute>[0], token: string, id: string, body: unknown) => callRoute(handler, "POST", "/x", { token, params: { id }, body });
  const endPlan = (userId: string) =>
    db.planHistory.create({ data: { userId, state: "TRIAL", diskQuotaGb: 2, startsAt: new Date("2020-01-01"), expiresAt: new Date("2020-02-01") } });

  it("refuse changes of the document once the plan has ended (402), change nothing, and work again with a plan in force", async () => {
    const { owner, token, documentId } = await ownerWithDocument();
    await endPlan(owner.user.id);
    const before = await db.document.findUniqueOrThrow({ where: { id: documentId } });
    const planEnded = { code: "PLAN_LIMIT", message: "Your plan has ended. Choose a plan to keep editing." };
    for (const [handler, body] of [
      [renameRoute, { title: "Renamed" }],
      [setPrivateNote, { note: "secret" }],
      [setCustomCss, { customCss: ".doc { color: red; }" }],
      [setNumberingStyle, { numberingStyle: "A)" }],
      [setHeaderFooter, { header: "<p>Head</p>" }],
    ] as const) {
      const refused = await call(handler, token, documentId, body);
      expect(refused.status, JSON.stringify(body)).toBe(402);
      expect(refused.body.error).toEqual(planEnded);
    }
    const after = await db.document.findUniqueOrThrow({ where: { id: documentId } });
    expect(after).toMatchObject({ title: before.title, privateNote: null, customCss: null, numberingStyle: "off", header: null, version: before.version });
    expect(await db.undoEntry.count({ where: { documentId } })).toBe(0);
    // The sidebar is the editor's layout, not the document: it still follows the reader.
    expect((await call(setSidebarVisibility, token, documentId, { visible: false })).status).toBe(200);

    await db.planHistory.create({ data: { userId: owner.user.id, state: "PAID", diskQuotaGb: 2, startsAt: new Date(), expiresAt: null } });
    expect((await call(renameRoute, token, documentId, { title: "Renamed" })).status).toBe(200);
    expect((await call(setNumberingStyle, token, documentId, { numberingStyle: "A)" })).status).toBe(200);
  });

  it("answer 409 for a document in the trash, before looking at the plan", async () => {
    const { owner, token, documentId } = await ownerWithDocument();
    await db.document.update({ where: { id: documentId }, data: { deletedAt: new Date() } });
    await endPlan(owner.user.id);
    for (const [handler, body] of [
      [renameRoute, { title: "Renamed" }],
      [setNumberingStyle, { numberingStyle: "A)" }],
      [setHeaderFooter, { header: "<p>Head</p>" }],
      [setHeaderFooter, {}],
    ] as const) {
      const refused = await call(handler, token, documentId, body);
      expect(refused.status, JSON.stringify(body)).toBe(409);
      expect(refused.body.error.code).toBe("CONFLICT");
    }
  });
});

describe("GET /api/account/does-plan-allow-edit", () => {
  const ask = async (token: string) => (await callRoute(doesPlanAllowEdit, "GET", "/api/account/does-plan-allow-edit", { token })).body;

  it("follows the latest plan on record", async () => {
    const { user, token } = await createUser();
    expect(await ask(token)).toEqual({ doesPlanAllowEditing: true });
    await db.planHistory.create({ data: { userId: user.id, state: "PAID", diskQuotaGb: 2, startsAt: new Date("2020-01-01"), expiresAt: new Date("2021-01-01") } });
    expect(await ask(token)).toEqual({ doesPlanAllowEditing: false });
    await db.planHistory.create({ data: { userId: user.id, state: "PAID", diskQuotaGb: 2, startsAt: new Date(), expiresAt: null } });
    expect(await ask(token)).toEqual({ doesPlanAllowEditing: true });
    await db.planHistory.deleteMany({ where: { userId: user.id } });
    expect(await ask(token)).toEqual({ doesPlanAllowEditing: true });
    expect((await callRoute(doesPlanAllowEdit, "GET", "/api/account/does-plan-allow-edit")).status).toBe(401);
  });
});

describe("POST /api/account/signup-promo-shown", () => {
  it("notes that the promo was shown", async () => {
    const { user, token } = await createUser();
    const answer = await callRoute(signupPromoShown, "POST", "/api/account/signup-promo-shown", { token });
    expect(answer.body).toEqual({ success: true });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).signupPromoVideoShown).toBe(true);
    expect((await callRoute(signupPromoShown, "POST", "/api/account/signup-promo-shown")).status).toBe(401);
  });
});
