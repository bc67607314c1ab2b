import { describe, expect, it } from "vitest";
import { GET as byContact } from "@/app/api/document/by-contact/[contactId]/route";
import { GET as listIndex } from "@/app/api/documents/route";
import { GET as upcoming } from "@/app/api/documents/upcoming-events/route";
import { GET as teamDocuments } from "@/app/api/team/[id]/documents/route";
import { GET as teamTemplates } from "@/app/api/team/[id]/team-templates/route";
import { POST as userEvents } from "@/app/api/user-events/route";
import { db } from "@/lib/db/client";
import { calendarDaysBetween, eventStateOf, listUpcomingEvents, startOfToday } from "@/lib/documents/events";
import { abbreviateTitle } from "@/lib/documents/list-format";
import { decodeCursor, encodeCursor } from "@/lib/documents/list-schemas";
import { createDocument } from "../factories/documents";
import { addMember, createTeamWithMembers, firstTeamOf } from "../factories/teams";
import { createUser, unique } from "../factories/users";
import { callRoute } from "../support/call-route";

type Summary = { id: string; title: string; status: string; isTheOwner: boolean; team: { _id: string }; owner: { _id: string }; eventState?: string };
type Page = { items: Summary[]; nextCursor: string | null };

const UNKNOWN_ID = "cknotacontact00000000000";
const ids = (page: { items: { id: string }[] }) => page.items.map((item) => item.id);

const index = (token: string, query: Record<string, string> = {}) => callRoute<Page>(listIndex, "GET", "/api/documents", { token, query });

async function contactIn(teamId: string, data: { firstname: string; lastname: string; company?: string }, documentIds: string[]) {
  const contact = await db.contact.create({ data: { teamId, ...data } });
  if (documentIds.length) await db.documentContact.createMany({ data: documentIds.map((documentId) => ({ documentId, contactId: contact.id })) });
  return contact;
}

describe("the documents index: paging", () => {
  it("walks 75 documents in pages of 30: every id exactly once, newest change first (ties broken by id)", async () => {
    const { user, token } = await createUser();
    const teamId = await firstTeamOf(user.id);
    const base = Date.parse("2031-03-01T10:00:00.000Z");
    // Every third document shares its updatedAt with the next two: the keyset must break ties by id.
    await db.document.createMany({
      data: Array.from({ length: 75 }, (_, n) => ({ teamId, ownerId: user.id, title: `Paged ${n}`, updatedAt: new Date(base - Math.floor(n / 3) * 60_000) })),
    });
    const expected = (
      await db.document.findMany({ where: { teamId }, orderBy: [{ updatedAt: "desc" }, { id: "desc" }], select: { id: true } })
    ).map((d) => d.id);
    expect(expected).toHaveLength(75);

    const seen: string[] = [];
    const sizes: number[] = [];
    let cursor: string | null = null;
    do {
      const query: Record<string, string> = { teamId, ...(cursor ? { cursor } : {}) };
      const { status, body } = await index(token, query);
      expect(status).toBe(200);
      sizes.push(body.items.length);
      seen.push(...ids(body));
      cursor = body.nextCursor;
    } while (cursor);

    expect(sizes).toEqual([30, 30, 15]);
    expect(seen).toEqual(expected);
    expect(new Set(seen).size).toBe(75);

    // Other page sizes walk the same order; a page exactly at the end answers no cursor.
    const first = await index(token, { teamId, limit: "75" });
    expect(ids(first.body)).toEqual(expected);
    expect(first.body.nextCursor).toBeNull();
  });

  it("refuses a malformed cursor and page sizes outside 1-100", async () => {
    const { token } = await createUser();
    const bad: Record<string, string>[] = [{ cursor: "not-a-cursor" }, { cursor: Buffer.from('["yesterday","x"]').toString("base64url") }, { limit: "0" }, { limit: "101" }, { limit: "ten" }, { archived: "maybe" }, { view: "templates" }];
    for (const query of bad) {
      const result = await callRoute(listIndex, "GET", "/api/documents", { token, query });
      expect(result.status, JSON.stringify(query)).toBe(400);
      expect(result.body.error.fields.map((f: { path: string }) => f.path)).toEqual([`query.${Object.keys(query)[0]}`]);
    }
    const cursor = encodeCursor({ updatedAt: new Date("2030-01-01T00:00:00.000Z"), id: "ckdocument000000000000000" });
    expect(decodeCursor(cursor)).toEqual({ updatedAt: new Date("2030-01-01T00:00:00.000Z"), id: "ckdocument000000000000000" });
    expect((await index(token, { cursor })).status).toBe(200);
  });

  it("needs a session", async () => {
    expect((await callRoute(listIndex, "GET", "/api/documents")).status).toBe(401);
    expect((await callRoute(upcoming, "GET", "/api/documents/upcoming-events")).status).toBe(401);
  });
});

describe("the documents index: filters", () => {
  it("lists active documents of every workspace the user is in; archived ones only in the archive; never deleted ones or other template types", async () => {
    const { admin, member, teamId } = await createTeamWithMembers();
    const ownTeam = await firstTeamOf(member.user.id);
    const shared = await createDocument(admin.user.id, teamId);
    const mine = await createDocument(member.user.id, ownTeam);
    const fromTemplate = await createDocument(admin.user.id, teamId, { templateType: "DOCUMENT_FROM_TEAM_TEMPLATE" });
    const archived = await createDocument(admin.user.id, teamId, { archived: true });
    await createDocument(admin.user.id, teamId, { deletedAt: new Date() });
    await createDocument(admin.user.id, teamId, { deletedAt: new Date(), archived: true });
    for (const templateType of ["TEMPLATE", "CONTENT_TEMPLATE", "SNAPSHOT", "TEAM_TEMPLATE"] as const) await createDocument(admin.user.id, teamId, { templateType });

    const all = await index(member.token);
    expect(all.status).toBe(200);
    expect(ids(all.body).sort()).toEqual([shared.id, mine.id, fromTemplate.id].sort());
    expect(all.body.items.find((item) => item.id === mine.id)?.isTheOwner).toBe(true);
    expect(all.body.items.find((item) => item.id === shared.id)).toMatchObject({ isTheOwner: false, status: "draft", team: { _id: teamId }, owner: { _id: admin.user.id } });

    expect(ids((await index(member.token, { archived: "true" })).body)).toEqual([archived.id]);
    expect(ids((await index(member.token, { teamId: ownTeam })).body)).toEqual([mine.id]);
    expect(ids((await index(member.token, { onlyMine: "true" })).body)).toEqual([mine.id]);
    expect(ids((await index(member.token, { onlyMine: "1", teamId })).body)).toEqual([]);

    const team = await callRoute<Page>(teamDocuments, "GET", "/x", { token: member.token, params: { id: teamId } });
    expect(team.status).toBe(200);
    expect(ids(team.body).sort()).toEqual([shared.id, fromTemplate.id].sort());
    const teamArchive = await callRoute<Page>(teamDocuments, "GET", "/x", { token: member.token, params: { id: teamId }, query: { archived: "true" } });
    expect(ids(teamArchive.body)).toEqual([archived.id]);
  });

  it("answers 404 for a foreign workspace, and a pending invitation gives no access", async () => {
    const { user, token } = await createUser();
    const other = await createUser();
    const otherTeam = await firstTeamOf(other.user.id);
    const hidden = await createDocument(other.user.id, otherTeam);
    await db.member.create({ data: { teamId: otherTeam, userId: user.id, role: "MEMBER", invitationEmail: user.email, invitationKey: unique("k") } });

    expect((await index(token, { teamId: otherTeam })).status).toBe(404);
    expect(ids((await index(token)).body)).not.toContain(hidden.id);
    expect((await callRoute(teamDocuments, "GET", "/x", { token, params: { id: otherTeam } })).status).toBe(404);
    expect((await callRoute(teamTemplates, "GET", "/x", { token, params: { id: otherTeam } })).status).toBe(404);
    expect((await callRoute(teamDocuments, "GET", "/x", { token, params: { id: "not an id" } })).status).toBe(400);

    await db.member.updateMany({ where: { teamId: otherTeam, userId: user.id }, data: { acceptedAt: new Date() } });
    expect(ids((await index(token, { teamId: otherTeam })).body)).toEqual([hidden.id]);
  });

  it("team templates: admins see all of the workspace's, members the published ones and their own", async () => {
    const { admin, member, outsider, teamId } = await createTeamWithMembers();
    const published = await createDocument(admin.user.id, teamId, { templateType: "TEAM_TEMPLATE", teamTemplatePublished: true });
    const unpublished = await createDocument(admin.user.id, teamId, { templateType: "TEAM_TEMPLATE" });
    const membersDraft = await createDocument(member.user.id, teamId, { templateType: "TEAM_TEMPLATE" });
    const document = await createDocument(admin.user.id, teamId);

    const asAdmin = await index(admin.token, { view: "team-templates" });
    expect(ids(asAdmin.body).sort()).toEqual([published.id, unpublished.id, membersDraft.id].sort());
    const asMember = await index(member.token, { view: "team-templates", teamId });
    expect(ids(asMember.body).sort()).toEqual([published.id, membersDraft.id].sort());
    expect(ids(asMember.body)).not.toContain(document.id);

    const route = (token: string) => callRoute<Page>(teamTemplates, "GET", "/x", { token, params: { id: teamId } });
    expect(ids((await route(admin.token)).body).sort()).toEqual([published.id, unpublished.id, membersDraft.id].sort());
    expect(ids((await route(member.token)).body).sort()).toEqual([published.id, membersDraft.id].sort());
    // Published templates are open to anyone for creating a document, but the workspace's list is not.
    expect((await route(outsider.token)).status).toBe(404);
  });
});

describe("the documents index: search", () => {
  it("finds documents by title and by linked contacts' names and company, case-insensitively, only in the caller's workspaces", async () => {
    const { user, token } = await createUser();
    const teamId = await firstTeamOf(user.id);
    const word = unique("Orangery");
    const byTitle = await createDocument(user.id, teamId, { title: `Wedding at the ${word}` });
    const byFirstname = await createDocument(user.id, teamId, { title: unique("Offer ") });
    const byCompany = await createDocument(user.id, teamId, { title: unique("Menu ") });
    const unrelated = await createDocument(user.id, teamId, { title: unique("Other ") });
    const first = unique("Ada");
    const last = unique("Lovelace");
    await contactIn(teamId, { firstname: first, lastname: last }, [byFirstname.id]);
    await contactIn(teamId, { firstname: "Grace", lastname: "Hopper", company: `${word} Events Ltd` }, [byCompany.id]);
    // Someone else's workspace holds a matching document and contact: never listed.
    const stranger = await createUser();
    const strangerTeam = await firstTeamOf(stranger.user.id);
    const foreign = await createDocument(stranger.user.id, strangerTeam, { title: `${word} foreign` });
    await contactIn(strangerTeam, { firstname: first, lastname: last }, [foreign.id]);

    const search = async (term: string) => ids((await index(token, { search: term })).body).sort();
    expect(await search(word.toUpperCase())).toEqual([byTitle.id, byCompany.id].sort());
    expect(await search(first.toLowerCase())).toEqual([byFirstname.id]);
    expect(await search(last)).toEqual([byFirstname.id]);
    expect(await search(`${first} ${last}`)).toEqual([byFirstname.id]);
    expect(await search(`  ${word}  `)).toEqual([byTitle.id, byCompany.id].sort());
    expect(await search("   ")).toContain(unrelated.id);
    // LIKE wildcards are matched literally.
    expect(await search("%")).toEqual([]);
    expect(await search("_")).toEqual([]);
    const percent = await createDocument(user.id, teamId, { title: `${word} 100% _done_ \\ here` });
    expect(await search(`${word} 100%`)).toEqual([percent.id]);
    expect(await search("0% _done_ \\")).toEqual([percent.id]);
    expect((await index(token, { search: "x".repeat(201) })).status).toBe(400);
  });
});

describe("upcoming events", () => {
  it("classifies an event by its date (a calendar date, shown in UTC) against the caller's today in their time zone", () => {
    const now = new Date("2030-01-10T12:00:00.000Z");
    const at = (iso: string) => new Date(iso);
    expect(eventStateOf(at("2030-01-10T00:00:00.000Z"), now, "UTC")).toBe("today");
    expect(eventStateOf(at("2030-01-10T23:59:00.000Z"), now, "UTC")).toBe("today");
    expect(eventStateOf(at("2030-01-09T08:00:00.000Z"), now, "UTC")).toBe("today");
    expect(eventStateOf(at("2030-01-11T00:00:00.000Z"), now, "UTC")).toBe("tomorrow");
    expect(eventStateOf(at("2030-01-12T00:00:00.000Z"), now, "UTC")).toBe("this-week");
    expect(eventStateOf(at("2030-01-16T23:00:00.000Z"), now, "UTC")).toBe("this-week");
    expect(eventStateOf(at("2030-01-17T00:00:00.000Z"), now, "UTC")).toBe("later");
    expect(calendarDaysBetween(now, at("2030-02-10T12:00:00.000Z"), "UTC")).toBe(31);

    // 22:30 UTC on the 10th is already the 11th in Istanbul (UTC+3): an event on the 11th is today there.
    const lateEvening = new Date("2030-01-10T22:30:00.000Z");
    expect(eventStateOf(at("2030-01-11T00:00:00.000Z"), lateEvening, "UTC")).toBe("tomorrow");
    expect(eventStateOf(at("2030-01-11T00:00:00.000Z"), lateEvening, "Europe/Istanbul")).toBe("today");
    expect(startOfToday(lateEvening, "Europe/Istanbul").toISOString()).toBe("2030-01-11T00:00:00.000Z");
    // 03:00 UTC on the 10th is still the 9th in New York: an event on the 10th is tomorrow there.
    const earlyMorning = new Date("2030-01-10T03:00:00.000Z");
    expect(eventStateOf(at("2030-01-10T00:00:00.000Z"), earlyMorning, "America/New_York")).toBe("tomorrow");
    expect(startOfToday(earlyMorning, "America/New_York").toISOString()).toBe("2030-01-09T00:00:00.000Z");
    expect(startOfToday(now, "UTC").toISOString()).toBe("2030-01-10T00:00:00.000Z");
  });

  it("lists events from today on (running ones too), soonest first, with their state, at most 20, only active documents of the user's workspaces", async () => {
    const { admin, member, teamId } = await createTeamWithMembers();
    const now = new Date("2030-01-10T12:00:00.000Z");
    const event = (title: string, start: string, data: Record<string, unknown> = {}) =>
      createDocument(admin.user.id, teamId, { title, eventStartDate: new Date(start), eventHasStartDate: true, ...data });
    const later = await event("later", "2030-02-01T10:00:00.000Z");
    const week = await event("week", "2030-01-14T10:00:00.000Z");
    const tomorrow = await event("tomorrow", "2030-01-11T09:00:00.000Z");
    const today = await event("today", "2030-01-10T18:00:00.000Z", { eventUserState: "confirmed" });
    const running = await event("running", "2030-01-08T10:00:00.000Z", { eventEndDate: new Date("2030-01-12T10:00:00.000Z") });
    await event("past", "2030-01-09T10:00:00.000Z");
    await event("ended", "2030-01-01T10:00:00.000Z", { eventEndDate: new Date("2030-01-09T10:00:00.000Z") });
    await event("archived", "2030-01-12T10:00:00.000Z", { archived: true });
    await event("deleted", "2030-01-12T10:00:00.000Z", { deletedAt: new Date() });
    await event("template", "2030-01-12T10:00:00.000Z", { templateType: "TEAM_TEMPLATE", teamTemplatePublished: true });
    await createDocument(admin.user.id, teamId, { title: "no date" });

    const { items } = await listUpcomingEvents(member.user.id, { timeZone: "UTC", now });
    expect(items.map((item) => item.id)).toEqual([running.id, today.id, tomorrow.id, week.id, later.id]);
    expect(items.map((item) => item.eventState)).toEqual(["today", "today", "tomorrow", "this-week", "later"]);
    expect(items[1].status).toBe("confirmed");

    await db.document.createMany({
      data: Array.from({ length: 20 }, (_, n) => ({ teamId, ownerId: admin.user.id, title: `many ${n}`, eventStartDate: new Date(Date.UTC(2030, 5, 1 + n)) })),
    });
    const capped = await listUpcomingEvents(member.user.id, { timeZone: "UTC", now });
    expect(capped.items).toHaveLength(20);
    expect(capped.items[0].id).toBe(running.id);
  });

  it("answers through the route with the caller's time zone, and refuses unknown zones", async () => {
    const { user, token } = await createUser();
    const teamId = await firstTeamOf(user.id);
    const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000);
    const soon = await createDocument(user.id, teamId, { eventStartDate: inDays(2) });
    const far = await createDocument(user.id, teamId, { eventStartDate: inDays(30) });
    await createDocument(user.id, teamId, { eventStartDate: inDays(-3) });

    const answer = await callRoute<{ items: Summary[] }>(upcoming, "GET", "/api/documents/upcoming-events", { token, query: { timeZone: "UTC" } });
    expect(answer.status).toBe(200);
    expect(answer.body.items.map((item) => [item.id, item.eventState])).toEqual([
      [soon.id, "this-week"],
      [far.id, "later"],
    ]);
    expect((await callRoute(upcoming, "GET", "/api/documents/upcoming-events", { token })).status).toBe(200);
    expect((await callRoute(upcoming, "GET", "/api/documents/upcoming-events", { token, query: { timeZone: "Mars/Olympus" } })).status).toBe(400);
  });
});

describe("find documents by contact", () => {
  it("lists a contact's documents (archived too, never deleted ones) for members of the contact's workspace; 404 for others", async () => {
    const { admin, member, outsider, teamId } = await createTeamWithMembers();
    const active = await createDocument(admin.user.id, teamId);
    const archived = await createDocument(admin.user.id, teamId, { archived: true });
    const deleted = await createDocument(admin.user.id, teamId, { deletedAt: new Date() });
    await createDocument(admin.user.id, teamId);
    const contact = await contactIn(teamId, { firstname: "Mira", lastname: "Stone" }, [active.id, archived.id, deleted.id]);

    const call = (token: string, contactId = contact.id) => callRoute<Summary[]>(byContact, "GET", "/x", { token, params: { contactId } });
    const asMember = await call(member.token);
    expect(asMember.status).toBe(200);
    expect(asMember.body.map((d) => d.id).sort()).toEqual([active.id, archived.id].sort());
    expect((await call(admin.token)).body).toHaveLength(2);
    expect((await call(outsider.token)).status).toBe(404);
    expect((await call(member.token, UNKNOWN_ID)).status).toBe(404);
    expect((await call(member.token, "nope!")).status).toBe(400);

    // A pending invitation is no membership.
    const invited = await createUser();
    await db.member.create({ data: { teamId, userId: invited.user.id, role: "MEMBER", invitationEmail: invited.user.email, invitationKey: unique("k") } });
    expect((await call(invited.token)).status).toBe(404);
    await addMember(await firstTeamOf(invited.user.id), member.user.id);
    expect((await call(invited.token)).status).toBe(404);
  });
});

describe("user events", () => {
  it("stores a search term for the caller, and refuses unknown names, bad terms and anonymous callers", async () => {
    const { user, token } = await createUser();
    const term = unique("garden ");
    const ok = await callRoute(userEvents, "POST", "/api/user-events", { token, body: { name: "document-search", data: { term: `  ${term} ` } } });
    expect(ok.status).toBe(201);
    expect(ok.body).toEqual({ success: true });
    const rows = await db.userEvent.findMany({ where: { userId: user.id } });
    expect(rows.map((row) => [row.name, row.data])).toEqual([["document-search", { term }]]);

    const bad = [
      { name: "something-else", data: { term } },
      { name: "document-search", data: { term: "" } },
      { name: "document-search", data: { term: "   " } },
      { name: "document-search", data: { term: "x".repeat(201) } },
      { name: "document-search", data: { term, extra: true } },
      { name: "document-search" },
      {},
    ];
    for (const body of bad) {
      expect((await callRoute(userEvents, "POST", "/api/user-events", { token, body })).status, JSON.stringify(body)).toBe(400);
    }
    expect(await db.userEvent.count({ where: { userId: user.id } })).toBe(1);
    expect((await callRoute(userEvents, "POST", "/api/user-events", { body: { name: "document-search", data: { term } } })).status).toBe(401);
  });
});

describe("abbreviated titles", () => {
  it("cuts titles longer than 20 characters, by characters", () => {
    expect(abbreviateTitle("Short title")).toBe("Short title");
    expect(abbreviateTitle("Exactly twenty chars")).toBe("Exactly twenty chars");
    expect(abbreviateTitle("Garden wedding at the Orangery")).toBe("Garden wedding at th…");
    expect(abbreviateTitle("Summer party 2030 — 🎉🎉🎉🎉")).toBe("Summer party 2030 —…");
    expect(abbreviateTitle("🎉".repeat(21))).toBe(`${"🎉".repeat(20)}…`);
  });
});
