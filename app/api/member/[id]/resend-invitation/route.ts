import { route } from "@/lib/http/route";
import { appUrl } from "@/lib/mail/config";
import { requireMemberAccess } from "@/lib/members/access";
import { memberContracts } from "@/lib/members/contracts";
import { resendInvitation } from "@/lib/members/invitations";

export const POST = route(memberContracts.resendInvitation, async ({ actor, params, t }) => {
  const member = await requireMemberAccess(actor, params.id, "admin");
  await resendInvitation(actor, member.id, appUrl());
  return { success: true, message: t("accounts.emailSent") };
});
