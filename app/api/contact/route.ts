import type { Actor } from "@/lib/auth/actor";
import { requireTeamMember } from "@/lib/auth/policy";
import { deleteContacts } from "@/lib/contacts/contacts";
import { contactContracts } from "@/lib/contacts/contracts";
import { listContacts } from "@/lib/contacts/list";
import { listableMemberships } from "@/lib/documents/list";
import { route } from "@/lib/http/route";

/** The caller's workspaces: the one asked for (a foreign one is 404), else every accepted membership. */
async function workspaceIds(actor: Actor, teamId?: string): Promise<string[]> {
  if (teamId) return [(await requireTeamMember(actor, teamId)).teamId];
  return (await listableMemberships(actor.user.id)).map((membership) => membership.teamId);
}

export const GET = route(contactContracts.list, async ({ actor, query }) => {
  const { team, ...page } = query;
  return listContacts(await workspaceIds(actor, team), page);
});

// Authorization is the delete's scope: only contacts of the caller's workspaces, all or none (else 404).
export const DELETE = route(contactContracts.bulkDelete, async ({ actor, query }) => deleteContacts(query.ids, await workspaceIds(actor)));
