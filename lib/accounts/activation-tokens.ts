import { db } from "@/lib/db/client";
import type { Locale } from "@/lib/i18n/locales";
import { activationMail } from "@/lib/mail/templates";
import { sendMail } from "@/lib/mail/send";
import { activationCodeHash, hashToken, newActivationCode, newUrlToken } from "@/lib/auth/tokens";

export const ACTIVATION_TTL_HOURS = 48;

interface ActivationTarget {
  id: string;
  email: string;
  firstname: string;
  language: string;
}

/**
 * Issues a fresh 4-digit code and a link token (older ones stop working) and e-mails both.
 * The link points to /auth/activate/<token> on the app's own address.
 */
export async function sendActivation(user: ActivationTarget, locale: Locale, baseUrl: string): Promise<void> {
  const code = newActivationCode();
  const token = newUrlToken();
  const expiresAt = new Date(Date.now() + ACTIVATION_TTL_HOURS * 3600_000);
  await db.$transaction([
    db.authToken.deleteMany({ where: { userId: user.id, kind: { in: ["ACTIVATION_CODE", "ACTIVATION_LINK"] } } }),
    db.authToken.create({ data: { userId: user.id, kind: "ACTIVATION_CODE", tokenHash: activationCodeHash(user.id, code), expiresAt } }),
    db.authToken.create({ data: { userId: user.id, kind: "ACTIVATION_LINK", tokenHash: hashToken(token), expiresAt } }),
  ]);
  await sendMail(activationMail(locale, { to: user.email, firstname: user.firstname, code, link: `${baseUrl}/auth/activate/${token}` }));
}
