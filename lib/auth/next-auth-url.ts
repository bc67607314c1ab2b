import { appUrl } from "@/lib/mail/config";

/** next-auth wants NEXTAUTH_URL; default it to the app's address so a fresh clone needs no configuration. */
export function ensureNextAuthUrl(request: Request): void {
  process.env.NEXTAUTH_URL ??= appUrl(request);
}
