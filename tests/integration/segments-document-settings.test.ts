import { describe, expect, it } from "vitest";
import { GET as doesPlanAllowEdit } from "@/app/api/account/does-plan-allow-edit/route";
import { POST as signupPromoShown } from "@/app/api/account/signup-promo-shown/route";
import { POST as setHeaderFooter } from "@/app/api/document/[id]/set-header-footer/route";
import { POST as setNumberingStyle } from "@/app/api/document/[id]/set-numbering-style/route";
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
