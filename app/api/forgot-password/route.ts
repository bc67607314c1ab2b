import { accountContracts } from "@/lib/accounts/contracts";
import { requestPasswordReset } from "@/lib/accounts/passwords";
import { clientAddress } from "@/lib/auth/rate-limit";
import { appUrl } from "@/lib/mail/config";
import { route } from "@/lib/http/route";

export const POST = route(accountContracts.forgotPassword, async ({ body, locale, request, t }) => {
  await requestPasswordReset(body.text, clientAddress(request), locale, appUrl());
  return { success: true, message: t("accounts.emailSent") };
});
