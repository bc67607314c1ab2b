import { describe, expect, it } from "vitest";
import { GET as byContact } from "@/app/api/document/by-contact/[contactId]/route";
import { GET as readLinks, POST as setLinks } from "@/app/api/document/[id]/contacts/route";
import { DELETE as bulkDelete, GET as listRoute } from "@/app/api/contact/route";
import { DELETE as deleteOne, GET as findOne, POST as updateOne } from "@/app/api/contact/[id]/route";
import { POST as createRoute } from "@/app/api/team/[id]/contact/route";
import { contactContracts } from "@/lib/contacts/contracts";
import { CONTACT_PAGE_SIZE } from "@/lib/contacts/limits";
import { db } from "@/lib/db/client";
import { encodeCursor } from "@/lib/documents/list-schemas";
import { createDocument } from "../factories/documents";
import { addMember, createTeamWithMembers, firstTeamOf } from "../factories/teams";
import { createUser } from "../factories/users";
import { callRoute } from "../support/call-route";

// Contacts (issue 7 part 5): find, find all, create, update, delete, bulk delete, and the links
// between documents and contacts, through the real route handlers and database.

interface Contact {
  _id: string;
  id: string;
  firstname: string;
  lastname: string;
  email: string | null;
  company: string | null;
  jobTitle: string | null;
  team: string;
}
type Page = { items: Contact[]; nextCursor: string | null };
type Problem = { error: { code: string; fields?: { path: string; message: string }[] } };

const UNKNOWN_ID = "cknotacontact00000000000";

const create = (token: string, teamId: string, body: unknown) => callRoute<Contact & Problem>(createRoute, "POST", `/api/team/${teamId}/contact`, { token, params: { id: teamId }, body });
const list = (token: string, query: Record<string, string> = {}) => callRoute<Page & Problem>(listRoute, "GET", "/api/contact", { token, query });
const find = (token: string, id: string) => callRoute<Contact & Problem>(findOne, "GET", `/api/contact/${id}`, { token, params: { id } });
const update = (token: string, id: string, body: unknown) => callRoute<Contact & Problem>(updateOne, "POST", `/api/contact/${id}`, { token, params: { id }, body });
const remove = (token: string, id: string) => callRoute<Problem>(deleteOne, "DELETE", `/api/contact/${id}`, { token, params: { id } });
const removeMany = (token: string, ids: string[]) => callRoute<Problem & { deleted: number }>(bulkDelete, "DELETE", "/api/contact", { token, query: { ids: ids.join(",") } });
const links = (token: string, id: string) => callRoute<{ contacts: Contact[] } & Problem>(readLinks, "GET", `/api/document/${id}/contacts`, { token, params: { id } });
const link = (token: string, id: string, contactIds: unknown) =>
  callRoute<{ contacts: Contact[] } & Problem>(setLinks, "POST", `/api/document/${id}/contacts`, { token, params: { id }, body: { contactIds } });
const fieldsOf = (body: Problem) => (body.error.fields ?? []).map((field) => field.path).sort();

async function contactIn(teamId: string, firstname: string, data: { lastname?: string; email?: string; company?: string; createdAt?: Date } = {}) {
  return db.contact.create({ data: { teamId, firstname, lastname: data.lastname ?? "", ...data } });
}

describe("contacts: create, find, update, delete", () => {
  it("creates a contact with every field (trimmed, e-mail in lower case) and answers the spec's shape with 201", async () => {
    const { user, token } = await createUser();
    const teamId = await firstTeamOf(user.id);
    const created = await create(token, teamId, { firstname: "  Anna ", lastname: "Rossi", email: " Anna.Rossi@Example.com ", company: "Villa Aurora", jobTitle: "Event manager" });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      _id: created.body.id,
      id: expect.any(String),
      firstname: "Anna",
      lastname: "Rossi",
      email: "anna.rossi@example.com",
      company: "Villa Aurora",
      jobTitle: "Event manager",
      team: teamId,
    });
    const row = await db.contact.findUniqueOrThrow({ where: { id: created.body.id } });
    expect(row).toMatchObject({ teamId, firstname: "Anna", lastname: "Rossi", email: "anna.rossi@example.com", company: "Villa Aurora", jobTitle: "Event manager" });
  });

  it("needs only a first name: the others are stored empty (last name '') or null", async () => {
    const { user, token } = await createUser();
    const teamId = await firstTeamOf(user.id);
    const created = await create(token, teamId, { firstname: "Marco", email: "", company: "   " });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ firstname: "Marco", lastname: "", email: null, company: null, jobTitle: null });
  });

  it("finds a contact for every member of its workspace", async () => {
    const { admin, member, teamId } = await createTeamWithMembers();
    const contact = await contactIn(teamId, "Lucia", { lastname: "Bianchi", company: "Fiori" });
    for (const caller of [admin, member]) {
      const found = await find(caller.token, contact.id);
      expect(found.status).toBe(200);
      expect(found.body).toMatchObject({ _id: contact.id, firstname: "Lucia", lastname: "Bianchi", company: "Fiori", email: null, team: teamId });
    }
  });

  it("updates only the fields sent; null or an empty string clears an optional field", async () => {
    const { member, teamId } = await createTeamWithMembers();
    const contact = await contactIn(teamId, "Lucia", { lastname: "Bianchi", email: "lucia@example.com", company: "Fiori" });
    const changed = await update(member.token, contact.id, { jobTitle: "Florist", company: null, email: "" });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ firstname: "Lucia", lastname: "Bianchi", email: null, company: null, jobTitle: "Florist" });
    const renamed = await update(member.token, contact.id, { firstname: "Lucy", lastname: "" });
    expect(renamed.body).toMatchObject({ firstname: "Lucy", lastname: "", jobTitle: "Florist" });
    expect(await db.contact.findUniqueOrThrow({ where: { id: contact.id } })).toMatchObject({ firstname: "Lucy", lastname: "", email: null, company: null, jobTitle: "Florist" });
  });

  it("deletes a contact with its document links; the documents stay", async () => {
    const { user, token } = await createUser();
    const teamId = await firstTeamOf(user.id);
    const doc = await createDocument(user.id, teamId);
    const contact = await contactIn(teamId, "Paolo");
    await db.documentContact.create({ data: { documentId: doc.id, contactId: contact.id } });
    const removed = await remove(token, contact.id);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ success: true, deleted: 1 });
    expect(await db.contact.count({ where: { id: contact.id } })).toBe(0);
    expect(await db.documentContact.count({ where: { documentId: doc.id } })).toBe(0);
    expect(await db.document.count({ where: { id: doc.id } })).toBe(1);
    expect((await remove(token, contact.id)).status).toBe(404);
    expect((await find(token, contact.id)).status).toBe(404);
    expect((await update(token, contact.id, { firstname: "Ghost" })).status).toBe(404);
  });
});

describe("contacts: bad input", () => {
  it("refuses a bad e-mail, an empty or missing first name and values that are too long, naming each field; nothing is stored", async () => {
    const { user, token } = await createUser();
    const teamId = await firstTeamOf(user.id);
    const cases: [unknown, string[]][] = [
      [{ firstname: "Anna", email: "anna@" }, ["email"]],
      [{ firstname: "Anna", email: "not an address" }, ["email"]],
      [{ firstname: "   " }, ["firstname"]],
      [{ lastname: "Rossi" }, ["firstname"]],
      [{ firstname: "x".repeat(101) }, ["firstname"]],
      [{ firstname: "Anna", lastname: "x".repeat(101), company: "x".repeat(201), jobTitle: "x".repeat(201) }, ["company", "jobTitle", "lastname"]],
      [{ firstname: "Anna", email: `${"a".repeat(250)}@example.com` }, ["email"]],
      [{ firstname: 42, email: ["a@b.co"] }, ["email", "firstname"]],
    ];
    for (const [body, fields] of cases) {
      const result = await create(token, teamId, body);
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(fieldsOf(result.body), JSON.stringify(body)).toEqual(fields);
    }
    expect(await db.contact.count({ where: { teamId } })).toBe(0);

    const emailProblem = (await create(token, teamId, { firstname: "Anna", email: "anna@" })).body.error.fields?.[0];
    expect(emailProblem?.message).toBe("Enter a valid e-mail address.");
    const requiredProblem = (await create(token, teamId, { firstname: "" })).body.error.fields?.[0];
    expect(requiredProblem?.message).toBe("This field is required.");
  });

  it("refuses the same on update, and an emptied first name; the stored contact is unchanged", async () => {
    const { user, token } = await createUser();
    const teamId = await firstTeamOf(user.id);
    const contact = await contactIn(teamId, "Anna", { email: "anna@example.com" });
    for (const [body, fields] of [
      [{ firstname: "" }, ["firstname"]],
      [{ firstname: null }, ["firstname"]],
      [{ email: "anna(at)example.com" }, ["email"]],
      [{ company: "x".repeat(201) }, ["company"]],
    ] as [unknown, string[]][]) {
      const result = await update(token, contact.id, body);
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(fieldsOf(result.body)).toEqual(fields);
    }
    expect(await db.contact.findUniqueOrThrow({ where: { id: contact.id } })).toMatchObject({ firstname: "Anna", email: "anna@example.com", company: null });
  });

  it("refuses malformed ids, cursors and id lists with 400", async () => {
    const { token } = await createUser();
    expect((await find(token, "not-an-id")).status).toBe(400);
    for (const query of [{ cursor: "nope" }, { team: "x" }, { search: "s".repeat(201) }] as Record<string, string>[]) {
      const result = await list(token, query);
      expect(result.status, JSON.stringify(query)).toBe(400);
      expect(fieldsOf(result.body)[0]).toMatch(new RegExp(`^query\\.${Object.keys(query)[0]}`));
    }
    for (const ids of [[], ["bad id"], [","]]) {
      const result = await removeMany(token, ids);
      expect(result.status, JSON.stringify(ids)).toBe(400);
      expect(fieldsOf(result.body)[0]).toMatch(/^query\.ids/);
    }
    const missing = await callRoute<Problem>(bulkDelete, "DELETE", "/api/contact", { token });
    expect(missing.status).toBe(400);
    expect(fieldsOf(missing.body)).toEqual(["query.ids"]);
  });
});

describe("contacts: find all", () => {
  it("lists the contacts of every workspace of the caller, newest first, or of one with team; never anyone else's", async () => {
    const { admin, member, outsider, teamId } = await createTeamWithMembers();
    const ownTeam = await firstTeamOf(member.user.id);
    const older = await contactIn(teamId, "Older", { createdAt: new Date("2030-01-01T10:00:00Z") });
    const newer = await contactIn(teamId, "Newer", { createdAt: new Date("2030-01-02T10:00:00Z") });
    const mine = await contactIn(ownTeam, "Own", { createdAt: new Date("2030-01-03T10:00:00Z") });
    const foreign = await contactIn(await firstTeamOf(outsider.user.id), "Foreign");

    const all = await list(member.token);
    expect(all.status).toBe(200);
    expect(all.body.items.map((c) => c.id)).toEqual([mine.id, newer.id, older.id]);
    expect(all.body.nextCursor).toBeNull();

    const one = await list(member.token, { team: teamId });
    expect(one.body.items.map((c) => c.id)).toEqual([newer.id, older.id]);
    expect(one.body.items[0]).toMatchObject({ _id: newer.id, firstname: "Newer", team: teamId });

    expect((await list(admin.token)).body.items.map((c) => c.id)).toEqual([newer.id, older.id]);
    const foreignTeam = await list(member.token, { team: foreign.teamId });
    expect(foreignTeam.status).toBe(404);
    expect((await list(member.token, { team: UNKNOWN_ID })).status).toBe(404);
  });

  it("a pending invitation gives no access to the workspace's contacts", async () => {
    const { admin, teamId } = await createTeamWithMembers();
    const invited = await createUser();
    await db.member.create({ data: { teamId, userId: invited.user.id, role: "MEMBER", invitationEmail: invited.user.email, invitationKey: `k${invited.user.id}`, invitedById: admin.user.id } });
    const contact = await contactIn(teamId, "Hidden");
    expect((await list(invited.token, { team: teamId })).status).toBe(404);
    expect((await list(invited.token)).body.items.map((c) => c.id)).not.toContain(contact.id);
    expect((await find(invited.token, contact.id)).status).toBe(404);
  });

  it("searches first and last names, e-mail and company, case-insensitively, every word, wildcards literally", async () => {
    const { user, token } = await createUser();
    const teamId = await firstTeamOf(user.id);
    const anna = await contactIn(teamId, "Anna", { lastname: "Rossi", email: "anna@villa.example", company: "Villa Aurora" });
    const marco = await contactIn(teamId, "Marco", { lastname: "Verdi", email: "m.verdi@100%.example", company: "Cake_Lab" });
    await contactIn(teamId, "Giulia", { lastname: "Neri" });
    const search = async (term: string) => (await list(token, { search: term })).body.items.map((c) => c.id).sort();

    expect(await search("ROSSI")).toEqual([anna.id]);
    expect(await search("anna ross")).toEqual([anna.id]);
    expect(await search("aurora")).toEqual([anna.id]);
    expect(await search("villa.example")).toEqual([anna.id]);
    expect(await search("marco rossi")).toEqual([]);
    expect(await search("%")).toEqual([marco.id]);
    expect(await search("e_l")).toEqual([marco.id]);
    expect(await search("   ")).toHaveLength(3);
  });

  it(`pages by ${CONTACT_PAGE_SIZE} with an opaque cursor: every contact exactly once, ties broken by id`, async () => {
    const { user, token } = await createUser();
    const teamId = await firstTeamOf(user.id);
    const base = Date.parse("2031-01-01T00:00:00Z");
    // Pairs share a creation time: the keyset must break ties by id.
    await db.contact.createMany({ data: Array.from({ length: 85 }, (_, n) => ({ teamId, firstname: `Guest ${n}`, lastname: "", createdAt: new Date(base - Math.floor(n / 2) * 1000) })) });
    const expected = (await db.contact.findMany({ where: { teamId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], select: { id: true } })).map((c) => c.id);
    const seen: string[] = [];
    const sizes: number[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof list>> = await list(token, { team: teamId, ...(cursor ? { cursor } : {}) });
      expect(page.status).toBe(200);
      sizes.push(page.body.items.length);
      seen.push(...page.body.items.map((c) => c.id));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(sizes).toEqual([40, 40, 5]);
    expect(seen).toEqual(expected);

    // A cursor past the last contact answers an empty last page.
    const past = encodeCursor({ updatedAt: new Date("2000-01-01T00:00:00Z"), id: "ckzzzzzzzzzzzzzzzzzzzzzzz" });
    expect((await list(token, { team: teamId, cursor: past })).body).toEqual({ items: [], nextCursor: null });
  });
});

describe("contacts: bulk delete", () => {
  it("deletes all the contacts named, in the caller's workspaces, duplicates ignored", async () => {
    const { admin, member, teamId } = await createTeamWithMembers();
    const own = await contactIn(await firstTeamOf(member.user.id), "Own");
    const a = await contactIn(teamId, "A");
    const b = await contactIn(teamId, "B");
    const kept = await contactIn(teamId, "Kept");
    const result = await removeMany(member.token, [a.id, b.id, own.id, a.id]);
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ success: true, deleted: 3 });
    expect((await db.contact.findMany({ where: { id: { in: [a.id, b.id, own.id, kept.id] } }, select: { id: true } })).map((c) => c.id)).toEqual([kept.id]);
    expect((await list(admin.token, { team: teamId })).body.items.map((c) => c.id)).toEqual([kept.id]);
  });

  it("deletes nothing when one id is someone else's or unknown: 404", async () => {
    const { member, outsider, teamId } = await createTeamWithMembers();
    const a = await contactIn(teamId, "A");
    const b = await contactIn(teamId, "B");
    const foreign = await contactIn(await firstTeamOf(outsider.user.id), "Foreign");
    for (const ids of [[a.id, foreign.id, b.id], [a.id, UNKNOWN_ID]]) {
      const result = await removeMany(member.token, ids);
      expect(result.status).toBe(404);
      expect(result.body.error.code).toBe("NOT_FOUND");
    }
    expect(await db.contact.count({ where: { id: { in: [a.id, b.id, foreign.id] } } })).toBe(3);
  });
});

describe("contacts: documents linked to contacts", () => {
  it("the owner sets a document's contacts; colleagues read them; find by contact lists the document", async () => {
    const { admin, member, teamId } = await createTeamWithMembers();
    const doc = await createDocument(admin.user.id, teamId, { title: "Villa Aurora wedding" });
    const other = await createDocument(admin.user.id, teamId, { title: "Other" });
    const anna = await contactIn(teamId, "Anna", { lastname: "Rossi" });
    const marco = await contactIn(teamId, "Marco");

    const set = await link(admin.token, doc.id, [anna.id, marco.id, anna.id]);
    expect(set.status).toBe(200);
    expect(set.body.contacts.map((c) => c.id)).toEqual([anna.id, marco.id]);
    expect(set.body.contacts[0]).toMatchObject({ _id: anna.id, firstname: "Anna", lastname: "Rossi", team: teamId });

    const read = await links(member.token, doc.id);
    expect(read.status).toBe(200);
    expect(read.body.contacts.map((c) => c.id)).toEqual([anna.id, marco.id]);

    const found = await callRoute<{ id: string; title: string }[]>(byContact, "GET", "/x", { token: member.token, params: { contactId: anna.id } });
    expect(found.status).toBe(200);
    expect(found.body.map((d) => d.title)).toEqual(["Villa Aurora wedding"]);

    // Replacing the list unlinks the missing ones and keeps the others in place; [] unlinks all.
    const marcoLink = await db.documentContact.findUniqueOrThrow({ where: { documentId_contactId: { documentId: doc.id, contactId: marco.id } } });
    const replaced = await link(admin.token, doc.id, [marco.id]);
    expect(replaced.body.contacts.map((c) => c.id)).toEqual([marco.id]);
    expect((await db.documentContact.findUniqueOrThrow({ where: { documentId_contactId: { documentId: doc.id, contactId: marco.id } } })).createdAt).toEqual(marcoLink.createdAt);
    expect((await callRoute<unknown[]>(byContact, "GET", "/x", { token: admin.token, params: { contactId: anna.id } })).body).toEqual([]);
    expect((await link(admin.token, doc.id, [])).body.contacts).toEqual([]);
    expect(await db.documentContact.count({ where: { documentId: { in: [doc.id, other.id] } } })).toBe(0);
  });

  it("refuses contacts of another workspace or unknown ones with 400 naming contactIds; nothing changes", async () => {
    const { admin, member, outsider, teamId } = await createTeamWithMembers();
    // A second workspace the owner is also in: its contacts are still not the document's workspace's.
    const secondTeam = { id: await firstTeamOf(member.user.id) };
    await addMember(secondTeam.id, admin.user.id, "ADMIN");
    const doc = await createDocument(admin.user.id, teamId);
    const anna = await contactIn(teamId, "Anna");
    const ownElsewhere = await contactIn(secondTeam.id, "Elsewhere");
    const foreign = await contactIn(await firstTeamOf(outsider.user.id), "Foreign");
    await link(admin.token, doc.id, [anna.id]);
    for (const ids of [[anna.id, ownElsewhere.id], [foreign.id], [UNKNOWN_ID]]) {
      const result = await link(admin.token, doc.id, ids);
      expect(result.status, JSON.stringify(ids)).toBe(400);
      expect(fieldsOf(result.body)).toEqual(["contactIds"]);
    }
    for (const bad of ["x", ["not an id"], null, Array.from({ length: 51 }, (_, n) => `ckcontact${String(n).padStart(16, "0")}`)]) {
      const result = await link(admin.token, doc.id, bad);
      expect(result.status).toBe(400);
      expect(fieldsOf(result.body)[0]).toMatch(/^contactIds/);
    }
    expect((await links(admin.token, doc.id)).body.contacts.map((c) => c.id)).toEqual([anna.id]);
  });

  it("only the owner changes the links (a colleague, admin or not, gets 403); a document in the trash is 409", async () => {
    const { admin, member, teamId } = await createTeamWithMembers();
    const doc = await createDocument(member.user.id, teamId);
    const anna = await contactIn(teamId, "Anna");
    expect((await link(admin.token, doc.id, [anna.id])).status).toBe(403);
    expect((await link(member.token, doc.id, [anna.id])).status).toBe(200);
    await db.document.update({ where: { id: doc.id }, data: { deletedAt: new Date() } });
    expect((await link(member.token, doc.id, [])).status).toBe(409);
    expect(await db.documentContact.count({ where: { documentId: doc.id } })).toBe(1);
  });
});

describe("contacts: outsiders and anonymous callers", () => {
  it("a published team template's links stay private: a signed-in stranger who may use the template gets 404 for them", async () => {
    const { admin, outsider, teamId } = await createTeamWithMembers();
    const template = await createDocument(admin.user.id, teamId, { templateType: "TEAM_TEMPLATE", teamTemplatePublished: true });
    const contact = await contactIn(teamId, "Anna", { lastname: "Rossi" });
    await db.documentContact.create({ data: { documentId: template.id, contactId: contact.id } });
    expect((await links(admin.token, template.id)).body.contacts.map((c: { id: string }) => c.id)).toEqual([contact.id]);
    expect((await links(outsider.token, template.id)).status).toBe(404);
  });


  it("an outsider gets 404 from every contact route and changes nothing", async () => {
    const { admin, outsider, teamId } = await createTeamWithMembers();
    const doc = await createDocument(admin.user.id, teamId);
    const contact = await contactIn(teamId, "Anna", { lastname: "Rossi" });
    await db.documentContact.create({ data: { documentId: doc.id, contactId: contact.id } });
    const token = outsider.token;
    const statuses = [
      (await find(token, contact.id)).status,
      (await update(token, contact.id, { firstname: "Hacked" })).status,
      (await remove(token, contact.id)).status,
      (await removeMany(token, [contact.id])).status,
      (await create(token, teamId, { firstname: "Intruder" })).status,
      (await list(token, { team: teamId })).status,
      (await links(token, doc.id)).status,
      (await link(token, doc.id, [])).status,
      (await callRoute(byContact, "GET", "/x", { token, params: { contactId: contact.id } })).status,
    ];
    expect(statuses).toEqual(Array(statuses.length).fill(404));
    expect((await list(token)).body.items.map((c) => c.id)).not.toContain(contact.id);
    expect(await db.contact.findUniqueOrThrow({ where: { id: contact.id } })).toMatchObject({ firstname: "Anna" });
    expect(await db.contact.count({ where: { teamId } })).toBe(1);
    expect(await db.documentContact.count({ where: { documentId: doc.id } })).toBe(1);
  });

  it("answers 401 to every route without a session", async () => {
    const id = UNKNOWN_ID;
    const results = [
      await callRoute(listRoute, "GET", "/api/contact"),
      await callRoute(bulkDelete, "DELETE", "/api/contact", { query: { ids: id } }),
      await callRoute(findOne, "GET", `/api/contact/${id}`, { params: { id } }),
      await callRoute(updateOne, "POST", `/api/contact/${id}`, { params: { id }, body: { firstname: "A" } }),
      await callRoute(deleteOne, "DELETE", `/api/contact/${id}`, { params: { id } }),
      await callRoute(createRoute, "POST", `/api/team/${id}/contact`, { params: { id }, body: { firstname: "A" } }),
      await callRoute(readLinks, "GET", `/api/document/${id}/contacts`, { params: { id } }),
      await callRoute(setLinks, "POST", `/api/document/${id}/contacts`, { params: { id }, body: { contactIds: [] } }),
    ];
    expect(results.map((r) => r.status)).toEqual(Array(results.length).fill(401));
  });

  it("every contact contract with a body has an example the create and update schemas accept", () => {
    for (const contract of Object.values(contactContracts)) {
      if (contract.body) expect(contract.body.safeParse(contract.example).success, contract.path).toBe(true);
    }
  });
});
