import { requireTeamMember } from "@/lib/auth/policy";
import { deleteContacts, findContact, updateContact } from "@/lib/contacts/contacts";
import { contactContracts } from "@/lib/contacts/contracts";
import { contactTeamId } from "@/lib/documents/list";
import { route } from "@/lib/http/route";

export const GET = route(contactContracts.find, async ({ actor, params }) => {
  await requireTeamMember(actor, await contactTeamId(params.id));
  return findContact(params.id);
});

export const POST = route(contactContracts.update, async ({ actor, params, body }) => {
  await requireTeamMember(actor, await contactTeamId(params.id));
  return updateContact(params.id, body);
});

export const DELETE = route(contactContracts.remove, async ({ actor, params }) => {
  const { teamId } = await requireTeamMember(actor, await contactTeamId(params.id));
  return deleteContacts([params.id], [teamId]);
});
