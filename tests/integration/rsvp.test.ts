import { randomBytes } from "node:crypto";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { GET as exportRoute } from "@/app/api/document/[id]/guests/export/route";
import { GET as guestsRoute } from "@/app/api/document/[id]/guests/route";
import { POST as submitRoute } from "@/app/api/form/rsvp/[segmentId]/route";
import { GET as sharePage } from "@/app/shared/[key]/[recipient]/route";
import { rsvpDefaults } from "@/lib/blocks/types/rsvp-form/schema";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import type { FrozenSnapshot } from "@/lib/sharing/frozen";
import { newShareKey, newShortCode } from "@/lib/sharing/keys";
import { pinAccessCookie } from "@/lib/sharing/pin-access";
import type { GuestList } from "@/lib/rsvp/guest-list";
import { RSVP_LIMITS_PER_WINDOW } from "@/lib/rsvp/limits";
import { createDocument } from "../factories/documents";
import { addMember, createTeamWithMembers, firstTeamOf } from "../factories/teams";
import { createUser } from "../factories/users";
import { callRoute } from "../support/call-route";

// RSVP replies from the share view and the owner's guest list. Shares are built directly with
// Prisma (a Snapshot with its frozen copy, recipient "0" and the RSVP block's frozen id), as the
// share call would build them.

const cuid = () => `c${randomBytes(12).toString("hex")}`;
const PHONE = "+44 7400 123456";
const DAY = 86_400_000;

interface ShareOptions {
  maxPeople?: number;
  events?: string[];
  pin?: string | null;
  enabled?: boolean;
  expiryDate?: Date;
  linkName?: string;
  recipients?: string[];
}

async function createShare(documentId: string, teamId: string, options: ShareOptions = {}) {
  const segmentId = cuid();
  const defaults = rsvpDefaults().metaData;
  const metaData = {
    ...defaults,
    peopleSection: { ...defaults.peopleSection, maxPeople: options.maxPeople ?? 2 },
    eventsSection: { ...defaults.eventsSection, events: (options.events ?? ["Ceremony", "Dinner"]).map((title) => ({ lang: "en", title, subtitle: "", desc: "", joining: null })) },
  };
  const frozen: FrozenSnapshot = {
    version: 1,
    document: { id: documentId, title: "Wedding", type: "proposal", numberingStyle: "off", paperSize: "A4", styleData: null, customCss: null, header: null, footer: null, cachedData: {} as FrozenSnapshot["document"]["cachedData"] },
    team: { id: teamId, name: "Acme", logoId: null, faviconId: null, instagram: null, defaultCurrency: "EUR", numberFormat: { decimalSeparator: ".", groupSeparator: "," } },
    blocks: [
      { id: segmentId, sourceId: cuid(), segmentType: "rsvp-form", parent: null, order: 0, isFixedBlock: false, positionName: null, content: null, metaData, imageList: [], miscFileList: [] },
    ],
    media: [],
    files: [],
  };
  const snapshot = await db.snapshot.create({
    data: {
      documentId,
      frozen: frozen as unknown as Prisma.InputJsonValue,
      shareKey: newShareKey(),
      shortCode: newShortCode(),
      linkName: options.linkName ?? "Friends",
      expiryDate: options.expiryDate ?? new Date(Date.now() + 30 * DAY),
      pinProtectionCode: options.pin ?? null,
      enabled: options.enabled ?? true,
      rsvpSegmentIds: [segmentId],
      recipients: { create: (options.recipients ?? ["0"]).map((recipientKey) => ({ recipientKey })) },
    },
  });
  return { snapshot, segmentId };
}

async function ownerWithDocument() {
  const owner = await createUser();
  const teamId = await firstTeamOf(owner.user.id);
  const document = await createDocument(owner.user.id, teamId);
  return { owner, teamId, document };
}

const joiningReply = (name = "Ada Lovelace", extra: Record<string, unknown> = {}) => ({
  joining: true,
  phone: PHONE,
  email: "ada@example.com",
  peopleSection: { people: [{ name, greeting: "Mrs", age: "Adult", dietaryRequirement: "Vegan" }] },
  eventsSection: { events: [{ joining: true }, { joining: false }] },
  ...extra,
});

const decliningReply = (name = "Bob", email = "bob@example.com") => ({
  joining: false,
  excuse: { msg: "Sorry, we are abroad.", email },
  peopleSection: { people: [{ name }] },
});

/**
 * A fresh documentation network per guest, so the per-address limit only bites where a test means it
 * to (IPv6 callers are counted by their /64: the host part alone would not make another guest).
 */
const guestAddress = () => `2001:db8:${randomBytes(4).toString("hex").replace(/(.{4})(.{4})/, "$1:$2")}::1`;

const submit = (segmentId: string, body: unknown, options: { cookie?: string; headers?: Record<string, string> } = {}) =>
  callRoute<{ success?: boolean; error?: { code: string; message: string; fields?: { path: string; message: string }[] } }>(submitRoute, "POST", `/api/form/rsvp/${segmentId}`, {
    params: { segmentId },
    body,
    cookie: options.cookie,
    headers: { "x-forwarded-for": guestAddress(), ...options.headers },
  });

const key = () => randomBytes(12).toString("hex");
const rowsOf = (snapshotId: string) => db.rsvpSubmission.findMany({ where: { snapshotId }, orderBy: { createdAt: "asc" } });

describe("POST /api/form/rsvp/{segmentId}", () => {
  it("stores a reply to an open share and answers success; the frozen form's texts win over the post's", async () => {
    const { teamId, document } = await ownerWithDocument();
    const { snapshot, segmentId } = await createShare(document.id, teamId);
    const result = await submit(segmentId, {
      formData: joiningReply("Ada Lovelace", { title: "Hacked", eventsSection: { events: [{ title: "Renamed", joining: true }] } }),
      recipient: "0",
      submissionKey: key(),
    });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ success: true });
    const rows = await rowsOf(snapshot.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ segmentId, recipientKey: "0", joining: true });
    const stored = rows[0].formData as ReturnType<typeof rsvpDefaults>["metaData"];
    expect(stored.title).toBe("Will you join us?");
    expect(stored.eventsSection.events.map((event) => [event.title, event.joining])).toEqual([
      ["Ceremony", true],
      ["Dinner", null],
    ]);
    expect(stored.peopleSection.people).toEqual([{ name: "Ada Lovelace", greeting: "Mrs", age: "Adult", dietaryRequirement: "Vegan" }]);
  });

  it("accepts the block's metaData as the whole body (the spec's form), for recipient 0", async () => {
    const { teamId, document } = await ownerWithDocument();
    const { snapshot, segmentId } = await createShare(document.id, teamId);
    expect((await submit(segmentId, decliningReply())).status).toBe(200);
    const [row] = await rowsOf(snapshot.id);
    expect(row).toMatchObject({ joining: false, recipientKey: "0" });
  });

  it("stores one reply for a replayed submission key, also when two arrive at once", async () => {
    const { teamId, document } = await ownerWithDocument();
    const { snapshot, segmentId } = await createShare(document.id, teamId);
    const body = { formData: joiningReply(), submissionKey: key() };
    const [first, second] = await Promise.all([submit(segmentId, body), submit(segmentId, body)]);
    const third = await submit(segmentId, body);
    expect([first.status, second.status, third.status]).toEqual([200, 200, 200]);
    expect(third.body).toEqual({ success: true });
    expect(await rowsOf(snapshot.id)).toHaveLength(1);
    // Without a key, the same reply again is a replay too.
    await submit(segmentId, decliningReply("Carl"));
    await submit(segmentId, decliningReply("Carl"));
    expect(await rowsOf(snapshot.id)).toHaveLength(2);
  });

  it("refuses a joining reply without a valid phone or e-mail, naming the field", async () => {
    const { teamId, document } = await ownerWithDocument();
    const { snapshot, segmentId } = await createShare(document.id, teamId);
    const noPhone = await submit(segmentId, { formData: joiningReply("Ada", { phone: "" }) });
    expect(noPhone.status).toBe(400);
    expect(noPhone.body.error?.fields).toEqual([{ path: "formData.phone", message: expect.stringContaining("mobile phone") }]);
    const badEmail = await submit(segmentId, { formData: joiningReply("Ada", { phone: "12", email: "nope" }) });
    expect(badEmail.body.error?.fields?.map((field) => field.path)).toEqual(["formData.phone", "formData.email"]);
    expect(await rowsOf(snapshot.id)).toHaveLength(0);
  });

  it("reads the phone for the country the guest chose: refuses an invalid one on the phone field, in the caller's language; stores a valid one in E.164", async () => {
    const { teamId, document } = await ownerWithDocument();
    const { snapshot, segmentId } = await createShare(document.id, teamId);
    // A Turkish mobile number typed nationally, with the United Kingdom chosen: not a UK number.
    const wrongCountry = await submit(segmentId, { formData: joiningReply("Ada", { phone: "0532 123 45 67", phoneCountry: "GB" }), submissionKey: key() });
    expect(wrongCountry.status).toBe(400);
    expect(wrongCountry.body.error?.code).toBe("INVALID_INPUT");
    expect(wrongCountry.body.error?.fields).toEqual([
      { path: "formData.phone", message: "This is not a valid phone number for the country chosen (United Kingdom). Check the number, or choose another country code." },
    ]);
    const german = await submit(segmentId, { formData: joiningReply("Ada", { phone: "0151 234567890123", phoneCountry: "DE" }) }, { headers: { "accept-language": "de" } });
    expect(german.body.error?.fields).toEqual([{ path: "formData.phone", message: expect.stringContaining("(Deutschland)") }]);
    const unknownCode = await submit(segmentId, { formData: joiningReply("Ada", { phone: "+999 1234567", phoneCountry: "GB" }) });
    expect(unknownCode.body.error?.fields?.[0]).toMatchObject({ path: "formData.phone", message: expect.stringContaining("No country has the code after the +") });
    expect(await rowsOf(snapshot.id)).toHaveLength(0);

    // The same number with Turkey chosen, and a number with its own + code whatever the picker says.
    expect((await submit(segmentId, { formData: joiningReply("Ada", { phone: "0532 123 45 67", phoneCountry: "TR" }), submissionKey: key() })).status).toBe(200);
    expect((await submit(segmentId, { formData: joiningReply("Bea", { phone: "+39 312 345 6789", phoneCountry: "GB" }), submissionKey: key() })).status).toBe(200);
    // What the share view's script sends: the answer schema's output, already in E.164.
    expect((await submit(segmentId, { formData: joiningReply("Cem", { phone: "+905321234567" }), submissionKey: key() })).status).toBe(200);
    const rows = await rowsOf(snapshot.id);
    expect(rows.map((row) => (row.formData as { phone: string }).phone)).toEqual(["+905321234567", "+393123456789", "+905321234567"]);
    expect(rows.every((row) => !("phoneCountry" in (row.formData as object)))).toBe(true);
  });

  it("reads a national number without a chosen country in the form language's country (the spec's bare body)", async () => {
    const { teamId, document } = await ownerWithDocument();
    const { snapshot, segmentId } = await createShare(document.id, teamId);
    // The form is English: no one country, so the number needs its + code.
    const national = await submit(segmentId, { formData: joiningReply("Ada", { phone: "07400 123456" }) });
    expect(national.body.error?.fields).toEqual([{ path: "formData.phone", message: "Start the number with + and its country code, for example +44 7400 123456." }]);
    expect((await submit(segmentId, joiningReply("Ada", { phone: "+44 7400 123456" }))).status).toBe(200);
    expect(((await rowsOf(snapshot.id))[0].formData as { phone: string }).phone).toBe("+447400123456");
  });

  it("refuses a declining reply without a valid e-mail, an undecided reply, and a reply without the first name", async () => {
    const { teamId, document } = await ownerWithDocument();
    const { segmentId } = await createShare(document.id, teamId);
    const noEmail = await submit(segmentId, { formData: decliningReply("Bob", "") });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.error?.fields?.map((field) => field.path)).toEqual(["formData.excuse.email"]);
    const undecided = await submit(segmentId, { formData: { ...joiningReply(), joining: null } });
    expect(undecided.status).toBe(400);
    expect(undecided.body.error?.fields?.map((field) => field.path)).toEqual(["formData.joining"]);
    const noName = await submit(segmentId, { formData: joiningReply("  ") });
    expect(noName.body.error?.fields?.map((field) => field.path)).toEqual(["formData.peopleSection.people.0.name"]);
    // In the caller's language.
    const german = await submit(segmentId, { formData: decliningReply("Bob", "") }, { headers: { "accept-language": "de" } });
    expect(german.body.error?.fields?.[0].message).toContain("E-Mail-Adresse");
  });

  it("refuses more people than the form's maxPeople, and answers for events the form does not have", async () => {
    const { teamId, document } = await ownerWithDocument();
    const { snapshot, segmentId } = await createShare(document.id, teamId, { maxPeople: 2, events: ["Dinner"] });
    const people = ["A", "B", "C"].map((name) => ({ name }));
    const tooMany = await submit(segmentId, { formData: joiningReply("A", { peopleSection: { people }, eventsSection: { events: [{ joining: true }] } }) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error?.fields).toEqual([{ path: "formData.peopleSection.people", message: "This form accepts at most 2 guests per reply." }]);
    const extraEvent = await submit(segmentId, { formData: joiningReply("A", { eventsSection: { events: [{ joining: true }, { joining: true }] } }) });
    expect(extraEvent.status).toBe(400);
    expect(extraEvent.body.error?.fields?.[0].path).toBe("formData.eventsSection.events");
    expect(await rowsOf(snapshot.id)).toHaveLength(0);
  });

  it("refuses an oversized payload with 413 and malformed input with 400, never a 500", async () => {
    const { teamId, document } = await ownerWithDocument();
    const { segmentId } = await createShare(document.id, teamId);
    const huge = await submit(segmentId, { formData: joiningReply("Ada", { padding: "x".repeat(40_000) }) });
    expect(huge.status).toBe(413);
    expect(huge.body.error?.code).toBe("PAYLOAD_TOO_LARGE");
    expect((await submit(segmentId, { formData: joiningReply("x".repeat(201)) })).status).toBe(400);
    expect((await submit(segmentId, { formData: joiningReply(), recipient: "abc" })).status).toBe(400);
    expect((await submit(segmentId, { formData: joiningReply(), submissionKey: "<script>" })).status).toBe(400);
    expect((await submit(segmentId, "[1,2,3]")).status).toBe(400);
    expect((await submit(segmentId, "{not json")).status).toBe(400);
    expect((await submit("../../etc", { formData: joiningReply() })).status).toBe(400);
    expect((await submit(segmentId, { formData: joiningReply("Ada\u0000") })).status).toBe(400);
  });

  it("answers 404 for a disabled or expired share, an unknown segment, and a recipient the share does not have", async () => {
    const { teamId, document } = await ownerWithDocument();
    const disabled = await createShare(document.id, teamId, { enabled: false });
    const expired = await createShare(document.id, teamId, { expiryDate: new Date(Date.now() - 1000) });
    const open = await createShare(document.id, teamId);
    expect((await submit(disabled.segmentId, { formData: joiningReply() })).status).toBe(404);
    expect((await submit(expired.segmentId, { formData: joiningReply() })).status).toBe(404);
    expect((await submit(cuid(), { formData: joiningReply() })).status).toBe(404);
    expect((await submit(open.segmentId, { formData: joiningReply(), recipient: "1" })).status).toBe(404);
    // A live block's id names no share: only frozen ids do.
    const live = await db.segment.create({ data: { documentId: document.id, order: 0, segmentType: "rsvp-form", metaData: {} } });
    expect((await submit(live.id, { formData: joiningReply() })).status).toBe(404);
    expect(await db.rsvpSubmission.count({ where: { snapshotId: { in: [disabled.snapshot.id, expired.snapshot.id, open.snapshot.id] } } })).toBe(0);
  });

  it("needs the PIN cookie of that very share for a PIN share", async () => {
    const { teamId, document } = await ownerWithDocument();
    const pinned = await createShare(document.id, teamId, { pin: "1234" });
    const other = await createShare(document.id, teamId, { pin: "5678" });
    const cookieFor = (snapshotId: string) => pinAccessCookie(snapshotId, false).split(";")[0];
    expect((await submit(pinned.segmentId, { formData: joiningReply() })).status).toBe(404);
    expect((await submit(pinned.segmentId, { formData: joiningReply() }, { cookie: cookieFor(other.snapshot.id) })).status).toBe(404);
    expect((await submit(pinned.segmentId, { formData: joiningReply() }, { cookie: `${cookieFor(pinned.snapshot.id)}x` })).status).toBe(404);
    const ok = await submit(pinned.segmentId, { formData: joiningReply() }, { cookie: cookieFor(pinned.snapshot.id) });
    expect(ok.status).toBe(200);
    expect(await rowsOf(pinned.snapshot.id)).toHaveLength(1);
  });

  it("limits new replies per address (429), while replays of a stored reply still succeed", async () => {
    const { teamId, document } = await ownerWithDocument();
    const { snapshot, segmentId } = await createShare(document.id, teamId);
    const address = { "x-forwarded-for": guestAddress() };
    const max = RSVP_LIMITS_PER_WINDOW.perAddress.max;
    const first = { formData: decliningReply("Guest 0"), submissionKey: key() };
    expect((await submit(segmentId, first, { headers: address })).status).toBe(200);
    for (let index = 1; index < max; index += 1) {
      expect((await submit(segmentId, { formData: decliningReply(`Guest ${index}`), submissionKey: key() }, { headers: address })).status).toBe(200);
    }
    const limited = await submit(segmentId, { formData: decliningReply("One too many"), submissionKey: key() }, { headers: address });
    expect(limited.status).toBe(429);
    expect(limited.body.error?.code).toBe("RATE_LIMITED");
    expect(await rowsOf(snapshot.id)).toHaveLength(max);
    expect((await submit(segmentId, first, { headers: address })).status).toBe(200);
    // Another guest elsewhere is not affected.
    expect((await submit(segmentId, { formData: decliningReply("Elsewhere"), submissionKey: key() })).status).toBe(200);
  });

  it("takes the e-mail recipient's replies when the share has one", async () => {
    const { teamId, document } = await ownerWithDocument();
    const { snapshot, segmentId } = await createShare(document.id, teamId, { recipients: ["0", "1"] });
    expect((await submit(segmentId, { formData: decliningReply(), recipient: "1" })).status).toBe(200);
    expect((await rowsOf(snapshot.id))[0].recipientKey).toBe("1");
  });
});

describe("the guest list", () => {
  const guests = (documentId: string, token?: string) => callRoute<GuestList>(guestsRoute, "GET", `/api/document/${documentId}/guests`, { params: { id: documentId }, token });

  it("lists every reply of every share with counts; a later reply from the same guest replaces the earlier one", async () => {
    const { owner, teamId, document } = await ownerWithDocument();
    const friends = await createShare(document.id, teamId, { linkName: "Friends" });
    const family = await createShare(document.id, teamId, { linkName: "Family", maxPeople: 3 });
    const elsewhere = await ownerWithDocument();
    const foreign = await createShare(elsewhere.document.id, elsewhere.teamId);

    expect((await guests(document.id, owner.token)).body).toEqual({
      replies: [],
      counts: { replies: 0, joining: 0, notJoining: 0, people: 0, byAge: { Adult: 0, "Child Over 12": 0, "Child Under 12": 0, "Child Under 6": 0 }, byDiet: { Regular: 0, Vegan: 0, Vegaterian: 0, "With Special Allergies": 0 }, events: [] },
    });

    await submit(friends.segmentId, { formData: decliningReply("Ada Lovelace", "ada@example.com"), submissionKey: key() });
    await submit(family.segmentId, {
      formData: joiningReply("Grace Hopper", {
        email: "grace@example.com",
        peopleSection: {
          people: [
            { name: "Grace Hopper", age: "Adult", dietaryRequirement: "Vegaterian" },
            { name: "Tim", age: "Child Under 6", dietaryRequirement: "Regular" },
            { name: "" },
          ],
        },
      }),
      submissionKey: key(),
    });
    await submit(foreign.segmentId, { formData: joiningReply("Stranger"), submissionKey: key() });
    // Ada changes her mind: a new reply (new key) from the same guest, same share and e-mail.
    await submit(friends.segmentId, { formData: joiningReply("ada lovelace "), submissionKey: key() });

    const result = await guests(document.id, owner.token);
    expect(result.status).toBe(200);
    const list = result.body;
    expect(list.replies.map((reply) => [reply.people[0].name, reply.joining, reply.linkName, reply.replyCount])).toEqual([
      ["ada lovelace", true, "Friends", 2],
      ["Grace Hopper", true, "Family", 1],
    ]);
    expect(list.replies[0].submittedAt < list.replies[0].updatedAt || list.replies[0].submittedAt === list.replies[0].updatedAt).toBe(true);
    expect(list.replies[1].people.map((person) => person.name)).toEqual(["Grace Hopper", "Tim"]);
    expect(list.counts).toMatchObject({
      replies: 2,
      joining: 2,
      notJoining: 0,
      people: 3,
      byAge: { Adult: 2, "Child Under 6": 1 },
      byDiet: { Vegan: 1, Vegaterian: 1, Regular: 1 },
    });
    expect(list.counts.events).toEqual([
      { title: "Ceremony", number: 1, attending: 2, notAttending: 0 },
      { title: "Dinner", number: 2, attending: 0, notAttending: 2 },
    ]);
    expect(JSON.stringify(list)).not.toContain("Stranger");
  });

  it("is the owner's and the workspace admins'; other members 403, outsiders 404, anonymous 401", async () => {
    const { admin, member, outsider, teamId } = await createTeamWithMembers();
    const colleague = await createUser();
    await addMember(teamId, colleague.user.id, "MEMBER");
    const document = await createDocument(member.user.id, teamId);
    expect((await guests(document.id, member.token)).status).toBe(200);
    expect((await guests(document.id, admin.token)).status).toBe(200);
    expect((await guests(document.id, colleague.token)).status).toBe(403);
    expect((await guests(document.id, outsider.token)).status).toBe(404);
    expect((await guests(document.id)).status).toBe(401);
    expect((await guests("nope", member.token)).status).toBe(400);
    const exported = (token?: string) => callRoute(exportRoute, "GET", `/api/document/${document.id}/guests/export`, { params: { id: document.id }, token });
    expect((await exported(colleague.token)).status).toBe(403);
    expect((await exported(outsider.token)).status).toBe(404);
    expect((await exported()).status).toBe(401);
  });

  it("exports a valid .xlsx with one row per person and a summary, headers in the caller's language", async () => {
    const { owner, teamId, document } = await ownerWithDocument();
    await db.document.update({ where: { id: document.id }, data: { title: "Hochzeit / Como" } });
    const share = await createShare(document.id, teamId, { maxPeople: 3 });
    await submit(share.segmentId, {
      formData: joiningReply("Grace", { peopleSection: { people: [{ name: "Grace", dietaryRequirement: "Vegan" }, { name: "=HYPERLINK(\"http://x\")" }] } }),
      submissionKey: key(),
    });
    await submit(share.segmentId, { formData: decliningReply("Bob"), submissionKey: key() });

    const response = await exportRoute(
      new Request(`http://localhost:3000/api/document/${document.id}/guests/export`, { headers: { authorization: `Bearer ${owner.token}`, "accept-language": "de" } }),
      { params: Promise.resolve({ id: document.id }) },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(response.headers.get("content-disposition")).toContain("Hochzeit - Como - G");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(["Antworten", "Übersicht"]);
    const replies = workbook.getWorksheet("Antworten")!;
    const header = replies.getRow(1).values as unknown[];
    expect(header).toContain("Vollständiger Name");
    expect(header).toContain("Ceremony");
    expect(replies.rowCount).toBe(4);
    const names = [2, 3, 4].map((row) => replies.getRow(row).getCell(5).value);
    expect(names).toEqual(["Bob", "Grace", "=HYPERLINK(\"http://x\")"]);
    // A guest's text is a text cell, never a formula.
    expect(replies.getRow(4).getCell(5).type).toBe(ExcelJS.ValueType.String);
    const summary = workbook.getWorksheet("Übersicht")!;
    const figures = Object.fromEntries(Array.from({ length: summary.rowCount - 1 }, (_, index) => summary.getRow(index + 2).values as unknown[]).map((values) => [values[1], values[2]]));
    expect(figures).toMatchObject({ Antworten: 2, "Nehmen teil": 1, "Nehmen nicht teil": 1, "Kommende Gäste": 2, "Nach Ernährung: Vegan": 1, "Ceremony: nehmen teil": 1 });
  });
});

describe("the RSVP form in the share view", () => {
  it("is live in the shared document, loads rsvp.js, and its block id takes a reply", async () => {
    const { owner, teamId, document } = await ownerWithDocument();
    const { snapshot, segmentId } = await createShare(document.id, teamId);
    const response = await sharePage(new Request(`http://localhost:3000/shared/${snapshot.shareKey}/0?step=document`, { headers: { "accept-language": "en" } }), {
      params: Promise.resolve({ key: snapshot.shareKey, recipient: "0" }),
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`data-segment-id="${segmentId}"`);
    expect(html).toMatch(/<script[^>]+src="\/shared-assets\/rsvp\.[^"]+\.js"/);
    expect(html).toContain('data-msg-sent="Thank you! Your reply has been sent."');
    expect((await submit(segmentId, { formData: joiningReply(), recipient: "0", submissionKey: key() })).status).toBe(200);
    const list = await callRoute<GuestList>(guestsRoute, "GET", `/api/document/${document.id}/guests`, { params: { id: document.id }, token: owner.token });
    expect(list.body.counts.joining).toBe(1);
  });
});
