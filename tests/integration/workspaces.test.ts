import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { POST as createTeam } from "@/app/api/team/route";
import { GET as findByName } from "@/app/api/team/find-by-name/[name]/route";
import { DELETE as deleteTeam, GET as readTeam, POST as updateTeam } from "@/app/api/team/[id]/route";
import { DELETE as deleteFavicon, GET as getFavicon, POST as uploadFavicon } from "@/app/api/team/[id]/favicon/route";
import { DELETE as deleteLogo, GET as getLogo, POST as uploadLogo } from "@/app/api/team/[id]/logo/route";
import { POST as signupSurvey } from "@/app/api/team/[id]/signup-survey/route";
import { db } from "@/lib/db/client";
import { getObject } from "@/lib/storage";
import { addMember, createTeamWithMembers, createUserWithoutPlan, firstTeamOf } from "../factories/teams";
import { createUser, unique } from "../factories/users";
import { callRoute } from "../support/call-route";

const UNKNOWN_ID = "cknotaworkspace000000000";

const form = (fields: Record<string, string | Blob>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
};

const png = (width: number, height: number) => sharp({ create: { width, height, channels: 4, background: "#7a3b69" } }).png().toBuffer();
const jpeg = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: "#c9a227" } }).jpeg().toBuffer();
const file = (bytes: Buffer, type: string) => new Blob([new Uint8Array(bytes)], { type });

/** Reads a binary answer (logo, favicon) without callRoute's text decoding. */
async function fetchImage(handler: typeof getLogo, id: string, token: string) {
  const response = await handler(new Request("http://localhost:3000/x", { headers: { authorization: `Bearer ${token}` } }), { params: Promise.resolve({ id }) });
  return { status: response.status, type: response.headers.get("content-type"), bytes: Buffer.from(await response.arrayBuffer()) };
}

const fieldPaths = (body: { error: { fields?: { path: string }[] } }) => (body.error.fields ?? []).map((f) => f.path).sort();

describe("workspaces: create and find by name", () => {
  it("creates a workspace with the caller as ADMIN, a trimmed name and the creator's number format", async () => {
    const { user, token } = await createUser({ language: "de" });
    const name = unique("Villa Aurelia ");
    const created = await callRoute(createTeam, "POST", "/api/team", { token, body: { name: `  ${name}  `, primarySector: "Venue", defaultCurrency: "GBP" } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name,
      defaultCurrency: "GBP",
      numberFormat: { decimalSeparator: ",", groupSeparator: "." },
      signupSurvey: { primarySector: "Venue" },
      logo: null,
      favicon: null,
      imageList: [],
      socialMedia: { instagram: null },
      canShareByEmail: true,
      docStyles: [{ name: "Klassisch", teamId: created.body.id, isDefault: true, customCSS: null, uploadedFonts: [] }],
      defaultDocStyle: { name: "Klassisch", isDefault: true },
      isTeamAdmin: true,
    });
    expect(created.body._id).toBe(created.body.id);
    // Every workspace starts with the Classic style as its default, written with the workspace and
    // named in its creator's language.
    expect(created.body.docStyles).toHaveLength(1);
    expect(created.body.defaultDocStyle.id).toBe(created.body.docStyles[0].id);
    const styles = await db.docStyle.findMany({ where: { teamId: created.body.id } });
    expect(styles.map((style) => style.name)).toEqual(["Klassisch"]);
    expect((await db.team.findUniqueOrThrow({ where: { id: created.body.id } })).defaultDocStyleId).toBe(styles[0].id);

    const row = await db.team.findUniqueOrThrow({ where: { id: created.body.id }, include: { members: true } });
    expect(row.nameKey).toBe(name.toLowerCase());
    expect(row.createdById).toBe(user.id);
    expect(row.members).toHaveLength(1);
    expect(row.members[0]).toMatchObject({ userId: user.id, role: "ADMIN" });
    expect(row.members[0].acceptedAt).not.toBeNull();

    const english = await createUser({ language: "en" });
    const second = await callRoute(createTeam, "POST", "/api/team", { token: english.token, body: { name: unique("Lakeside ") } });
    expect(second.status).toBe(201);
    expect(second.body.numberFormat).toEqual({ decimalSeparator: ".", groupSeparator: "," });
    expect(second.body.defaultCurrency).toBe("EUR");
  });

  it("refuses an empty name, a taken name (any case), a bad currency, no session and no plan", async () => {
    const { token } = await createUser();
    const name = unique("Garden Gala ");
    expect((await callRoute(createTeam, "POST", "/api/team", { token, body: { name } })).status).toBe(201);

    const empty = await callRoute(createTeam, "POST", "/api/team", { token, body: { name: "   " } });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe("Workspace name can not be empty.");
    expect(fieldPaths(empty.body)).toEqual(["name"]);

    const taken = await callRoute(createTeam, "POST", "/api/team", { token, body: { name: ` ${name.toUpperCase()} ` } });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe("This workspace name is unfortunately not available");

    const currency = await callRoute(createTeam, "POST", "/api/team", { token, body: { name: unique("Cur "), defaultCurrency: "CHF" } });
    expect(currency.status).toBe(400);
    expect(fieldPaths(currency.body)).toEqual(["defaultCurrency"]);

    const missing = await callRoute(createTeam, "POST", "/api/team", { token, body: {} });
    expect(missing.status).toBe(400);
    expect(fieldPaths(missing.body)).toEqual(["name"]);

    const tooLong = await callRoute(createTeam, "POST", "/api/team", { token, body: { name: "x".repeat(81) } });
    expect(tooLong.status).toBe(400);

    expect((await callRoute(createTeam, "POST", "/api/team", { body: { name: unique("Anon ") } })).status).toBe(401);

    const planless = await createUserWithoutPlan();
    const before = await db.team.count();
    const refused = await callRoute(createTeam, "POST", "/api/team", { token: planless.token, body: { name: unique("No plan ") } });
    expect(refused.status).toBe(402);
    expect(refused.body.error.code).toBe("PLAN_LIMIT");
    expect(await db.team.count()).toBe(before);
  });

  it("tells whether a name is free, trimmed and case-insensitively, without details of the holder", async () => {
    const { token } = await createUser();
    const name = unique("Find Me ");
    await callRoute(createTeam, "POST", "/api/team", { token, body: { name } });

    const taken = await callRoute(findByName, "GET", "/x", { token, params: { name: `  ${name.toLowerCase()} ` } });
    expect(taken.status).toBe(200);
    expect(taken.body).toEqual({ name: name.toLowerCase(), available: false });

    const free = await callRoute(findByName, "GET", "/x", { token, params: { name: "  Brand new  name " } });
    expect(free.body).toEqual({ name: "Brand new name", available: true });

    const empty = await callRoute(findByName, "GET", "/x", { token, params: { name: "   " } });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe("Workspace name can not be empty.");

    expect((await callRoute(findByName, "GET", "/x", { params: { name } })).status).toBe(401);
  });
});

describe("workspaces: read and update", () => {
  it("answers members in the spec's shape, with isTeamAdmin for the caller", async () => {
    const { admin, member, outsider, teamId } = await createTeamWithMembers();
    const asAdmin = await callRoute(readTeam, "GET", "/x", { token: admin.token, params: { id: teamId } });
    expect(asAdmin.status).toBe(200);
    expect(Object.keys(asAdmin.body).sort()).toEqual(
      [
        "_id",
        "id",
        "name",
        "logo",
        "favicon",
        "defaultCurrency",
        "numberFormat",
        "imageList",
        "socialMedia",
        "signupSurvey",
        "customSubdomain",
        "canShareByEmail",
        "docStyles",
        "defaultDocStyle",
        "isTeamAdmin",
      ].sort(),
    );
    expect(asAdmin.body.isTeamAdmin).toBe(true);

    const asMember = await callRoute(readTeam, "GET", "/x", { token: member.token, params: { id: teamId } });
    expect(asMember.status).toBe(200);
    expect(asMember.body.isTeamAdmin).toBe(false);

    expect((await callRoute(readTeam, "GET", "/x", { token: outsider.token, params: { id: teamId } })).status).toBe(404);
    expect((await callRoute(readTeam, "GET", "/x", { token: admin.token, params: { id: UNKNOWN_ID } })).status).toBe(404);
    const badId = await callRoute(readTeam, "GET", "/x", { token: admin.token, params: { id: "../etc/passwd" } });
    expect(badId.status).toBe(400);
    expect(fieldPaths(badId.body)).toEqual(["params.id"]);
    expect((await callRoute(readTeam, "GET", "/x", { params: { id: teamId } })).status).toBe(401);

    // A pending invitation (not accepted) is not membership yet.
    const invited = await createUser();
    await db.member.create({ data: { teamId, userId: invited.user.id, role: "MEMBER", invitationEmail: invited.user.email } });
    expect((await callRoute(readTeam, "GET", "/x", { token: invited.token, params: { id: teamId } })).status).toBe(404);
  });

  it("lets admins change settings; equal separators switch the decimal one", async () => {
    const { admin, teamId } = await createTeamWithMembers();
    const name = unique("Renamed ");
    const ownMedia = await db.media.create({
      data: { teamId, name: "Hall", sourceFileName: "hall.jpg", mimeType: "image/jpeg", width: 10, height: 10, sizeBytes: 10n, checksum: "x", storageKey: "media/x" },
    });
    const updated = await callRoute(updateTeam, "POST", "/x", {
      token: admin.token,
      params: { id: teamId },
      body: {
        name: ` ${name} `,
        defaultCurrency: "TRY",
        numberFormat: { decimalSeparator: ",", groupSeparator: "," },
        primarySector: "Flowers",
        instagram: "@villa.aurelia",
        imageList: [ownMedia.id, ownMedia.id],
        canShareByEmail: false,
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      name,
      defaultCurrency: "TRY",
      numberFormat: { decimalSeparator: ".", groupSeparator: "," },
      signupSurvey: { primarySector: "Flowers" },
      socialMedia: { instagram: "villa.aurelia" },
      imageList: [ownMedia.id],
      canShareByEmail: false,
      isTeamAdmin: true,
    });
    const row = await db.team.findUniqueOrThrow({ where: { id: teamId } });
    expect(row).toMatchObject({ name, nameKey: name.toLowerCase(), defaultCurrency: "TRY", decimalSeparator: ".", groupSeparator: ",", instagram: "villa.aurelia", canShareByEmail: false });

    // Partial: only the group separator; equal to the stored decimal one, which switches.
    const partial = await callRoute(updateTeam, "POST", "/x", { token: admin.token, params: { id: teamId }, body: { numberFormat: { groupSeparator: "." } } });
    expect(partial.body.numberFormat).toEqual({ decimalSeparator: ",", groupSeparator: "." });
    expect(partial.body.name).toBe(name);
    expect(partial.body.defaultCurrency).toBe("TRY");

    // The same name in another case is the workspace's own; empty instagram clears it.
    const recased = await callRoute(updateTeam, "POST", "/x", { token: admin.token, params: { id: teamId }, body: { name: name.toUpperCase(), instagram: "" } });
    expect(recased.status).toBe(200);
    expect(recased.body.name).toBe(name.toUpperCase());
    expect(recased.body.socialMedia.instagram).toBeNull();
  });

  it("refuses bad input with the spec's messages and changes nothing", async () => {
    const { admin, outsider, teamId } = await createTeamWithMembers();
    const otherTeamId = await firstTeamOf(outsider.user.id);
    const otherName = (await db.team.findUniqueOrThrow({ where: { id: otherTeamId } })).name;
    const before = await db.team.findUniqueOrThrow({ where: { id: teamId } });
    const call = (body: unknown) => callRoute(updateTeam, "POST", "/x", { token: admin.token, params: { id: teamId }, body });

    const empty = await call({ name: "  " });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe("Workspace name can not be empty.");

    const taken = await call({ name: ` ${otherName.toUpperCase()} ` });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe("This workspace name is unfortunately not available");

    const currency = await call({ defaultCurrency: "usd" });
    expect(currency.status).toBe(400);
    expect(fieldPaths(currency.body)).toEqual(["defaultCurrency"]);

    const separator = await call({ numberFormat: { decimalSeparator: ";", groupSeparator: "'" } });
    expect(separator.status).toBe(400);
    expect(fieldPaths(separator.body)).toEqual(["numberFormat.decimalSeparator", "numberFormat.groupSeparator"]);

    const sector = await call({ primarySector: "Plumbing" });
    expect(sector.status).toBe(400);
    expect(fieldPaths(sector.body)).toEqual(["primarySector"]);

    const instagram = await call({ instagram: "not a handle!" });
    expect(instagram.status).toBe(400);
    expect(fieldPaths(instagram.body)).toEqual(["instagram"]);

    const flag = await call({ canShareByEmail: "yes" });
    expect(flag.status).toBe(400);
    expect(fieldPaths(flag.body)).toEqual(["canShareByEmail"]);

    const foreignMedia = await db.media.create({
      data: { teamId: otherTeamId, name: "Theirs", sourceFileName: "t.jpg", mimeType: "image/jpeg", width: 1, height: 1, sizeBytes: 1n, checksum: "y", storageKey: "media/y" },
    });
    const foreign = await call({ imageList: [foreignMedia.id] });
    expect(foreign.status).toBe(400);
    expect(fieldPaths(foreign.body)).toEqual(["imageList"]);
    expect((await call({ imageList: [UNKNOWN_ID] })).status).toBe(400);
    expect((await call({ imageList: ["<script>"] })).status).toBe(400);

    expect((await callRoute(updateTeam, "POST", "/x", { token: admin.token, params: { id: teamId }, body: "{not json" })).status).toBe(400);

    const after = await db.team.findUniqueOrThrow({ where: { id: teamId } });
    expect(after).toEqual(before);
  });

  it("answers 401 without a session, 403 to members, 404 to outsiders and for unknown ids", async () => {
    const { admin, member, outsider, teamId } = await createTeamWithMembers();
    const body = { defaultCurrency: "USD" };
    expect((await callRoute(updateTeam, "POST", "/x", { params: { id: teamId }, body })).status).toBe(401);
    const asMember = await callRoute(updateTeam, "POST", "/x", { token: member.token, params: { id: teamId }, body });
    expect(asMember.status).toBe(403);
    expect((await callRoute(updateTeam, "POST", "/x", { token: outsider.token, params: { id: teamId }, body })).status).toBe(404);
    expect((await callRoute(updateTeam, "POST", "/x", { token: admin.token, params: { id: UNKNOWN_ID }, body })).status).toBe(404);
    expect((await db.team.findUniqueOrThrow({ where: { id: teamId } })).defaultCurrency).toBe("EUR");
  });

  it("records the signup survey for admins; answers left out are kept", async () => {
    const { admin, member, outsider, teamId } = await createTeamWithMembers();
    const first = await callRoute(signupSurvey, "POST", "/x", {
      token: admin.token,
      params: { id: teamId },
      body: { primarySector: "Weddings", otherSectors: ["Flowers", "Cakes"], teamSize: "just-me" },
    });
    expect(first.status).toBe(200);
    expect(first.body.signupSurvey).toEqual({ primarySector: "Weddings", otherSectors: ["Flowers", "Cakes"], teamSize: "just-me" });

    const second = await callRoute(signupSurvey, "POST", "/x", { token: admin.token, params: { id: teamId }, body: { teamSize: "more-than-3" } });
    expect(second.body.signupSurvey).toEqual({ primarySector: "Weddings", otherSectors: ["Flowers", "Cakes"], teamSize: "more-than-3" });
    const row = await db.team.findUniqueOrThrow({ where: { id: teamId } });
    expect(row.primarySector).toBe("Weddings");
    expect(row.signupSurvey).toMatchObject({ otherSectors: ["Flowers", "Cakes"], teamSize: "more-than-3" });

    const bad = await callRoute(signupSurvey, "POST", "/x", { token: admin.token, params: { id: teamId }, body: { teamSize: "dozens", otherSectors: ["Bakery"] } });
    expect(bad.status).toBe(400);
    expect(fieldPaths(bad.body)).toEqual(["otherSectors.0", "teamSize"]);

    const body = { teamSize: "2-3" };
    expect((await callRoute(signupSurvey, "POST", "/x", { params: { id: teamId }, body })).status).toBe(401);
    expect((await callRoute(signupSurvey, "POST", "/x", { token: member.token, params: { id: teamId }, body })).status).toBe(403);
    expect((await callRoute(signupSurvey, "POST", "/x", { token: outsider.token, params: { id: teamId }, body })).status).toBe(404);
    expect((await callRoute(signupSurvey, "POST", "/x", { token: admin.token, params: { id: UNKNOWN_ID }, body })).status).toBe(404);
  });
});

describe("workspaces: delete", () => {
  it("deletes the workspace with its documents, members, media and files in one go", async () => {
    const { admin, member, outsider, teamId } = await createTeamWithMembers();
    const logo = await callRoute(uploadLogo, "POST", "/x", { token: admin.token, params: { id: teamId }, form: form({ file: file(await png(300, 100), "image/png") }) });
    expect(logo.status).toBe(200);
    const logoMedia = await db.media.findFirstOrThrow({ where: { teamId } });

    const document = await db.document.create({ data: { title: "Spring wedding", teamId, ownerId: member.user.id } });
    await db.segment.create({ data: { documentId: document.id, segmentType: "paragraph", order: 0, content: "Hello" } });
    await db.snapshot.create({ data: { documentId: document.id, frozen: {}, shareKey: unique("share"), shortCode: unique("s"), expiryDate: new Date(Date.now() + 86_400_000) } });
    const contact = await db.contact.create({ data: { teamId, firstname: "Anna", lastname: "Rossi" } });

    // Refused first: no session, a member, an outsider, an unknown id.
    expect((await callRoute(deleteTeam, "DELETE", "/x", { params: { id: teamId } })).status).toBe(401);
    expect((await callRoute(deleteTeam, "DELETE", "/x", { token: member.token, params: { id: teamId } })).status).toBe(403);
    expect((await callRoute(deleteTeam, "DELETE", "/x", { token: outsider.token, params: { id: teamId } })).status).toBe(404);
    expect((await callRoute(deleteTeam, "DELETE", "/x", { token: admin.token, params: { id: UNKNOWN_ID } })).status).toBe(404);
    expect(await db.team.count({ where: { id: teamId } })).toBe(1);

    const deleted = await callRoute(deleteTeam, "DELETE", "/x", { token: admin.token, params: { id: teamId } });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true });

    expect(await db.team.count({ where: { id: teamId } })).toBe(0);
    expect(await db.member.count({ where: { teamId } })).toBe(0);
    expect(await db.document.count({ where: { teamId } })).toBe(0);
    expect(await db.segment.count({ where: { documentId: document.id } })).toBe(0);
    expect(await db.snapshot.count({ where: { documentId: document.id } })).toBe(0);
    expect(await db.contact.count({ where: { id: contact.id } })).toBe(0);
    expect(await db.media.count({ where: { teamId } })).toBe(0);
    expect(await getObject(logoMedia.storageKey)).toBeNull();
    // The people stay; only the workspace went.
    expect(await db.user.count({ where: { id: { in: [admin.user.id, member.user.id] } } })).toBe(2);
    expect(await db.auditLog.count({ where: { targetId: teamId, action: "team.delete", actorId: admin.user.id } })).toBe(1);
    expect((await callRoute(readTeam, "GET", "/x", { token: admin.token, params: { id: teamId } })).status).toBe(404);
  });
});

describe("workspaces: logo and favicon", () => {
  it("stores a logo at most 1000 px wide, serves it to members, replaces and removes it", async () => {
    const { admin, member, outsider, teamId } = await createTeamWithMembers();
    const upload = (token: string, blob: Blob) => callRoute(uploadLogo, "POST", "/x", { token, params: { id: teamId }, form: form({ file: blob }) });

    const wide = await upload(admin.token, file(await png(1600, 400), "image/png"));
    expect(wide.status).toBe(200);
    const team = await db.team.findUniqueOrThrow({ where: { id: teamId }, include: { logo: true } });
    expect(wide.body.logo).toBe(`/api/team/${teamId}/logo?v=${team.logoId}`);
    expect(team.logo).toMatchObject({ teamId, uploadedById: admin.user.id, mimeType: "image/png", width: 1000, height: 250 });
    expect(Number(team.logo!.sizeBytes)).toBeGreaterThan(0);

    const served = await fetchImage(getLogo, teamId, member.token);
    expect(served.status).toBe(200);
    expect(served.type).toBe("image/png");
    const meta = await sharp(served.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 1000, 250]);
    expect((await fetchImage(getLogo, teamId, outsider.token)).status).toBe(404);

    // A JPEG becomes WebP, keeps its size when small, and replaces the old logo (row and file).
    const firstLogo = team.logo!;
    const replaced = await upload(admin.token, file(await jpeg(400, 300), "image/jpeg"));
    expect(replaced.status).toBe(200);
    const after = await db.team.findUniqueOrThrow({ where: { id: teamId }, include: { logo: true } });
    expect(after.logo).toMatchObject({ mimeType: "image/webp", width: 400, height: 300 });
    expect(await db.media.count({ where: { id: firstLogo.id } })).toBe(0);
    expect(await getObject(firstLogo.storageKey)).toBeNull();

    // Refusals: member 403, outsider 404, unknown id 404, no session 401, fake image, missing and empty file.
    expect((await upload(member.token, file(await png(10, 10), "image/png"))).status).toBe(403);
    expect((await upload(outsider.token, file(await png(10, 10), "image/png"))).status).toBe(404);
    expect((await callRoute(uploadLogo, "POST", "/x", { token: admin.token, params: { id: UNKNOWN_ID }, form: form({ file: file(await png(10, 10), "image/png") }) })).status).toBe(404);
    expect((await callRoute(uploadLogo, "POST", "/x", { params: { id: teamId }, form: form({ file: file(await png(10, 10), "image/png") }) })).status).toBe(401);
    const fake = await upload(admin.token, new Blob(["<svg onload=alert(1)>"], { type: "image/png" }));
    expect(fake.status).toBe(400);
    expect(fake.body.error.message).toBe("Only image files can be uploaded.");
    expect((await upload(admin.token, new Blob([], { type: "image/png" }))).status).toBe(400);
    const missing = await callRoute(uploadLogo, "POST", "/x", { token: admin.token, params: { id: teamId }, form: form({ other: "x" }) });
    expect(missing.status).toBe(400);
    expect(fieldPaths(missing.body)).toEqual(["file"]);

    // Removing: members may not, admins may; the row and file go.
    expect((await callRoute(deleteLogo, "DELETE", "/x", { token: member.token, params: { id: teamId } })).status).toBe(403);
    expect((await callRoute(deleteLogo, "DELETE", "/x", { token: outsider.token, params: { id: teamId } })).status).toBe(404);
    const removed = await callRoute(deleteLogo, "DELETE", "/x", { token: admin.token, params: { id: teamId } });
    expect(removed.status).toBe(200);
    expect(removed.body.logo).toBeNull();
    expect(await db.media.count({ where: { id: after.logo!.id } })).toBe(0);
    expect(await getObject(after.logo!.storageKey)).toBeNull();
    expect((await fetchImage(getLogo, teamId, admin.token)).status).toBe(404);
  });

  it("takes a square PNG favicon as is up to 256 px and refuses other images with a clear message", async () => {
    const { admin, member, teamId } = await createTeamWithMembers();
    const upload = (blob: Blob) => callRoute(uploadFavicon, "POST", "/x", { token: admin.token, params: { id: teamId }, form: form({ file: blob }) });

    const small = await png(64, 64);
    const stored = await upload(file(small, "image/png"));
    expect(stored.status).toBe(200);
    expect(stored.body.favicon).toMatch(new RegExp(`^/api/team/${teamId}/favicon\\?v=`));
    const served = await fetchImage(getFavicon, teamId, member.token);
    expect(served.status).toBe(200);
    expect(served.type).toBe("image/png");
    expect(served.bytes.equals(small)).toBe(true);

    const big = await upload(file(await png(512, 512), "image/png"));
    expect(big.status).toBe(200);
    const bigMeta = await sharp((await fetchImage(getFavicon, teamId, admin.token)).bytes).metadata();
    expect([bigMeta.width, bigMeta.height]).toEqual([256, 256]);
    expect(await db.media.count({ where: { teamId } })).toBe(1);

    const oblong = await upload(file(await png(64, 32), "image/png"));
    expect(oblong.status).toBe(400);
    expect(oblong.body.error.message).toBe("Image must be a square for favicon");

    const photo = await upload(file(await jpeg(64, 64), "image/jpeg"));
    expect(photo.status).toBe(400);
    expect(photo.body.error.message).toBe("The favicon must be a PNG image.");

    const fake = await upload(new Blob(["GIF89a not really"], { type: "image/png" }));
    expect(fake.status).toBe(400);
    expect(fake.body.error.message).toBe("Only image files can be uploaded.");

    expect((await callRoute(uploadFavicon, "POST", "/x", { token: member.token, params: { id: teamId }, form: form({ file: file(small, "image/png") }) })).status).toBe(403);
    expect((await callRoute(deleteFavicon, "DELETE", "/x", { token: member.token, params: { id: teamId } })).status).toBe(403);
    const removed = await callRoute(deleteFavicon, "DELETE", "/x", { token: admin.token, params: { id: teamId } });
    expect(removed.status).toBe(200);
    expect(removed.body.favicon).toBeNull();
    expect(await db.media.count({ where: { teamId } })).toBe(0);
    expect((await fetchImage(getFavicon, teamId, admin.token)).status).toBe(404);
  });

  it("answers messages in the caller's language", async () => {
    const { admin, teamId } = await createTeamWithMembers();
    const empty = await callRoute(updateTeam, "POST", "/x", { token: admin.token, params: { id: teamId }, body: { name: "" }, headers: { "accept-language": "de" } });
    expect(empty.body.error.message).toBe("Der Name des Arbeitsbereichs darf nicht leer sein.");
  });
});

describe("workspaces: membership of several workspaces", () => {
  it("lets a member of two workspaces read both, each with its own role", async () => {
    const a = await createUser();
    const b = await createUser();
    const teamB = await firstTeamOf(b.user.id);
    await addMember(teamB, a.user.id, "ADMIN");
    const own = await callRoute(readTeam, "GET", "/x", { token: a.token, params: { id: await firstTeamOf(a.user.id) } });
    const other = await callRoute(readTeam, "GET", "/x", { token: a.token, params: { id: teamB } });
    expect([own.body.isTeamAdmin, other.body.isTeamAdmin]).toEqual([true, true]);
  });
});
