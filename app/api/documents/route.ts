import { requireListedWorkspace } from "@/lib/auth/policy";
import { documentListContracts } from "@/lib/documents/list-contracts";
import { listDocuments } from "@/lib/documents/list";
import { route } from "@/lib/http/route";

export const GET = route(documentListContracts.index, async ({ actor, query }) => {
  const { teamId, ...options } = query;
  // Without teamId: every workspace the caller is an accepted member of. With one: 404 unless a member.
  return requireListedWorkspace(await listDocuments(actor.user.id, teamId ?? null, options));
});
