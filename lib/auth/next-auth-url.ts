import { appUrl } from "@/lib/mail/config";

/**
 * next-auth wants NEXTAUTH_URL; default it to the app's configured address (APP_URL, else
 * http://localhost:<PORT>) so a fresh clone needs no configuration. Never from the request.
 */
export function ensureNextAuthUrl(): void {
  process.env.NEXTAUTH_URL ??= appUrl();
}
