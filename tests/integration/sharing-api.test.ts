import { describe, expect, it } from "vitest";
import { GET as readDocumentRoute } from "@/app/api/document/[id]/route";
import { POST as shareRoute } from "@/app/api/document/[id]/share/route";
import { GET as shortLinkRoute } from "@/app/s/[code]/route";
import { db } from "@/lib/db/client";
import { readFrozen } from "@/lib/sharing/frozen";
import { SHARE_MAIL_LIMIT } from "@/lib/sharing/share-email-send";
import { notAvailableResponse } from "@/lib/sharing/short-link";
import { createDocument } from "../factories/documents";
import { addMember, createTeamWithMembers, firstTeamOf } from "../factories/teams";
import { createUser, unique } from "../factories/users";
import { callRoute } from "../support/call-route";
import { latestMailTo } from "../support/mailbox";

// Creating shares (issue 9 §1, §2): the frozen copy, e-mail shares, the form's rules, who may share,
// and the short link. Management (list, enable, disable, resend, visits) is in sharing-api-manage.

type Handler = Parameters<typeof callRoute>[0];

const share = (id: string, token: string | undefined, body: unknown, headers?: Record<string, string>) =>
  callRoute(shareRoute as Handler, "POST", `/api/document/${id}/share`, { token, params: { id }, body, headers });

const shortLink = (code: string) => callRoute(shortLinkRoute as Handler, "GET", `/s/${code}`, { params: { code } });

const fields = (body: { error: { fields?: { path: string; message: string }[] } }) =>
  Object.fromEntries((body.error.fields ?? []).map((field) => [field.path, field.message]));

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function createMedia(teamId: string, width = 1600, height = 1000) {
  return db.media.create({
    data: { teamId, name: "m", sourceFileName: "m.jpg", mimeType: "image/jpeg", width, height, sizeBytes: 10n, checksum: unique("c"), storageKey: "none" },
  });
}

/** An owner (MEMBER), an admin, a member and an outsider around one document with a few blocks. */
async function setup() {
  const { admin, member, outsider, teamId } = await createTeamWithMembers();
  const owner = await createUser();
  await addMember(teamId, owner.user.id, "MEMBER");
  const doc = await createDocument(owner.user.id, teamId, {}, [
    { segmentType: "heading", content: "Summer gala" },
    { segmentType: "paragraph", content: "<p>Dinner for 80 guests.</p>" },
  ]);
  return { admin, member, outsider, owner, teamId, doc };
}

describe("POST /api/document/{id}/share (link)", () => {
  it("freezes the document: new block ids with their sources, parents and cached totals remapped, the workspace's media and files only", async () => {
    const { owner, teamId, doc } = await setup();
    const [image, logo, landing, foreign] = await Promise.all([createMedia(teamId), createMedia(teamId), createMedia(teamId, 2000, 1100), createMedia(await firstTeamOf(owner.user.id))]);
    await db.team.update({ where: { id: teamId }, data: { logoId: logo.id } });
    const file = await db.miscFile.create({ data: { teamId, sourceFileName: "menu.pdf", mimeType: "application/pdf", sizeBytes: 40n, storageKey: "none", checksum: "x" } });
    const parent = await db.segment.create({ data: { documentId: doc.id, order: 2, segmentType: "cards", metaData: { cardEntryList: [{ imageId: image.id, title: "Venue", content: "" }] } } });
    const child = await db.segment.create({ data: { documentId: doc.id, order: 0, parentId: parent.id, segmentType: "image", imageList: [image.id, foreign.id] } });
    const table = await db.segment.create({ data: { documentId: doc.id, order: 3, segmentType: "pricing-table", content: {} } });
    const rsvp = await db.segment.create({ data: { documentId: doc.id, order: 4, segmentType: "rsvp-form" } });
    await db.segment.create({ data: { documentId: doc.id, order: 5, segmentType: "attachment", miscFileList: [file.id] } });
    await db.document.update({
      where: { id: doc.id },
      data: { cachedData: { [table.id]: { total: 1200, currency: "EUR", effectType: "TOTAL", decimals: 2 }, cknotablockanymore00000000: { total: 1, currency: "EUR" } } },
    });

    const result = await share(doc.id, owner.token, { type: "link", message: "Our proposal", linkName: "Gala", landingImage: landing.id, pinProtectionCode: "0042", preventPrinting: true });
    expect(result.status).toBe(201);
    const { snapshot, url, shortURL, emailSent } = result.body;
    expect(emailSent).toBe(false);
    expect(url).toBe(`http://localhost:3000/shared/${snapshot.shareInfo.key}/0`);
    expect(shortURL).toMatch(/^http:\/\/localhost:3000\/s\/[0-9A-Za-z]{8}$/);
    expect(snapshot.shareInfo).toMatchObject({ recipient: "0", linkName: "Gala", message: "Our proposal", landingImage: landing.id, pinProtectionCode: "0042", preventPrinting: true, enabled: true, expired: false, sentShareEmail: null });
    expect(snapshot.stats).toEqual({ opens: 0, lastOpenedAt: null, totalDurationMs: 0 });

    const row = await db.snapshot.findUniqueOrThrow({ where: { id: snapshot.id }, include: { recipients: true } });
    expect(row.recipients.map((r) => r.recipientKey)).toEqual(["0"]);
    const frozen = readFrozen(row.frozen);
    const segments = await db.segment.findMany({ where: { documentId: doc.id } });
    expect(frozen.blocks).toHaveLength(segments.length);
    const bySource = new Map(frozen.blocks.map((block) => [block.sourceId, block]));
    for (const segment of segments) {
      const block = bySource.get(segment.id)!;
      expect(block.id).not.toBe(segment.id);
      expect(block).toMatchObject({ segmentType: segment.segmentType, content: segment.content, metaData: segment.metaData, imageList: segment.imageList, order: segment.order });
    }
    expect(bySource.get(child.id)!.parent).toBe(bySource.get(parent.id)!.id);
    expect(frozen.document.cachedData).toEqual({ [bySource.get(table.id)!.id]: { total: 1200, currency: "EUR", effectType: "TOTAL", decimals: 2 } });
    expect(row.rsvpSegmentIds).toEqual([bySource.get(rsvp.id)!.id]);
    expect([...row.mediaIds].sort()).toEqual([image.id, logo.id, landing.id].sort());
    expect(row.mediaIds).not.toContain(foreign.id);
    expect(frozen.media.find((m) => m.id === landing.id)).toEqual({ id: landing.id, width: 2000, height: 1100, mimeType: "image/jpeg" });
    expect(row.fileIds).toEqual([file.id]);
    expect(frozen.files).toEqual([{ id: file.id, name: "menu.pdf", size: 40 }]);
    expect(frozen.team).toMatchObject({ id: teamId, logoId: logo.id });
    expect(frozen.document.title).toBe(doc.title);
  });

  it("keeps what the client received when the document changes later", async () => {
    const { owner, doc } = await setup();
    const { body } = await share(doc.id, owner.token, { type: "link" });
    const before = readFrozen((await db.snapshot.findUniqueOrThrow({ where: { id: body.snapshot.id } })).frozen);
    await db.segment.updateMany({ where: { documentId: doc.id, segmentType: "heading" }, data: { content: "Changed after sharing" } });
    await db.document.update({ where: { id: doc.id }, data: { title: "Renamed" } });
    const after = readFrozen((await db.snapshot.findUniqueOrThrow({ where: { id: body.snapshot.id } })).frozen);
    expect(after).toEqual(before);
    expect(after.blocks.find((block) => block.segmentType === "heading")!.content).toBe("Summer gala");
  });

  it("expires 90 days from today by default, at the end of that day, and marks the document shared", async () => {
    const { owner, doc } = await setup();
    const { status, body } = await share(doc.id, owner.token, { type: "link" });
    expect(status).toBe(201);
    expect(body.snapshot.shareInfo.expiryDate).toBe(new Date(`${isoDay(90)}T23:59:59.999-12:00`).toISOString());
    const read = await callRoute(readDocumentRoute as Handler, "GET", `/api/document/${doc.id}`, { token: owner.token, params: { id: doc.id } });
    expect(read.body).toMatchObject({ status: "shared", snapshotCount: 1 });
  });

  it("accepts today and an empty PIN, and takes the chosen day as the last open day", async () => {
    const { owner, doc } = await setup();
    const { status, body } = await share(doc.id, owner.token, { type: "link", expiryDate: isoDay(0), pinProtectionCode: "", landingImage: "" });
    expect(status).toBe(201);
    expect(body.snapshot.shareInfo).toMatchObject({ expiryDate: new Date(`${isoDay(0)}T23:59:59.999-12:00`).toISOString(), pinProtectionCode: null, landingImage: null, expired: false });
  });

  it("opens a share made for 'today' where the day ends last (UTC-12) for the rest of that day", async () => {
    const { owner, doc } = await setup();
    const todayAtUtcMinus12 = new Date(Date.now() - 12 * 3_600_000).toISOString().slice(0, 10);
    const { status, body } = await share(doc.id, owner.token, { type: "link", expiryDate: todayAtUtcMinus12 });
    expect([status, body.snapshot.shareInfo.expired]).toEqual([201, false]);
    expect(new Date(body.snapshot.shareInfo.expiryDate).getTime()).toBeGreaterThan(Date.now());
  });

  it("refuses broken rules with the spec's texts, naming each field, and writes nothing", async () => {
    const { owner, doc, outsider } = await setup();
    const foreign = await createMedia(await firstTeamOf(outsider.user.id));
    const cases: [unknown, string, string][] = [
      [{ type: "link", expiryDate: "2020-01-01" }, "expiryDate", "Date is in the past!"],
      [{ type: "link", expiryDate: isoDay(-2) }, "expiryDate", "Date is in the past!"],
      [{ type: "link", expiryDate: "2030-02-31" }, "expiryDate", "This value is not valid."],
      [{ type: "link", expiryDate: "31.12.2030" }, "expiryDate", "This value is not valid."],
      [{ type: "link", pinProtectionCode: "12a4" }, "pinProtectionCode", "The PIN must be exactly 4 digits."],
      [{ type: "link", pinProtectionCode: "12345" }, "pinProtectionCode", "The PIN must be exactly 4 digits."],
      [{ type: "link", pinProtectionCode: "-123" }, "pinProtectionCode", "The PIN must be exactly 4 digits."],
      [{ type: "link", pinProtectionCode: "9".repeat(500) }, "pinProtectionCode", "Must be at most 64 characters."],
      [{ type: "link", landingImage: foreign.id }, "landingImage", "Only images from this workspace’s library can be used."],
      [{ type: "email", to: "client@example.test", subject: "ab" }, "subject", "The subject must be longer than 2 characters."],
      [{ type: "email", to: "a@example.test, b@example.test", subject: "Proposal" }, "to", "Enter a single e-mail address."],
      [{ type: "email", to: "not-an-address", subject: "Proposal" }, "to", "Enter a valid e-mail address."],
      [{ type: "email", subject: "Proposal" }, "to", "This field is required."],
      [{ type: "link", message: "x".repeat(5001) }, "message", "Must be at most 5000 characters."],
      [{ type: "fax" }, "type", "This value is not valid."],
    ];
    for (const [body, field, message] of cases) {
      const result = await share(doc.id, owner.token, body);
      expect(result.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(fields(result.body)[field], JSON.stringify(body).slice(0, 80)).toBe(message);
    }
    expect(await db.snapshot.count({ where: { documentId: doc.id } })).toBe(0);
  });

  it("answers in the caller's language", async () => {
    const { owner, doc } = await setup();
    const result = await share(doc.id, owner.token, { type: "link", expiryDate: "2020-01-01" }, { "accept-language": "de" });
    expect(fields(result.body).expiryDate).toBe("Das Datum liegt in der Vergangenheit!");
  });

  it("is the owner's alone: members and admins 403, outsiders 404, no session 401", async () => {
    const { admin, member, outsider, doc } = await setup();
    expect((await share(doc.id, member.token, { type: "link" })).status).toBe(403);
    expect((await share(doc.id, admin.token, { type: "link" })).status).toBe(403);
    expect((await share(doc.id, outsider.token, { type: "link" })).status).toBe(404);
    expect((await share(doc.id, undefined, { type: "link" })).status).toBe(401);
    expect((await share("cknotadocument00000000000", admin.token, { type: "link" })).status).toBe(404);
    expect(await db.snapshot.count({ where: { documentId: doc.id } })).toBe(0);
  });

  it("refuses an account that is not activated yet (P0003) and a deleted document (409)", async () => {
    const inactive = await createUser({ activated: false });
    const teamId = await firstTeamOf(inactive.user.id);
    const doc = await createDocument(inactive.user.id, teamId);
    const result = await share(doc.id, inactive.token, { type: "link" });
    expect(result.status).toBe(403);
    expect(result.body.error).toMatchObject({ code: "P0003", message: "Activate your account before sharing documents. Enter the 4-digit code we e-mailed you." });

    const { owner, doc: other } = await setup();
    await db.document.update({ where: { id: other.id }, data: { deletedAt: new Date() } });
    expect((await share(other.id, owner.token, { type: "link" })).status).toBe(409);
  });
});

describe("POST /api/document/{id}/share (e-mail)", () => {
  it("sends the e-mail with the recipient's link, escapes what the owner typed, and records it", async () => {
    const { owner, doc } = await setup();
    const to = `${unique("client")}@example.test`;
    const result = await share(doc.id, owner.token, {
      type: "email",
      to,
      subject: "Your gala proposal",
      from: "Ada <Events>",
      msgPrefix: "Dear Grace,\n\nhere is <b>our</b> proposal.",
      msgLinkText: "See the proposal",
      msgSuffix: "Kind regards",
      msgBadge: "Villa Aurelia",
    });
    expect(result.status).toBe(201);
    const { snapshot, url, emailSent } = result.body;
    expect(emailSent).toBe(true);
    expect(url).toBe(`http://localhost:3000/shared/${snapshot.shareInfo.key}/1`);
    expect(snapshot.shareInfo.recipient).toBe("1");
    expect(snapshot.shareInfo.sentShareEmail).toMatchObject({ to: { email: to }, subject: "Your gala proposal" });
    expect(snapshot.shareInfo.sentShareEmail.sentAt).toEqual(expect.any(String));

    const mail = await latestMailTo(to);
    expect(mail.subject).toBe("Your gala proposal");
    expect(mail.text).toContain(`See the proposal: ${url}`);
    expect(mail.html).toContain(`href="${url}"`);
    expect(mail.html).toContain("here is &lt;b&gt;our&lt;/b&gt; proposal.");
    expect(mail.html).not.toContain("<b>our</b>");
    expect(mail.html).toContain("Ada &lt;Events&gt;");
    expect(mail.html).toContain("Villa Aurelia");

    const row = await db.snapshot.findUniqueOrThrow({ where: { id: snapshot.id }, include: { recipients: { orderBy: { recipientKey: "asc" } } } });
    expect(row.emailSentAt).not.toBeNull();
    expect(row.recipients.map((r) => [r.recipientKey, r.email])).toEqual([["0", null], ["1", to]]);
  });

  it("shares by link only in a workspace whose canShareByEmail is off (403), and still shares links there", async () => {
    const { owner, teamId, doc } = await setup();
    await db.team.update({ where: { id: teamId }, data: { canShareByEmail: false } });
    const to = `${unique("client")}@example.test`;
    const refused = await share(doc.id, owner.token, { type: "email", to, subject: "Proposal" });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe("This workspace shares documents by link only. Share a link instead.");
    expect(await db.emailOutbox.count({ where: { to } })).toBe(0);
    expect((await share(doc.id, owner.token, { type: "link" })).status).toBe(201);
    expect(await db.snapshot.count({ where: { documentId: doc.id } })).toBe(1);
  });
});

describe("share e-mail limit", () => {
  it("refuses e-mail shares past the hourly limit (429) without writing a share, and still shares links", async () => {
    const { owner, doc } = await setup();
    await db.rateLimitBucket.create({ data: { key: `share-mail:${owner.user.id}`, count: SHARE_MAIL_LIMIT.max, resetAt: new Date(Date.now() + 3_600_000) } });
    const to = `${unique("client")}@example.test`;
    const refused = await share(doc.id, owner.token, { type: "email", to, subject: "Proposal" });
    expect(refused.status).toBe(429);
    expect(await db.snapshot.count({ where: { documentId: doc.id } })).toBe(0);
    expect(await db.emailOutbox.count({ where: { to } })).toBe(0);
    expect((await share(doc.id, owner.token, { type: "link" })).status).toBe(201);
  });

  it("counts every share e-mail sent", async () => {
    const { owner, doc } = await setup();
    await share(doc.id, owner.token, { type: "email", to: `${unique("client")}@example.test`, subject: "Proposal" });
    expect((await db.rateLimitBucket.findUniqueOrThrow({ where: { key: `share-mail:${owner.user.id}` } })).count).toBe(1);
  });
});

describe("GET /s/{code}", () => {
  it("redirects an open share to its link address, and answers 404 once it is disabled or expired", async () => {
    const { owner, doc } = await setup();
    const { body } = await share(doc.id, owner.token, { type: "email", to: `${unique("c")}@example.test`, subject: "Proposal" });
    const code = body.shortURL.split("/s/")[1];
    const open = await shortLink(code);
    expect(open.status).toBe(302);
    expect(open.headers.get("location")).toBe(`/shared/${body.snapshot.shareInfo.key}/0`);

    await db.snapshot.update({ where: { id: body.snapshot.id }, data: { enabled: false } });
    const disabled = await shortLink(code);
    expect(disabled.status).toBe(404);
    expect(disabled.headers.get("content-type")).toContain("text/html");
    expect(disabled.body).toContain("This document is not available at this time.");

    await db.snapshot.update({ where: { id: body.snapshot.id }, data: { enabled: true, expiryDate: new Date(Date.now() - 1000) } });
    expect((await shortLink(code)).status).toBe(404);
  });

  it("answers unknown and malformed codes with the same 404 page", async () => {
    for (const code of ["Zz9Zz9Zz", "short", "../../etc", "x".repeat(5000)]) {
      const result = await shortLink(code);
      expect(result.status).toBe(404);
      expect(result.body).toContain("This document is not available at this time.");
    }
  });

  it("has a plain stand-in page in the visitor's language for when the share view cannot render", async () => {
    const response = notAvailableResponse(new Request("http://localhost:3000/s/x", { headers: { "accept-language": "tr" } }));
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Bu belge şu anda kullanılamıyor.");
  });
});
