import { requireTeamAdmin } from "@/lib/auth/policy";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { appUrl } from "@/lib/mail/config";
import { memberContracts } from "@/lib/members/contracts";
import { inviteMember } from "@/lib/members/invitations";

export const POST = route(memberContracts.invite, async ({ actor, params, body }) => {
  await requireTeamAdmin(actor, params.id);
  return json(await inviteMember(actor, params.id, body, appUrl()), { status: 201 });
});
