import { accountContracts } from "@/lib/accounts/contracts";
import { spendSignInLink } from "@/lib/accounts/sign-in-link";
import { clientAddress } from "@/lib/auth/rate-limit";
import { signInCookies, withCookies } from "@/lib/auth/sessions";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

export const POST = route(accountContracts.signInLink, async ({ params, request }) => {
  const user = await spendSignInLink(params.token, clientAddress(request));
  return withCookies(json({ redirect: "/documents" }), await signInCookies(user, false, request));
});
