import { invalidInput } from "@/lib/http/errors";
import { appUrl } from "@/lib/mail/config";

/**
 * Where Stripe may send the browser back: a path of this app, or a full address on its own origin
 * (APP_URL). Anything else is refused, so nobody can use our checkout to bounce visitors elsewhere.
 */
export function appReturnUrl(value: string, field: string): string {
  const base = new URL(appUrl());
  // Resolved the way a browser would (tabs and newlines dropped, "//host" and "/\\host" leave the
  // site), then held to the app's own origin.
  const url = URL.canParse(value, base) ? new URL(value, base) : null;
  if (!url || url.origin !== base.origin) throw invalidInput("invalidInput", [{ path: field, message: "errors.returnUrlForeign" }]);
  return url.toString();
}
