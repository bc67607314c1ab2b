import { accountContracts } from "@/lib/accounts/contracts";
import { deleteAccount } from "@/lib/accounts/delete-account";
import { signOutCookies, withCookies } from "@/lib/auth/sessions";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

export const DELETE = route(accountContracts.deleteAccount, async ({ actor, body }) => {
  await deleteAccount(actor.user.id, body.fullName);
  return withCookies(json({ success: true }), signOutCookies());
});
