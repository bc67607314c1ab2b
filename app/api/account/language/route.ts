import { localeCookie, withCookies } from "@/lib/auth/sessions";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { shellContracts } from "@/lib/shell/contracts";
import { setLanguage } from "@/lib/shell/language";

// Acts on the caller's own account only (scope "self"). The locale cookie makes the next page render in the new language.
export const POST = route(shellContracts.language, async ({ actor, body, request }) => {
  await setLanguage(actor.user.id, body.language);
  return withCookies(json({ success: true, language: body.language }), [localeCookie(body.language, request)]);
});
