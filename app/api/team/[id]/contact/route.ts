import { requireTeamMember } from "@/lib/auth/policy";
import { createContact } from "@/lib/contacts/contacts";
import { contactContracts } from "@/lib/contacts/contracts";
import { route } from "@/lib/http/route";
import { json } from "@/lib/http/respond";

export const POST = route(contactContracts.create, async ({ actor, params, body }) => {
  const { teamId } = await requireTeamMember(actor, params.id);
  return json(await createContact(teamId, body), { status: 201 });
});
