import { randomInt } from "node:crypto";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { GET as snapshotsRoute } from "@/app/api/document/[id]/snapshots/route";
import { POST as shareRoute } from "@/app/api/document/[id]/share/route";
import { GET as maxWidthRoute } from "@/app/api/media/[id]/max-width/[w]/route";
import { GET as downloadRoute } from "@/app/api/media/download/[id]/route";
import { POST as registerRoute } from "@/app/api/register/route";
import { GET as sharedPage } from "@/app/shared/[key]/[recipient]/route";
import { GET as documentRoute } from "@/app/api/superadmin/document/[id]/route";
import { POST as updateReferralRoute } from "@/app/api/superadmin/referrals/[id]/route";
import { POST as createReferralRoute } from "@/app/api/superadmin/referrals/route";
import { POST as testEmailsRoute } from "@/app/api/superadmin/send-test-emails/route";
import { POST as subdomainRoute } from "@/app/api/superadmin/teams/[id]/subdomain/route";
import { GET as logoRoute } from "@/app/api/team/[id]/logo/route";
import { POST as uploadRoute } from "@/app/api/team/[id]/media/route";
import { db } from "@/lib/db/client";
import { TEST_EMAIL_TEMPLATES } from "@/lib/superadmin/test-email-names";
import { createDocument } from "../factories/documents";
import { firstTeamOf } from "../factories/teams";
import { createUser, unique } from "../factories/users";
import { callRoute } from "../support/call-route";
import { auditCount, call, fieldsOf, superAdmin, type Handler } from "./superadmin-overview-support";

// The operator console's writes in detail (issue 12): workspace subdomains and the share links they
// give, referral codes, reading any document, and test e-mails.

const MISSING_ID = "cmaaaaaaaaaaaaaaaaaaaaaaa";

afterEach(() => {
  delete process.env.SHARE_HOST_DOMAIN;
});

const setSubdomain = (token: string, id: string, customSubdomain: unknown) => call(subdomainRoute, "POST", token, { params: { id }, body: { customSubdomain } });

describe("POST /api/superadmin/teams/{id}/subdomain", () => {
  it("refuses an empty name with the spec's message, invalid and reserved names with 400, a taken one with 409, none leaving an audit entry", async () => {
    const admin = await superAdmin();
    const [a, b] = await Promise.all([createUser(), createUser()]);
    const teamA = await firstTeamOf(a.user.id);
    const teamB = await firstTeamOf(b.user.id);

    for (const empty of ["", "   "]) {
      const result = await setSubdomain(admin.token, teamA, empty);
      expect(result.status).toBe(400);
      expect(result.body.error.message).toBe("given subdomain name is empty");
      expect(fieldsOf(result.body)).toEqual({ customSubdomain: "given subdomain name is empty" });
    }
    for (const bad of ["ab", "-garden", "garden-", "gar_den", "gar.den", "x".repeat(64), "jardín"]) {
      const result = await setSubdomain(admin.token, teamA, bad);
      expect(result.status, bad).toBe(400);
      expect(fieldsOf(result.body).customSubdomain, bad).toMatch(/3 to 63 lower-case letters/);
    }
    expect((await setSubdomain(admin.token, teamA, "WWW")).body.error.message).toBe("This subdomain is reserved. Choose another one.");
    expect((await setSubdomain(admin.token, teamA, 42)).status).toBe(400);
    expect((await setSubdomain(admin.token, MISSING_ID, "valid-name")).status).toBe(404);
    expect(await auditCount({ targetId: teamA })).toBe(0);

    const name = unique("garden-");
    const set = await setSubdomain(admin.token, teamA, `  ${name.toUpperCase()} `);
    expect(set.status).toBe(200);
    expect(set.body.team).toMatchObject({ _id: teamA, customSubdomain: name });
    const taken = await setSubdomain(admin.token, teamB, name);
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe("This subdomain is already used by another workspace.");
    expect(await auditCount({ targetId: teamB })).toBe(0);
    // Setting the same name again on its own workspace is not a clash.
    expect((await setSubdomain(admin.token, teamA, name)).status).toBe(200);

    const removed = await setSubdomain(admin.token, teamA, null);
    expect(removed.body.team.customSubdomain).toBeNull();
    const entries = await db.auditLog.findMany({ where: { targetId: teamA }, orderBy: { createdAt: "asc" } });
    expect(entries.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ["team.set-subdomain", { customSubdomain: null }, { customSubdomain: name }],
      ["team.set-subdomain", { customSubdomain: name }, { customSubdomain: name }],
      ["team.set-subdomain", { customSubdomain: name }, { customSubdomain: null }],
    ]);
  });

  it("puts the workspace's share links on its subdomain host when SHARE_HOST_DOMAIN is set, and the share opens there", async () => {
    const admin = await superAdmin();
    const owner = await createUser();
    const teamId = await firstTeamOf(owner.user.id);
    const doc = await createDocument(owner.user.id, teamId, {}, [{ segmentType: "heading", content: "Summer gala" }]);
    const share = () => callRoute(shareRoute as Handler, "POST", `/api/document/${doc.id}/share`, { token: owner.token, params: { id: doc.id }, body: { type: "link" } });
    const name = unique("gala-");
    await setSubdomain(admin.token, teamId, name);

    // Without SHARE_HOST_DOMAIN nothing changes.
    const plain = await share();
    expect(plain.status).toBe(201);
    expect(plain.body.url).toMatch(/^http:\/\/localhost:3000\/shared\/[0-9A-Za-z]{22}\/0$/);

    process.env.SHARE_HOST_DOMAIN = "eventdocs.test";
    const hosted = await share();
    const host = `https://${name}.eventdocs.test`;
    expect(hosted.body.url).toBe(`${host}/shared/${hosted.body.snapshot.shareInfo.key}/0`);
    expect(hosted.body.shortURL).toMatch(new RegExp(`^${host}/s/[0-9A-Za-z]{8}$`));
    expect(hosted.body.snapshot.shareInfo.url).toBe(hosted.body.url);
    const history = await callRoute(snapshotsRoute as Handler, "GET", `/api/document/${doc.id}/snapshots`, { token: owner.token, params: { id: doc.id } });
    expect(history.body.snapshots.every((snapshot: { shareInfo: { url: string } }) => snapshot.shareInfo.url.startsWith(`${host}/shared/`))).toBe(true);

    // The same app answers the share's address on that host.
    const key = hosted.body.snapshot.shareInfo.key;
    const page = await callRoute(sharedPage as Handler, "GET", `${host}/shared/${key}/0`, { params: { key, recipient: "0" } });
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/text\/html/);

    // A workspace without a subdomain keeps the app's address.
    const other = await createUser();
    const otherDoc = await createDocument(other.user.id, await firstTeamOf(other.user.id));
    const elsewhere = await callRoute(shareRoute as Handler, "POST", "/x", { token: other.token, params: { id: otherDoc.id }, body: { type: "link" } });
    expect(elsewhere.body.url.startsWith("http://localhost:3000/shared/")).toBe(true);
  });
});

describe("referral codes", () => {
  const signUp = (refCode: string) => {
    const username = unique("ref");
    return callRoute(registerRoute as Handler, "POST", "/api/register", {
      body: { username, email: `${username}@example.test`, password: "a-long-enough-password", firstname: "Tim", lastname: "Berners-Lee", refCode },
      headers: { "x-forwarded-for": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` },
    });
  };

  it("creates UNNAMED with limit 10 by default, refuses a code taken in any case, and a disabled code is ignored at registration", async () => {
    const admin = await superAdmin();
    const referrer = await createUser();

    const unnamed = await call(createReferralRoute, "POST", admin.token, { body: {} });
    expect(unnamed.status).toBe(201);
    expect(unnamed.body.referral).toMatchObject({ code: expect.stringMatching(/^UNNAMED(-\d+)?$/), limit: 10, enabled: true, uses: 0, account: null });
    // The default stays usable: later ones are numbered.
    const second = await call(createReferralRoute, "POST", admin.token, { body: { code: "unnamed" } });
    expect(second.status).toBe(201);
    expect(second.body.referral.code).toMatch(/^UNNAMED-\d+$/);
    expect(second.body.referral.code).not.toBe(unnamed.body.referral.code);

    const code = unique("Spring");
    const created = await call(createReferralRoute, "POST", admin.token, { body: { accountId: referrer.user.id, code, limit: 3 } });
    const clash = await call(createReferralRoute, "POST", admin.token, { body: { code: code.toUpperCase() } });
    expect(clash.status).toBe(409);
    expect(fieldsOf(clash.body)).toEqual({ code: expect.stringMatching(/already exists/) });
    expect(created.body.referral).toMatchObject({ code, limit: 3, account: { _id: referrer.user.id, username: referrer.user.username } });
    const id = created.body.referral._id;
    expect(await db.auditLog.findFirst({ where: { targetId: id } })).toMatchObject({ action: "referral.create", targetType: "referral-code", before: null, after: { code, limit: 3, enabled: true, accountId: referrer.user.id } });

    for (const body of [{ limit: 0 }, { limit: 100_001 }, { code: "has space" }, { code: "" }, { accountId: "x" }]) {
      expect((await call(createReferralRoute, "POST", admin.token, { body })).status, JSON.stringify(body)).toBe(400);
    }
    const unknownAccount = await call(createReferralRoute, "POST", admin.token, { body: { accountId: MISSING_ID, code: unique("X") } });
    expect(fieldsOf(unknownAccount.body)).toEqual({ accountId: "There is no account with this id." });

    const disabled = await call(updateReferralRoute, "POST", admin.token, { params: { id }, body: { enabled: false } });
    expect(disabled.body.referral.enabled).toBe(false);
    expect((await signUp(code.toUpperCase())).body.user.refCode).toBeNull();

    await call(updateReferralRoute, "POST", admin.token, { params: { id }, body: { enabled: true } });
    const joined = await signUp(code.toLowerCase());
    expect(joined.body.user.refCode).toBe(code);
    const renamed = await call(updateReferralRoute, "POST", admin.token, { params: { id }, body: { code: "UnNamed" } });
    expect(renamed.status).toBe(409);
    expect((await call(updateReferralRoute, "POST", admin.token, { params: { id }, body: {} })).status).toBe(400);
    expect((await call(updateReferralRoute, "POST", admin.token, { params: { id: MISSING_ID }, body: { enabled: false } })).status).toBe(404);

    const after = await call(updateReferralRoute, "POST", admin.token, { params: { id }, body: { limit: 50, code: code.toUpperCase() } });
    expect(after.body.referral).toMatchObject({ code: code.toUpperCase(), limit: 50, uses: 1 });
    const updates = await db.auditLog.findMany({ where: { targetId: id, action: "referral.update" }, orderBy: { createdAt: "asc" } });
    expect(updates.map((entry) => [entry.before, entry.after])).toEqual([
      [{ enabled: true }, { enabled: false }],
      [{ enabled: false }, { enabled: true }],
      [{ code, limit: 3 }, { code: code.toUpperCase(), limit: 50 }],
    ]);
  });
});

describe("GET /api/superadmin/document/{id}", () => {
  it("answers any document read-only in the editor's shape, with its media readable; a binned or unknown one is 410", async () => {
    const admin = await superAdmin();
    const owner = await createUser();
    const teamId = await firstTeamOf(owner.user.id);
    const doc = await createDocument(owner.user.id, teamId, { title: "Wedding offer", privateNote: "Margin 30%" }, [{ segmentType: "heading", content: "Hello" }]);

    const result = await call(documentRoute, "GET", admin.token, { params: { id: doc.id } });
    expect(result.status).toBe(200);
    expect(result.body.document).toMatchObject({ _id: doc.id, title: "Wedding offer", readOnly: true, isTheOwner: false, isTeamAdmin: false, privateNote: null, team: { _id: teamId } });
    expect(result.body.document.segments).toHaveLength(1);

    // The operator may load the workspace's images (the console's thumbnails, the document's pictures, its logo); an outsider may not.
    const form = new FormData();
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#5d8aa8" } }).png().toBuffer();
    form.append("file", new Blob([new Uint8Array(png)]), "venue.png");
    const uploaded = await callRoute(uploadRoute as Handler, "POST", "/x", { token: owner.token, params: { id: teamId }, form });
    expect(uploaded.status).toBeLessThan(300);
    const media = await db.media.findFirstOrThrow({ where: { teamId, sourceFileName: "venue.png" } });
    const outsider = await createUser();
    const thumb = (token: string) => callRoute(maxWidthRoute as Handler, "GET", `/api/media/${media.id}/max-width/320`, { token, params: { id: media.id, w: "320" } });
    expect((await thumb(admin.token)).status).toBe(200);
    expect((await callRoute(downloadRoute as Handler, "GET", "/x", { token: admin.token, params: { id: media.id } })).status).toBe(200);
    expect((await thumb(outsider.token)).status).toBe(404);
    await db.team.update({ where: { id: teamId }, data: { logoId: media.id } });
    const logo = (token: string) => callRoute(logoRoute as Handler, "GET", `/api/team/${teamId}/logo`, { token, params: { id: teamId } });
    expect((await logo(admin.token)).status).toBe(200);
    expect((await logo(outsider.token)).status).toBe(404);

    await db.document.update({ where: { id: doc.id }, data: { deletedAt: new Date() } });
    const binned = await call(documentRoute, "GET", admin.token, { params: { id: doc.id } });
    expect(binned.status).toBe(410);
    expect(binned.body.error).toEqual({ code: "GONE", message: "This document is not available at this time." });
    expect((await call(documentRoute, "GET", admin.token, { params: { id: MISSING_ID } })).status).toBe(410);
    expect((await call(documentRoute, "GET", admin.token, { params: { id: "not an id" } })).status).toBe(400);
  });
});

describe("POST /api/superadmin/send-test-emails", () => {
  it("sends every template (or those named) to the address in the operator's language, with one audit entry", async () => {
    const admin = await createUser({ superAdmin: true, language: "de" });
    const to = `${unique("qa")}@example.test`;
    const all = await call(testEmailsRoute, "POST", admin.token, { body: { to: to.toUpperCase() } });
    expect(all.status).toBe(200);
    expect(all.body.sent).toEqual([...TEST_EMAIL_TEMPLATES]);
    const mails = await db.emailOutbox.findMany({ where: { to } });
    expect(mails).toHaveLength(TEST_EMAIL_TEMPLATES.length);
    expect(mails.every((mail) => mail.html.includes('lang="de"'))).toBe(true);
    const entries = await db.auditLog.findMany({ where: { targetType: "email", targetId: to } });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: "email.test", actorId: admin.user.id, before: null, after: { templates: [...TEST_EMAIL_TEMPLATES] } });

    const some = await call(testEmailsRoute, "POST", admin.token, { body: { to, templates: ["share", "activation"] } });
    expect(some.body.sent).toEqual(["activation", "share"]);
    for (const body of [{ to: "not-an-address" }, { to, templates: ["nope"] }, { to, templates: [] }]) {
      expect((await call(testEmailsRoute, "POST", admin.token, { body })).status, JSON.stringify(body)).toBe(400);
    }
    expect(await db.emailOutbox.count({ where: { to } })).toBe(TEST_EMAIL_TEMPLATES.length + 2);
    expect(await auditCount({ targetId: to })).toBe(2);
  });
});
