import { requireTeamMember } from "@/lib/auth/policy";
import { documentListContracts } from "@/lib/documents/list-contracts";
import { listableMemberships, listDocuments } from "@/lib/documents/list";
import { route } from "@/lib/http/route";

export const GET = route(documentListContracts.index, async ({ actor, query }) => {
  const { teamId, ...options } = query;
  const memberships = teamId ? [await requireTeamMember(actor, teamId)] : await listableMemberships(actor.user.id);
  return listDocuments(actor.user.id, memberships, options);
});
