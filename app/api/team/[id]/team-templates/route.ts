import { requireListedWorkspace } from "@/lib/auth/policy";
import { documentListContracts } from "@/lib/documents/list-contracts";
import { listDocuments } from "@/lib/documents/list";
import { route } from "@/lib/http/route";

export const GET = route(documentListContracts.teamTemplates, async ({ actor, params, query }) => {
  return requireListedWorkspace(await listDocuments(actor.user.id, params.id, { ...query, view: "team-templates" }));
});
