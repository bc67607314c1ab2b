import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { findMembership } from "@/lib/auth/policy";
import { notFound } from "@/lib/http/errors";
import type { ContactCreateInput, ContactUpdateInput } from "./fields";
import { contactSelect, contactView, type ContactView } from "./view";

// Contact find, create, update and delete (workspace spec §7). Every member of a workspace manages
// its contacts (the spec gives them no finer rule); route handlers authorize first through
// lib/auth/policy.ts, with the contact's workspace from contactTeamId (lib/documents/list.ts).

export async function findContact(contactId: string): Promise<ContactView> {
  const row = await db.contact.findUnique({ where: { id: contactId }, select: contactSelect });
  if (!row) throw notFound();
  return contactView(row);
}

export async function createContact(teamId: string, input: ContactCreateInput): Promise<ContactView> {
  const row = await db.contact.create({
    data: {
      teamId,
      firstname: input.firstname,
      lastname: input.lastname ?? "",
      email: input.email ?? null,
      company: input.company ?? null,
      jobTitle: input.jobTitle ?? null,
    },
    select: contactSelect,
  });
  return contactView(row);
}

/** Changes the fields given; a contact deleted meanwhile is 404 (Prisma's missing record). */
export async function updateContact(contactId: string, input: ContactUpdateInput): Promise<ContactView> {
  // strictUndefinedChecks: a field that was not sent must be left out, not passed as undefined.
  const data = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Prisma.ContactUpdateInput;
  const row = await db.contact.update({ where: { id: contactId }, data, select: contactSelect });
  return contactView(row);
}

/**
 * Deletes contacts, all or none: every id must name a contact of one of `teamIds` (the caller's
 * workspaces), else 404 and nothing is deleted, so a foreign id in a bulk delete reveals nothing and
 * removes nothing. Their links to documents go with them (cascade).
 */
export async function deleteContacts(contactIds: string[], teamIds: string[]): Promise<{ success: true; deleted: number }> {
  return db.$transaction(async (tx) => {
    const where = { id: { in: contactIds }, teamId: { in: teamIds } };
    if ((await tx.contact.count({ where })) !== contactIds.length) throw notFound();
    const { count } = await tx.contact.deleteMany({ where });
    // Another request deleted one meanwhile: the answer must not claim what did not happen here.
    if (count !== contactIds.length) throw notFound();
    return { success: true as const, deleted: count };
  });
}

/**
 * A contact for the pages (/contact/{id}), with its workspace's name, or null when it does not exist
 * or the user is not an accepted member of its workspace (the page then looks the same for both).
 */
export async function findVisibleContact(userId: string, contactId: string): Promise<{ contact: ContactView; teamName: string } | null> {
  const row = await db.contact.findUnique({ where: { id: contactId }, select: { ...contactSelect, team: { select: { name: true } } } });
  if (!row || !(await findMembership(userId, row.teamId))) return null;
  return { contact: contactView(row), teamName: row.team.name };
}
