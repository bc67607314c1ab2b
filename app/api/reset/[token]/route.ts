import { accountContracts } from "@/lib/accounts/contracts";
import { resetPassword } from "@/lib/accounts/passwords";
import { clientAddress } from "@/lib/auth/rate-limit";
import { route } from "@/lib/http/route";

export const POST = route(accountContracts.resetPassword, async ({ params, body, request }) => {
  await resetPassword(params.token, body.password, body.confirmPassword, clientAddress(request));
  return { success: true };
});
