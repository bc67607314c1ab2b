import { resendActivation } from "@/lib/accounts/activation";
import { accountContracts } from "@/lib/accounts/contracts";
import { appUrl } from "@/lib/mail/config";
import { route } from "@/lib/http/route";

export const POST = route(accountContracts.resendActivation, async ({ body, actor, locale, t }) => {
  const login = body.username || body.email;
  await resendActivation({ login, userId: login ? undefined : actor?.user.id }, locale, appUrl());
  return { success: true, message: t("accounts.emailSent") };
});
