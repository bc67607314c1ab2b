import { route } from "@/lib/http/route";
import { requireMemberAccess } from "@/lib/members/access";
import { memberContracts } from "@/lib/members/contracts";
import { changeRole, getMember, removeMember } from "@/lib/members/members";

export const GET = route(memberContracts.get, async ({ actor, params }) => {
  const member = await requireMemberAccess(actor, params.id, "read");
  return getMember(member.id);
});

export const POST = route(memberContracts.update, async ({ actor, params, body }) => {
  const member = await requireMemberAccess(actor, params.id, "admin");
  return changeRole(member.id, body.role);
});

export const DELETE = route(memberContracts.remove, async ({ actor, params }) => {
  const member = await requireMemberAccess(actor, params.id, "remove");
  await removeMember(member.id, actor.user.id);
  return { success: true };
});
