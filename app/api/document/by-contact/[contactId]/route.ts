import { requireTeamMember } from "@/lib/auth/policy";
import { documentListContracts } from "@/lib/documents/list-contracts";
import { contactTeamId, listDocumentsByContact } from "@/lib/documents/list";
import { route } from "@/lib/http/route";

export const GET = route(documentListContracts.byContact, async ({ actor, params }) => {
  const { teamId } = await requireTeamMember(actor, await contactTeamId(params.contactId));
  return listDocumentsByContact(actor.user.id, params.contactId, teamId);
});
