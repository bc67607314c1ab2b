import { activateByCode } from "@/lib/accounts/activation";
import { accountContracts } from "@/lib/accounts/contracts";
import { clientAddress } from "@/lib/auth/rate-limit";
import { route } from "@/lib/http/route";

// The code belongs to the signed-in user, or to the account named by username or e-mail
// (the prompt after a P0003 login knows them). The answer names no account.
export const POST = route(accountContracts.activateByCode, async ({ body, actor, request }) => {
  const login = body.username || body.email;
  await activateByCode({ code: body.code, login, userId: login ? undefined : actor?.user.id }, clientAddress(request));
  return { success: true, isActivated: true };
});
